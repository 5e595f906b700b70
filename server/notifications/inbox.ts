// The player's notification inbox: newest first with the unread count over all of them, and marking
// some read (ids of other players are ignored, so nobody can touch another's inbox).
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { notifications } from '../db/schema/customer';
import type { Locale } from '../i18n/messages';
import { renderNotification, type NotificationItem } from './render';

export interface NotificationPage {
  items: NotificationItem[];
  total: number;
  unread: number;
}

export async function listNotifications(
  q: Queryable,
  playerId: string,
  { skip, take, locale }: { skip: number; take: number; locale: Locale },
): Promise<NotificationPage> {
  const rows = await q
    .select()
    .from(notifications)
    .where(eq(notifications.playerId, playerId))
    .orderBy(desc(notifications.id))
    .offset(skip)
    .limit(take);
  const [counts] = await q
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.playerId, playerId));
  return { items: rows.map((row) => renderNotification(row, locale)), total: counts.total, unread: counts.unread };
}

/** Marks the player's own notifications among `ids` read; answers how many changed. */
export async function markNotificationsRead(q: Queryable, playerId: string, ids: readonly number[], now = new Date()): Promise<number> {
  if (ids.length === 0) return 0;
  const changed = await q
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.playerId, playerId), inArray(notifications.id, [...ids]), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
}
