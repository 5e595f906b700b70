// The run loop the database benchmarks share (bench/ledger.ts, bench/wallet.ts, the wallet part of
// bench/hub.ts): their command-line options, a scratch PostgreSQL database, funded bench players, a
// timed loop of concurrent workers, the PGlite then PostgreSQL runs with an invariant check after each,
// and pgbench's tpcb-like rate on the same server beside them, so each figure reads as a ratio.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle, type Db } from '../server/db/client';
import { createScratchDatabase } from '../server/db/scratch';
import { players } from '../server/db/schema/players';
import { openPlayerAccounts, postEntry } from '../server/wallet';

export type DbTargetName = 'pglite' | 'postgres';

export interface DbBenchOptions {
  seconds: number;
  concurrency: number[];
  players: number;
  targets: DbTargetName[];
  postgresUrl?: string;
}

export interface DbBenchResult {
  name: string;
  concurrency: number;
  operations: number;
  seconds: number;
  perSecond: number;
}

/** What one benchmark brings to the shared loop. */
export interface DbBench {
  /** Printed first on each line: `ledger` gives `ledger pglite`, `ledger postgres`. */
  label: string;
  /** What the operations are, for the printed line. */
  unit: string;
  /** After migrating: anything else the database needs (guards), then the funded players. */
  prepare(db: Db, playerCount: number): Promise<string[]>;
  /** One operation (or several); answers how many it counted. */
  operation(db: Db, playerIds: string[]): Promise<number>;
  /** The books after the run: anything answered is a broken invariant and fails the bench. */
  violations(db: Db): Promise<unknown[]>;
}

export function parseDbBenchArgs(argv: string[]): DbBenchOptions {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    seconds: Number(value('--seconds') ?? 10),
    concurrency: (value('--concurrency') ?? '1,8').split(',').map(Number),
    players: Number(value('--players') ?? 200),
    targets: (value('--target') ?? 'pglite,postgres').split(',') as DbTargetName[],
    postgresUrl: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL,
  };
}

export const json = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** Runs `run` against a fresh database of the server at adminUrl, dropped afterwards. */
export async function withScratchDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(adminUrl, 'ledger_bench');
  try {
    return await run(scratch.url);
  } finally {
    await scratch.drop();
  }
}

/** A migrated PGlite database in a temporary directory, removed afterwards. */
export async function withPgliteDatabase<T>(run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'db-bench-'));
  const handle = await openDatabase({ dataDir: dir });
  try {
    await handle.migrate();
    return await run(handle);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A migrated database kept open across a longer run (the hub bench); close() removes it. */
export interface BenchDatabase {
  target: DbTargetName;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** Opens a fresh migrated database on the target, or null for PostgreSQL without a server URL. */
export async function openBenchDatabase(target: DbTargetName, postgresUrl: string | undefined, poolSize: number): Promise<BenchDatabase | null> {
  if (target === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'db-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    await handle.migrate();
    return {
      target,
      handle,
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!postgresUrl) return null;
  const scratch = await createScratchDatabase(postgresUrl, 'ledger_bench');
  const handle = await openDatabase({ databaseUrl: scratch.url, poolSize });
  const close = async () => {
    await handle.close();
    await scratch.drop();
  };
  try {
    await handle.migrate();
  } catch (error) {
    await close();
    throw error;
  }
  return { target, handle, close };
}

/** A migrated scratch PostgreSQL database with a pool of `poolSize`, dropped afterwards. */
export async function withPostgresDatabase<T>(adminUrl: string, poolSize: number, run: (handle: DatabaseHandle, url: string) => Promise<T>): Promise<T> {
  return withScratchDatabase(adminUrl, async (url) => {
    const handle = await openDatabase({ databaseUrl: url, poolSize });
    try {
      await handle.migrate();
      return await run(handle, url);
    } finally {
      await handle.close();
    }
  });
}

/** pgbench's built-in tpcb-like script on a scratch database of the same server, or null without pgbench. */
export function pgbenchTpcb(url: string, clients: number, seconds: number): number | null {
  const available = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  if (available.status !== 0) return null;
  const init = spawnSync('pgbench', ['-i', '-q', '-s', '1', url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync('pgbench', ['-b', 'tpcb-like', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), url], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const match = /tps = ([\d.]+)/.exec(run.stdout);
  return match ? Number(match[1]) : null;
}

/**
 * Bench players with their wallet accounts and `fundingKurus` of cash (a deposit entry each). `ids`
 * fixes their ids (the hub bench uses the same players in two databases); otherwise new ones.
 */
export async function insertBenchPlayers(db: Db, options: { count?: number; ids?: string[]; prefix: string; fundingKurus: bigint }): Promise<string[]> {
  const ids = options.ids ?? Array.from({ length: options.count ?? 0 }, () => randomUUID());
  for (const id of ids) {
    const name = `${options.prefix}${id.slice(0, 8)}`;
    await db.insert(players).values({
      id,
      username: name,
      email: `${name}@bench.test`,
      phone: '5000000000',
      name: 'Bench',
      surname: 'Player',
      passwordHash: 'not-a-real-hash',
    });
    await openPlayerAccounts(db, id);
    await postEntry(db, {
      idempotencyKey: `${options.prefix}-funding-${id}`,
      kind: 'deposit',
      playerId: id,
      lines: [
        { account: { player: id, kind: 'cash' }, amount: options.fundingKurus },
        { account: { house: 'house:deposit-clearing' }, amount: -options.fundingKurus },
      ],
    });
  }
  return ids;
}

/** `concurrency` workers each repeating `operation` until `seconds` passed; operations per second. */
export async function measureRate(concurrency: number, seconds: number, operation: () => Promise<number>) {
  const deadline = performance.now() + seconds * 1000;
  let operations = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      // Not `operations += await ...`: that reads the total before the await and loses the other workers' counts.
      const done = await operation();
      operations += done;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { operations, seconds: elapsed, perSecond: operations / elapsed };
}

async function benchDatabase(bench: DbBench, name: string, handle: DatabaseHandle, options: DbBenchOptions, concurrencies: number[]) {
  const playerIds = await bench.prepare(handle.db, options.players);
  const results: DbBenchResult[] = [];
  for (const concurrency of concurrencies) {
    const figures = await measureRate(concurrency, options.seconds, () => bench.operation(handle.db, playerIds));
    results.push({ name, concurrency, ...figures });
    console.log(
      `${name.padEnd(18)} c=${String(concurrency).padEnd(3)} ${figures.perSecond.toFixed(0).padStart(7)} ops/s  (${figures.operations} ${bench.unit} in ${figures.seconds.toFixed(1)} s)`,
    );
  }
  // A benchmark that broke the books would be measuring the wrong thing.
  const violations = await bench.violations(handle.db);
  if (violations.length > 0) throw new Error(`${name}: invariants broken after the run: ${json(violations)}`);
  return results;
}

/** PGlite at concurrency 1 (it runs one transaction at a time), then PostgreSQL at each concurrency with pgbench beside it. */
export async function runDbBench(bench: DbBench, options: DbBenchOptions): Promise<DbBenchResult[]> {
  const results: DbBenchResult[] = [];
  if (options.targets.includes('pglite')) {
    await withPgliteDatabase(async (handle) => {
      results.push(...(await benchDatabase(bench, `${bench.label} pglite`, handle, options, [1])));
    });
  }
  if (options.targets.includes('postgres')) {
    if (!options.postgresUrl) {
      console.log(`${`${bench.label} postgres`.padEnd(18)} skipped: set TEST_DATABASE_URL or DATABASE_URL`);
      return results;
    }
    await withPostgresDatabase(options.postgresUrl, Math.max(...options.concurrency), async (handle, url) => {
      const name = `${bench.label} postgres`;
      results.push(...(await benchDatabase(bench, name, handle, options, options.concurrency)));
      for (const concurrency of options.concurrency) {
        const tps = pgbenchTpcb(url, concurrency, options.seconds);
        if (tps === null) {
          console.log('pgbench tpcb-like  skipped: pgbench is not installed');
          break;
        }
        const ours = results.find((r) => r.name === name && r.concurrency === concurrency);
        const ratio = ours ? ` → ${bench.label}/pgbench ${(ours.perSecond / tps).toFixed(2)}` : '';
        results.push({ name: 'pgbench tpcb-like', concurrency, operations: Math.round(tps * options.seconds), seconds: options.seconds, perSecond: tps });
        console.log(`${'pgbench tpcb-like'.padEnd(18)} c=${String(concurrency).padEnd(3)} ${tps.toFixed(0).padStart(7)} tps${ratio}`);
      }
    });
  }
  return results;
}
