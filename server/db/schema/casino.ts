// Tables of the casino: game providers (with the operator's integration settings), the game catalogue,
// favourites, launch tokens of game sessions, and the rules, games, seeds and wins of the jackpot pools
// whose live values are the content area's jackpot_levels.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jackpotInstances } from './content';
import { players, sessions } from './players';

// ---- providers -----------------------------------------------------------------------------------

/** Our own adapters, one per provider (server/providers); the id is fixed per code. */
export const PROVIDER_CODES = [
  'pragmatic',
  'digitain',
  'everymatrix',
  'amusnet',
  'egt',
  'hub88',
  'softgamings',
  'studio',
] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

/**
 * One row per provider. `settings` holds the operator's credentials and endpoints for the provider's
 * API (shared by every server instance through the database); null means not configured, and the
 * provider's launch call then answers "provider not configured". server/providers/cli.ts edits it.
 */
export const gameProviders = pgTable(
  'game_providers',
  {
    /** The game's mainProviderId in the API. */
    id: integer('id').primaryKey(),
    code: text('code').$type<ProviderCode>().notNull().unique(),
    /** The contract's ProviderName: the app dispatches the launch call by it. */
    name: text('name').notNull().unique(),
    enabled: boolean('enabled').notNull().default(true),
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('game_providers_id_positive', sql`${t.id} > 0`)],
);

// ---- catalogue -----------------------------------------------------------------------------------

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The provider's code of the game (Pragmatic's symbol, Hub88's game_code, SoftGamings' page code). */
    gameCode: text('game_code').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /**
     * The name folded for search (Turkish lower case, dotless ı as i, accents and apostrophes dropped):
     * written with the name by server/casino/search-text.ts, so search never depends on the collation.
     */
    searchName: text('search_name').notNull(),
    /** SoftGamings' system (merchant) id: its launch call's `system`. */
    system: text('system'),
    /** EveryMatrix's product id: its launch call's `productId`. */
    productId: text('product_id'),
    /**
     * Catalogue category slugs (popular, new, roulette, crash ...): a casino category lists the games
     * sharing a slug with its slug_list; the API's systemCategory is that casino category's id.
     */
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    isLive: boolean('is_live').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(1000),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('games_provider_code_unique').on(t.providerId, t.gameCode),
    index('games_code_idx').on(t.gameCode),
    index('games_listing_idx').on(t.enabled, t.isLive, t.sort),
    check('games_code_not_blank', sql`length(${t.gameCode}) > 0`),
    check('games_search_name_lowercase', sql`${t.searchName} = lower(${t.searchName})`),
  ],
);

export const favoriteGames = pgTable(
  'favorite_games',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] }), index('favorite_games_player_idx').on(t.playerId, t.createdAt)],
);

// ---- game sessions -------------------------------------------------------------------------------

/**
 * Tokens that open a game session: our studio's pages send one with every call, Hub88 echoes one in its
 * wallet callbacks. Only the SHA-256 of the token is kept; each is bound to a player, a game and the
 * login session that launched it, and dies with that session or at expires_at.
 */
export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    provider: text('provider').$type<ProviderCode>().notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('game_launch_tokens_player_idx').on(t.playerId, t.createdAt),
    index('game_launch_tokens_expiry_idx').on(t.expiresAt),
    check('game_launch_tokens_hash_sha256', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

// ---- jackpot pools -------------------------------------------------------------------------------

/**
 * How a pool's tier grows and is won. A bet of B kuruş on a participating game adds
 * floor(B × contribution_ppm / 1 000 000) to the tier and wins it with probability B / odds_kurus (one
 * hit per odds_kurus wagered on average); a won tier restarts at seed_kurus, funded by the house.
 */
export const jackpotTierRules = pgTable(
  'jackpot_tier_rules',
  {
    instanceId: integer('instance_id')
      .notNull()
      .references(() => jackpotInstances.id, { onDelete: 'cascade' }),
    /** 1 grand, 2 major, 3 minor, 4 mini (jackpot_levels.level). */
    level: smallint('level').notNull(),
    seedKurus: bigint('seed_kurus', { mode: 'bigint' }).notNull(),
    contributionPpm: integer('contribution_ppm').notNull(),
    oddsKurus: bigint('odds_kurus', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.level] }),
    check('jackpot_tier_rules_level', sql`${t.level} between 1 and 4`),
    check('jackpot_tier_rules_seed_not_negative', sql`${t.seedKurus} >= 0`),
    // A tier cannot take more than 5% of a stake: the pools are a share of a bet, never the bet.
    check('jackpot_tier_rules_contribution', sql`${t.contributionPpm} between 0 and 50000`),
    check('jackpot_tier_rules_odds_positive', sql`${t.oddsKurus} > 0`),
  ],
);

/** The games whose bets feed (and can win) a pool. */
export const jackpotGames = pgTable(
  'jackpot_games',
  {
    instanceId: integer('instance_id')
      .notNull()
      .references(() => jackpotInstances.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.gameId] }), index('jackpot_games_game_idx').on(t.gameId)],
);

/**
 * The server seeds of each pool's draws. The active seed (revealed_at null) is committed by its SHA-256
 * hash before it decides anything; it is revealed (and a new one committed) when it produces a win or
 * when the operator rotates it, so every draw it made can be recomputed.
 */
export const jackpotSeeds = pgTable(
  'jackpot_seeds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => jackpotInstances.id, { onDelete: 'cascade' }),
    /** Hex; kept secret until revealed_at. */
    serverSeed: text('server_seed').notNull(),
    /** Hex SHA-256 of server_seed, public from the start. */
    seedHash: text('seed_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jackpot_seeds_one_active').on(t.instanceId).where(sql`${t.revealedAt} is null`),
    check('jackpot_seeds_hash_sha256', sql`${t.seedHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => jackpotInstances.id, { onDelete: 'restrict' }),
    level: smallint('level').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    betKurus: bigint('bet_kurus', { mode: 'bigint' }).notNull(),
    amountKurus: bigint('amount_kurus', { mode: 'bigint' }).notNull(),
    seedId: integer('seed_id')
      .notNull()
      .references(() => jackpotSeeds.id),
    /** The 48-bit draw value (hex) that fell into the tier's range. */
    draw: text('draw').notNull(),
    /** The ledger entry that paid it; null only when the tier held nothing and restarts at nothing. */
    journalEntryId: uuid('journal_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pool is drawn once per round, so a retried round can never win it twice.
    unique('jackpot_wins_instance_round_unique').on(t.instanceId, t.roundId),
    index('jackpot_wins_player_idx').on(t.playerId, t.createdAt),
    check('jackpot_wins_level', sql`${t.level} between 1 and 4`),
    check('jackpot_wins_amount_not_negative', sql`${t.amountKurus} >= 0`),
  ],
);

export type GameProviderRow = typeof gameProviders.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;
