// Posting a journal entry: the one way money moves. Balances, lines and the entry are written in one
// transaction under row locks, and the idempotency key makes a retried command a harmless replay. The
// command is checked here; the database does the rest in one statement (ledger_post, ./post-entry-sql.ts:
// the key's earlier entry, the accounts, their locks in id order, the overdraft check, the claim with the
// balances and the lines), so every money path (payments, bonuses, sports, the studio's bonus players) pays
// one round trip per entry.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { cacheKeys, invalidateAfterCommit } from '../db/read-cache';
import { HOUSE_ACCOUNT_CODES, PLAYER_ACCOUNT_KINDS, type HouseAccountCode } from '../db/schema/wallet';
import { accountRefKey, accountRefOf, isHouseRef, type AccountRef } from './account-ref';
import { ensureHouseAccounts } from './accounts';
import { houseLineLater, postsHouseLast } from './house-last';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  InvalidEntryError,
  UnbalancedEntryError,
  UnknownAccountError,
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
  // In a houseLast transaction (./house-last.ts) the house lines are queued and posted just before its commit.
  const houseLater = postsHouseLast(tx);
  const lines = JSON.stringify(
    cmd.lines.map((line) =>
      isHouseRef(line.account)
        ? { code: line.account.house, amount: line.amount.toString(), later: houseLater }
        : { player: line.account.player, kind: line.account.kind, amount: line.amount.toString() },
    ),
  );
  // One round trip (./post-entry-sql.ts); a second only the first time an entry names a house account
  // that has never been used.
  for (let attempt = 0; ; attempt += 1) {
    // Both drivers parse jsonb into objects.
    const [{ answer }] = await queryRows<{ answer: LedgerPostAnswer }>(
      tx,
      sql`select ledger_post(${cmd.idempotencyKey}, ${hash}, ${cmd.kind}, ${cmd.playerId ?? null}::uuid, ${JSON.stringify(meta)}::jsonb, ${lines}::jsonb) as answer`,
    );
    switch (answer.outcome) {
      case 'replay':
        return {
          entryId: answer.entryId,
          replayed: true,
          createdAt: new Date(Number(answer.createdMs)),
          balances: answer.lines.map((line) => ({
            account: accountRefOf({ code: line.code, playerId: line.player, kind: line.kind }),
            balance: BigInt(line.balance),
          })),
        };
      case 'conflict':
        throw new IdempotencyConflictError(cmd.idempotencyKey, answer.entryId);
      case 'unknown':
        throw new UnknownAccountError(cmd.lines[answer.index].account);
      case 'missing-house': {
        const codes = answer.codes as HouseAccountCode[];
        const unknown = codes.find((code) => !HOUSE_ACCOUNT_CODES.includes(code));
        if (unknown) throw new UnknownAccountError({ house: unknown });
        if (attempt > 0) throw new Error(`house accounts ${codes.join(', ')} are still missing after creating them`);
        await ensureHouseAccounts(tx, codes);
        continue;
      }
      case 'currency':
        throw new InvalidEntryError(`an entry cannot mix currencies (${answer.currencies})`);
      case 'insufficient': {
        const line = cmd.lines[answer.index];
        throw new InsufficientFundsError(line.account, BigInt(answer.balance), -line.amount);
      }
      case 'posted': {
        if (houseLater) {
          cmd.lines.forEach((line, i) => {
            if (isHouseRef(line.account)) houseLineLater(tx, { entryId: answer.entryId, accountId: Number(answer.ids[i]), amount: line.amount });
          });
        }
        return {
          entryId: answer.entryId,
          replayed: false,
          createdAt: new Date(Number(answer.createdMs)),
          balances: answer.balances.map((b) => ({ account: cmd.lines[b.ord].account, balance: BigInt(b.balance) })),
        };
      }
    }
  }
}

type LedgerPostAnswer =
  | { outcome: 'replay'; entryId: string; createdMs: string; lines: Array<{ code: string | null; player: string | null; kind: string; balance: string }> }
  | { outcome: 'conflict'; entryId: string }
  | { outcome: 'unknown'; index: number }
  | { outcome: 'missing-house'; codes: string[] }
  | { outcome: 'currency'; currencies: string }
  | { outcome: 'insufficient'; index: number; balance: string }
  | { outcome: 'posted'; entryId: string; createdMs: string; balances: Array<{ ord: number; balance: string }>; ids: Array<number | string> };
