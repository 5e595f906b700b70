// Tables of our own sportsbook (server/sports, docs/sportsbook.md): the catalogue the feed writes
// (categories, leagues, teams, events, markets, outcomes), the players' bets with their legs at the
// accepted prices, each slip's placement (its idempotency key and first answer) and the players' settings.
//
// Prices are integer hundredths (2.15 → 215) and money integer kuruş. Money moves only through the
// ledger: a placement moves the stakes from the player's cash to house:sports-bets, a settlement moves
// each bet's stake out of it and its payout to the player (server/sports/settle.ts).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './players';

export const SPORT_KEYS = ['football', 'basketball', 'tennis'] as const;
export type SportKeyDb = (typeof SPORT_KEYS)[number];

export const sportsCategories = pgTable('sports_categories', {
  id: text('id').primaryKey(),
  sport: text('sport').notNull(),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  countryCode: text('country_code'),
  sort: integer('sort').notNull().default(0),
});

export const sportsLeagues = pgTable('sports_leagues', {
  id: text('id').primaryKey(),
  sport: text('sport').notNull(),
  categoryId: text('category_id')
    .notNull()
    .references(() => sportsCategories.id),
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
  /** Lower is more popular (the highlights' tie-break). */
  rank: integer('rank').notNull().default(100),
});

/** A team with the strengths the simulator prices from (goals scored / conceded relative to the league). */
export const sportsTeams = pgTable('sports_teams', {
  id: text('id').primaryKey(),
  leagueId: text('league_id')
    .notNull()
    .references(() => sportsLeagues.id),
  name: text('name').notNull(),
  attack: real('attack').notNull(),
  defence: real('defence').notNull(),
});

export const sportsEvents = pgTable(
  'sports_events',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull().default('match'),
    sport: text('sport').notNull(),
    leagueId: text('league_id')
      .notNull()
      .references(() => sportsLeagues.id),
    homeTeamId: text('home_team_id').references(() => sportsTeams.id),
    awayTeamId: text('away_team_id').references(() => sportsTeams.id),
    /** Which feed owns it ('sim' = the built-in simulator) and its id there. */
    feed: text('feed').notNull().default('sim'),
    feedEventId: text('feed_event_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    htHomeScore: integer('ht_home_score'),
    htAwayScore: integer('ht_away_score'),
    minute: integer('minute'),
    /** The simulator's commitment: SHA-256 of server_seed is public from creation, the seed after settlement. */
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    homeRate: real('home_rate'),
    awayRate: real('away_rate'),
    /** The simulator's drawn goals [{ minute, side }], secret until they happen (never sent before). */
    timeline: jsonb('timeline').$type<{ minute: number; side: 'home' | 'away' }[]>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** What settled it beyond the score: tennis set scores, an outright's winner (a resettlement compares it). */
    resultDetail: jsonb('result_detail').$type<{ periods?: { home: number; away: number }[] | null; winner?: string | null }>(),
    /** The operator's liability limit per outcome on this event (kuruş); null: the book's default. */
    maxLiability: bigint('max_liability', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sports_events_league_start_idx').on(t.leagueId, t.startsAt),
    index('sports_events_status_start_idx').on(t.status, t.startsAt),
    check('sports_events_status_known', sql`${t.status} in ('scheduled','live','ended','settled','postponed','abandoned','cancelled')`),
  ],
);

export const sportsMarkets = pgTable(
  'sports_markets',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => sportsEvents.id),
    type: text('type').notNull(),
    specifiers: text('specifiers').notNull().default(''),
    group: text('group').notNull(),
    status: text('status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /** The operator's liability limit per outcome of this market (kuruş); null: the event's, else the default. */
    maxLiability: bigint('max_liability', { mode: 'bigint' }),
    /** Suspended by a trader: feed messages keep it suspended until a trader resumes it. */
    traderSuspended: boolean('trader_suspended').notNull().default(false),
  },
  (t) => [
    index('sports_markets_event_idx').on(t.eventId, t.sort),
    check('sports_markets_status_known', sql`${t.status} in ('active','suspended','deactivated','settled','cancelled')`),
  ],
);

export const sportsOutcomes = pgTable(
  'sports_outcomes',
  {
    id: text('id').primaryKey(),
    marketId: text('market_id')
      .notNull()
      .references(() => sportsMarkets.id),
    /** The outcome within its market: 1, X, 2, over, under, yes, no, 1:0, other, 1/X … */
    code: text('code').notNull(),
    odds: integer('odds').notNull(),
    /** While a trader's price overrides the feed's: the feed's latest price (hundredths), kept aside; null otherwise. */
    feedOdds: integer('feed_odds'),
    probability: real('probability').notNull(),
    active: boolean('active').notNull().default(true),
    result: text('result'),
    /** For dead_heat: the share paid at full odds, as a fraction "1/2". */
    deadHeat: text('dead_heat'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sports_outcomes_market_idx').on(t.marketId, t.sort), check('sports_outcomes_odds_price', sql`${t.odds} >= 101`)],
);

/** One placement (a slip submission) per player and idempotency key, with its first answer. */
export const sportsPlacements = pgTable(
  'sports_placements',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The answer's data as first given (bets by id; a refusal's changes); null until it commits. */
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.idempotencyKey] })],
);

export const sportsBets = pgTable(
  'sports_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    placementKey: text('placement_key').notNull(),
    type: text('type').notNull(),
    system: text('system'),
    lineCount: integer('line_count').notNull(),
    stakePerLine: bigint('stake_per_line', { mode: 'bigint' }).notNull(),
    totalStake: bigint('total_stake', { mode: 'bigint' }).notNull(),
    potentialPayout: bigint('potential_payout', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('open'),
    payout: bigint('payout', { mode: 'bigint' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** How many times the bet's settlement was reversed (a rollback or resettlement): keys each reposting. */
    settlementRound: integer('settlement_round').notNull().default(0),
  },
  (t) => [
    index('sports_bets_player_status_idx').on(t.playerId, t.status, t.placedAt),
    check('sports_bets_status_known', sql`${t.status} in ('open','pending','accepted','refused','won','lost','void','half_won','half_lost','cashed_out','cancelled')`),
    check('sports_bets_stake_positive', sql`${t.stakePerLine} > 0 and ${t.totalStake} = ${t.stakePerLine} * ${t.lineCount}`),
  ],
);

/** A bet's selections at the accepted prices; a system bet's lines follow from its system (common/sports/systems.ts). */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    betId: uuid('bet_id')
      .notNull()
      .references(() => sportsBets.id),
    idx: integer('idx').notNull(),
    eventId: text('event_id')
      .notNull()
      .references(() => sportsEvents.id),
    marketId: text('market_id')
      .notNull()
      .references(() => sportsMarkets.id),
    outcomeId: text('outcome_id')
      .notNull()
      .references(() => sportsOutcomes.id),
    odds: integer('odds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.betId, t.idx] }), index('sports_bet_legs_outcome_idx').on(t.outcomeId), index('sports_bet_legs_event_idx').on(t.eventId)],
);

export const sportsPlayerSettings = pgTable('sports_player_settings', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  oddsFormat: text('odds_format').notNull().default('decimal'),
  oddsChange: text('odds_change').notNull().default('none'),
  /**
   * The operator's stake factor for this player in hundredths (100 = the book's maximum stake, 50 = half,
   * 0 = no sports betting); set by a trader (opsSetPlayerSportsStakeFactor), never by the player.
   */
  stakeFactor: integer('stake_factor').notNull().default(100),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
