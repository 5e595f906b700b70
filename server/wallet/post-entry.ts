// Posting a journal entry: the one way money moves. Balances, lines and the entry are written in one
// transaction under row locks, and the idempotency key makes a retried command a harmless replay.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { cacheKeys, invalidateAfterCommit } from '../db/read-cache';
import { PLAYER_ACCOUNT_KINDS, journalEntries, journalLines, ledgerAccounts } from '../db/schema/wallet';
import { accountRefKey, accountRefOf, isHouseRef, type AccountRef } from './account-ref';
import { lockResolved, resolveAccountIds } from './accounts';
import { houseLineLater, postsHouseLast } from './house-last';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  InvalidEntryError,
  UnbalancedEntryError,
} from './errors';
import { queryRows } from './query-rows';
import { requestHash, toCanonicalJson } from './request-hash';

export interface PostEntryLine {
  account: AccountRef;
  /** Kuruş; positive moves money into the account, negative out of it. */
  amount: bigint;
}

export interface PostEntryCommand {
  /** The caller's id for this command: provider transaction id, payment reference, request id. */
  idempotencyKey: string;
  kind: string;
  playerId?: string;
  lines: PostEntryLine[];
  /** JSON facts about the movement, part of the request hash: derive it from the request, never from the clock. */
  meta?: Record<string, unknown>;
}

export interface AccountBalance {
  account: AccountRef;
  /** Kuruş, right after this entry. */
  balance: bigint;
}

export interface PostedEntry {
  entryId: string;
  /** True when the key had already been posted: nothing moved and this is the first result again. */
  replayed: boolean;
  createdAt: Date;
  /**
   * Balance of every account the entry touched right after it, in the order of the command's lines; in a
   * houseLast transaction (./house-last.ts) only its player accounts' (its house lines are posted later).
   */
  balances: AccountBalance[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PreparedCommand {
  cmd: PostEntryCommand;
  hash: string;
  meta: Record<string, unknown>;
}

/** Refuses malformed commands before the database is touched. */
function prepare(cmd: PostEntryCommand): PreparedCommand {
  if (typeof cmd.idempotencyKey !== 'string' || cmd.idempotencyKey.trim() === '') {
    throw new InvalidEntryError('an idempotency key is required');
  }
  if (typeof cmd.kind !== 'string' || cmd.kind.trim() === '') throw new InvalidEntryError('an entry kind is required');
  if (cmd.playerId !== undefined && !UUID.test(cmd.playerId)) throw new InvalidEntryError(`player id "${cmd.playerId}" is not a uuid`);
  if (!Array.isArray(cmd.lines) || cmd.lines.length < 2) throw new InvalidEntryError('an entry needs at least two lines');
  const seen = new Set<string>();
  let sum = 0n;
  for (const line of cmd.lines) {
    if (typeof line.amount !== 'bigint') throw new InvalidEntryError('line amounts are bigint kuruş');
    if (line.amount === 0n) throw new InvalidEntryError('a line cannot move zero kuruş');
    if (!isHouseRef(line.account)) {
      if (!UUID.test(line.account.player)) throw new InvalidEntryError(`player id "${line.account.player}" is not a uuid`);
      if (!PLAYER_ACCOUNT_KINDS.includes(line.account.kind)) throw new InvalidEntryError(`unknown player account kind "${line.account.kind}"`);
    }
    const key = accountRefKey(line.account);
    if (seen.has(key)) throw new InvalidEntryError(`account ${key} appears twice in one entry`);
    seen.add(key);
    sum += line.amount;
  }
  if (sum !== 0n) throw new UnbalancedEntryError(sum);
  let meta: Record<string, unknown>;
  try {
    meta = toCanonicalJson(cmd.meta ?? {}) as Record<string, unknown>;
  } catch (err) {
    throw new InvalidEntryError((err as Error).message);
  }
  return { cmd, hash: requestHash(cmd), meta };
}

/** Posts an entry in its own transaction. */
export async function postEntry(db: Db, cmd: PostEntryCommand): Promise<PostedEntry> {
  const prepared = prepare(cmd);
  return db.transaction((tx) => post(tx, prepared));
}

/**
 * Posts an entry inside the caller's transaction, so a service can write its own rows (a payment, a
 * bet) atomically with the money. Nothing of the entry is written before any of the ledger's errors is
 * thrown (at most a missing house account gets created), so a caller may catch one and still commit its
 * other work. Expects READ COMMITTED (PostgreSQL's default).
 */
export async function postEntryTx(tx: Tx, cmd: PostEntryCommand): Promise<PostedEntry> {
  return post(tx, prepare(cmd));
}

async function post(tx: Tx, prepared: PreparedCommand): Promise<PostedEntry> {
  const posted = await postLines(tx, prepared);
  // The players' cached balances (server/db/read-cache.ts) are refused from the moment this commits.
  if (!posted.replayed) {
    const players = new Set(prepared.cmd.lines.flatMap((line) => (isHouseRef(line.account) ? [] : [line.account.player])));
    await invalidateAfterCommit(tx, [...players].map(cacheKeys.balance));
  }
  return posted;
}

async function postLines(tx: Tx, { cmd, hash, meta }: PreparedCommand): Promise<PostedEntry> {
  // Fast path for retries: answer from the journal without taking any lock.
  const earlier = await findPosted(tx, cmd.idempotencyKey, hash);
  if (earlier) return earlier;

  // In a houseLast transaction (./house-last.ts) the house lines are queued and posted just before its commit.
  const houseLater = postsHouseLast(tx);
  const ids = await resolveAccountIds(
    tx,
    cmd.lines.map((line) => line.account),
  );
  const lines = houseLater ? cmd.lines.filter((line) => !isHouseRef(line.account)) : cmd.lines;
  const locked = await lockResolved(tx, new Map(lines.map((line) => [accountRefKey(line.account), ids.get(accountRefKey(line.account))!])));
  const accountOf = (ref: AccountRef) => locked.get(accountRefKey(ref))!;
  const currencies = new Set([...locked.values()].map((account) => account.currency));
  if (currencies.size > 1) throw new InvalidEntryError(`an entry cannot mix currencies (${[...currencies].join(', ')})`);

  for (const line of lines) {
    const account = accountOf(line.account);
    if (account.isPlayer && account.balance + line.amount < 0n) {
      // A concurrent twin of this command may have committed while we waited for the locks and spent
      // the money itself: then this is a replay, not an overdraft.
      const twin = await findPosted(tx, cmd.idempotencyKey, hash);
      if (twin) return twin;
      throw new InsufficientFundsError(line.account, account.balance, -line.amount);
    }
  }

  // One statement claims the key and, only if the claim succeeded, moves the balances and writes the
  // lines: the hot house rows stay locked for one round trip plus the commit. If a concurrent
  // transaction holds the key, PostgreSQL waits for it to finish and then claims nothing, so exactly
  // one of any number of racing twins writes the entry. Text casts keep both drivers from turning
  // int8 into lossy numbers.
  const posted = lines.length === 0 ? await claimOnly(tx, cmd, hash, meta) : await claimAndMove(tx, cmd, hash, meta, lines, accountOf);
  if (posted.length === 0) {
    const twin = await findPosted(tx, cmd.idempotencyKey, hash);
    if (!twin) throw new Error(`idempotency key "${cmd.idempotencyKey}" is taken but its entry is not visible`);
    return twin;
  }
  const entryId = posted[0].entry_id;
  if (houseLater) {
    for (const line of cmd.lines) {
      if (isHouseRef(line.account)) houseLineLater(tx, { entryId, accountId: ids.get(accountRefKey(line.account))!, amount: line.amount });
    }
  }
  return {
    entryId,
    replayed: false,
    createdAt: new Date(Number(posted[0].created_ms)),
    balances: posted.filter((row) => row.ord !== null).map((row) => ({ account: lines[Number(row.ord)].account, balance: BigInt(row.balance!) })),
  };
}

type ClaimRow = { entry_id: string; created_ms: string; ord: number | null; balance: string | null };

/** An entry all of whose lines wait for the commit (house lines in a houseLast transaction): the key's claim alone. */
async function claimOnly(tx: Tx, cmd: PostEntryCommand, hash: string, meta: Record<string, unknown>): Promise<ClaimRow[]> {
  return queryRows<ClaimRow>(
    tx,
    sql`
    insert into ${journalEntries} (idempotency_key, request_hash, kind, player_id, meta)
    values (${cmd.idempotencyKey}, ${hash}, ${cmd.kind}, ${cmd.playerId ?? null}::uuid, ${JSON.stringify(meta)}::jsonb)
    on conflict (idempotency_key) do nothing
    returning id::text as entry_id, ${createdMs(sql`created_at`)} as created_ms, null::int as ord, null::text as balance`,
  );
}

async function claimAndMove(
  tx: Tx,
  cmd: PostEntryCommand,
  hash: string,
  meta: Record<string, unknown>,
  lines: PostEntryLine[],
  accountOf: (ref: AccountRef) => { id: number },
): Promise<ClaimRow[]> {
  const deltas = sql.join(
    lines.map((line, i) => sql`(${i}::int, ${accountOf(line.account).id}::bigint, ${line.amount.toString()}::bigint)`),
    sql`, `,
  );
  return queryRows<ClaimRow>(
    tx,
    sql`
    with claim as (
      insert into ${journalEntries} (idempotency_key, request_hash, kind, player_id, meta)
      values (${cmd.idempotencyKey}, ${hash}, ${cmd.kind}, ${cmd.playerId ?? null}::uuid, ${JSON.stringify(meta)}::jsonb)
      on conflict (idempotency_key) do nothing
      returning id, created_at
    ),
    v (ord, account_id, delta) as (values ${deltas}),
    moved as (
      update ${ledgerAccounts} as a set balance = a.balance + v.delta
      from v, claim
      where a.id = v.account_id
      returning a.id, a.balance
    ),
    written as (
      insert into ${journalLines} (entry_id, account_id, amount, balance_after)
      select claim.id, v.account_id, v.delta, moved.balance
      from claim, v join moved on moved.id = v.account_id
      order by v.ord
      returning id
    )
    select claim.id::text as entry_id, ${createdMs(sql`claim.created_at`)} as created_ms, v.ord, moved.balance::text as balance
    from claim, v join moved on moved.id = v.account_id
    order by v.ord`,
  );
}

/** Milliseconds since the epoch as text: the same Date for a first result and its replays, on both drivers. */
function createdMs(column: SQL): SQL {
  return sql`floor(extract(epoch from ${column}) * 1000)::bigint::text`;
}

/**
 * The first result of an already posted key, rebuilt from its lines' balance_after; refuses a key
 * reused with a different body.
 */
async function findPosted(tx: Tx, idempotencyKey: string, hash: string): Promise<PostedEntry | null> {
  const [entry] = await tx
    .select({ id: journalEntries.id, requestHash: journalEntries.requestHash, createdMs: sql<string>`${createdMs(sql`${journalEntries.createdAt}`)}` })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, idempotencyKey));
  if (!entry) return null;
  if (entry.requestHash !== hash) throw new IdempotencyConflictError(idempotencyKey, entry.id);
  const lines = await tx
    .select({
      code: ledgerAccounts.code,
      playerId: ledgerAccounts.playerId,
      kind: ledgerAccounts.kind,
      balanceAfter: journalLines.balanceAfter,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(journalLines.entryId, entry.id))
    .orderBy(asc(journalLines.id));
  return {
    entryId: entry.id,
    replayed: true,
    createdAt: new Date(Number(entry.createdMs)),
    balances: lines.map((line) => ({ account: accountRefOf(line), balance: line.balanceAfter })),
  };
}
