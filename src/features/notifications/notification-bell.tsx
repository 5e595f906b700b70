// The header's notification bell (spec §2, issue 7): shown to a logged-in player, with the unread
// count as a badge (9+ from nine), toggling the panel. The bell shakes when the count moves: the
// `shake bell` edge effect sets `data-shaking` on every element marked data-notification-bell.
import { lazy, Suspense, useId } from 'react';
import {
  selectBadgeText,
  selectIsLoggedIn,
  selectIsPanelOpen,
  selectUnreadCount,
} from '../../../machines/notifications/notifications.selectors';
import { cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { notifications } from '../../../styled-system/recipes/notifications';
import { useNotificationsSelector, useSend, useT } from '../../app/app-context';
import { BellIcon } from '../../ui/icons';
import { BellPlace } from './bell-place';

// The panel's code (list, actions, time formatting) loads when the bell is first pointed at or opened:
// it is never on the first paint, and a guest never needs it.
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationPanel })));

export function NotificationBell(props: { className?: string }) {
  const t = useT();
  const send = useSend();
  const loggedIn = useNotificationsSelector(selectIsLoggedIn, false);
  const badge = useNotificationsSelector(selectBadgeText, '');
  const count = useNotificationsSelector(selectUnreadCount, 0);
  const open = useNotificationsSelector(selectIsPanelOpen, false);
  const panelId = useId();
  const styles = notifications();

  // Until the notifications' machine arrived (a player's header only renders the bell), the bell keeps its place.
  if (!loggedIn) return <BellPlace className={props.className} />;

  const label = count > 0 ? `${t('notifications.open')}: ${t('notifications.unread', { count })}` : t('notifications.open');

  return (
    <span className={cx(styles.anchor, props.className)}>
      <button
        type="button"
        className={cx(button({ variant: 'ghost', palette: 'neutral', size: 'icon' }), styles.bell)}
        aria-label={label}
        title={t('notifications.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-notification-bell=""
        data-testid="notification-bell"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => send({ type: 'notifications.panel.toggle' })}
      >
        <BellIcon />
        {badge ? (
          <span className={styles.badge} data-testid="notification-badge">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} />
        </Suspense>
      ) : null}
    </span>
  );
}
