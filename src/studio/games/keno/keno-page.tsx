// Kuzey Keno, the TV draw of /casino/tvbets (issue 21), rendered from machines/studio-keno: the draw's
// countdown, the show (the balls drop in at the moments the server gave, the same for every viewer; no
// animation with prefers-reduced-motion), the 80-number board the player picks on, the bet slip (numbers,
// the first ball's colour, over/under 810, a stake), the player's bets and the last results.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { studioKenoActors } from '../../../../machines/studio-keno/studio-keno.actors';
import { KENO_MAX_PICKS, KENO_STAKES, studioKenoMachine, type KenoColour } from '../../../../machines/studio-keno/studio-keno.machine';
import {
  selectCanPlace,
  selectDraw,
  selectError,
  selectIsPlacing,
  selectMyBets,
  selectPhaseNow,
  selectResults,
  selectShownBalls,
  selectShownTotal,
  selectSlip,
} from '../../../../machines/studio-keno/studio-keno.selectors';
import { css } from '../../../../styled-system/css';
import { defineTexts, translator, type Translate } from '../../i18n';
import { formatMultiplier } from '../../money';
import type { StudioGameProps } from '../../types';
import { useStudioGame } from '../../use-studio-game';
import { ColourDot, KenoBall, KenoDome } from './keno-art';
import { KENO_PAGE_COLOUR_PAYS, KENO_PAGE_PAYTABLE, KENO_PAGE_TOTAL_PAYS } from './paytable';

const texts = defineTexts({
  tr: {
    draw: 'Çekiliş #{n}',
    betting: 'Bahisler açık: {seconds} sn',
    closed: 'Bahisler kapandı, çekiliş başlıyor',
    drawing: 'Çekiliş sürüyor: {count}/20',
    result: 'Sonuç · sonraki çekiliş {seconds} sn sonra',
    spots: 'Sayılar',
    colour: 'İlk top rengi',
    total: 'Toplam (810)',
    pick: 'En fazla {max} sayı seçin ({count} seçili)',
    clear: 'Temizle',
    over: '810 üstü',
    under: '810 altı',
    red: 'Kırmızı (1-20)',
    yellow: 'Sarı (21-40)',
    green: 'Yeşil (41-60)',
    blue: 'Mavi (61-80)',
    stake: 'Bahis tutarı',
    place: 'Bahis yap ({amount})',
    myBets: 'Bahislerim',
    noBets: 'Bu çekilişte bahsiniz yok',
    open: 'bekliyor',
    won: 'kazanç {amount}',
    lost: 'kaybetti',
    cancelled: 'iade edildi',
    hits: '{hits} isabet',
    results: 'Son çekilişler',
    totalIs: 'Toplam {total}',
    board: 'Keno numaraları',
    rules: '80 toptan 20 top çekilir. 1-8 sayı seçin, ilk topun rengini ya da 20 topun toplamının 810’un altında mı üstünde mi olacağını tahmin edin. Toplam tam 810 ise alt/üst kaybeder.',
    paytable: 'Ödeme tablosu (bahis × çarpan)',
    picks: 'Seçim',
    hitsCol: 'İsabet',
    colourPays: 'Renk: {value}',
    totalPays: 'Alt/üst: {value}',
    seedHash: 'Çekilişin tohum özeti: {hash}',
  },
  en: {
    draw: 'Draw #{n}',
    betting: 'Bets open: {seconds} s',
    closed: 'Bets closed, the draw is starting',
    drawing: 'Drawing: {count}/20',
    result: 'Result · next draw in {seconds} s',
    spots: 'Numbers',
    colour: 'First ball colour',
    total: 'Total (810)',
    pick: 'Pick up to {max} numbers ({count} picked)',
    clear: 'Clear',
    over: 'Over 810',
    under: 'Under 810',
    red: 'Red (1-20)',
    yellow: 'Yellow (21-40)',
    green: 'Green (41-60)',
    blue: 'Blue (61-80)',
    stake: 'Stake',
    place: 'Place bet ({amount})',
    myBets: 'My bets',
    noBets: 'No bets on this draw',
    open: 'waiting',
    won: 'won {amount}',
    lost: 'lost',
    cancelled: 'refunded',
    hits: '{hits} hits',
    results: 'Last draws',
    totalIs: 'Total {total}',
    board: 'Keno numbers',
    rules: '20 balls are drawn out of 80. Pick 1-8 numbers, the colour of the first ball, or whether the total of the 20 balls is under or over 810. A total of exactly 810 loses over and under.',
    paytable: 'Paytable (stake × multiplier)',
    picks: 'Picks',
    hitsCol: 'Hits',
    colourPays: 'Colour: {value}',
    totalPays: 'Over/under: {value}',
    seedHash: "The draw's seed hash: {hash}",
  },
});

type Texts = Translate<keyof (typeof texts)['tr']>;

const styles = {
  stage: css({ display: 'grid', gap: '3', p: { base: '2', mobile: '4' }, overflowY: 'auto', height: 'full', alignContent: 'start', gridTemplateColumns: { base: '1fr', mobile: 'minmax(0, 3fr) minmax(16rem, 2fr)' } }),
  column: css({ display: 'grid', gap: '3', alignContent: 'start', minWidth: '0' }),
  show: css({ display: 'flex', alignItems: 'center', gap: '3', p: '3', borderRadius: 'lg', bg: 'bg.raised', minHeight: '[7.5rem]' }),
  latest: css({ _motionSafe: { animation: 'scaleIn' } }),
  status: css({ fontWeight: 'bold', fontSize: 'lg' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm', wordBreak: 'break-all' }),
  strip: css({ display: 'flex', gap: '1', flexWrap: 'wrap', minHeight: '[1.75rem]' }),
  stripBall: css({ _motionSafe: { animation: 'fadeIn' } }),
  board: css({ display: 'grid', gridTemplateColumns: 'repeat(10, minmax(0, 1fr))', gap: '1' }),
  cell: css({
    aspectRatio: 'square',
    display: 'grid',
    placeItems: 'center',
    borderRadius: 'full',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border.muted',
    bg: 'transparent',
    color: 'fg.default',
    fontWeight: 'bold',
    fontSize: { base: 'xs', mobile: 'sm' },
    cursor: 'pointer',
    minWidth: '0',
    p: '0',
    '&[data-picked=true]': { borderColor: 'accent.border', borderWidth: '[3px]' },
    '&[data-drawn=true]': { bg: 'fg.default', color: 'bg.canvas' },
    '&[data-hit=true]': { bg: 'accent.solid', color: 'accent.contrast' },
    _disabled: { cursor: 'default' },
  }),
  tabs: css({ display: 'flex', gap: '1', flexWrap: 'wrap' }),
  tab: css({ px: '3', py: '2', borderRadius: 'md', borderWidth: 'thin', borderStyle: 'solid', borderColor: 'border.muted', bg: 'transparent', color: 'fg.default', cursor: 'pointer', minHeight: '[2.75rem]', display: 'inline-flex', alignItems: 'center', gap: '2', '&[aria-pressed=true]': { borderColor: 'accent.border', fontWeight: 'bold' } }),
  slip: css({ display: 'grid', gap: '2', p: '3', borderRadius: 'lg', bg: 'bg.raised' }),
  place: css({ px: '4', py: '2', borderRadius: 'md', bg: 'accent.solid', color: 'accent.contrast', fontWeight: 'bold', minHeight: '[2.75rem]', cursor: 'pointer', _disabled: { opacity: 'disabled', cursor: 'not-allowed' } }),
  list: css({ display: 'grid', gap: '1', fontSize: 'sm', listStyle: 'none', p: '0', m: '0' }),
  table: css({ fontSize: 'sm', borderCollapse: 'collapse', '& td, & th': { px: '2', py: '1', textAlign: 'left' } }),
};

export default function KenoPage({ api, token, lang, shell, money }: StudioGameProps) {
  const logic = useMemo(() => studioKenoMachine.provide({ actors: studioKenoActors(api) }), [api]);
  const actor = useStudioGame(shell, logic, { token, newRequestId: () => crypto.randomUUID() });
  if (!actor) return null;
  return <Keno actor={actor} lang={lang} money={money} />;
}

type KenoActor = NonNullable<ReturnType<typeof useStudioGame<typeof studioKenoMachine>>>;

function statusText(t: Texts, phase: ReturnType<typeof selectPhaseNow>, shown: number) {
  switch (phase.phase) {
    case 'betting':
      return t('betting', { seconds: phase.seconds });
    case 'closed':
      return t('closed');
    case 'drawing':
      return t('drawing', { count: shown });
    default:
      return t('result', { seconds: phase.seconds });
  }
}

function Keno({ actor, lang, money }: { actor: KenoActor; lang: StudioGameProps['lang']; money: StudioGameProps['money'] }) {
  const t = translator(texts, lang);
  const draw = useSelector(actor, selectDraw);
  const shown = useSelector(actor, selectShownBalls, (a, b) => a.length === b.length && a.every((n, i) => n === b[i]));
  const total = useSelector(actor, selectShownTotal);
  const phase = useSelector(actor, selectPhaseNow, (a, b) => a.phase === b.phase && a.seconds === b.seconds);
  const slip = useSelector(actor, selectSlip, (a, b) => a.kind === b.kind && a.numbers === b.numbers && a.colour === b.colour && a.side === b.side && a.stake === b.stake);
  const canPlace = useSelector(actor, selectCanPlace);
  const placing = useSelector(actor, selectIsPlacing);
  const error = useSelector(actor, selectError);
  const bets = useSelector(actor, selectMyBets);
  const results = useSelector(actor, selectResults);
  if (!draw) return null;
  const drawn = new Set(shown);
  const latest = shown.at(-1);
  const betting = phase.phase === 'betting';
  return (
    <div className={styles.stage} data-testid="keno" data-phase={phase.phase} data-draw={draw.drawNo}>
      <div className={styles.column}>
        <div className={styles.show}>
          {latest !== undefined ? (
            <span key={latest} className={styles.latest}>
              <KenoBall number={latest} size={88} />
            </span>
          ) : (
            <KenoDome size={100} />
          )}
          <div>
            <div>{t('draw', { n: draw.drawNo })}</div>
            <div className={styles.status} role="status" data-testid="keno-status">
              {statusText(t, phase, shown.length)}
            </div>
            {shown.length > 0 ? <div data-testid="keno-total">{t('totalIs', { total })}</div> : null}
            <div className={styles.muted}>{t('seedHash', { hash: draw.seedHash.slice(0, 16) + '…' })}</div>
          </div>
        </div>
        <div className={styles.strip} data-testid="keno-balls" data-balls={shown.join(',')}>
          {shown.map((ball) => (
            <span key={ball} className={styles.stripBall}>
              <KenoBall number={ball} size={28} />
            </span>
          ))}
        </div>
        <div className={styles.board} role="group" aria-label={t('board')}>
          {Array.from({ length: 80 }, (_, i) => i + 1).map((n) => {
            const picked = slip.numbers.includes(n);
            return (
              <button
                key={n}
                type="button"
                className={styles.cell}
                data-picked={picked}
                data-drawn={drawn.has(n)}
                data-hit={picked && drawn.has(n)}
                aria-pressed={picked}
                disabled={!betting || slip.kind !== 'spots'}
                onClick={() => actor.send({ type: 'number.toggled', number: n })}
              >
                {n}
              </button>
            );
          })}
        </div>
      </div>
      <div className={styles.column}>
        <Slip actor={actor} t={t} money={money} slip={slip} canPlace={canPlace && !placing} />
        {error ? (
          <div role="alert" data-testid="keno-error">
            {error}
          </div>
        ) : null}
        <section>
          <h2>{t('myBets')}</h2>
          {bets.length === 0 ? <p>{t('noBets')}</p> : null}
          <ul className={styles.list} data-testid="keno-bets">
            {bets.map((bet) => (
              <li key={bet.roundId} data-bet-status={bet.status}>
                #{bet.drawNo} · {betLabel(t, bet.bet)} · {money(Math.round(bet.stake * 100))} ·{' '}
                {bet.status === 'open'
                  ? t('open')
                  : bet.status === 'cancelled'
                    ? t('cancelled')
                    : bet.win !== null && bet.win > 0
                      ? t('won', { amount: money(Math.round(bet.win * 100)) })
                      : t('lost')}
                {bet.hits ? ` · ${t('hits', { hits: bet.hits.length })}` : ''}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('results')}</h2>
          <ul className={styles.list} data-testid="keno-results">
            {results.map((result) => (
              <li key={result.drawNo} data-result={result.drawNo}>
                <ColourDot colour={result.firstColour} size={12} /> #{result.drawNo} · {t('totalIs', { total: result.total })} · {result.balls.join(' ')}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

function betLabel(t: Texts, bet: { kind: string; numbers?: number[]; colour?: KenoColour; side?: 'over' | 'under' }) {
  if (bet.kind === 'spots') return (bet.numbers ?? []).join(', ');
  if (bet.kind === 'colour') return t(bet.colour!);
  return t(bet.side!);
}

function Slip({
  actor,
  t,
  money,
  slip,
  canPlace,
}: {
  actor: KenoActor;
  t: Texts;
  money: StudioGameProps['money'];
  slip: ReturnType<typeof selectSlip>;
  canPlace: boolean;
}) {
  return (
    <div className={styles.slip} data-testid="keno-slip">
      <div className={styles.tabs}>
        {(['spots', 'colour', 'total'] as const).map((kind) => (
          <button key={kind} type="button" className={styles.tab} aria-pressed={slip.kind === kind} onClick={() => actor.send({ type: 'kind.selected', kind })}>
            {t(kind)}
          </button>
        ))}
      </div>
      {slip.kind === 'spots' ? (
        <div className={styles.tabs}>
          <span>{t('pick', { max: KENO_MAX_PICKS, count: slip.numbers.length })}</span>
          <button type="button" className={styles.tab} onClick={() => actor.send({ type: 'slip.cleared' })}>
            {t('clear')}
          </button>
        </div>
      ) : null}
      {slip.kind === 'colour' ? (
        <div className={styles.tabs}>
          {(['red', 'yellow', 'green', 'blue'] as const).map((colour) => (
            <button key={colour} type="button" className={styles.tab} aria-pressed={slip.colour === colour} onClick={() => actor.send({ type: 'colour.selected', colour })}>
              <ColourDot colour={colour} /> {t(colour)}
            </button>
          ))}
        </div>
      ) : null}
      {slip.kind === 'total' ? (
        <div className={styles.tabs}>
          {(['under', 'over'] as const).map((side) => (
            <button key={side} type="button" className={styles.tab} aria-pressed={slip.side === side} onClick={() => actor.send({ type: 'side.selected', side })}>
              {t(side)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.tabs} role="group" aria-label={t('stake')}>
        {KENO_STAKES.map((stake) => (
          <button key={stake} type="button" className={styles.tab} aria-pressed={slip.stake === stake} onClick={() => actor.send({ type: 'stake.selected', stake })}>
            {money(stake)}
          </button>
        ))}
      </div>
      <button type="button" className={styles.place} disabled={!canPlace} data-testid="keno-place" onClick={() => actor.send({ type: 'bet.placed' })}>
        {t('place', { amount: money(slip.stake) })}
      </button>
    </div>
  );
}

/** The info panel's part: the rules and the paytable. */
export function GameInfo({ lang }: StudioGameProps) {
  return <KenoRules lang={lang} />;
}

function KenoRules({ lang }: { lang: StudioGameProps['lang'] }) {
  const t = translator(texts, lang);
  return (
    <div data-testid="keno-info">
      <p>{t('rules')}</p>
      <Paytable t={t} lang={lang} />
    </div>
  );
}

function Paytable({ t, lang }: { t: Texts; lang: StudioGameProps['lang'] }) {
  return (
    <table className={styles.table}>
      <caption>{t('paytable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('picks')}</th>
          <th scope="col">{t('hitsCol')}</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(KENO_PAGE_PAYTABLE).map(([picks, pays]) => (
          <tr key={picks}>
            <th scope="row">{picks}</th>
            <td>
              {Object.entries(pays)
                .map(([hits, m]) => `${hits}: ${formatMultiplier(m / 100, lang)}`)
                .join(' · ')}
            </td>
          </tr>
        ))}
        <tr>
          <td colSpan={2}>
            {t('colourPays', { value: formatMultiplier(KENO_PAGE_COLOUR_PAYS / 100, lang) })} · {t('totalPays', { value: formatMultiplier(KENO_PAGE_TOTAL_PAYS / 100, lang) })}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
