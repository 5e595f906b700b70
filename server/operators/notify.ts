// System messages (notification type 5) an operator sends to one player or to every player: stored in
// the same transaction as their audit row, then pushed live to whoever is online. The operator's words
// are shown as written in every language (a notification with text rather than message keys).
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Db, Queryable } from '../db/client';
import { NOTIFICATION_TYPES, notifications, type NotificationRow } from '../db/schema/customer';
import { players } from '../db/schema/players';
import { protectionExclusions, protectionSettings } from '../db/schema/protection';
import { ApiError } from '../lib/api-error';
import { renderNotification } from '../notifications/render';
import type { HubPublisher } from '../realtime';

export const SYSTEM_TITLE_MAX = 120;
export const SYSTEM_NOTE_MAX = 2000;
/** Pushes in flight at once for a message to everyone: the bus keeps up and a large audience does not flood it. */
const PUSH_CONCURRENCY = 50;
const INSERT_BATCH = 1000;

export type SystemAudience = { player: string } | 'all';

export interface SystemMessageInput {
  audience: SystemAudience;
  title: string;
  note: string;
}

export interface SystemMessageResult {
  /** The id shared by every row of this message (their dedupe key is `system:<id>`). */
  messageId: string;
  recipients: number;
  /** Pushes the hub bus accepted; 0 without a hub (a CLI without REDIS_URL). */
  pushed: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The player a name points at: the id, the username in any case, or the usercode. */
export async function findPlayerByReference(q: Queryable, reference: string) {
  const term = reference.trim();
  const [row] = await q
    .select({ id: players.id, username: players.username, status: players.status })
    .from(players)
    .where(
      or(
        UUID.test(term) ? eq(players.id, term.toLowerCase()) : undefined,
        sql`lower(${players.username}) = ${term.toLowerCase()}`,
        eq(players.usercode, term.toUpperCase()),
      ),
    )
    .limit(1);
  return row;
}

type SystemRow = Pick<NotificationRow, 'id' | 'playerId' | 'type' | 'titleKey' | 'noteKey' | 'titleText' | 'noteText' | 'vars' | 'createdAt' | 'readAt'>;

/**
 * Stores the message for its audience and audits it (one transaction), then pushes each row to its
 * player. A client mistake (blank text, unknown or closed player) is an ApiError before anything is stored.
 */
export async function sendSystemMessage(db: Db, input: SystemMessageInput, acting: Acting, hub?: HubPublisher): Promise<SystemMessageResult> {
  const title = input.title.trim();
  const note = input.note.trim();
  if (!title || !note) throw new ApiError(400, 'ops.notify.blank');
  if (title.length > SYSTEM_TITLE_MAX || note.length > SYSTEM_NOTE_MAX) {
    throw new ApiError(400, 'ops.notify.tooLong', { title: SYSTEM_TITLE_MAX, note: SYSTEM_NOTE_MAX });
  }
  const messageId = randomUUID();
  const dedupeKey = `system:${messageId}`;
  const columns = {
    id: notifications.id,
    playerId: notifications.playerId,
    type: notifications.type,
    titleKey: notifications.titleKey,
    noteKey: notifications.noteKey,
    titleText: notifications.titleText,
    noteText: notifications.noteText,
    vars: notifications.vars,
    createdAt: notifications.createdAt,
    readAt: notifications.readAt,
  };

  const rows: SystemRow[] = await db.transaction(async (tx) => {
    let stored: SystemRow[];
    let target: { kind: string; id: string } | undefined;
    if (input.audience === 'all') {
      // A closed account cannot log in to read it. A message to everyone is marketing as far as player
      // protection goes: it skips whoever is in a time-out or self-exclusion now and whoever's marketing
      // is stopped (protection_settings.marketing_stopped_at: set by any exclusion, the player's opt-out).
      // Rows go in batches: one statement per batch stays under the database's parameter limit however
      // many players there are.
      const now = new Date();
      const audience = await tx
        .select({ id: players.id })
        .from(players)
        .where(
          and(
            ne(players.status, 'closed'),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(protectionSettings)
                .where(and(eq(protectionSettings.playerId, players.id), isNotNull(protectionSettings.marketingStoppedAt))),
            ),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(protectionExclusions)
                .where(and(eq(protectionExclusions.playerId, players.id), or(isNull(protectionExclusions.endsAt), gt(protectionExclusions.endsAt, now)))),
            ),
          ),
        )
        .orderBy(players.id);
      stored = [];
      for (let at = 0; at < audience.length; at += INSERT_BATCH) {
        const batch = audience.slice(at, at + INSERT_BATCH);
        stored.push(
          ...(await tx
            .insert(notifications)
            .values(batch.map(({ id }) => ({ playerId: id, type: NOTIFICATION_TYPES.system, titleText: title, noteText: note, dedupeKey })))
            .returning(columns)),
        );
      }
    } else {
      const player = await findPlayerByReference(tx, input.audience.player);
      if (!player) throw new ApiError(404, 'ops.player.notFound', { player: input.audience.player.trim() });
      if (player.status === 'closed') throw new ApiError(400, 'ops.player.closed', { player: player.username });
      target = { kind: 'player', id: player.id };
      stored = await tx
        .insert(notifications)
        .values({ playerId: player.id, type: NOTIFICATION_TYPES.system, titleText: title, noteText: note, dedupeKey })
        .returning(columns);
    }
    await audit(tx, {
      ...acting,
      action: input.audience === 'all' ? 'notification.system.all' : 'notification.system',
      target,
      details: { messageId, title, note, recipients: stored.length },
    });
    return stored;
  });

  let pushed = 0;
  if (hub) {
    let next = 0;
    const pushOne = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        // The operator's text is the same in every language, so the player's locale does not matter here.
        if (await hub.publishToPlayer(row.playerId, 'Notification', renderNotification(row, 'tr'))) pushed += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, rows.length) }, pushOne));
  }
  return { messageId, recipients: rows.length, pushed };
}
