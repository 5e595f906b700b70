// Small pieces of the live screens: the clock and period, the score, and why a running event's markets
// are locked, in the player's words.
import type { LiveStateView } from '../../../machines/sportsbook/sportsbook.types';
import { liveSports } from '../../theme/recipes/live-sports';
import { useT } from '../../app/app-context';

export function LiveClock(props: { live: LiveStateView }) {
  const t = useT();
  const styles = liveSports();
  return (
    <span className={styles.clock} data-testid="live-clock">
      {props.live.period === 'ended' ? t('live.period.ended') : t('live.minute', { minute: props.live.minute })}
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
