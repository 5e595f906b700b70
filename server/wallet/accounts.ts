// Ledger accounts: opening a player's accounts, creating house accounts and reading a player's balances.
// An entry finds and locks its accounts in the database (ledger_post, ./post-entry-sql.ts).
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  HOUSE_ACCOUNT_CODES,
  PLAYER_ACCOUNT_KINDS,
  ledgerAccounts,
  type HouseAccountCode,
  type PlayerAccountKind,
} from '../db/schema/wallet';
import { cacheKeys, type KnownGenerations, readCacheOf } from '../db/read-cache';

export interface PlayerBalance {
  cash: bigint;
  bonus: bigint;
  hold: bigint;
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
