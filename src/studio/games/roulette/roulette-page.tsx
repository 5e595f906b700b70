// The roulette's page (issue 21): the wheel in art turning to the pocket, the table (0-36 and the outside
// bets) where each tap puts the chosen chip, Clear and Spin, the total bet and the round's result. The
// state is the studio-roulette machine's, attached to the shell.
import type { ApiClient } from '../../../../common/contract/client';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { studioRouletteActors } from '../../../../machines/studio-roulette/studio-roulette.actors';
import { studioRouletteMachine } from '../../../../machines/studio-roulette/studio-roulette.machine';
import {
  selectBets,
  selectBusy,
  selectCanBet,
  selectCanSpin,
  selectChip,
  selectChipChoices,
  selectError,
  selectLanded,
  selectPocket,
  selectResult,
  selectTotal,
} from '../../../../machines/studio-roulette/studio-roulette.selectors';
import { button } from '../../../../styled-system/recipes/button';
import { studioRoulette } from '../../../../styled-system/recipes/studio-roulette';
import { playSound, prefersReducedMotion } from '../../effects';
import { translator } from '../../i18n';
import type { StudioGameProps } from '../../types';
import { useStudioGame } from '../../use-studio-game';
import { rouletteTexts } from './texts';
import { RouletteBoard } from './board';
import { Wheel } from './wheel';

function rouletteLogic(api: ApiClient) {
  return studioRouletteMachine.provide({
    actions: { 'play sound': (_, params) => playSound(params.name) },
    actors: studioRouletteActors(api),
    ...(prefersReducedMotion() ? { delays: { 'wheel lands': 0 } } : {}),
  });
}

export default function RoulettePage({ api, token, lang, shell, session, money }: StudioGameProps) {
  const logic = useMemo(() => rouletteLogic(api), [api]);
  const game = useStudioGame(shell, logic, { token, limits: session.limits });
  const t = useMemo(() => translator(rouletteTexts, lang), [lang]);
  const styles = studioRoulette();
  const chip = useSelector(game ?? undefined, (s) => (s ? selectChip(s) : 0));
  const choices = useSelector(game ?? undefined, (s) => (s ? selectChipChoices(s) : []));
  const bets = useSelector(game ?? undefined, (s) => (s ? selectBets(s) : {}));
  const total = useSelector(game ?? undefined, (s) => (s ? selectTotal(s) : 0));
  const canBet = useSelector(game ?? undefined, (s) => (s ? selectCanBet(s) : false));
  const canSpin = useSelector(game ?? undefined, (s) => (s ? selectCanSpin(s) : false));
  const busy = useSelector(game ?? undefined, (s) => (s ? selectBusy(s) : true));
  const outcome = useSelector(game ?? undefined, (s) => (s ? selectPocket(s) : null));
  const landed = useSelector(game ?? undefined, (s) => (s ? selectLanded(s) : false));
  const result = useSelector(game ?? undefined, (s) => (s ? selectResult(s) : null));
  const error = useSelector(game ?? undefined, (s) => (s ? selectError(s) : null));
  const spins = useSelector(game ?? undefined, (s) => (s?.context.round ? 1 : 0));
  if (!game) return null;

  let message = t('placeBets');
  let kind = '';
  if (error) [message, kind] = [error, 'error'];
  else if (result && landed) [message, kind] = result.win > 0 ? [t('youWon', { amount: money(result.win) }), 'win'] : [t('noWin'), 'lose'];
  else if (busy) message = '';

  return (
    <div className={styles.root}>
      <div className={styles.top}>
        <div className={styles.wheel} data-running={busy || undefined}>
          <Wheel pocket={outcome?.pocket ?? null} turns={spins * 3} running={busy} label={t('wheel')} />
        </div>
        <div
          className={styles.pocket}
          role="status"
          data-testid="roulette-pocket"
          data-color={landed && outcome ? outcome.color : undefined}
          aria-label={landed && outcome ? t('pocket', { n: outcome.pocket }) : t('wheel')}
        >
          {landed && outcome ? String(outcome.pocket) : '–'}
        </div>
      </div>
      <RouletteBoard
        t={t}
        classes={{ table: styles.table, spot: styles.spot, placed: styles.placed }}
        chips={bets}
        disabled={!canBet}
        onChoose={(spot) => game.send({ type: 'roulette.bet.placed', spot: spot.key, bet: spot.bet })}
      />
      <p className={styles.total} data-testid="roulette-total">
        {t('totalBet', { amount: money(total) })}
      </p>
      <div className={styles.controls}>
        <label className={styles.label} htmlFor="chip">
          {t('chip')}
          <select id="chip" className={styles.select} value={chip} disabled={!canBet} onChange={(event) => game.send({ type: 'roulette.chip.changed', chip: Number(event.target.value) })}>
            {choices.map((value) => (
              <option key={value} value={value}>
                {money(value)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={button({ variant: 'outline', size: 'lg' })} disabled={!canBet} onClick={() => game.send({ type: 'roulette.bets.cleared' })}>
          {t('clear')}
        </button>
        <button type="button" className={button({ size: 'lg' })} data-testid="spin" disabled={!canSpin} onClick={() => game.send({ type: 'roulette.spin' })}>
          {t('spin')}
        </button>
      </div>
      <p className={styles.message} role="status" aria-live="polite" data-testid="studio-message" data-kind={kind}>
        {message}
      </p>
    </div>
  );
}

export function GameInfo({ lang }: StudioGameProps) {
  return <p>{translator(rouletteTexts, lang)('rules')}</p>;
}
