// Each player's provably fair seed pair (one active pair across the studio's games, like the big crypto
// casinos do): the server seed is stored and only its SHA-256 shown until the player rotates the pair,
// which reveals it and commits a new one. Nonces are taken under the pair's row lock, in the same
// transaction that records the round's outcome, so a nonce is never used twice.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { studioRounds, studioSeedPairs } from '../db/schema/studio';
import { createSeedPair, rotateSeeds, type RevealedSeedPair, type SeedPair } from './engine';
import { StudioError } from './errors';

export type SeedPairRow = typeof studioSeedPairs.$inferSelect;

export function pairOf(row: SeedPairRow): SeedPair {
  return { serverSeed: row.serverSeed, serverSeedHash: row.serverSeedHash, clientSeed: row.clientSeed, nonce: row.nonce };
}

async function findActive(q: Queryable, playerId: string, lock: boolean): Promise<SeedPairRow | undefined> {
  const query = q
    .select()
    .from(studioSeedPairs)
    .where(and(eq(studioSeedPairs.playerId, playerId), isNull(studioSeedPairs.revealedAt)));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/**
 * The player's active pair, created (committed) on first use; locked for update when asked.
 *
 * Locking first takes a transaction-scoped advisory lock per player, so every transaction that will use or
 * retire the pair (a round, a rotation) queues on it. Without it, a transaction waiting on the pair's row
 * lock while another rotated it found no active row when the lock was released (READ COMMITTED re-checks
 * `revealed_at is null` on the new row version), and its own insert lost to the rotation's new pair, which
 * a third rotation could retire in turn: "no seed pair", a 500, under parallel rotations on PostgreSQL.
 * Order: the round's row (when any), this lock, the pair's row, then the ledger's; nothing goes the other way.
 * (A play (rounds.ts playRound) takes its stake before its draw, so it holds the player's wallet lock and cash
 * row when it takes this lock: nothing that holds this lock or a pair row waits for either of those.)
 */
export async function activeSeedPair(q: Queryable, playerId: string, lock = false): Promise<SeedPairRow> {
  if (lock) await q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`studio-seeds:${playerId}`}, 0))`);
  const found = await findActive(q, playerId, lock);
  if (found) return found;
  const fresh = createSeedPair();
  // The partial unique index lets one of two racing first calls create the pair; the other reads it.
  await q
    .insert(studioSeedPairs)
    .values({ playerId, serverSeed: fresh.serverSeed, serverSeedHash: fresh.serverSeedHash, clientSeed: fresh.clientSeed, nonce: 0 })
    .onConflictDoNothing();
  const created = await findActive(q, playerId, lock);
  if (!created) throw new Error(`player ${playerId} has no seed pair`);
  return created;
}

export interface RotationResult {
  revealed: RevealedSeedPair;
  next: SeedPairRow;
}

/**
 * Reveals the active pair and commits a new one (with the given client seed, or the old one). Refused while
 * a round that needs the pair's secret is still open (a blackjack hand in play): revealing the server seed
 * would reveal the rest of the shoe.
 */
export async function rotatePlayerSeeds(db: Db, playerId: string, clientSeed?: string, now: Date = new Date()): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const current = await activeSeedPair(tx, playerId, true);
    const [open] = await tx
      .select({ id: studioRounds.id })
      .from(studioRounds)
      .where(and(eq(studioRounds.seedPairId, current.id), eq(studioRounds.status, 'open')))
      .limit(1);
    if (open) throw new StudioError(409, 'studio.seeds.inPlay');
    const { revealed, next } = rotateSeeds(pairOf(current), { clientSeed });
    await tx.update(studioSeedPairs).set({ revealedAt: now }).where(eq(studioSeedPairs.id, current.id));
    const [row] = await tx
      .insert(studioSeedPairs)
      .values({ playerId, serverSeed: next.serverSeed, serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: 0, createdAt: now })
      .returning();
    return { revealed, next: row! };
  });
}
