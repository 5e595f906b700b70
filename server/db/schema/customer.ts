// Tables of the player's own money and account views: notifications, bonus grants with their wagering,
// the game wallet's transactions (bets, wins, rollbacks of our games and aggregators), the language a
// player last used (pushes are rendered in it) and stable numbers for sessions (the contract's ids).
//
// Money moves only through the ledger (server/wallet); these rows say what the movements were about
// and are written in the same database transaction as the journal entry they explain.
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
import { promotions } from './content';
import { operators } from './operators';
import { players, sessions } from './players';

// ---- notifications -------------------------------------------------------------------------------

/** Spec §3: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5. */
export const NOTIFICATION_TYPES = { deposit: 1, withdraw: 2, jackpot: 3, bonus: 4, system: 5 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/**
 * A message to one player. Texts are stored as catalogue keys plus variables and rendered in the
 * language of each request (and of the player's last request for pushes), so a player who switches
 * language sees every old notification in the new one. An operator's free text (System) is stored as
 * written in title_text/note_text instead.
 */
export const notifications = pgTable(
  'notifications',
  {
    // The contract's ids are integers; an identity also orders notifications of the same instant.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    titleKey: text('title_key'),
    noteKey: text('note_key'),
    titleText: text('title_text'),
    noteText: text('note_text'),
    /** Placeholder values; money is stored as { kurus: "12345" } and formatted per language. */
    vars: jsonb('vars').$type<Record<string, unknown>>().notNull().default({}),
    /** The caller's id for the event (e.g. "deposit:<payment id>"), so an event notifies once. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_player_idx').on(t.playerId, t.id),
    unique('notifications_player_dedupe_unique').on(t.playerId, t.dedupeKey),
    check('notifications_type_known', sql`${t.type} between 1 and 5`),
    check(
      'notifications_text_present',
      sql`(${t.titleKey} is not null or ${t.titleText} is not null) and (${t.noteKey} is not null or ${t.noteText} is not null)`,
    ),
  ],
);

/** The language of the player's last notification list; pushes, which have no request, use it. */
export const playerPreferences = pgTable('player_preferences', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull().default('tr'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions are keyed by uuid; the contract numbers them. A number is given on first listing. */
export const sessionNumbers = pgTable('session_numbers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sessionId: uuid('session_id')
    .notNull()
    .unique('session_numbers_session_unique')
    .references(() => sessions.id, { onDelete: 'cascade' }),
});

// ---- bonuses -------------------------------------------------------------------------------------

export const BONUS_KINDS = ['trial', 'deposit', 'manual', 'cashback'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
export const BONUS_STATUSES = ['active', 'converted', 'expired', 'forfeited'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** The operator's bonus rules, one row (id 1); absent means the defaults below. */
export const bonusSettings = pgTable(
  'bonus_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Bets needed before a bonus becomes cash, as a multiple of its amount. */
    wageringMultiplier: integer('wagering_multiplier').notNull().default(10),
    /** How long a bonus may be wagered before what is left of it expires. */
    validityHours: integer('validity_hours').notNull().default(7 * 24),
    /** The largest stake of one round (kuruş, all its bets together) while the player holds bonus money. */
    maxStakeKurus: bigint('max_stake_kurus', { mode: 'bigint' }).notNull().default(sql`5000`),
    /** Sports bets count towards wagering only at or above these odds (hundredths: 150 = 1.50). */
    sportsMinOddsHundredths: integer('sports_min_odds_hundredths').notNull().default(150),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bonus_settings_single_row', sql`${t.id} = 1`),
    check('bonus_settings_max_stake_positive', sql`${t.maxStakeKurus} > 0`),
    check('bonus_settings_min_odds_range', sql`${t.sportsMinOddsHundredths} between 100 and 100000`),
    check('bonus_settings_multiplier_range', sql`${t.wageringMultiplier} between 0 and 1000`),
    check('bonus_settings_validity_positive', sql`${t.validityHours} > 0`),
  ],
);

/** Game categories whose stakes count towards wagering by an operator's weight (server/wallet/wagering.ts). */
export const WAGERING_CATEGORIES = ['slots', 'roulette', 'blackjack', 'crash', 'table', 'lottery', 'sports', 'other'] as const;
export type WageringCategory = (typeof WAGERING_CATEGORIES)[number];

/**
 * How much of a stake counts towards wagering, in percent, per game category and weight profile. The
 * migration writes the 'default' profile; `npm run ops -- bonus:weights:set` changes it. A category
 * without a row counts by the code's default (server/wallet/wagering.ts DEFAULT_WEIGHTS).
 */
export const bonusGameWeights = pgTable(
  'bonus_game_weights',
  {
    profile: text('profile').notNull(),
    category: text('category').notNull(),
    percent: smallint('percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profile, t.category] }),
    check('bonus_game_weights_percent_range', sql`${t.percent} between 0 and 100`),
    check('bonus_game_weights_category_known', sql`${t.category} in ('slots', 'roulette', 'blackjack', 'crash', 'table', 'lottery', 'sports', 'other')`),
  ],
);

export const CAMPAIGN_KINDS = ['trial', 'deposit', 'cashback'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/**
 * A bonus campaign players opt in to (server/wallet/campaigns.ts): a deposit bonus (percent of the next
 * deposit of at least min_deposit, up to cap) or a cashback (percent of net casino losses over the last
 * period_days since joining, up to cap, once per period). What it grants is a bonus with the campaign's
 * wagering multiplier (0: paid as cash at once), validity and weight profile. Defined in the back office
 * later; the demo seed defines two.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    kind: text('kind').$type<CampaignKind>().notNull(),
    /** The promotion that advertises it (its Claim / Join button). */
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    percent: integer('percent').notNull(),
    capKurus: bigint('cap_kurus', { mode: 'bigint' }).notNull(),
    minDepositKurus: bigint('min_deposit_kurus', { mode: 'bigint' }).notNull().default(sql`0`),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    /** Sports bets count towards this campaign's wagering at or above these odds (hundredths); null: the operator's setting. */
    minOddsHundredths: integer('min_odds_hundredths'),
    /** How long a granted bonus may be wagered. */
    bonusValidityHours: integer('bonus_validity_hours').notNull().default(7 * 24),
    weightProfile: text('weight_profile').notNull().default('default'),
    /** Cashback: the length of one period, counted from the player's joining. */
    periodDays: integer('period_days').notNull().default(7),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bonus_campaigns_code_unique').on(t.code),
    check('bonus_campaigns_kind_known', sql`${t.kind} in ('trial', 'deposit', 'cashback')`),
    check('bonus_campaigns_percent_range', sql`${t.percent} between 1 and 1000`),
    check('bonus_campaigns_cap_positive', sql`${t.capKurus} > 0`),
    check('bonus_campaigns_min_deposit', sql`${t.minDepositKurus} >= 0`),
    check('bonus_campaigns_multiplier_range', sql`${t.wageringMultiplier} between 0 and 1000`),
    check('bonus_campaigns_validity_positive', sql`${t.bonusValidityHours} > 0`),
    check('bonus_campaigns_period_positive', sql`${t.periodDays} > 0`),
    check('bonus_campaigns_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const CAMPAIGN_ENTRY_STATUSES = ['joined', 'used'] as const;

/**
 * A player's opt-in to a campaign (Claim / Join). A deposit bonus entry is 'joined' until the first
 * qualifying deposit uses it ('used', with the payment); a cashback entry stays 'joined' and records
 * each payout's time (the next period's losses count from there).
 */
export const bonusCampaignEntries = pgTable(
  'bonus_campaign_entries',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('joined'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Deposit bonus: the payment that used the entry. */
    paymentId: bigint('payment_id', { mode: 'number' }),
    /** Cashback: payouts so far and the end of the last paid window. */
    payouts: integer('payouts').notNull().default(0),
    lastPaidAt: timestamp('last_paid_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.playerId] }),
    index('bonus_campaign_entries_player_idx').on(t.playerId, t.status),
    check('bonus_campaign_entries_status_known', sql`${t.status} in ('joined', 'used')`),
  ],
);

/**
 * One bonus grant. `balance` is the part of the player's bonus account that belongs to this grant:
 * bets spend it (oldest-expiring grant first), bonus shares of wins add to it, and when the grant
 * ends it is converted to cash (wagering met) or returned to the house (expired, forfeited).
 */
/**
 * A bonus granted by hand in the back office (server/operators/bonus-grants.ts): to one player or to
 * every player of a segment, each a `manual` bonus row pointing here. Cancelling the batch forfeits
 * those of its bonuses still active.
 */
export const bonusGrantBatches = pgTable(
  'bonus_grant_batches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    /** 'player' or 'segment'. */
    targetKind: text('target_kind').notNull(),
    /** The player id, or the segment's rules as sent. */
    target: jsonb('target').notNull(),
    /** Kuruş per player. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    players: integer('players').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => operators.id),
  },
  (t) => [
    check('bonus_grant_batches_target_kind', sql`${t.targetKind} in ('player', 'segment')`),
    check('bonus_grant_batches_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const bonuses = pgTable(
  'bonuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('active'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    wagerRequired: bigint('wager_required', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    /** What left the bonus account when the grant ended (to cash or back to the house). */
    settledAmount: bigint('settled_amount', { mode: 'bigint' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    note: text('note'),
    /** The campaign it came from (deposit bonus, cashback), if any. */
    campaignId: integer('campaign_id').references(() => bonusCampaigns.id, { onDelete: 'set null' }),
    /** The weight profile its wagering counts by (bonus_game_weights.profile). */
    weightProfile: text('weight_profile').notNull().default('default'),
    /** Sports bets count at or above these odds (hundredths); null: the operator's setting. */
    minOddsHundredths: integer('min_odds_hundredths'),
    /** The back office's grant that made it (one player or a segment), if any. */
    batchId: bigint('batch_id', { mode: 'number' }).references(() => bonusGrantBatches.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    unique('bonuses_idempotency_key_unique').on(t.idempotencyKey),
    index('bonuses_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    index('bonuses_player_idx').on(t.playerId, t.status, t.expiresAt),
    index('bonuses_active_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    // The trial (welcome) bonus is granted once per player, whichever path asks for it.
    uniqueIndex('bonuses_one_trial_per_player').on(t.playerId).where(sql`${t.kind} = 'trial'`),
    check('bonuses_kind_known', sql`${t.kind} in ('trial', 'deposit', 'manual', 'cashback')`),
    check('bonuses_status_known', sql`${t.status} in ('active', 'converted', 'expired', 'forfeited')`),
    check('bonuses_amount_positive', sql`${t.amount} > 0`),
    check('bonuses_balance_non_negative', sql`${t.balance} >= 0`),
    check('bonuses_wagering_non_negative', sql`${t.wagerRequired} >= 0 and ${t.wagered} >= 0`),
    check('bonuses_ended_has_no_balance', sql`${t.status} = 'active' or ${t.balance} = 0`),
  ],
);

// ---- game wallet ---------------------------------------------------------------------------------

export const GAME_TRANSACTION_KINDS = ['bet', 'win', 'rollback'] as const;
export type GameTransactionKind = (typeof GAME_TRANSACTION_KINDS)[number];

/** Which grants funded (or were credited by) a transaction, and which grants its bet counted towards. */
export interface BonusSplit {
  funded: { bonusId: number; amount: string }[];
  wagered: { bonusId: number; amount: string }[];
}

/**
 * Every call of the game wallet that moved money or refused a late original: bets, wins and
 * rollbacks, keyed by the provider's transaction id. A rollback of an unknown transaction is stored
 * with zero amounts (a tombstone): the original arriving later is refused.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txId: text('tx_id').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind').notNull(),
    roundId: text('round_id'),
    gameCode: text('game_code'),
    /** Kuruş the call asked to move (bet, win); for a rollback the amount it reversed. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** How the amount was split between the cash and the bonus account. */
    cashAmount: bigint('cash_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusSplit: jsonb('bonus_split').$type<BonusSplit>().notNull().default({ funded: [], wagered: [] }),
    /** For a rollback: the transaction it reverses (or would have, for a tombstone). */
    originalTxId: text('original_tx_id'),
    /** Set on a bet or win once a rollback reversed it. */
    rolledBackBy: text('rolled_back_by'),
    requestHash: text('request_hash').notNull(),
    /**
     * Whether money moved: then the journal holds the entry keyed 'game:<tx_id>' (the key links them; the
     * row is written before the entry so the busy house:game row stays locked for as short as possible).
     * False for a zero win and a tombstone.
     */
    moved: boolean('moved').notNull(),
    cashAfter: bigint('cash_after', { mode: 'bigint' }).notNull(),
    bonusAfter: bigint('bonus_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('game_transactions_tx_id_unique').on(t.txId),
    // One rollback per original: a second rollback of it answers with the balance and records nothing.
    uniqueIndex('game_transactions_one_rollback').on(t.originalTxId).where(sql`${t.kind} = 'rollback'`),
    index('game_transactions_player_idx').on(t.playerId, t.id),
    index('game_transactions_round_idx').on(t.playerId, t.roundId),
    check('game_transactions_kind_known', sql`${t.kind} in ('bet', 'win', 'rollback')`),
    check('game_transactions_amounts', sql`${t.amount} >= 0 and ${t.cashAmount} >= 0 and ${t.bonusAmount} >= 0`),
    check('game_transactions_split', sql`${t.kind} = 'rollback' or ${t.cashAmount} + ${t.bonusAmount} = ${t.amount}`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type BonusRow = typeof bonuses.$inferSelect;
export type GameTransactionRow = typeof gameTransactions.$inferSelect;
