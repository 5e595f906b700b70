// The blackjack's page (issue 21): the felt table with the dealer's cards over the player's hand(s) in
// card art, dealt in with a short flight (none when motion is reduced), and the betting circle; under it
// the message and either the decisions the engine allows now (hit, stand, double, split, insurance or not)
// or the bet: chips in art adding up in the circle, Clear and Deal. A failed call offers Try again. The state is the
// studio-blackjack machine's, attached to the shell, which moves the header balance.
import type { ApiClient } from '../../../../common/contract/client';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { type BlackjackHand, studioBlackjackActors } from '../../../../machines/studio-blackjack/studio-blackjack.actors';
import { studioBlackjackMachine } from '../../../../machines/studio-blackjack/studio-blackjack.machine';
import {
  selectBet,
  selectBusy,
  selectCanChangeBet,
  selectCanDeal,
  selectCanDismiss,
  selectChipChoices,
  selectChipsThatFit,
  selectDecisions,
  selectError,
  selectFailed,
  selectInPlay,
  selectResult,
  selectRound,
} from '../../../../machines/studio-blackjack/studio-blackjack.selectors';
import { button } from '../../../../styled-system/recipes/button';
import { studioBlackjack } from '../../../../styled-system/recipes/studio-blackjack';
import { playSound } from '../../effects';
import { type Translate, translator } from '../../i18n';
import type { StudioGameProps } from '../../types';
import { useStudioGame } from '../../use-studio-game';
import { GameRules } from '../game-rules';
import { Chip } from '../chip';
import { PlayingCard, RANK_LABELS, rankOf, suitOf } from './playing-card';
import { blackjackTexts } from './texts';

type Texts = Translate<keyof (typeof blackjackTexts)['tr']>;

function blackjackLogic(api: ApiClient) {
  return studioBlackjackMachine.provide({ actions: { 'play sound': (_, params) => playSound(params.name) }, actors: studioBlackjackActors(api) });
}

/** Each chip value's colour, as a casino's chips are told apart. */
const CHIP_COLOURS: Record<number, string> = { 200: '#3b6fb6', 500: '#c81e1e', 1_000: '#16803c', 2_500: '#7d3c98', 10_000: '#1b1f2a', 50_000: '#e09a10' };
const chipColour = (chip: number) => CHIP_COLOURS[chip] ?? '#3b6fb6';
const chipText = (kurus: number) => (kurus % 100 === 0 ? String(kurus / 100) : (kurus / 100).toFixed(2));

/** The bet as a pile of the largest chips that make it (at most six drawn). */
function chipStack(bet: number, chips: number[]): number[] {
  const stack: number[] = [];
  let rest = bet;
  for (const chip of [...chips].sort((a, b) => b - a)) {
    while (rest >= chip && stack.length < 6) {
      stack.push(chip);
      rest -= chip;
    }
  }
  return stack;
}

function cardName(code: number | null, t: Texts): string {
  if (code === null) return t('holeCard');
  const rank = RANK_LABELS[rankOf(code) - 1]!;
  return t('card', { rank: rank === 'A' || rank === 'J' || rank === 'Q' || rank === 'K' ? t(rank) : rank, suit: t(suitOf(code)) });
}

export default function BlackjackPage({ api, token, lang, shell, session, money }: StudioGameProps) {
  const logic = useMemo(() => blackjackLogic(api), [api]);
  const game = useStudioGame(shell, logic, { token, limits: session.limits, unfinished: session.unfinished });
  const t = useMemo(() => translator(blackjackTexts, lang), [lang]);
  const styles = studioBlackjack();
  const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, index) => item === b[index]);
  const bet = useSelector(game ?? undefined, (s) => (s ? selectBet(s) : 0));
  const chips = useSelector(game ?? undefined, (s) => (s ? selectChipChoices(s) : []), sameList);
  const fitting = useSelector(game ?? undefined, (s) => (s ? selectChipsThatFit(s) : []), sameList);
  const canChangeBet = useSelector(game ?? undefined, (s) => (s ? selectCanChangeBet(s) : false));
  const canDeal = useSelector(game ?? undefined, (s) => (s ? selectCanDeal(s) : false));
  const busy = useSelector(game ?? undefined, (s) => (s ? selectBusy(s) : true));
  const inPlay = useSelector(game ?? undefined, (s) => (s ? selectInPlay(s) : false));
  const decisions = useSelector(game ?? undefined, (s) => (s ? selectDecisions(s) : []), sameList);
  const round = useSelector(game ?? undefined, (s) => (s ? selectRound(s) : null));
  const failed = useSelector(game ?? undefined, (s) => (s ? selectFailed(s) : false));
  const canDismiss = useSelector(game ?? undefined, (s) => (s ? selectCanDismiss(s) : false));
  const error = useSelector(game ?? undefined, (s) => (s ? selectError(s) : null));
  const result = useSelector(game ?? undefined, (s) => (s ? selectResult(s) : null), (a, b) => a?.bet === b?.bet && a?.win === b?.win);
  if (!game) return null;

  let message = t('placeBet');
  let kind = '';
  if (error) [message, kind] = [error, 'error'];
  else if (result) {
    if (result.win === 0) [message, kind] = [t('noWin'), 'lose'];
    else if (result.win === result.bet) message = t('pushed', { amount: money(result.win) });
    else [message, kind] = [t('youWon', { amount: money(result.win) }), result.win > result.bet ? 'win' : 'lose'];
  } else if (busy) message = '';
  else if (inPlay) message = round?.phase === 'insurance' ? t('insuranceOffer') : t('yourTurn');

  const split = (round?.hands.length ?? 0) > 1;
  // In play the circle holds what the hand has staked (doubles and splits too); between hands, the next bet.
  const staked = inPlay && round ? round.bet : bet;
  const handLabel = (hand: BlackjackHand, index: number) =>
    t('handLine', { name: split ? t('hand', { n: index + 1 }) : t('yourHand'), total: hand.soft ? t('soft', { total: hand.total }) : hand.total, wager: money(hand.wager) });

  return (
    <div className={styles.root}>
      <section className={styles.table} aria-label={t('table')} data-split={split || undefined}>
        <div className={styles.side}>
          <p className={styles.label} data-testid="dealer-total">
            {round?.dealerTotal != null ? t('dealerTotal', { total: round.dealerTotal }) : t('dealer')}
          </p>
          <div className={styles.cards} data-testid="dealer-cards">
            {round?.dealer.map((code, index) => (
              <span key={`${round.roundId}:${index}:${code ?? 'back'}`} className={styles.card} data-order={Math.min(index, 5)}>
                <PlayingCard code={code} label={cardName(code, t)} />
              </span>
            ))}
          </div>
        </div>
        <div className={styles.hands} data-testid="player-hands">
          {round?.hands.map((hand, index) => (
            <div key={index} className={styles.hand} data-active={(inPlay && split && index === round.active) || undefined}>
              <div className={styles.cards}>
                {hand.cards.map((code, at) => (
                  <span key={`${round.roundId}:${at}`} className={styles.card} data-order={Math.min(at, 5)}>
                    <PlayingCard code={code} label={cardName(code, t)} />
                  </span>
                ))}
              </div>
              <p className={styles.label}>
                {handLabel(hand, index)}
                {hand.result && (
                  <>
                    {' '}
                    <span className={styles.result} data-result={hand.result}>
                      {t(hand.result)}
                    </span>
                  </>
                )}
              </p>
            </div>
          ))}
          {!round && <div className={styles.cards} />}
        </div>
        {/* The betting circle on the felt: the bet in chips, the hand's stake while it is played. */}
        <div className={styles.betSpot}>
          <span className={styles.stack} aria-hidden="true">
            {chipStack(staked, chips).map((chip, index) => (
              <Chip key={index} text={chipText(chip)} color={chipColour(chip)} />
            ))}
          </span>
          <span data-testid="blackjack-bet">
            {t('bet')}: {money(staked)}
          </span>
        </div>
      </section>
      <p className={styles.message} role="status" aria-live="polite" data-testid="studio-message" data-kind={kind}>
        {message}
      </p>
      {result && (
        <p className={styles.label} data-testid="blackjack-settled">
          {t('settled', { bet: money(result.bet), win: money(result.win) })}
        </p>
      )}
      <div className={styles.panel}>
        {failed ? (
          <div className={styles.decisions}>
            <button type="button" className={button({ size: 'lg' })} data-testid="blackjack-retry" onClick={() => game.send({ type: 'blackjack.retry' })}>
              {t('retry')}
            </button>
            {canDismiss && (
              <button type="button" className={button({ variant: 'outline', size: 'lg' })} onClick={() => game.send({ type: 'blackjack.error.dismissed' })}>
                {t('back')}
              </button>
            )}
          </div>
        ) : inPlay && round ? (
          <div className={styles.decisions} role="group" aria-label={t('decisions')}>
            {round.legalActions.map((action) => (
              <button
                key={action}
                type="button"
                className={button({ variant: action === 'hit' || action === 'stand' || action === 'insurance' ? 'solid' : 'outline', size: 'lg' })}
                data-testid={`blackjack-${action}`}
                disabled={!decisions.includes(action)}
                onClick={() => game.send({ type: 'blackjack.decided', action })}
              >
                {t(action)}
              </button>
            ))}
          </div>
        ) : (
          <>
            <div className={styles.chips} role="group" aria-label={t('chips')}>
              {chips.map((chip) => (
                <button
                  key={chip}
                  type="button"
                  className={styles.chip}
                  aria-label={t('addChip', { amount: money(chip) })}
                  title={t('addChip', { amount: money(chip) })}
                  data-chip={chip}
                  disabled={!fitting.includes(chip)}
                  onClick={() => game.send({ type: 'blackjack.chip.added', chip })}
                >
                  <Chip text={chipText(chip)} color={chipColour(chip)} />
                </button>
              ))}
            </div>
            <div className={styles.betRow}>
              <button type="button" className={button({ variant: 'outline', size: 'lg' })} disabled={!canChangeBet || bet === 0} onClick={() => game.send({ type: 'blackjack.bet.cleared' })}>
                {t('clear')}
              </button>
              <button type="button" className={button({ size: 'lg' })} data-testid="deal" disabled={!canDeal} onClick={() => game.send({ type: 'blackjack.deal' })}>
                {t('deal')}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

export function GameInfo({ lang, session }: StudioGameProps) {
  return <GameRules t={translator(blackjackTexts, lang)} rtp={session.rtp} lang={lang} />;
}
