// The notification panel (spec §2): the list, newest first; opening an item shows its detail with a
// back arrow; each item has its type's icon and its UTC time. Everything it shows is the
// notifications machine's, read through selectors.
import { useEffect, useRef } from 'react';
import {
  selectHasError,
  selectIsLoading,
  selectItems,
  selectOpenItem,
  selectPanelView,
  type NotificationItem,
} from '../../../machines/notifications/notifications.selectors';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes/button';
import { notifications } from '../../../styled-system/recipes/notifications';
import { useNotificationsSelector, useSend, useT } from '../../app/app-context';
import { CloseIcon } from '../../ui/icons';
import { BackArrowIcon, NotificationTypeIcon } from './notification-icons';

const iconButton = button({ variant: 'ghost', palette: 'neutral', size: 'icon' });

/** The panel opens only once the notifications' code arrived; the fallbacks keep one identity. */
const NO_ITEMS: NotificationItem[] = [];

export function NotificationPanel(props: { id: string }) {
  const t = useT();
  const send = useSend();
  const view = useNotificationsSelector(selectPanelView, 'closed');
  const items = useNotificationsSelector(selectItems, NO_ITEMS);
  const openItem = useNotificationsSelector(selectOpenItem, null);
  const loading = useNotificationsSelector(selectIsLoading, false);
  const failed = useNotificationsSelector(selectHasError, false);
  const styles = notifications();
  const panel = useRef<HTMLDivElement>(null);

  // Focus follows the panel's view so keyboard users land in it; the view itself is the machine's.
  useEffect(() => {
    if (view !== 'closed') panel.current?.focus();
  }, [view]);

  if (view === 'closed') return null;

  return (
    <div
      ref={panel}
      id={props.id}
      className={styles.panel}
      role="dialog"
      aria-label={t('notifications.title')}
      tabIndex={-1}
      data-testid="notification-panel"
      data-view={view}
      onKeyDown={(event) => {
        if (event.key === 'Escape') send({ type: 'notifications.panel.close' });
      }}
    >
      <div className={styles.head}>
        {openItem ? (
          <button
            type="button"
            className={iconButton}
            aria-label={t('notifications.back')}
            title={t('notifications.back')}
            onClick={() => send({ type: 'notifications.detail.close' })}
          >
            <BackArrowIcon />
          </button>
        ) : null}
        <h2 className={styles.title}>{openItem ? openItem.title : t('notifications.title')}</h2>
        <button
          type="button"
          className={iconButton}
          aria-label={t('notifications.close')}
          title={t('notifications.close')}
          onClick={() => send({ type: 'notifications.panel.close' })}
        >
          <CloseIcon />
        </button>
      </div>
      {openItem ? (
        <article className={styles.detail} data-testid="notification-detail">
          <span className={styles.icon} data-icon={openItem.typeIcon}>
            <NotificationTypeIcon icon={openItem.typeIcon} />
          </span>
          <time className={styles.time} dateTime={openItem.time}>
            {openItem.time}
          </time>
          <p className={css({ whiteSpace: 'pre-wrap' })}>{openItem.note}</p>
        </article>
      ) : items.length === 0 ? (
        <p className={styles.empty} role="status">
          {loading ? t('notifications.loading') : failed ? t('notifications.failed') : t('notifications.empty')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="notification-list">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={cx(styles.item)}
                data-unread={item.isRead ? undefined : ''}
                data-testid="notification-item"
                onClick={() => send({ type: 'notifications.item.open', id: item.id })}
              >
                <span className={styles.icon} data-icon={item.typeIcon}>
                  <NotificationTypeIcon icon={item.typeIcon} />
                </span>
                <span className={styles.body}>
                  <span data-part="title">{item.title}</span>
                  <span className={styles.time}>{item.time}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
