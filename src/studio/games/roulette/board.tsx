// The roulette table's board, shared by the single-player roulette and the automated table of /casino/live:
// 0-36 and the outside bets as buttons (each tap puts the chosen chip there), the chips on it in art. The
// page gives its recipe's classes, the chips to show per spot and what a tap sends.
import type { PlacedBet } from '../../../../machines/studio-roulette/studio-roulette.actors';
import type { Translate } from '../../i18n';
import { Chip } from '../chip';
import type { rouletteTexts } from './texts';
import { colorOf } from './wheel';

export type BoardSpot = { key: string; label: string; bet: Omit<PlacedBet, 'amount'>; color: string; wide?: boolean };

type BoardTexts = Translate<keyof (typeof rouletteTexts)['tr']>;

/** Every spot of the board: the numbers, then the even-money bets, the dozens and the columns. */
export function boardSpots(t: BoardTexts): BoardSpot[] {
  return [
    { key: 'n0', label: '0', bet: { kind: 'straight', numbers: [0] }, color: 'green' },
    ...Array.from({ length: 36 }, (_, i) => ({ key: `n${i + 1}`, label: String(i + 1), bet: { kind: 'straight' as const, numbers: [i + 1] }, color: colorOf(i + 1) })),
    ...(['red', 'black', 'even', 'odd', 'low', 'high'] as const).map((kind) => ({ key: kind, label: t(kind), bet: { kind }, color: kind === 'red' || kind === 'black' ? kind : 'outside', wide: true })),
    ...([1, 2, 3] as const).map((index) => ({ key: `dozen${index}`, label: t('dozen', { index }), bet: { kind: 'dozen' as const, index }, color: 'outside', wide: true })),
    ...([1, 2, 3] as const).map((index) => ({ key: `column${index}`, label: t('column', { index }), bet: { kind: 'column' as const, index }, color: 'outside', wide: true })),
  ];
}

/** A chip's amount as written on it: whole lira without decimals. */
export const chipText = (kurus: number) => (kurus % 100 === 0 ? String(kurus / 100) : (kurus / 100).toFixed(2));

export function RouletteBoard({
  t,
  classes,
  chips,
  disabled,
  onChoose,
}: {
  t: BoardTexts;
  classes: { table: string; spot: string; placed: string };
  /** Kuruş on each spot (the chips to draw). */
  chips: Record<string, PlacedBet>;
  disabled: boolean;
  onChoose: (spot: BoardSpot) => void;
}) {
  return (
    <div className={classes.table} role="group" aria-label={t('table')}>
      {boardSpots(t).map((spot) => {
        const placed = chips[spot.key];
        return (
          <button
            key={spot.key}
            type="button"
            className={classes.spot}
            data-color={spot.color}
            data-wide={spot.wide || undefined}
            aria-label={spot.label}
            aria-pressed={placed ? true : false}
            disabled={disabled}
            onClick={() => onChoose(spot)}
          >
            {spot.label}
            {placed && (
              <span className={classes.placed}>
                <Chip text={chipText(placed.amount)} color="#e09a10" />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
