// Kapalıçarşı Hazinesi (studio-bazaar): 20 lines and a hold-and-win round. The page shows the round step
// by step from its machine (machines/studio-reels): the paid spin with its coins' values, then after each
// respin the coins held so far (the others blank) and the respins left; the info panel's part is the
// paytable, the coin values and the rules.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { kurusFromTry } from '../../../../machines/shared/money';
import { selectOutcome, selectRound, selectStep } from '../../../../machines/studio-reels/studio-reels.selectors';
import { studioReels } from '../../../../styled-system/recipes/studio-reels';
import { translator } from '../../i18n';
import type { StudioGameProps } from '../../types';
import { type ReelCell, ReelsStage } from '../reels-kit/reels-stage';
import { useReels } from '../reels-kit/use-reels';
import { BAZAAR_COIN_UNITS, BAZAAR_PAYS } from './paytable';
import { BazaarBackdrop, BAZAAR_SYMBOLS, EmptyCell } from './symbols';
import { bazaarTexts } from './texts';

const RESTING = ['HAO', 'QWZ', 'NOK', 'DJA', 'KHQ'];
/** The paylines' rows per reel (the engine's 20 lines), to outline winning cells. */
const PAYLINES = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
];

const times = (units: number, lang: string) => `${(units / 20).toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { maximumFractionDigits: 2 })}x`;

type Translate = ReturnType<typeof translator<keyof (typeof bazaarTexts)['tr']>>;

export default function BazaarPage(props: StudioGameProps) {
  const actor = useReels(props);
  const t = useMemo(() => translator(bazaarTexts, props.lang), [props.lang]);
  if (!actor) return null;
  return <BazaarStage {...props} actor={actor} t={t} />;
}

function BazaarStage(props: StudioGameProps & { actor: NonNullable<ReturnType<typeof useReels>>; t: Translate }) {
  const { actor, t, money } = props;
  const outcome = useSelector(actor, selectOutcome);
  const round = useSelector(actor, selectRound);
  const step = useSelector(actor, selectStep);
  const held = outcome?.game === 'bazaar' ? outcome : null;
  const unit = held ? kurusFromTry(held.unit) : 0;
  const coinText = (units: number, label: 'mini' | 'major' | null) => (label ? t(label) : money(units * unit));
  let cells: ReelCell[];
  let feature: string | null = null;
  if (held && step > 0 && held.feature) {
    // After respin `step`: the paid spin's coins and those landed up to it.
    const coins = new Map(held.coins.map((coin) => [coin.cell, coin]));
    held.feature.respins.slice(0, step).forEach((respin) => respin.landed.forEach((coin) => coins.set(coin.cell, coin)));
    cells = Array.from({ length: 15 }, (_, cell) => {
      const coin = coins.get(cell);
      return coin ? { art: BAZAAR_SYMBOLS.O!(), label: 'O', held: true, value: coinText(coin.units, coin.label) } : { art: <EmptyCell />, label: '-' };
    });
    const left = held.feature.respins[step - 1]!.respinsLeft;
    feature = coins.size === 15 ? t('full') : t('respins', { coins: coins.size, left });
  } else {
    const grid = held?.grid ?? RESTING.map((reel) => [...reel]);
    const winning = new Set<number>();
    for (const win of held?.lineWins ?? []) PAYLINES[win.line - 1]!.slice(0, win.count).forEach((row, reel) => winning.add(reel * 3 + row));
    const values = new Map((held?.coins ?? []).map((coin) => [coin.cell, coin]));
    cells = grid.flatMap((reel, r) =>
      reel.map((code, row) => {
        const coin = values.get(r * 3 + row);
        return {
          art: BAZAAR_SYMBOLS[code]?.() ?? code,
          label: code,
          win: winning.has(r * 3 + row),
          held: coin !== undefined && held?.feature !== null,
          value: coin ? coinText(coin.units, coin.label) : undefined,
        };
      }),
    );
    if (held?.feature) feature = t('triggered', { coins: held.coins.length });
  }
  return (
    <ReelsStage
      actor={actor}
      money={money}
      backdrop={<BazaarBackdrop />}
      cells={cells}
      feature={feature}
      total={round ? kurusFromTry(round.win) : null}
      gameCode="bazaar"
      texts={{ spin: t('spin'), skip: t('skip'), lower: t('lower'), raise: t('raise'), bet: t('bet'), win: (amount) => t('win', { amount }), noWin: t('noWin') }}
    />
  );
}

/** The info panel's part: the rules, the coin values and the paytable (times the bet, per line). */
export function GameInfo(props: StudioGameProps) {
  const t = translator(bazaarTexts, props.lang);
  const styles = studioReels();
  return (
    <div data-testid="bazaar-info">
      <p>{t('rules')}</p>
      <p>{t('coins', { values: BAZAAR_COIN_UNITS.map((units) => times(units, props.lang)).join(' · ') })}</p>
      <table className={styles.paytable}>
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
          {BAZAAR_PAYS.map((row) => (
            <tr key={row.code}>
              <th scope="row">{BAZAAR_SYMBOLS[row.code]!()}</th>
              {row.pays.map((units, index) => (
                <td key={index}>{times(units, props.lang)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
