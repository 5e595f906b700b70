// Kuzey Otomatik Rulet, the automated table of /casino/live (issue 21), rendered from
// machines/studio-live-roulette: the notice that it is an automated table (no human dealer), the wheel
// turning to the pushed pocket by the time it lands for everyone (drawn in place with reduced motion), the
// phase with its countdown, the last results, the chip choice and Place bets, the roulette's board with the
// chips on it, and the player's bets of this spin and the one before.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { studioLiveRouletteActors } from '../../../../machines/studio-live-roulette/studio-live-roulette.actors';
import { studioLiveRouletteMachine } from '../../../../machines/studio-live-roulette/studio-live-roulette.machine';
import {
  selectCanChoose,
  selectCanPlace,
  selectChip,
  selectChipChoices,
  selectError,
  selectHasFailed,
  selectIsPlacing,
  selectMyBets,
  selectMyWin,
  selectPhase,
  selectPlacedTotal,
  selectResults,
  selectSlip,
  selectSlipTotal,
  selectSpin,
  selectWheel,
} from '../../../../machines/studio-live-roulette/studio-live-roulette.selectors';
import { kurusFromTry } from '../../../../machines/shared/money';
import { button } from '../../../../styled-system/recipes/button';
import { studioLiveRoulette } from '../../../../styled-system/recipes/studio-live-roulette';
import { translator, type Translate } from '../../i18n';
import type { StudioGameProps } from '../../types';
import { useStudioGame } from '../../use-studio-game';
import { RouletteBoard } from '../roulette/board';
import { rouletteTexts } from '../roulette/texts';
import { Wheel } from '../roulette/wheel';
import { liveRouletteTexts } from './texts';

type Texts = Translate<keyof (typeof liveRouletteTexts)['tr']>;
type TableActor = NonNullable<ReturnType<typeof useStudioGame<typeof studioLiveRouletteMachine>>>;

export default function LiveRoulettePage({ api, token, lang, shell, session, money }: StudioGameProps) {
  const logic = useMemo(() => studioLiveRouletteMachine.provide({ actors: studioLiveRouletteActors(api) }), [api]);
  const actor = useStudioGame(shell, logic, { token, limits: session.limits, newRequestId: () => crypto.randomUUID() });
  if (!actor) return null;
  return <Table actor={actor} lang={lang} money={money} />;
}

function phaseText(t: Texts, phase: ReturnType<typeof selectPhase>, pocket: number | null) {
  switch (phase.phase) {
    case 'betting':
      return t('betting', { seconds: phase.seconds });
    case 'closed':
      return t('closed');
    case 'spinning':
      return t('spinning');
    case 'result':
      return t('result', { n: pocket ?? '–', seconds: phase.seconds });
    default:
      return t('next');
  }
}

function Table({ actor, lang, money }: { actor: TableActor; lang: StudioGameProps['lang']; money: StudioGameProps['money'] }) {
  const t = useMemo(() => translator(liveRouletteTexts, lang), [lang]);
  const board = useMemo(() => translator(rouletteTexts, lang), [lang]);
  const styles = studioLiveRoulette();
  const spin = useSelector(actor, selectSpin);
  const phase = useSelector(actor, selectPhase, (a, b) => a.phase === b.phase && a.seconds === b.seconds);
  const wheel = useSelector(actor, selectWheel, (a, b) => a.pocket === b.pocket && a.turning === b.turning && a.landed === b.landed && a.spinNo === b.spinNo);
  const results = useSelector(actor, selectResults);
  const chip = useSelector(actor, selectChip);
  const choices = useSelector(actor, selectChipChoices);
  const slip = useSelector(actor, selectSlip);
  const slipTotal = useSelector(actor, selectSlipTotal);
  const placed = useSelector(actor, selectPlacedTotal);
  const canChoose = useSelector(actor, selectCanChoose);
  const canPlace = useSelector(actor, selectCanPlace);
  const placing = useSelector(actor, selectIsPlacing);
  const myWin = useSelector(actor, selectMyWin);
  const bets = useSelector(actor, selectMyBets);
  const error = useSelector(actor, selectError);
  const failed = useSelector(actor, selectHasFailed);

  if (failed) {
    return (
      <div className={styles.root} data-testid="live-roulette">
        <p role="alert">{t('loadFailed', { error: error ?? '' })}</p>
        <button type="button" className={button({ size: 'lg' })} onClick={() => actor.send({ type: 'retry' })}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!spin) return null;

  // While bets are open the wheel rests on the last result; from the close it turns to the new pocket.
  const shownPocket = wheel.pocket ?? results[0]?.pocket ?? null;
  const turns = ((wheel.pocket !== null ? wheel.spinNo : wheel.spinNo - 1) % 1000) * 3;
  const spinMs = Math.max(0, Date.parse(spin.resultAt) - Date.parse(spin.betsCloseAt));
  const landedPocket = wheel.landed ? wheel.pocket : null;

  let message = '';
  let kind = '';
  if (error) [message, kind] = [error, 'error'];
  else if (wheel.landed && myWin !== null) [message, kind] = myWin > 0 ? [t('youWon', { amount: money(myWin) }), 'win'] : [t('noWin'), 'lose'];
  else if (placed > 0) message = t('onTable', { amount: money(placed) });

  return (
    <div className={styles.root} data-testid="live-roulette" data-phase={phase.phase} data-spin={spin.spinNo}>
      <p className={styles.notice} data-testid="live-roulette-notice">
        {t('automated')}
      </p>
      <div className={styles.top}>
        <div className={styles.wheel} style={{ ['--wheel-ms' as string]: `${spinMs}ms` }} data-running={wheel.turning || undefined}>
          <Wheel pocket={shownPocket} turns={turns} running={wheel.turning} label={board('wheel')} />
        </div>
        <div className={styles.status}>
          <p className={styles.muted}>{t('spin', { n: spin.spinNo })}</p>
          <p className={styles.phase} role="status" data-testid="live-roulette-phase" data-phase={phase.phase}>
            {phaseText(t, phase, landedPocket)}
          </p>
          <ol className={styles.results} aria-label={t('results')} data-testid="live-roulette-results">
            {results.slice(0, 8).map((result) => (
              <li key={result.spinNo} className={styles.result} data-color={result.color} data-spin={result.spinNo}>
                {result.pocket}
              </li>
            ))}
          </ol>
          <p className={styles.muted}>{t('seedHash', { hash: spin.seedHash.slice(0, 16) + '…' })}</p>
        </div>
        <div
          className={styles.pocket}
          data-testid="live-roulette-pocket"
          data-pocket={landedPocket ?? undefined}
          data-color={landedPocket !== null ? (wheel.color ?? undefined) : undefined}
          aria-label={landedPocket !== null ? board('pocket', { n: landedPocket }) : board('wheel')}
        >
          {landedPocket !== null ? String(landedPocket) : '–'}
        </div>
      </div>
      <div className={styles.controls}>
        <label className={styles.label} htmlFor="live-chip">
          {t('chip')}
          <select id="live-chip" className={styles.select} value={chip} onChange={(event) => actor.send({ type: 'table.chip.changed', chip: Number(event.target.value) })}>
            {choices.map((value) => (
              <option key={value} value={value}>
                {money(value)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={button({ variant: 'outline', size: 'lg' })} disabled={slipTotal === 0 || placing} onClick={() => actor.send({ type: 'table.slip.cleared' })}>
          {t('clear')}
        </button>
        <button type="button" className={button({ size: 'lg' })} data-testid="live-roulette-place" disabled={!canPlace} onClick={() => actor.send({ type: 'table.bets.placed' })}>
          {slipTotal > 0 ? t('place', { amount: money(slipTotal) }) : t('placeEmpty')}
        </button>
      </div>
      <RouletteBoard
        t={board}
        classes={{ table: styles.table, spot: styles.spot, placed: styles.placed }}
        chips={slip}
        disabled={!canChoose}
        onChoose={(spot) => actor.send({ type: 'table.spot.chosen', spot: spot.key, bet: spot.bet })}
      />
      <p className={styles.message} role="status" aria-live="polite" data-testid="studio-message" data-kind={kind}>
        {message}
      </p>
      <section className={styles.mine} aria-label={t('myBets')}>
        <h2>{t('myBets')}</h2>
        {bets.length === 0 ? <p className={styles.muted}>{t('noBets')}</p> : null}
        <ul className={styles.list} data-testid="live-roulette-bets">
          {bets.map((bet) => (
            <li key={bet.roundId} data-bet-status={bet.status}>
              #{bet.spinNo} · {money(kurusFromTry(bet.stake))} ·{' '}
              {bet.status === 'open'
                ? t('open')
                : bet.status === 'cancelled'
                  ? t('cancelled')
                  : bet.win !== null && bet.win > 0
                    ? t('won', { amount: money(kurusFromTry(bet.win)) })
                    : t('lost')}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The info panel's part: the automated table, the rules and payouts, the RTP and how to verify a spin. */
export function GameInfo({ lang }: StudioGameProps) {
  const t = translator(liveRouletteTexts, lang);
  return (
    <div data-testid="live-roulette-info">
      <p>{t('automated')}</p>
      <p>{t('rules')}</p>
      <p>{t('rtp')}</p>
      <p>{t('fairness')}</p>
    </div>
  );
}
