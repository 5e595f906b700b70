// The slot's page (issue 21): the 5×3 reels in symbol art, the bet and Spin, the winning lines outlined
// and tagged with their numbers and listed below, each free spin shown in turn; the round's result. The
// state is the studio-slot machine's, attached to the shell.
import type { ApiClient } from '../../../../common/contract/client';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { slotSymbol } from '../../../../common/slot-symbols';
import { studioSlotActors } from '../../../../machines/studio-slot/studio-slot.actors';
import { studioSlotMachine } from '../../../../machines/studio-slot/studio-slot.machine';
import {
  selectBet,
  selectBetChoices,
  selectCanSpin,
  selectError,
  selectFreeSpinProgress,
  selectLineBet,
  selectReelsRunning,
  selectResult,
  selectShownSpin,
} from '../../../../machines/studio-slot/studio-slot.selectors';
import { button } from '../../../../styled-system/recipes/button';
import { studioSlot } from '../../../../styled-system/recipes/studio-slot';
import { playSound, prefersReducedMotion } from '../../effects';
import { translator } from '../../i18n';
import type { StudioGameProps } from '../../types';
import { useStudioGame } from '../../use-studio-game';
import { SymbolArt } from './art/symbols';
import { SLOT_FREE_SPIN_MULTIPLIER, SLOT_PAYTABLE, winningCells } from './slot-lines';
import { slotTexts } from './texts';

const STILL_GRID = [
  ['A', 'D', 'K'],
  ['R', 'W', 'Q'],
  ['E', 'S', 'J'],
  ['P', 'W', 'T'],
  ['K', 'D', 'A'],
];

function slotLogic(api: ApiClient) {
  const still = prefersReducedMotion();
  return studioSlotMachine.provide({
    actions: { 'play sound': (_, params) => playSound(params.name) },
    actors: studioSlotActors(api),
    // Reduced motion: the reels stop at once and free spins follow each other without waiting.
    ...(still ? { delays: { 'reels stop': 0, 'free spin': 300 } } : {}),
  });
}

export default function SlotPage({ api, token, lang, shell, session, money }: StudioGameProps) {
  const logic = useMemo(() => slotLogic(api), [api]);
  const game = useStudioGame(shell, logic, { token, limits: session.limits });
  if (!game) return null;
  return <SlotTable game={game} lang={lang} money={money} />;
}

type SlotActor = NonNullable<ReturnType<typeof useStudioGame<typeof studioSlotMachine>>>;

function SlotTable({ game, lang, money }: { game: SlotActor; lang: StudioGameProps['lang']; money: StudioGameProps['money'] }) {
  const t = useMemo(() => translator(slotTexts, lang), [lang]);
  const bet = useSelector(game, selectBet);
  const choices = useSelector(game, selectBetChoices);
  const canSpin = useSelector(game, selectCanSpin);
  const running = useSelector(game, selectReelsRunning);
  const spin = useSelector(game, selectShownSpin);
  const free = useSelector(game, selectFreeSpinProgress);
  const lineBet = useSelector(game, selectLineBet);
  const result = useSelector(game, selectResult);
  const error = useSelector(game, selectError);
  const styles = studioSlot();

  const grid = spin?.grid ?? STILL_GRID;
  const lineWins = running ? [] : (spin?.lineWins ?? []);
  const wins = new Map(winningCells(lineWins).map((cell) => [`${cell.reel}:${cell.row}`, cell.lines]));
  const name = (code: string) => slotSymbol(code, lang).name;
  const lineList = (lines: number[]) => lines.map((n) => t('line', { n })).join(', ');
  const reelsLabel = grid.map((reel, r) => reel.map((code, row) => `${name(code)}${wins.has(`${r}:${row}`) ? ` (${lineList(wins.get(`${r}:${row}`)!)})` : ''}`).join(' ')).join(' | ');
  const described =
    lineWins.length === 0
      ? ''
      : `${t('lines')}: ${lineWins
          .map((win) => `${t('line', { n: win.line })} (#${win.line}): ${win.count}×${name(win.symbol)} ${money(win.units * lineBet * (spin?.kind === 'free' ? SLOT_FREE_SPIN_MULTIPLIER : 1))}`)
          .join(', ')}`;

  let message = '';
  let kind = '';
  if (error) [message, kind] = [error, 'error'];
  else if (free) message = t('freeSpins', { index: free.index, count: free.count });
  else if (result) [message, kind] = result.win > 0 ? [t('youWon', { amount: money(result.win) }), 'win'] : [t('noWin'), 'lose'];

  return (
    <div className={styles.root}>
      <div className={styles.machine}>
        <div className={styles.reels} data-testid="slot-reels" role="img" aria-label={running ? t('reels') : reelsLabel}>
          {grid.map((reel, r) => (
            <div key={r} className={styles.reel} data-reel={r} data-running={running || undefined}>
              {reel.map((code, row) => {
                const lines = wins.get(`${r}:${row}`);
                return (
                  <div key={row} className={styles.cell} data-cell={`${r}:${row}`} data-win={lines ? '' : undefined} data-lines={lines?.join(' ')} title={name(code)}>
                    <SymbolArt code={code} label={name(code)} />
                    {lines && (
                      <span className={styles.tag} aria-hidden="true">
                        {lines.map((n) => `#${n}`).join(' ')}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p className={styles.lines} aria-live="polite" data-testid="slot-lines">
        {described}
      </p>
      <div className={styles.controls}>
        <label className={styles.label} htmlFor="bet">
          {t('bet')}
          <select
            id="bet"
            className={styles.select}
            value={bet}
            disabled={!canSpin}
            onChange={(event) => game.send({ type: 'slot.bet.changed', bet: Number(event.target.value) })}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {money(choice)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={`${button({ size: 'lg' })} ${styles.spin}`}
          data-testid="spin"
          disabled={!canSpin}
          data-loading={!canSpin || undefined}
          onClick={() => game.send({ type: 'slot.spin' })}
        >
          {t('spin')}
        </button>
      </div>
      <p className={styles.message} role="status" aria-live="polite" data-testid="studio-message" data-kind={kind}>
        {message}
      </p>
    </div>
  );
}

/** The info panel's part: the paytable in symbol art, the wild, the scatter and the free spins. */
export function GameInfo({ lang }: StudioGameProps) {
  const t = translator(slotTexts, lang);
  const styles = studioSlot();
  return (
    <div>
      <p>{t('lines20')}</p>
      <table className={styles.paytable} data-testid="slot-paytable">
        <caption>{t('paytable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('symbol')}</th>
            <th scope="col">3</th>
            <th scope="col">4</th>
            <th scope="col">5</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(SLOT_PAYTABLE).map(([code, pays]) => (
            <tr key={code}>
              <th scope="row">
                <SymbolArt code={code} label={slotSymbol(code, lang).name} />
              </th>
              {pays.map((pay, index) => (
                <td key={index}>{pay}×</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('wild')}</p>
      <p>{t('scatter')}</p>
    </div>
  );
}
