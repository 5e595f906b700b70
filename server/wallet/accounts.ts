// Ledger accounts: opening a player's accounts, finding and locking the accounts an entry touches,
// and reading a player's balances.
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import {
  HOUSE_ACCOUNT_CODES,
  PLAYER_ACCOUNT_KINDS,
  ledgerAccounts,
  type HouseAccountCode,
  type PlayerAccountKind,
} from '../db/schema/wallet';
import { cacheKeys, type KnownGenerations, readCacheOf } from '../db/read-cache';
import { accountRefKey, accountRefOf, isHouseRef, type AccountRef } from './account-ref';
import { UnknownAccountError } from './errors';

export interface PlayerBalance {
  cash: bigint;
  bonus: bigint;
  hold: bigint;
}

export interface LockedAccount {
  id: number;
  ref: AccountRef;
  isPlayer: boolean;
  currency: string;
  balance: bigint;
}

/** Opens the cash, bonus and hold accounts of a player; safe to call again (nothing changes then). */
export async function openPlayerAccounts(q: Queryable, playerId: string): Promise<void> {
  await q
    .insert(ledgerAccounts)
    .values(PLAYER_ACCOUNT_KINDS.map((kind) => ({ playerId, kind })))
    .onConflictDoNothing({ target: [ledgerAccounts.playerId, ledgerAccounts.kind] });
}

/** Creates every house account the ledger knows that does not exist yet (for seeds; posting does it lazily). */
export async function ensureHouseAccounts(q: Queryable, codes: readonly HouseAccountCode[] = HOUSE_ACCOUNT_CODES) {
  if (codes.length === 0) return;
  await q
    .insert(ledgerAccounts)
    .values(codes.map((code) => ({ code, kind: 'house' })))
    .onConflictDoNothing({ target: ledgerAccounts.code });
}

/**
 * A player's balances in kuruş; a player whose accounts were never opened holds nothing. On the handle
 * itself (not in a transaction) the answer comes from the process cache while no entry touched the player
 * since it was read (server/db/read-cache.ts; every posting bumps the player's key after its commit).
 * `known`: the generations the request read ahead with its session (AuthenticatedPlayer.generations).
 */
export async function getPlayerBalance(q: Queryable, playerId: string, known?: KnownGenerations): Promise<PlayerBalance> {
  const cache = readCacheOf(q);
  if (!cache) return readPlayerBalance(q, playerId);
  const key = cacheKeys.balance(playerId);
  const balance = (await cache.get(key, key, () => readPlayerBalance(q, playerId), known)) as PlayerBalance;
  // A copy: callers may change what they were given.
  return { ...balance };
}

async function readPlayerBalance(q: Queryable, playerId: string): Promise<PlayerBalance> {
  const rows = await q
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, playerId));
  const balance: PlayerBalance = { cash: 0n, bonus: 0n, hold: 0n };
  for (const row of rows) balance[row.kind as PlayerAccountKind] = row.balance;
  return balance;
}

function refsCondition(refs: readonly AccountRef[]): SQL {
  const codes: string[] = [];
  const kindsByPlayer = new Map<string, PlayerAccountKind[]>();
  for (const ref of refs) {
    if (isHouseRef(ref)) codes.push(ref.house);
    else kindsByPlayer.set(ref.player, [...(kindsByPlayer.get(ref.player) ?? []), ref.kind]);
  }
  const parts: SQL[] = [];
  if (codes.length > 0) parts.push(inArray(ledgerAccounts.code, codes));
  for (const [player, kinds] of kindsByPlayer) {
    parts.push(and(eq(ledgerAccounts.playerId, player), inArray(ledgerAccounts.kind, kinds)) as SQL);
  }
  return or(...parts) as SQL;
}

/**
 * Maps references to account ids without locking, creating missing house accounts first. This runs
 * before any row lock is taken: creating an account may wait for a concurrent creator, and waiting
 * while holding locks is how deadlocks start.
 */
export async function resolveAccountIds(tx: Tx, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  const find = async () => {
    const rows = await tx
      .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, playerId: ledgerAccounts.playerId, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(refsCondition(refs));
    return new Map(rows.map((row) => [accountRefKey(accountRefOf(row)), row.id]));
  };
  let ids = await find();
  const missing = refs.filter((ref) => !ids.has(accountRefKey(ref)));
  const missingHouse = missing.filter(isHouseRef).map((ref) => ref.house);
  const unknown =
    missing.find((ref) => !isHouseRef(ref)) ?? missing.find((ref) => isHouseRef(ref) && !HOUSE_ACCOUNT_CODES.includes(ref.house));
  if (unknown) throw new UnknownAccountError(unknown);
  if (missingHouse.length > 0) {
    await ensureHouseAccounts(tx, missingHouse);
    ids = await find();
  }
  return ids;
}

/**
 * Locks the accounts of an entry with SELECT ... FOR UPDATE in ascending id order and returns their
 * current balances. Every writer locks in the same order, so two entries touching the same accounts
 * queue behind each other instead of deadlocking.
 */
export async function lockAccounts(tx: Tx, refs: readonly AccountRef[]): Promise<Map<string, LockedAccount>> {
  return lockResolved(tx, await resolveAccountIds(tx, refs));
}

/** lockAccounts for accounts already resolved (resolveAccountIds): the ids' rows, locked in ascending id order. */
export async function lockResolved(tx: Tx, ids: ReadonlyMap<string, number>): Promise<Map<string, LockedAccount>> {
  if (ids.size === 0) return new Map();
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      code: ledgerAccounts.code,
      playerId: ledgerAccounts.playerId,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...ids.values()]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const locked = new Map<string, LockedAccount>();
  for (const row of rows) {
    const ref = accountRefOf(row);
    locked.set(accountRefKey(ref), { id: row.id, ref, isPlayer: row.playerId !== null, currency: row.currency, balance: row.balance });
  }
  return locked;
}
