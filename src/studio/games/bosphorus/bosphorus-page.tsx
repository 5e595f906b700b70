// Boğaz Gecesi (studio-bosphorus): 243 ways, free spins on a climbing multiplier. The page shows the round
// step by step from its machine (machines/studio-reels): the paid spin, then every free spin with its
// multiplier; the info panel's part is the paytable and the rules.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectOutcome, selectRound, selectStep } from '../../../../machines/studio-reels/studio-reels.selectors';
import { kurusFromTry } from '../../../../machines/shared/money';
import { studioReels } from '../../../../styled-system/recipes/studio-reels';
import { translator } from '../../i18n';
import type { StudioGameProps } from '../../types';
import { type ReelCell, ReelsStage } from '../reels-kit/reels-stage';
import { useReels } from '../reels-kit/use-reels';
import { BOSPHORUS_FREE_SPINS, BOSPHORUS_PAYS, BOSPHORUS_SCATTER_PAYS } from './paytable';
import { BosphorusBackdrop, BOSPHORUS_SYMBOLS } from './symbols';
import { bosphorusTexts } from './texts';

/** The screen before the first spin. */
const RESTING = ['FAQ', 'GWK', 'CSJ', 'BFA', 'KGQ'];

const times = (units: number, lang: string) => `${(units / 20).toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { maximumFractionDigits: 2 })}x`;

export default function BosphorusPage(props: StudioGameProps) {
  const actor = useReels(props);
  const t = useMemo(() => translator(bosphorusTexts, props.lang), [props.lang]);
  if (!actor) return null;
  return <BosphorusStage {...props} actor={actor} t={t} />;
}

function BosphorusStage(props: StudioGameProps & { actor: NonNullable<ReturnType<typeof useReels>>; t: ReturnType<typeof translator<keyof (typeof bosphorusTexts)['tr']>> }) {
  const { actor, t } = props;
  const outcome = useSelector(actor, selectOutcome);
  const round = useSelector(actor, selectRound);
  const step = useSelector(actor, selectStep);
  const ways = outcome?.game === 'bosphorus' ? outcome : null;
  const spin = ways ? (step === 0 ? ways.base : ways.freeSpins[step - 1]!) : null;
  const grid = spin?.grid ?? RESTING.map((reel) => [...reel]);
  const winning = new Set<string>();
  for (const win of spin?.wins ?? []) {
    grid.forEach((reel, r) => {
      if (r < win.count) reel.forEach((code, row) => (code === win.symbol || code === 'W') && winning.add(`${r}:${row}`));
    });
  }
  const cells: ReelCell[] = grid.flatMap((reel, r) =>
    reel.map((code, row) => ({ art: BOSPHORUS_SYMBOLS[code]?.() ?? code, label: code, win: winning.has(`${r}:${row}`) || (code === 'S' && (spin?.scatters ?? 0) >= 3) })),
  );
  let feature: string | null = null;
  if (ways && spin) {
    if (spin.kind === 'free') feature = t('freeSpin', { index: step, total: ways.freeSpins.length, multiplier: spin.multiplier });
    else if (spin.freeSpinsAwarded > 0) feature = t('awarded', { count: spin.freeSpinsAwarded });
  }
  return (
    <ReelsStage
      actor={actor}
      money={props.money}
      backdrop={<BosphorusBackdrop />}
      cells={cells}
      feature={feature}
      total={round ? kurusFromTry(round.win) : null}
      gameCode="bosphorus"
      texts={{ spin: t('spin'), skip: t('skip'), lower: t('lower'), raise: t('raise'), bet: t('bet'), win: (amount) => t('win', { amount }), noWin: t('noWin') }}
    />
  );
}

/** The info panel's part: the rules, the moons' pays and the paytable (times the bet, per way). */
export function GameInfo(props: StudioGameProps) {
  const t = translator(bosphorusTexts, props.lang);
  const styles = studioReels();
  return (
    <div data-testid="bosphorus-info">
      <p>{t('rules')}</p>
      <p>{t('moons', { three: times(BOSPHORUS_SCATTER_PAYS[0], props.lang), four: times(BOSPHORUS_SCATTER_PAYS[1], props.lang), five: times(BOSPHORUS_SCATTER_PAYS[2], props.lang) })}</p>
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
          {BOSPHORUS_PAYS.map((row) => (
            <tr key={row.code}>
              <th scope="row">{BOSPHORUS_SYMBOLS[row.code]!()}</th>
              {row.pays.map((units, index) => (
                <td key={index}>{times(units, props.lang)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{`${BOSPHORUS_FREE_SPINS.awarded} / +${BOSPHORUS_FREE_SPINS.retrigger} · x1 → x${BOSPHORUS_FREE_SPINS.maxMultiplier}`}</p>
    </div>
  );
}
