// Sends the game wallet's one-round-trip calls (./game-call-sql.ts) to the database: one call per
// statement, or, with group commit on for a database, the calls that arrive while earlier ones are in
// flight gathered into one wallet_game_calls statement (one transaction, one commit for all of them),
// as TigerBeetle batches its transfers. A batch that fails as a whole (a unique violation of one call,
// a dropped connection) is retried call by call: nothing of it was written, or its calls replay.
import type { Db } from '../db/client';
import { queryPrepared } from '../db/prepared';

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
}

const ONE = 'select wallet_game_call($1, $2, $3, $4, $5, $6::bigint, $7, $8) as answer';
const MANY = 'select wallet_game_calls($1::jsonb) as answers';

async function callOne<T>(db: Db, a: GameCallArgs): Promise<T> {
  const [row] = await queryPrepared<{ answer: T }>(db, 'wallet_game_call', ONE, [a.kind, a.player, a.txId, a.roundId, a.gameCode, a.amount, a.originalTxId, a.hash]);
  return row.answer;
}

interface Waiting {
  args: GameCallArgs;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions {
  /** Batches in flight at once (each holds a pooled connection). */
  inFlight: number;
  /** The most calls one batch carries. */
  maxBatch: number;
}

class Batcher {
  private readonly queue: Waiting[] = [];
  private running = 0;
  constructor(
    private readonly db: Db,
    private readonly options: GroupCommitOptions,
  ) {}

  call<T>(args: GameCallArgs): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ args, resolve: resolve as (answer: unknown) => void, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.inFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.running += 1;
      void this.send(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  private async send(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      await callOne(this.db, batch[0].args).then(batch[0].resolve, batch[0].reject);
      return;
    }
    let answers: unknown[];
    try {
      const [row] = await queryPrepared<{ answers: unknown[] }>(this.db, 'wallet_game_calls', MANY, [JSON.stringify(batch.map((w) => w.args))]);
      answers = row.answers;
    } catch {
      await Promise.all(batch.map((w) => callOne(this.db, w.args).then(w.resolve, w.reject)));
      return;
    }
    batch.forEach((w, i) => w.resolve(answers[i]));
  }
}

const batchers = new WeakMap<Db, Batcher>();

/** Turns group commit on for this database (or off with false). Off by default: see docs/performance.md. */
export function setGroupCommit(db: Db, options: GroupCommitOptions | false): void {
  if (options) batchers.set(db, new Batcher(db, options));
  else batchers.delete(db);
}

/** Runs one call, through the database's batcher when group commit is on. */
export function gameCall<T>(db: Db, args: GameCallArgs): Promise<T> {
  const batcher = batchers.get(db);
  return batcher ? batcher.call<T>(args) : callOne<T>(db, args);
}
