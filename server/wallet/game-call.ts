// Sends the game wallet's one-round-trip calls (./game-call-sql.ts) to the database as a named prepared
// statement. Group commit (gathering the calls that arrive while others are in flight into one
// transaction) was built and measured here and did not pay: docs/performance.md has the figures, and
// git history the code (commit "Experiment: group commit ...").
import type { Db } from '../db/client';
import { queryPrepared } from '../db/prepared';
import { cacheKeys, invalidateAfterCommit } from '../db/read-cache';

export interface GameCallArgs {
  kind: string;
  player: string;
  txId: string;
  roundId: string | null;
  gameCode: string | null;
  /** Kuruş as decimal text. */
  amount: string | null;
  originalTxId: string | null;
  hash: string;
  /** The call's clock as ISO text (the row's created_at); null: the database's now(). */
  now: string | null;
  /** Inside a houseLast transaction (./house-last.ts): the house line is left for the caller to queue. */
  houseLater: boolean;
}

const ONE = 'select wallet_game_call($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9::timestamptz, $10::boolean) as answer';

/** Runs one call: one statement, one round trip, its own transaction (or the caller's, when db is one). */
export async function gameCall<T>(db: Db, a: GameCallArgs): Promise<T> {
  const [row] = await queryPrepared<{ answer: T }>(db, 'wallet_game_call', ONE, [a.kind, a.player, a.txId, a.roundId, a.gameCode, a.amount, a.originalTxId, a.hash, a.now, a.houseLater]);
  // The statement was its own transaction and has committed: the player's cached balance goes now,
  // before the caller answers (inside a caller's transaction: after its commit). (A replay or a refusal
  // moved nothing; bumping anyway costs one miss.)
  await invalidateAfterCommit(db, [cacheKeys.balance(a.player)]);
  return row.answer;
}
