// Operator writes sent with an Idempotency-Key answer a repeat with the first answer and change nothing
// again. The back office sends a fresh key with every write and resends it after a 502/503 or a reset
// (common/contract/client.ts), and the balancer resends keyed requests to another instance when the one
// it chose stopped (scripts/cluster.mjs): so a double click, a retry or a rolling restart never sends a
// message twice or proposes an adjustment twice.
//
// The first request claims the key (a row without a status) before its handler runs and stores its
// answer once sent. A repeat that finds a claim waits for the answer (the first may run on another
// instance); a claim whose answer never came (its instance died mid-call) is not run again, since its
// effect may or may not have committed: the repeat is refused and the operator checks the audit log.
// A 5xx answer is not kept: nothing was done, so the key is free for another try.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { operatorReplays } from '../db/schema/operators';
import { ApiError } from '../lib/api-error';

/** How long a repeat waits for the first attempt's answer before it is refused as unknown. */
export const REPLAY_WAIT_MS = 10_000;
const POLL_MS = 100;
/** Kept this long, then pruned (a retry or a resend comes within seconds; a day covers a reopened tab). */
export const REPLAY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The contract's IdempotencyKey parameter (openapi.yaml), checked here too for callers outside the router. */
const KEY = /^[A-Za-z0-9._:-]{8,128}$/;

export interface ReplayRequest {
  operatorId: string;
  key: string;
  method: string;
  url: string;
  body: unknown;
}

export type ReplayOutcome = { kind: 'claimed' } | { kind: 'answered'; status: number; body: string };

export function replayRequestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${url}\n${body === undefined || body === null ? '' : JSON.stringify(body)}`)
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the request's key, or finds the first answer under it. Throws 400 for a malformed key, 409 when
 * the key was used for another request or the first attempt's outcome is unknown.
 */
export async function claimReplay(db: Db, request: ReplayRequest, waitMs = REPLAY_WAIT_MS): Promise<ReplayOutcome> {
  if (!KEY.test(request.key)) throw new ApiError(400, 'ops.replay.keyInvalid');
  const requestHash = replayRequestHash(request.method, request.url, request.body);
  const claimed = await db
    .insert(operatorReplays)
    .values({ operatorId: request.operatorId, key: request.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: operatorReplays.key });
  if (claimed.length > 0) return { kind: 'claimed' };
  const until = Date.now() + waitMs;
  for (;;) {
    const [row] = await db
      .select({ requestHash: operatorReplays.requestHash, status: operatorReplays.status, body: operatorReplays.body })
      .from(operatorReplays)
      .where(and(eq(operatorReplays.operatorId, request.operatorId), eq(operatorReplays.key, request.key)));
    // The first attempt failed with a 5xx and let the key go in the meantime: claim it anew.
    if (!row) return claimReplay(db, request, Math.max(0, until - Date.now()));
    if (row.requestHash !== requestHash) throw new ApiError(409, 'ops.replay.mismatch');
    if (row.status !== null && row.body !== null) return { kind: 'answered', status: row.status, body: row.body };
    if (Date.now() >= until) throw new ApiError(409, 'ops.replay.unknown');
    await sleep(POLL_MS);
  }
}

/** Stores the answer of a claimed request; a server error releases the key instead. */
export async function settleReplay(db: Db, operatorId: string, key: string, status: number, body: string): Promise<void> {
  const where = and(eq(operatorReplays.operatorId, operatorId), eq(operatorReplays.key, key));
  if (status >= 500) await db.delete(operatorReplays).where(where);
  else await db.update(operatorReplays).set({ status, body }).where(where);
}

/** Deletes what is past retention; returns how many rows went. */
export async function pruneReplays(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(operatorReplays)
    .where(lt(operatorReplays.createdAt, sql`${new Date(now.getTime() - REPLAY_RETENTION_MS).toISOString()}::timestamptz`))
    .returning({ key: operatorReplays.key });
  return gone.length;
}
