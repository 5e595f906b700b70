// The notification list as pure functions: order, merging a fetched page with pushed items, marking
// read, the unread count, and checking that a pushed message really is a notification.
import type { Notification, NotificationPage } from './notifications.actors';

const NOTIFICATION_TYPES = new Set([1, 2, 3, 4, 5]);

/** A pushed message comes from the socket, not through the typed client, so it is checked here. */
export function isNotification(value: unknown): value is Notification {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.id) &&
    typeof v.title === 'string' &&
    typeof v.note === 'string' &&
    NOTIFICATION_TYPES.has(v.type as number) &&
    typeof v.timeStamp === 'string' &&
    !Number.isNaN(Date.parse(v.timeStamp)) &&
    typeof v.isRead === 'boolean'
  );
}

/** Newest first: by time, then by id (ids grow with time on the server). */
export function newestFirst(a: Notification, b: Notification): number {
  return Date.parse(b.timeStamp) - Date.parse(a.timeStamp) || b.id - a.id;
}

export function unreadIn(items: readonly Notification[]): number {
  return items.reduce((count, item) => count + (item.isRead ? 0 : 1), 0);
}

/** A pushed notification: added once (a repeat replaces the old copy), never turning read back to unread. */
export function addNotification(items: readonly Notification[], pushed: Notification): Notification[] {
  const existing = items.find((item) => item.id === pushed.id);
  const merged = existing ? { ...pushed, isRead: pushed.isRead || existing.isRead } : pushed;
  return [merged, ...items.filter((item) => item.id !== pushed.id)].sort(newestFirst);
}

export function markReadIn(items: readonly Notification[], id: number): Notification[] {
  return items.map((item) => (item.id === id && !item.isRead ? { ...item, isRead: true } : item));
}

export interface MergedPage {
  items: Notification[];
  /** Unread notifications the page does not hold (the server counts all of them). */
  unreadElsewhere: number;
}

/**
 * The fetched page is the truth, except for what happened while it was on its way: notifications
 * pushed after the server read the page (newer than its newest item) are kept, and an item this tab
 * already saw confirmed read stays read.
 */
export function mergePage(local: readonly Notification[], page: NotificationPage): MergedPage {
  const fetched = [...page.items].sort(newestFirst);
  const newestFetched = fetched[0];
  const localById = new Map(local.map((item) => [item.id, item]));
  const fetchedIds = new Set(fetched.map((item) => item.id));
  const pushedSince = local.filter(
    (item) => !fetchedIds.has(item.id) && (!newestFetched || newestFirst(item, newestFetched) < 0),
  );
  const items = [
    ...pushedSince,
    ...fetched.map((item) => (!item.isRead && localById.get(item.id)?.isRead ? { ...item, isRead: true } : item)),
  ].sort(newestFirst);
  return { items, unreadElsewhere: Math.max(0, page.unread - unreadIn(page.items)) };
}
