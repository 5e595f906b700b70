// Named selectors over the notifications: the bell's badge, the list as the panel shows it (icon per
// type, UTC time as day.month.year hour:minute), the open detail, and the panel's view.
import type { SnapshotFrom } from 'xstate';
import { unreadIn } from './notification-list';
import type { Notification } from './notifications.actors';
import type { notificationsMachine } from './notifications.machine';

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** Spec §3: the notification type enumeration. */
export const NotificationType = { Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 } as const;

/** Spec §3: Bonus a gift, Deposit an up arrow, Withdraw a down arrow, anything else the system icon. */
export type NotificationIcon = 'gift' | 'up-arrow' | 'down-arrow' | 'system';

export function typeIcon(type: Notification['type']): NotificationIcon {
  switch (type) {
    case NotificationType.Bonus:
      return 'gift';
    case NotificationType.Deposit:
      return 'up-arrow';
    case NotificationType.Withdraw:
      return 'down-arrow';
    default:
      return 'system';
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Spec §3: the timestamp in UTC as day.month.year hour:minute, two digits each but the year. */
export function formatNotificationTime(timeStamp: string): string {
  const date = new Date(timeStamp);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** A notification as the panel renders it. */
export interface NotificationItem {
  id: number;
  title: string;
  note: string;
  type: Notification['type'];
  typeIcon: NotificationIcon;
  time: string;
  isRead: boolean;
  /** Its detail is the one shown. */
  isOpen: boolean;
}

export type PanelView = 'closed' | 'list' | 'detail';

export const selectIsLoggedIn = (snapshot: NotificationsSnapshot) => snapshot.matches('signedIn');

export const selectUnreadCount = (snapshot: NotificationsSnapshot) =>
  unreadIn(snapshot.context.items) + snapshot.context.unreadElsewhere;

/** Spec §9: the count, or 9+ from 9 upward; nothing at 0. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count >= 9 ? '9+' : String(count);
}

export const selectBadgeText = (snapshot: NotificationsSnapshot) => badgeText(selectUnreadCount(snapshot));

function toItem(notification: Notification, openId: number | null): NotificationItem {
  return {
    id: notification.id,
    title: notification.title,
    note: notification.note,
    type: notification.type,
    typeIcon: typeIcon(notification.type),
    time: formatNotificationTime(notification.timeStamp),
    isRead: notification.isRead,
    isOpen: notification.id === openId,
  };
}

// useSelector compares by identity: the same list and open item give the same array back.
let lastItems: { items: Notification[]; openId: number | null; view: NotificationItem[] } | null = null;

/** Newest first. */
export const selectItems = (snapshot: NotificationsSnapshot): NotificationItem[] => {
  const { items, openId } = snapshot.context;
  if (lastItems && lastItems.items === items && lastItems.openId === openId) return lastItems.view;
  const view = items.map((notification) => toItem(notification, openId));
  lastItems = { items, openId, view };
  return view;
};

/** The item whose detail is shown, or null in the list and while closed. */
export const selectOpenItem = (snapshot: NotificationsSnapshot): NotificationItem | null => {
  if (!snapshot.matches({ signedIn: { panel: 'detail' } })) return null;
  return selectItems(snapshot).find((item) => item.isOpen) ?? null;
};

export const selectPanelView = (snapshot: NotificationsSnapshot): PanelView => {
  if (snapshot.matches({ signedIn: { panel: 'detail' } })) return 'detail';
  if (snapshot.matches({ signedIn: { panel: 'list' } })) return 'list';
  return 'closed';
};

export const selectIsPanelOpen = (snapshot: NotificationsSnapshot) => snapshot.hasTag('open');

/** The list is being fetched (first load or a resync). */
export const selectIsLoading = (snapshot: NotificationsSnapshot) => snapshot.hasTag('loading');

/** The last fetch failed; the list shown is what was there before. */
export const selectHasError = (snapshot: NotificationsSnapshot) => snapshot.hasTag('error');
