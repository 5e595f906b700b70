// Tables of the accounts area: one-time codes (phone verification, password reset), the outbox that
// the default SMS/e-mail driver writes to, and the rate-limit state shared by every server instance.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';

export const CODE_PURPOSES = ['phone', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * The one active code of a subject for a purpose: issuing a new code replaces the row, so there is never
 * more than one. The subject is `player:<uuid>` for phone codes and `username:<lower-case name>` for
 * reset codes; a reset request for a username nobody has stores a code too (never sent to anyone), so
 * the later checks behave the same whether or not the account exists.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    subject: text('subject').notNull(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    /** The account the code belongs to; null for a reset code of an unknown username. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    /** Where the code went: the phone being verified, or the account's e-mail address. */
    target: text('target').notNull(),
    /** HMAC-SHA256 of salt, subject, purpose and code under a server secret; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    /** Wrong codes entered against this code; at the limit the code is void. */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.purpose] }),
    check('verification_codes_purpose', sql`${t.purpose} in ('phone', 'reset')`),
    index('verification_codes_expires_idx').on(t.expiresAt),
  ],
);

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Messages "sent" by the outbox driver (the default when no SMS provider or SMTP server is configured):
 * kept here so a developer (the dev-only /dev/outbox page) and the tests can read the codes.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** What the message is for (phone-verification, password-reset), for the log and the page. */
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_messages_channel', sql`${t.channel} in ('sms', 'email')`),
    index('outbox_messages_recipient_idx').on(t.recipient, t.id),
  ],
);

/**
 * Rate-limit state without Redis (server/lib/rate-limit.ts): per key the "theoretical arrival time" of
 * the generic cell rate algorithm, in epoch milliseconds. A row whose time has passed means a full
 * allowance and may be deleted.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    tatMs: bigint('tat_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limits_tat_idx').on(t.tatMs)],
);

export type VerificationCode = typeof verificationCodes.$inferSelect;
export type OutboxMessage = typeof outboxMessages.$inferSelect;
