// Small pieces of the live screens: the clock and period (football minutes, basketball quarters with the
// time left in them, tennis sets), the score, a tennis match's games and points, why a running event's
// markets are locked in the player's words, and the sport's scoreboard table (quarters; sets, games, points).
import type { LiveStateView } from '../../../machines/sportsbook/sportsbook.types';
import { liveSports } from '../../theme/recipes/live-sports';
import { useT } from '../../app/app-context';

const QUARTER_SECONDS = 12 * 60;
const REGULATION_SECONDS = 4 * QUARTER_SECONDS;
const OVERTIME_SECONDS = 5 * 60;

/** A basketball clock counts down the period's time left: mm:ss. */
export function periodTimeLeft(live: Pick<LiveStateView, 'clockSeconds'>): string {
  const s = live.clockSeconds;
  const left = s >= REGULATION_SECONDS ? Math.max(0, OVERTIME_SECONDS - (s - REGULATION_SECONDS)) : QUARTER_SECONDS - (s % QUARTER_SECONDS);
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

export function LiveClock(props: { live: LiveStateView }) {
  const t = useT();
  const styles = liveSports();
  const { live } = props;
  const text =
    live.period === 'ended'
      ? t('live.period.ended')
      : live.sport === 'basketball'
        ? `${t(`live.period.${live.period}`)} ${periodTimeLeft(live)}`
        : live.sport === 'tennis'
          ? t(`live.period.${live.period}`)
          : t('live.minute', { minute: live.minute });
  return (
    <span className={styles.clock} data-testid="live-clock" data-period={live.period}>
      {text}
    </span>
  );
}

export function LiveScore(props: { score: { home: number; away: number } | null }) {
  const styles = liveSports();
  return (
    <span className={styles.score} data-testid="live-score">
      {props.score ? `${props.score.home} - ${props.score.away}` : '0 - 0'}
    </span>
  );
}

/** Tennis in a list row: the set's games and the game's points. */
export function TennisGame(props: { live: LiveStateView | null | undefined }) {
  const t = useT();
  const styles = liveSports();
  const live = props.live;
  if (!live || live.sport !== 'tennis' || !live.games || !live.points) return null;
  return (
    <span className={styles.game} data-testid="tennis-game">
      {t('live.tennis.games')} {live.games.home}-{live.games.away} · {live.points.home}-{live.points.away}
    </span>
  );
}

export function SuspendMark(props: { live: LiveStateView | null | undefined }) {
  const t = useT();
  const styles = liveSports();
  const reason = props.live?.suspendReason;
  if (!reason) return null;
  return (
    <span className={styles.suspended} role="status" data-testid="live-suspended" data-reason={reason}>
      {t(`live.suspend.${reason}`)}
    </span>
  );
}

/**
 * The scoreboard's table for basketball (points per quarter, then overtime) and tennis (games per set, the
 * game's points, a mark at the server); football has none.
 */
export function PeriodTable(props: { live: LiveStateView; home: string; away: string }) {
  const t = useT();
  const styles = liveSports();
  const { live } = props;
  if (live.sport === 'football') return null;
  const tennis = live.sport === 'tennis';
  const heads = live.periods.map((_, i) => (tennis ? t('live.tennis.setShort', { n: i + 1 }) : i < 4 ? t('live.basketball.quarterShort', { n: i + 1 }) : t('live.basketball.overtimeShort')));
  const showPoints = tennis && live.points && live.period !== 'ended';
  const row = (side: 'home' | 'away', name: string) => (
    <tr data-side={side}>
      <th scope="row" className={styles.tableTeam}>
        {tennis && live.serving === side ? (
          <span className={styles.serve} role="img" aria-label={t('live.tennis.serving')}>
            ●
          </span>
        ) : null}
        {name}
      </th>
      {live.periods.map((p, i) => (
        <td key={i} className={styles.tableCell}>
          {p[side]}
        </td>
      ))}
      {showPoints ? <td className={styles.tablePoints}>{live.points![side]}</td> : null}
    </tr>
  );
  return (
    <table className={styles.table} data-testid={tennis ? 'tennis-board' : 'basketball-board'}>
      <caption className={styles.tableCaption}>{tennis ? t('live.tennis.board') : t('live.basketball.board')}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.tableTeam}>
            <span className={styles.visuallyHidden}>{t('live.board.side')}</span>
          </th>
          {heads.map((h, i) => (
            <th key={i} scope="col" className={styles.tableCell}>
              {h}
            </th>
          ))}
          {showPoints ? (
            <th scope="col" className={styles.tablePoints}>
              {t('live.tennis.points')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {row('home', props.home)}
        {row('away', props.away)}
      </tbody>
    </table>
  );
}
