// Audits of the ledger's promises, recomputed from the journal alone: what tests assert after every
// step and what an operator can run against a live database.
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { journalLines, ledgerAccounts } from '../db/schema/wallet';
import { accountRefOf, type AccountRef } from './account-ref';
import { queryRows } from './query-rows';

export interface RecomputedBalance {
  accountId: number;
  account: AccountRef;
  /** The balance kept in the account row. */
  stored: bigint;
  /** The sum of the account's journal lines. */
  journal: bigint;
}

export type LedgerViolation =
  | { kind: 'journal-not-zero'; sum: bigint }
  | { kind: 'entry-unbalanced'; entryId: string; sum: bigint }
  | { kind: 'entry-without-lines'; entryId: string; lines: number }
  | { kind: 'balance-mismatch'; accountId: number; account: AccountRef; stored: bigint; journal: bigint }
  | { kind: 'negative-player-balance'; accountId: number; account: AccountRef; balance: bigint }
  | { kind: 'running-balance-mismatch'; lineId: number; accountId: number; recorded: bigint; journal: bigint };

/** Every account's stored balance beside the balance its journal lines add up to. */
export async function recomputeBalances(q: Queryable): Promise<RecomputedBalance[]> {
  const rows = await q
    .select({
      id: ledgerAccounts.id,
      code: ledgerAccounts.code,
      playerId: ledgerAccounts.playerId,
      kind: ledgerAccounts.kind,
      stored: ledgerAccounts.balance,
      journal: sql<string>`coalesce(sum(${journalLines.amount}), 0)::text`,
    })
    .from(ledgerAccounts)
    .leftJoin(journalLines, eq(journalLines.accountId, ledgerAccounts.id))
    .groupBy(ledgerAccounts.id)
    .orderBy(asc(ledgerAccounts.id));
  return rows.map((row) => ({ accountId: row.id, account: accountRefOf(row), stored: row.stored, journal: BigInt(row.journal) }));
}

/**
 * Every broken promise of the ledger, or an empty list: the journal sums to zero overall and per entry,
 * each entry has at least two lines, stored balances equal the journal's, each line's balance_after is
 * the running sum of its account, and no player balance is negative. Run it on a quiet snapshot (one
 * statement per check, so under concurrent writes use a REPEATABLE READ transaction).
 */
export async function checkInvariants(q: Queryable): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];

  const [total] = await queryRows<{ sum: string }>(q, sql`select coalesce(sum(amount), 0)::text as sum from journal_lines`);
  const sum = BigInt(total.sum);
  if (sum !== 0n) violations.push({ kind: 'journal-not-zero', sum });

  const entries = await queryRows<{ id: string; lines: number; sum: string }>(
    q,
    sql`
    select e.id::text as id, count(l.id)::int as lines, coalesce(sum(l.amount), 0)::text as sum
    from journal_entries e left join journal_lines l on l.entry_id = e.id
    group by e.id
    having count(l.id) < 2 or coalesce(sum(l.amount), 0) <> 0
    order by e.id`,
  );
  for (const row of entries) {
    if (Number(row.lines) < 2) violations.push({ kind: 'entry-without-lines', entryId: row.id, lines: Number(row.lines) });
    if (BigInt(row.sum) !== 0n) violations.push({ kind: 'entry-unbalanced', entryId: row.id, sum: BigInt(row.sum) });
  }

  for (const balance of await recomputeBalances(q)) {
    if (balance.stored !== balance.journal) violations.push({ kind: 'balance-mismatch', ...balance });
    if (!('house' in balance.account) && balance.stored < 0n) {
      violations.push({ kind: 'negative-player-balance', accountId: balance.accountId, account: balance.account, balance: balance.stored });
    }
  }

  // Lines of one account are written under its row lock, so their ids follow the order they were applied in.
  const running = await queryRows<{ id: string; account_id: string; recorded: string; journal: string }>(
    q,
    sql`
    select id::text as id, account_id::text as account_id, balance_after::text as recorded, running::text as journal
    from (
      select id, account_id, balance_after, sum(amount) over (partition by account_id order by id) as running
      from journal_lines
    ) as l
    where balance_after <> running
    order by id`,
  );
  for (const row of running) {
    violations.push({
      kind: 'running-balance-mismatch',
      lineId: Number(row.id),
      accountId: Number(row.account_id),
      recorded: BigInt(row.recorded),
      journal: BigInt(row.journal),
    });
  }
  return violations;
}
