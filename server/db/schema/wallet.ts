// Tables of the double-entry ledger every kuruş moves through (server/wallet is the only writer).
//
// Sign convention: an account's balance is the sum of the amounts of its journal lines, and a
// positive amount is money moving INTO the account. Every entry sums to zero, so all balances
// together always sum to zero. A player account's balance is what the house owes that player and can
// never be negative (CHECK below). House accounts are contra accounts holding the other side:
//   house:deposit-clearing  goes negative by every deposit credited (money that came in from outside);
//   house:payout-clearing   goes positive by every withdrawal paid out (money that left to outside);
//   house:game              positive when players lost more than they won (gross gaming revenue);
//   house:bonus-cost        negative by the bonus money granted, net of what expired back;
//   house:jackpot           the jackpot pool's position (contributions in, prizes out);
//   house:adjustment        manual operator corrections, each one a journal entry like any other.
//   house:sports-bets       the stakes of open sports bets (placement in, settlement out; never negative);
//   house:sports            the sportsbook's result: settled stakes in, payouts out.
// So cash in the system = -(deposit clearing + payout clearing), and so on: nothing is ever stored
// that the journal cannot explain.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './players';

export const HOUSE_ACCOUNT_CODES = [
  'house:deposit-clearing',
  'house:payout-clearing',
  'house:game',
  'house:bonus-cost',
  'house:jackpot',
  'house:adjustment',
  'house:sports-bets',
  'house:sports',
] as const;
export type HouseAccountCode = (typeof HOUSE_ACCOUNT_CODES)[number];

/** Each player has exactly one account of each kind: spendable cash, bonus money, withdrawals on hold. */
export const PLAYER_ACCOUNT_KINDS = ['cash', 'bonus', 'hold'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

export const LEDGER_CURRENCY = 'TRY';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    // Row locks are taken in ascending id order, so ids must be totally ordered: an identity, not a uuid.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Set for house accounts only ('house:game'); player accounts are found by (player_id, kind). */
    code: text('code'),
    // No cascade: a player with money history cannot be deleted, only closed.
    playerId: uuid('player_id').references(() => players.id),
    /** 'house', or the player account kind. */
    kind: text('kind').notNull(),
    currency: text('currency').notNull().default(LEDGER_CURRENCY),
    /** Kuruş; always equal to the sum of this account's journal lines (checkInvariants verifies it). */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_code_unique').on(t.code),
    unique('ledger_accounts_player_kind_unique').on(t.playerId, t.kind),
    check(
      'ledger_accounts_owner',
      sql`(${t.kind} = 'house' and ${t.code} is not null and ${t.playerId} is null)
        or (${t.kind} in ('cash', 'bonus', 'hold') and ${t.code} is null and ${t.playerId} is not null)`,
    ),
    // The last line of defence against overdrafts: even a buggy caller cannot store a negative balance.
    check('ledger_accounts_player_balance_non_negative', sql`${t.playerId} is null or ${t.balance} >= 0`),
    check('ledger_accounts_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * One money movement. Append-only (database triggers refuse UPDATE, DELETE and TRUNCATE); a mistake is
 * corrected by a new, reversing entry. The idempotency key is the caller's id for the command (provider
 * transaction id, payment reference, request id); request_hash tells a retry from a different command.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hex sha-256 of the canonical command body (kind, player, lines, meta). */
    requestHash: text('request_hash').notNull(),
    /** What the movement is (deposit, withdraw.request, bet, win, rollback, bonus.grant, ...). */
    kind: text('kind').notNull(),
    /** The player the movement is about, for their activity lists; null for house-only entries. */
    playerId: uuid('player_id').references(() => players.id),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('journal_entries_idempotency_key_unique').on(t.idempotencyKey),
    index('journal_entries_player_created_idx').on(t.playerId, t.createdAt),
    check('journal_entries_request_hash_sha256', sql`${t.requestHash} ~ '^[0-9a-f]{64}$'`),
    check('journal_entries_key_not_blank', sql`length(${t.idempotencyKey}) > 0`),
  ],
);

/**
 * The legs of an entry; an entry's lines sum to zero (checked in code and by a deferred constraint
 * trigger at commit). balance_after is the account's balance right after this line, written under the
 * account's row lock, so a replay can answer with the first result and statements need no running sum.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    unique('journal_lines_entry_account_unique').on(t.entryId, t.accountId),
    index('journal_lines_account_idx').on(t.accountId, t.id),
    check('journal_lines_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type JournalLineRow = typeof journalLines.$inferSelect;
