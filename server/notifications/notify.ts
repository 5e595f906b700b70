// Raising a notification for a player: one row in the caller's transaction, so a money event and its
// notification commit (or roll back) together. The caller pushes it live after the commit with
// publishNotification (server/realtime/publish.ts).
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { notifications, type NotificationType } from '../db/schema/customer';
import type { MessageKey } from '../i18n/messages';
import { playerLocale } from './preferences';
import { renderNotification, storeVars, type NotificationItem, type NotificationVars } from './render';

export type NotifyInput = {
  playerId: string;
  /** Spec §3: 1 Deposit, 2 Withdraw, 3 Jackpot, 4 Bonus, 5 System (NOTIFICATION_TYPES names them). */
  type: NotificationType;
  /** Placeholder values for the message keys; a bigint is kuruş and is shown as money. */
  vars?: NotificationVars;
  /**
   * The caller's id for the event (e.g. `deposit:<payment id>`): a second notify with the same key
   * for the player creates nothing and answers the first notification (created: false).
   */
  dedupeKey?: string;
} & (
  | { titleKey: MessageKey; noteKey: MessageKey; text?: undefined }
  /** An operator's own words, shown as written in every language. */
  | { text: { title: string; note: string }; titleKey?: undefined; noteKey?: undefined }
);

export interface CreatedNotification {
  playerId: string;
  id: number;
  /** False when the dedupe key had already notified: nothing new to push. */
  created: boolean;
  /** The list item in the player's last used language: what the Notification push carries. */
  item: NotificationItem;
}

export async function notify(q: Queryable, input: NotifyInput): Promise<CreatedNotification> {
  if (![1, 2, 3, 4, 5].includes(input.type)) throw new RangeError(`unknown notification type ${String(input.type)}`);
  if (input.text && (!input.text.title.trim() || !input.text.note.trim())) throw new RangeError('a notification needs a title and a note');
  const values = {
    playerId: input.playerId,
    type: input.type,
    titleKey: input.titleKey ?? null,
    noteKey: input.noteKey ?? null,
    titleText: input.text?.title ?? null,
    noteText: input.text?.note ?? null,
    vars: storeVars(input.vars),
    dedupeKey: input.dedupeKey ?? null,
  };
  const [inserted] = await q.insert(notifications).values(values).onConflictDoNothing().returning();
  const locale = await playerLocale(q, input.playerId);
  if (inserted) return { playerId: input.playerId, id: inserted.id, created: true, item: renderNotification(inserted, locale) };

  const [earlier] = await q
    .select()
    .from(notifications)
    .where(and(eq(notifications.playerId, input.playerId), eq(notifications.dedupeKey, input.dedupeKey ?? '')));
  if (!earlier) throw new Error(`notification for ${input.playerId} was neither created nor found`);
  return { playerId: input.playerId, id: earlier.id, created: false, item: renderNotification(earlier, locale) };
}
