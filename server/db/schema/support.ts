// Tables of the built-in support chat (issue 16): one conversation per player at a time (open while it
// waits in the queue, assigned once an operator claims it, closed at the end) and its messages. The
// message text is plain text (no markup is ever rendered from it) and its length is capped here too.
import { sql } from 'drizzle-orm';
import { bigserial, bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { operators } from './operators';
import { players } from './players';

export const SUPPORT_CONVERSATION_STATUSES = ['open', 'assigned', 'closed'] as const;
export type SupportConversationStatus = (typeof SUPPORT_CONVERSATION_STATUSES)[number];
export const SUPPORT_AUTHOR_KINDS = ['player', 'operator', 'system'] as const;
export type SupportAuthorKind = (typeof SUPPORT_AUTHOR_KINDS)[number];
/** The longest message, in characters, after trimming. */
export const SUPPORT_MESSAGE_MAX = 1000;

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status').$type<SupportConversationStatus>().notNull().default('open'),
    /** The operator answering it; null while it waits in the queue. */
    operatorId: uuid('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The player's read marker: the last message id they saw in the chat panel (0: none); unread is what comes after. */
    playerReadMessageId: bigint('player_read_message_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('support_conversations_status', sql`${t.status} in ('open', 'assigned', 'closed')`),
    check('support_conversations_assigned', sql`(${t.status} = 'assigned') = (${t.operatorId} is not null) or ${t.status} = 'closed'`),
    // A player has at most one conversation that is not closed: a second open races into this index.
    uniqueIndex('support_conversations_player_live_key').on(t.playerId).where(sql`${t.status} <> 'closed'`),
    index('support_conversations_queue_idx').on(t.status, t.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind').$type<SupportAuthorKind>().notNull(),
    /** The operator who wrote it (author_kind operator). */
    operatorId: uuid('operator_id').references(() => operators.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_messages_author_kind', sql`${t.authorKind} in ('player', 'operator', 'system')`),
    check('support_messages_body_length', sql`char_length(${t.body}) between 1 and ${sql.raw(String(SUPPORT_MESSAGE_MAX))}`),
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);
