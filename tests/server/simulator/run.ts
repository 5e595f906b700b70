// One simulation: the plan's first `ops` requests of `seed`, batch by batch, through the real services,
// each batch judged by the oracle (./model.ts) and checked against the database (./checks.ts). Stops at
// the first batch with a problem and says which request prefix shows it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { Checker, isTransport } from './checks';
import { createWorld, prepareBatch, send } from './driver';
import { overHttp, startHttpDriver } from './http-driver';
import { Model, type Answer, type Outcome } from './model';
import { planBatches, playersOf, sportsOdds, touchesAll, type Batch, type Request } from './plan';

export interface RunOptions {
  db: Db;
  seed: number;
  ops: number;
  players: number;
  concurrency: number;
  /** A full audit after every this many batches (and always at the end). */
  auditEvery: number;
  /** Ends the database's other connections (PostgreSQL): the batches the plan marks run through it. */
  dropConnections?: () => Promise<void>;
  /** Called about every `progressMs` with the figures so far. */
  onProgress?: (stats: RunStats) => void;
  progressMs?: number;
  /**
   * Payments over HTTP to real server processes on this PostgreSQL database: one killed every `killEvery`
   * requests; with `redisLossEvery`, `instances` of them share a Redis that is killed mid-batch every that
   * many requests and comes back empty `REDIS_DOWN_BATCHES` batches later.
   */
  server?: { databaseUrl: string; killEvery: number; instances?: number; redisLossEvery?: number };
  /** Stop sending at this moment (ms since the epoch) and close with the full audit: a run bounded in time. */
  deadline?: number;
}

export interface RunStats {
  ops: number;
  batches: number;
  /** Per-batch checks passed. */
  checks: number;
  audits: number;
  drops: number;
  /** kill -9 of the server process (with --kills). */
  kills: number;
  /** kill -9 of the instances' Redis (with --redis-losses); the batches run on while it is down. */
  redisLosses: number;
  /** Payment requests answered (without a 5xx) while Redis was gone. */
  answeredWithoutRedis: number;
  /** Attempts cut off by a dropped connection and sent again. */
  retries: number;
  clockJumps: number;
  elapsedMs: number;
  /** How requests ended: "bet done", "bet refused game:INSUFFICIENT_FUNDS", ... */
  outcomes: Record<string, number>;
  /** Jackpot wins the studio spins' answers reported (each checked against its row and entry). */
  jackpotWins: number;
}

export interface RunFailure {
  batch: number;
  /** The shortest prefix known to show it: up to the end of the failing batch. */
  prefix: number;
  problems: string[];
}

export interface RunResult {
  stats: RunStats;
  failure?: RunFailure;
}

/**
 * Batches between two VACUUM (ANALYZE) runs of the scratch database. This machine's PostgreSQL runs with
 * autovacuum off, and PGlite has no autovacuum: without it the dead rows of the tables every request
 * updates grew to five times the live ones in the million-request run (payment transactions 70,886 dead
 * beside 14,412 live at 480,000 requests), no table had ever been analysed, and the rate had fallen from
 * about 190 to 50 requests/s; one VACUUM (ANALYZE) by hand brought it back to 136-157. A production
 * database vacuums itself; the run does what it would.
 */
export const VACUUM_EVERY = 1_000;

export async function vacuum(db: Db): Promise<void> {
  try {
    await db.execute(sql`vacuum (analyze)`);
  } catch (error) {
    // A connection dropped by the run's own faults: the next round vacuums.
    if (!isTransport(error)) throw error;
  }
}

/** The plan's batches holding its first `ops` requests (the last one cut short). */
export function* prefixOf(seed: number, ops: number, players: number, concurrency: number): Generator<Batch> {
  if (ops <= 0) return;
  for (const batch of planBatches({ seed, players, concurrency })) {
    const requests = batch.requests.filter((r) => r.index < ops);
    if (requests.length > 0) yield { ...batch, requests };
    if (requests.length < batch.requests.length || requests.at(-1)!.index === ops - 1) return;
  }
}

const describe = (request: Request, outcome: Outcome) =>
  `${request.op.kind} ${'skipped' in outcome ? 'skipped' : outcome.ok ? (outcome.replayed ? 'replayed' : 'done') : `refused ${outcome.refusal}`}`;

/** How many batches a lost Redis stays away: long enough for every instance to notice and go on without it. */
export const REDIS_DOWN_BATCHES = 40;

export async function runSimulation(options: RunOptions): Promise<RunResult> {
  const { db, seed, ops, players, concurrency } = options;
  const started = Date.now();
  const world = await createWorld(db, players);
  const redisLossEvery = options.server?.redisLossEvery ?? 0;
  const http = options.server
    ? await startHttpDriver(world, options.server.databaseUrl, { instances: options.server.instances, redis: redisLossEvery > 0 })
    : null;
  const sendOne = http ? http.send : (request: Request, now: Date) => send(world, request, now);
  let nextKill = options.server?.killEvery || Infinity;
  let nextRedisLoss = redisLossEvery || Infinity;
  /** Batches left before the lost Redis comes back (0: it is up). */
  let redisDownFor = 0;
  const model = new Model(players);
  model.offeredOdds = sportsOdds;
  const checker = new Checker(db, world.playerIds);
  const stats: RunStats = { ops: 0, batches: 0, checks: 0, audits: 0, drops: 0, kills: 0, redisLosses: 0, answeredWithoutRedis: 0, retries: 0, clockJumps: 0, elapsedMs: 0, outcomes: {}, jackpotWins: 0 };
  let lastProgress = started;
  const progress = () => {
    stats.elapsedMs = Date.now() - started;
    options.onProgress?.(stats);
    lastProgress = Date.now();
  };

  let audited = false;
  try {
  for (const batch of prefixOf(seed, ops, players, concurrency)) {
    if (options.deadline !== undefined && Date.now() > options.deadline) break;
    const now = new Date(batch.now);
    for (let tries = 0; ; tries++) {
      try {
        await prepareBatch(world, batch.requests);
        break;
      } catch (err) {
        // A pooled connection the last fault ended: the feed's messages are idempotent, send them again.
        if (!isTransport(err) || tries >= 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    if (redisDownFor > 0 && --redisDownFor === 0) await http!.restoreRedis();
    let dropped = false;
    const killNow = http !== null && batch.requests.at(-1)!.index >= nextKill;
    if (killNow) nextKill += options.server!.killEvery;
    // Redis is not where money lives: losing it is not a fault the requests may fail on (no `dropped`).
    const loseRedisNow = http !== null && redisDownFor === 0 && batch.requests.at(-1)!.index >= nextRedisLoss;
    if (loseRedisNow) {
      nextRedisLoss += redisLossEvery;
      redisDownFor = REDIS_DOWN_BATCHES;
      stats.redisLosses++;
    }
    const redisLoss = loseRedisNow ? (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1 + (batch.no % 5)));
      await http!.loseRedis();
    })() : null;
    const drop =
      killNow || (batch.dropConnections && options.dropConnections)
        ? (async () => {
            // Mid-batch: some requests are in their transactions when their connection (or process) goes.
            await new Promise((resolve) => setTimeout(resolve, 1 + (batch.no % 7)));
            dropped = true;
            if (killNow) {
              stats.kills++;
              await http!.killAndRestart();
            } else {
              stats.drops++;
              await options.dropConnections!();
            }
          })()
        : null;
    const attempt = async (request: Request): Promise<Answer> => {
      let retried = false;
      // A request over HTTP runs on the server's clock: from before its first attempt to its answer.
      const sentAt = Date.now();
      const wall = (): [number, number] | undefined => (http && overHttp(request.op) ? [sentAt, Date.now()] : undefined);
      for (let tries = 0; ; tries++) {
        try {
          const outcome = await sendOne(request, now);
          return { request, outcome, retried, wall: wall() };
        } catch (err) {
          if (!(dropped && isTransport(err)) || tries > 100) {
            return { request, outcome: { ok: false, refusal: `unexpected error: ${err instanceof Error ? err.stack : String(err)}` }, retried, wall: wall() };
          }
          retried = true;
          stats.retries++;
          // The same request again once the fault is over (the server is back, the pool reconnected).
          await drop;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    };
    const answers = await Promise.all(batch.requests.map(attempt));
    if (drop) await drop;
    if (redisLoss) await redisLoss;
    if (batch.clockJump) stats.clockJumps++;

    const groups = new Map<number, Answer[]>();
    for (const answer of answers) groups.set(answer.request.group, [...(groups.get(answer.request.group) ?? []), answer]);
    const problems: string[] = [];
    const touched = new Set<number>();
    for (const group of groups.values()) {
      // Later requests name a group by its first request, whichever of its twins the server answered.
      const answered = group.find((a) => 'ok' in a.outcome && a.outcome.ok);
      const first = group[0].request.index;
      if (answered && answered.request.index !== first) {
        const id = world.ids.get(answered.request.index);
        const card = world.cards.get(answered.request.index);
        if (id !== undefined) world.ids.set(first, id);
        if (card) world.cards.set(first, card);
      }
      problems.push(...model.judge(group, batch.now));
      for (const { request, outcome } of group) {
        const key = describe(request, outcome);
        stats.outcomes[key] = (stats.outcomes[key] ?? 0) + 1;
        for (const p of playersOf(request.op)) touched.add(p);
      }
      if (touchesAll(group[0].request.op)) for (let p = 0; p < players; p++) touched.add(p);
    }
    problems.push(...(await checker.afterBatch(model, touched)));
    stats.jackpotWins = model.jackpotWins;
    if (http) stats.answeredWithoutRedis = http.answeredWithoutRedis;
    stats.ops += batch.requests.length;
    stats.batches++;
    if (problems.length === 0) stats.checks++;
    const last = batch.requests.at(-1)!.index;
    if (stats.batches % VACUUM_EVERY === 0) await vacuum(db);
    audited = stats.batches % options.auditEvery === 0 || last === ops - 1;
    if (problems.length === 0 && audited) {
      problems.push(...(await checker.fullAudit(model)));
      if (problems.length === 0) stats.audits++;
    }
    if (problems.length > 0) {
      progress();
      return { stats, failure: { batch: batch.no, prefix: last + 1, problems } };
    }
    if (Date.now() - lastProgress >= (options.progressMs ?? 2_000)) progress();
  }
  } finally {
    await http?.close();
  }
  if (!audited) {
    // Stopped by the deadline: the run ends with the same full audit as a complete one.
    const problems = await checker.fullAudit(model);
    if (problems.length > 0) {
      progress();
      return { stats, failure: { batch: stats.batches, prefix: stats.ops, problems } };
    }
    stats.audits++;
  }
  progress();
  return { stats };
}

/**
 * How many pool clients are checked out now, when nothing should be: a connection lost between the
 * pool's checkout and BEGIN used to be kept for good (drizzle-orm's transaction sent BEGIN outside its
 * try); the pool now hands such a client back after a grace (server/db/client.ts). The run's end checks it.
 */
export function checkedOutClients(db: Db): number {
  const pool = (db as unknown as { $client?: { totalCount?: number; idleCount?: number } }).$client;
  return typeof pool?.totalCount === 'number' && typeof pool.idleCount === 'number' ? pool.totalCount - pool.idleCount : 0;
}
