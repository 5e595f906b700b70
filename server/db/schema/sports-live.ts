// Tables of live betting and cash out (server/sports/live*.ts, bet-delay.ts, cashout.ts; docs/sportsbook.md
// "Live betting"): the operator's live settings (one row), each running event's live state, the incidents
// that happened (the timeline, and the feed's bet_stops, which pending bets are judged against), live bets
// waiting out their delay, cash outs with their idempotency keys, and auto cash-out values. Nothing here
// lives in one process's memory: two instances judge a pending bet from the same rows.
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';
import { sportsBets, sportsEvents } from './sports';

export const sportsLiveSettings = pgTable('sports_live_settings', {
  id: text('id').primaryKey().default('live'),
  footballDelay: integer('football_delay').notNull().default(8),
  basketballDelay: integer('basketball_delay').notNull().default(5),
  tennisDelay: integer('tennis_delay').notNull().default(8),
  liveMargin: real('live_margin').notNull().default(0.07),
  cashOutMargin: real('cash_out_margin').notNull().default(0.05),
  quoteSeconds: integer('quote_seconds').notNull().default(5),
  liveSuspended: boolean('live_suspended').notNull().default(false),
  suspendReason: text('suspend_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sportsLiveState = pgTable('sports_live_state', {
  eventId: text('event_id')
    .primaryKey()
    .references(() => sportsEvents.id),
  period: text('period').notNull().default('first_half'),
  minute: integer('minute').notNull().default(0),
  clockSeconds: integer('clock_seconds').notNull().default(0),
  homeScore: integer('home_score').notNull().default(0),
  awayScore: integer('away_score').notNull().default(0),
  homeRed: integer('home_red').notNull().default(0),
  awayRed: integer('away_red').notNull().default(0),
  homeCorners: integer('home_corners').notNull().default(0),
  awayCorners: integer('away_corners').notNull().default(0),
  /** Goals made by the dev-only incident trigger, added to the drawn result (full time, and half time when before 45'). */
  homeExtra: integer('home_extra').notNull().default(0),
  awayExtra: integer('away_extra').notNull().default(0),
  homeExtraHt: integer('home_extra_ht').notNull().default(0),
  awayExtraHt: integer('away_extra_ht').notNull().default(0),
  /** Why the live markets are locked now (dangerous_attack, goal, penalty, red_card, trader, live_off), null when open. */
  suspendReason: text('suspend_reason'),
  traderSuspended: boolean('trader_suspended').notNull().default(false),
  /** Basketball and tennis (issue 18): period scores (quarters, sets), the set's games, the game's points, who serves. */
  detail: jsonb('detail').$type<{ periods: { home: number; away: number }[]; games?: { home: number; away: number } | null; points?: { home: string; away: string } | null; serving?: 'home' | 'away' | null }>(),
  /** The feed is applied up to here: a pending bet whose delay ends later waits for the next run. */
  processedUntil: timestamp('processed_until', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What happened in a running event: the timeline (goals, cards, corners, penalties) and the feed's bet_stops. */
export const sportsLiveIncidents = pgTable(
  'sports_live_incidents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => sportsEvents.id),
    /** The incident's identity in the match plan (so every run records it once). */
    key: text('key').notNull(),
    type: text('type').notNull(),
    side: text('side').notNull(),
    minute: integer('minute').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
  },
  (t) => [uniqueIndex('sports_live_incidents_key').on(t.eventId, t.key), index('sports_live_incidents_at').on(t.eventId, t.at)],
);

/** A live bet's delay and decision. */
export const sportsLiveBets = pgTable(
  'sports_live_bets',
  {
    betId: uuid('bet_id')
      .primaryKey()
      .references(() => sportsBets.id),
    acceptAt: timestamp('accept_at', { withTimezone: true }).notNull(),
    oddsChange: text('odds_change').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    changes: jsonb('changes').$type<Record<string, unknown>[]>(),
  },
  (t) => [index('sports_live_bets_due').on(t.decidedAt, t.acceptAt)],
);

export const sportsCashOuts = pgTable(
  'sports_cash_outs',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    idempotencyKey: text('idempotency_key').notNull(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => sportsBets.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    stakeUsed: bigint('stake_used', { mode: 'bigint' }).notNull(),
    full: boolean('full').notNull(),
    auto: boolean('auto').notNull().default(false),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.idempotencyKey] }), index('sports_cash_outs_bet').on(t.betId)],
);

export const sportsAutoCashOut = pgTable('sports_auto_cash_out', {
  betId: uuid('bet_id')
    .primaryKey()
    .references(() => sportsBets.id),
  playerId: uuid('player_id')
    .notNull()
    .references(() => players.id),
  threshold: bigint('threshold', { mode: 'bigint' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
