// Tables of player protection (issue 19): the player's limits (with a pending increase waiting its
// cooling-off), time-outs and self-exclusions, the reality check interval, and the history of changes
// operators read. The rules are server/protection.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** One limit per player, kind and period: kuruş (minutes for a session limit). */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** A higher amount waiting (null with pendingAt set: a removal). */
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    confirmableAt: timestamp('confirmable_at', { withTimezone: true }),
    lapsesAt: timestamp('lapses_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.kind, t.period] }),
    check('protection_limits_kind', sql`${t.kind} in ('deposit', 'loss', 'wager', 'session')`),
    check('protection_limits_period', sql`${t.period} in ('day', 'week', 'month')`),
    check('protection_limits_amount', sql`${t.amount} > 0`),
  ],
);

export const EXCLUSION_KINDS = ['timeOut', 'selfExclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExclusionKind>().notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null: permanent. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftReason: text('lift_reason'),
  },
  (t) => [
    index('protection_exclusions_player_idx').on(t.playerId, t.startedAt),
    check('protection_exclusions_kind', sql`${t.kind} in ('timeOut', 'selfExclusion')`),
  ],
);

/**
 * A player's protection settings. A row here also sends the player's game-wallet bets through the full
 * path (server/wallet/game-call-sql.ts), where the stake limits and exclusions are checked.
 */
export const protectionSettings = pgTable('protection_settings', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  /** Marketing stops for good at a time-out or self-exclusion until the player opts in again. */
  marketingStoppedAt: timestamp('marketing_stopped_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What changed, by whom: the history operators read (each row is also in the audit chain). */
export const protectionEvents = pgTable(
  'protection_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorKind: text('actor_kind').$type<'player' | 'operator' | 'system'>().notNull(),
    actorId: text('actor_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('protection_events_player_idx').on(t.playerId, t.id)],
);

export type ProtectionLimitRow = typeof protectionLimits.$inferSelect;
export type ProtectionExclusionRow = typeof protectionExclusions.$inferSelect;
