// Transactions whose entries post their house lines last (issue 15). Every game entry moves money between a
// player's account and house:game (a jackpot contribution between house:game and house:jackpot), and those
// house rows are the busiest of the ledger: whoever updates one holds it until its commit. A studio round is
// one transaction of several entries (stake, contribution, payout); posted the usual way it would hold
// house:game from its stake to its commit and every concurrent round would queue behind it. Inside
// `houseLast(db, work)` each entry is written at once with its player lines (under the player's row lock, as
// always), and its house lines wait in the transaction's list; just before the commit they are posted in one
// statement (ledger_post_later_lines below): each house row locked in ascending id order and updated once by
// the sum of its lines, each line written with its running balance_after. So the round holds the hot rows for
// one statement and the commit, as a single wallet call does, and rounds of different players run side by side.
//
// The ledger's guarantees do not move: an entry's lines still balance at the commit (the deferred constraint
// triggers check it then, so a line left unposted fails the commit rather than commit half an entry), a
// player account is never written below zero (its lines are posted at once under its row lock), and the
// idempotency keys and request hashes are the entries' own. Work that reads or must follow the house rows
// (a jackpot win pays the pool level its stake just raised) calls postHouseLines first; work that must run
// under them (the pool levels a contribution raises) is queued with afterHouseLines. A savepoint that rolls
// back takes its queued lines with it.
import { sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../db/client';

interface LaterLine {
  entryId: string;
  accountId: number;
  /** Kuruş, as the entry's line. */
  amount: bigint;
}

interface Later {
  lines: LaterLine[];
  /** Runs after the lines are posted, under the house rows' locks (in the order queued). */
  after: Array<(tx: Tx) => Promise<void>>;
}

const pending = new WeakMap<object, Later>();

type TransactionFn = (callback: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** Makes the savepoints opened on `target` share `later`, and forget what they queued if they roll back. */
function share(target: object, later: Later): void {
  pending.set(target, later);
  const owner = target as { transaction: TransactionFn };
  const original = owner.transaction.bind(owner);
  owner.transaction = async (callback, config) => {
    const lines = [...later.lines];
    const after = [...later.after];
    try {
      return await original(async (savepoint) => {
        share(savepoint as object, later);
        return callback(savepoint);
      }, config);
    } catch (error) {
      // The savepoint's entries are gone, and so is whatever it posted of the list (postHouseLines inside it).
      later.lines.splice(0, later.lines.length, ...lines);
      later.after.splice(0, later.after.length, ...after);
      throw error;
    }
  };
}

/**
 * Runs `work` in one transaction in which entries post their house lines last (see the header). Answers
 * what `work` answers, once the house lines are posted and the transaction has committed.
 */
export async function houseLast<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    share(tx, { lines: [], after: [] });
    const result = await work(tx);
    await postHouseLines(tx);
    return result;
  });
}

/** Whether entries posted on `q` leave their house lines for later (q is a houseLast transaction or its savepoint). */
export function postsHouseLast(q: Queryable): boolean {
  return pending.has(q);
}

/** Queues an entry's house line (the entry is written, its other lines too). */
export function houseLineLater(q: Queryable, line: LaterLine): void {
  const later = pending.get(q);
  if (!later) throw new Error('not a houseLast transaction');
  later.lines.push(line);
}

/** Queues work that must run under the house rows' locks, after the queued lines (a contribution's pool levels). */
export function afterHouseLines(q: Queryable, work: (tx: Tx) => Promise<void>): void {
  const later = pending.get(q);
  if (!later) throw new Error('not a houseLast transaction');
  later.after.push(work);
}

/**
 * Posts the queued house lines now (one statement) and runs the work queued after them: the transaction then
 * holds the house rows until it ends. Nothing to do outside a houseLast transaction or with nothing queued.
 */
export async function postHouseLines(q: Queryable): Promise<void> {
  const later = pending.get(q);
  if (!later) return;
  const lines = later.lines.splice(0);
  const after = later.after.splice(0);
  if (lines.length > 0) {
    const json = JSON.stringify(lines.map((line) => ({ entry: line.entryId, account: line.accountId, amount: line.amount.toString() })));
    await q.execute(sql`select ledger_post_later_lines(${json}::jsonb)`);
  }
  for (const work of after) await work(q as Tx);
}

/**
 * Posts queued house lines, in their order: the rows locked in ascending id order (as every writer takes
 * ledger rows), each updated once by the sum of its lines, each line's balance_after the running balance.
 * Installed with the ledger's guards (ledger-guards.ts). An entry whose accounts would mix currencies is
 * refused, as post-entry.ts refuses it.
 */
export const LATER_LINES_FUNCTION = `create or replace function ledger_post_later_lines(p_lines jsonb) returns void language plpgsql as $$
begin
  perform 1 from ledger_accounts
   where id in (select (e->>'account')::bigint from jsonb_array_elements(p_lines) e)
   order by id for update;
  if exists (
    select 1
      from (select (e->>'entry')::uuid as entry_id, (e->>'account')::bigint as account_id from jsonb_array_elements(p_lines) e
            union all
            select l.entry_id, l.account_id from journal_lines l
             where l.entry_id in (select (e->>'entry')::uuid from jsonb_array_elements(p_lines) e)) x
      join ledger_accounts a on a.id = x.account_id
     group by x.entry_id
    having count(distinct a.currency) > 1
  ) then
    raise exception 'an entry cannot mix currencies';
  end if;
  with l as (
    select t.ord, (t.e->>'entry')::uuid as entry_id, (t.e->>'account')::bigint as account_id, (t.e->>'amount')::bigint as amount
      from jsonb_array_elements(p_lines) with ordinality as t(e, ord)
  ),
  totals as (select account_id, sum(amount)::bigint as total from l group by account_id),
  moved as (
    update ledger_accounts a set balance = a.balance + t.total
      from totals t
     where a.id = t.account_id
    returning a.id, a.balance
  )
  insert into journal_lines (entry_id, account_id, amount, balance_after)
  select l.entry_id, l.account_id, l.amount, m.balance - t.total + sum(l.amount) over (partition by l.account_id order by l.ord)
    from l join totals t on t.account_id = l.account_id join moved m on m.id = l.account_id
   order by l.ord;
end
$$`;
