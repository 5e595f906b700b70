// Tables of our own studio's games (server/studio): each player's provably fair seed pairs, every round
// played (with what decided it and what it paid, so any round can be recalled and verified later), and the
// crash game's shared rounds, their hash chains and the lease that lets one server instance run them.
//
// Money moves only through the game wallet (game_transactions + the ledger); a round row says what the
// game decided and which wallet calls it made, keyed by `studio:<round uuid>:…` transaction ids.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';

export const STUDIO_GAMES = ['slot', 'roulette', 'blackjack', 'crash', 'tombala', 'keno', 'live-roulette'] as const;
export type StudioGameKind = (typeof STUDIO_GAMES)[number];

/**
 * A player's seed pairs, one active (revealed_at null) at a time. The server seed stays secret until the
 * pair is rotated; `nonce` is the nonce the next round takes, incremented in the round's own transaction.
 */
export const studioSeedPairs = pgTable(
  'studio_seed_pairs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('studio_seed_pairs_active_unique').on(t.playerId).where(sql`${t.revealedAt} is null`),
    index('studio_seed_pairs_player_idx').on(t.playerId, t.id),
    check('studio_seed_pairs_nonce_non_negative', sql`${t.nonce} >= 0`),
  ],
);

/**
 * Round states: `pending` (row written, stake being taken, nothing decided), `open` (blackjack waiting for
 * a decision, crash waiting for its crash), `playing` (outcome decided, payout not yet recorded),
 * `settled`, `cancelled` (no stake stands). A round left pending, open or playing by a crash or an
 * abandoned page is completed or rolled back by recovery (server/studio/recovery.ts).
 */
export const STUDIO_ROUND_STATUSES = ['pending', 'open', 'playing', 'settled', 'cancelled'] as const;
export type StudioRoundStatus = (typeof STUDIO_ROUND_STATUSES)[number];

export const studioRounds = pgTable(
  'studio_rounds',
  {
    /** The round's uuid; its id in the wallet and the game history is `studio:<id>`. */
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    game: text('game').$type<StudioGameKind>().notNull(),
    gameCode: text('game_code').notNull(),
    /** The page's id of the play: a retry with it answers this round. */
    requestId: text('request_id').notNull(),
    /** SHA-256 of the launch token that started the round (a new launch finishes an abandoned hand). */
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<StudioRoundStatus>().notNull().default('pending'),
    /** The seed pair and nonce the round used (null for crash and before the outcome was drawn). */
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).references(() => studioSeedPairs.id),
    nonce: integer('nonce'),
    /** Crash: the shared round the bet belongs to. */
    crashRound: integer('crash_round'),
    /** Tombala: the room game the tickets belong to. */
    tombalaGame: integer('tombala_game'),
    /** Keno: the draw the bet belongs to (studio_keno_draws.draw_no). */
    kenoDraw: integer('keno_draw'),
    /** Live roulette: the table's spin the bets belong to (studio_live_roulette_spins.spin_no). */
    liveRouletteSpin: integer('live_roulette_spin'),
    /** The bet parameters: { bet } / { bets } / { bet } / { bet, autoCashOut } (kuruş as strings). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** The game's own record: the slot/roulette outcome, the blackjack state (shoe included), the crash cash-out. */
    state: jsonb('state').$type<Record<string, unknown>>(),
    betKurus: bigint('bet_kurus', { mode: 'bigint' }).notNull().default(sql`0`),
    winKurus: bigint('win_kurus', { mode: 'bigint' }).notNull().default(sql`0`),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('studio_rounds_request_unique').on(t.playerId, t.requestId),
    index('studio_rounds_player_idx').on(t.playerId, t.createdAt),
    index('studio_rounds_unfinished_idx').on(t.playerId, t.status).where(sql`${t.status} in ('pending', 'open', 'playing')`),
    index('studio_rounds_crash_idx').on(t.crashRound).where(sql`${t.crashRound} is not null`),
    uniqueIndex('studio_rounds_nonce_unique').on(t.seedPairId, t.nonce),
    index('studio_rounds_tombala_idx').on(t.tombalaGame).where(sql`${t.tombalaGame} is not null`),
    index('studio_rounds_keno_idx').on(t.kenoDraw).where(sql`${t.kenoDraw} is not null`),
    index('studio_rounds_live_roulette_idx').on(t.liveRouletteSpin).where(sql`${t.liveRouletteSpin} is not null`),
    check('studio_rounds_game_known', sql`${t.game} in ('slot', 'roulette', 'blackjack', 'crash', 'tombala', 'keno', 'live-roulette')`),
    check('studio_rounds_status_known', sql`${t.status} in ('pending', 'open', 'playing', 'settled', 'cancelled')`),
  ],
);

/**
 * A crash hash chain: s_n = SHA-256(s_{n+1}) from the secret terminal seed s_length down to the published
 * commitment s_0; round index r plays s_r. The terminal seed never leaves the server; the salt is public.
 */
export const studioCrashChains = pgTable(
  'studio_crash_chains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    terminalSeed: text('terminal_seed').notNull(),
    length: integer('length').notNull(),
    commitment: text('commitment').notNull(),
    salt: text('salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('studio_crash_chains_length_positive', sql`${t.length} > 0`)],
);

export const CRASH_PHASES = ['betting', 'running', 'crashed'] as const;
export type CrashPhase = (typeof CRASH_PHASES)[number];

/** The shared crash rounds. crash_point and seed are secret until crashed_at (the API hides them). */
export const studioCrashRounds = pgTable(
  'studio_crash_rounds',
  {
    roundNumber: integer('round_number').primaryKey(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => studioCrashChains.id),
    /** r: this round plays s_r of its chain. */
    chainIndex: integer('chain_index').notNull(),
    /** s_{r-1}: the commitment this round's seed must hash to. */
    previousSeed: text('previous_seed').notNull(),
    seed: text('seed').notNull(),
    /** Hundredths (250 = 2.50x). */
    crashPoint: integer('crash_point').notNull(),
    phase: text('phase').$type<CrashPhase>().notNull().default('betting'),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
    /** Every bet of the round was paid or closed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('studio_crash_rounds_chain_index_unique').on(t.chainId, t.chainIndex),
    check('studio_crash_rounds_phase_known', sql`${t.phase} in ('betting', 'running', 'crashed')`),
  ],
);

/** Leases of singleton jobs (the crash round runner): one holder at a time across every server instance. */
export const studioLeases = pgTable('studio_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Tombala rooms (an operator setting): the ticket price, how long sales stay open, the pace of the draw and
 * the prize table (pool: a share of the stakes split between the three prizes; fixed: three amounts).
 */
export const studioTombalaRooms = pgTable(
  'studio_tombala_rooms',
  {
    id: text('id').primaryKey(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ticketPriceKurus: bigint('ticket_price_kurus', { mode: 'bigint' }).notNull(),
    maxTicketsPerPlayer: integer('max_tickets_per_player').notNull().default(6),
    saleMs: integer('sale_ms').notNull().default(60_000),
    ballMs: integer('ball_ms').notNull().default(2_500),
    prizeMode: text('prize_mode').$type<'pool' | 'fixed'>().notNull().default('pool'),
    /** Pool mode: the share of the stakes paid out, in basis points (9000 = 90%). */
    poolBasisPoints: integer('pool_basis_points').notNull().default(9000),
    /** Pool mode: the percentages of the pool for çinko and ikinci çinko (tombala takes the rest). */
    splitCinko: integer('split_cinko').notNull().default(20),
    splitIkinci: integer('split_ikinci').notNull().default(30),
    /** Fixed mode: the three prizes in kuruş. */
    fixedCinkoKurus: bigint('fixed_cinko_kurus', { mode: 'bigint' }).notNull().default(sql`0`),
    fixedIkinciKurus: bigint('fixed_ikinci_kurus', { mode: 'bigint' }).notNull().default(sql`0`),
    fixedTombalaKurus: bigint('fixed_tombala_kurus', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    check('studio_tombala_rooms_mode_known', sql`${t.prizeMode} in ('pool', 'fixed')`),
    check('studio_tombala_rooms_price_positive', sql`${t.ticketPriceKurus} > 0`),
    check('studio_tombala_rooms_pool_range', sql`${t.poolBasisPoints} between 0 and 10000`),
    check('studio_tombala_rooms_split_range', sql`${t.splitCinko} >= 0 and ${t.splitIkinci} >= 0 and ${t.splitCinko} + ${t.splitIkinci} <= 100`),
  ],
);

export const TOMBALA_PHASES = ['selling', 'drawing', 'finished'] as const;
export type TombalaPhase = (typeof TOMBALA_PHASES)[number];

/**
 * One game of a room: sales until sales_end_at, then the draw from draw_starts_at, one ball every ball_ms
 * until the ball of the tombala (result.balls). The seed is secret until the game finished; its hash is
 * shown from the start. result holds the prizes (ball, winners, amounts) fixed when sales closed.
 */
export const studioTombalaGames = pgTable(
  'studio_tombala_games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roomId: text('room_id')
      .notNull()
      .references(() => studioTombalaRooms.id),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    salt: text('salt').notNull(),
    phase: text('phase').$type<TombalaPhase>().notNull().default('selling'),
    salesEndAt: timestamp('sales_end_at', { withTimezone: true }).notNull(),
    drawStartsAt: timestamp('draw_starts_at', { withTimezone: true }),
    ballMs: integer('ball_ms').notNull(),
    ticketPriceKurus: bigint('ticket_price_kurus', { mode: 'bigint' }).notNull(),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    stakesKurus: bigint('stakes_kurus', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The prize table as it was when the game opened (a room edit applies from the next game). */
    prizeTable: jsonb('prize_table').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('studio_tombala_games_room_idx').on(t.roomId, t.id),
    check('studio_tombala_games_phase_known', sql`${t.phase} in ('selling', 'drawing', 'finished')`),
  ],
);

/** The tickets of a game, numbered 1, 2, ... in order of sale; the card is recomputable from the seed. */
export const studioTombalaTickets = pgTable(
  'studio_tombala_tickets',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => studioTombalaGames.id),
    ticketNo: integer('ticket_no').notNull(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => studioRounds.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    card: jsonb('card').$type<number[][]>().notNull(),
    prizeKurus: bigint('prize_kurus', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.ticketNo] }), index('studio_tombala_tickets_round_idx').on(t.roundId)],
);

/**
 * Keno 80's draws (server/studio/keno): one row per draw of the timetable someone watched or bet on. The
 * seed is made (and its hash shown) when the row is, before bets close; the balls are recorded when bets
 * close (closed_at) and shown one every ball_ms from draw_starts_at; the seed is revealed once every bet
 * of the draw was paid (settled_at). The times are the schedule's as they were when the row was made.
 */
export const studioKenoDraws = pgTable(
  'studio_keno_draws',
  {
    drawNo: integer('draw_no').primaryKey(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    salt: text('salt').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    betsCloseAt: timestamp('bets_close_at', { withTimezone: true }).notNull(),
    drawStartsAt: timestamp('draw_starts_at', { withTimezone: true }).notNull(),
    ballMs: integer('ball_ms').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The 20 balls in drawing order, recorded when bets close. */
    balls: jsonb('balls').$type<number[]>(),
    betsCount: integer('bets_count').notNull().default(0),
    stakesKurus: bigint('stakes_kurus', { mode: 'bigint' }).notNull().default(sql`0`),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('studio_keno_draws_unsettled_idx').on(t.drawNo).where(sql`${t.settledAt} is null`)],
);

/**
 * The live (automated) roulette table's spins (server/studio/live-roulette): one row per spin of the
 * timetable someone watched or bet on. The seed is made (and its hash shown) when the row is, before bets
 * close; the pocket is recorded when bets close (closed_at) and the wheel lands on it at result_at; the seed
 * is revealed once every bet of the spin was paid (settled_at). The times are the schedule's as they were
 * when the row was made.
 */
export const studioLiveRouletteSpins = pgTable(
  'studio_live_roulette_spins',
  {
    spinNo: integer('spin_no').primaryKey(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    salt: text('salt').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    betsCloseAt: timestamp('bets_close_at', { withTimezone: true }).notNull(),
    resultAt: timestamp('result_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The winning pocket, recorded when bets close. */
    pocket: integer('pocket'),
    betsCount: integer('bets_count').notNull().default(0),
    stakesKurus: bigint('stakes_kurus', { mode: 'bigint' }).notNull().default(sql`0`),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('studio_live_roulette_spins_unsettled_idx').on(t.spinNo).where(sql`${t.settledAt} is null`)],
);
