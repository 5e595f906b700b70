// Ledger benchmark: money operations per second (each one a postEntry: a deposit, bet or win between a
// player and the house, in its own transaction) on PGlite and on PostgreSQL, and pgbench's tpcb-like
// rate on the same PostgreSQL server and machine beside it, so the figure reads as a ratio.
//
//   node --import tsx bench/ledger.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
// PostgreSQL comes from TEST_DATABASE_URL or DATABASE_URL (a scratch database is created and dropped).
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Db } from '../server/db/client';
import { players } from '../server/db/schema/players';
import {
  checkInvariants,
  InsufficientFundsError,
  installLedgerGuards,
  openPlayerAccounts,
  postEntry,
  type PostEntryCommand,
} from '../server/wallet';

export interface LedgerBenchOptions {
  seconds: number;
  concurrency: number[];
  players: number;
  targets: ('pglite' | 'postgres')[];
  postgresUrl?: string;
}

export interface LedgerBenchResult {
  name: string;
  concurrency: number;
  operations: number;
  seconds: number;
  perSecond: number;
}

const FUNDING = 100_000_000n;

function randomOperation(playerIds: string[], serial: number): PostEntryCommand {
  const player = playerIds[Math.floor(Math.random() * playerIds.length)];
  const amount = BigInt(100 + Math.floor(Math.random() * 900));
  const roll = Math.random();
  const [kind, from, to] =
    roll < 0.2
      ? (['deposit', { house: 'house:deposit-clearing' }, { player, kind: 'cash' }] as const)
      : roll < 0.65
        ? (['bet', { player, kind: 'cash' }, { house: 'house:game' }] as const)
        : (['win', { house: 'house:game' }, { player, kind: 'cash' }] as const);
  return {
    idempotencyKey: `bench-${process.pid}-${serial}`,
    kind,
    playerId: player,
    lines: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  };
}

async function preparePlayers(db: Db, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const name = `bench${id.slice(0, 8)}`;
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
      idempotencyKey: `bench-funding-${id}`,
      kind: 'deposit',
      playerId: id,
      lines: [
        { account: { player: id, kind: 'cash' }, amount: FUNDING },
        { account: { house: 'house:deposit-clearing' }, amount: -FUNDING },
      ],
    });
    ids.push(id);
  }
  return ids;
}

let serial = 0;

async function measure(db: Db, playerIds: string[], concurrency: number, seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  let operations = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      try {
        await postEntry(db, randomOperation(playerIds, ++serial));
      } catch (err) {
        // A player can run dry after many bets; that is still a completed (refused) operation.
        if (!(err instanceof InsufficientFundsError)) throw err;
      }
      operations++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { operations, seconds: elapsed, perSecond: operations / elapsed };
}

async function benchDatabase(name: string, handle: DatabaseHandle, options: LedgerBenchOptions, concurrencies: number[]) {
  await handle.migrate();
  await installLedgerGuards(handle.db);
  const playerIds = await preparePlayers(handle.db, options.players);
  const results: LedgerBenchResult[] = [];
  for (const concurrency of concurrencies) {
    const figures = await measure(handle.db, playerIds, concurrency, options.seconds);
    results.push({ name, concurrency, ...figures });
    console.log(`${name.padEnd(18)} c=${String(concurrency).padEnd(3)} ${figures.perSecond.toFixed(0).padStart(7)} ops/s  (${figures.operations} ops in ${figures.seconds.toFixed(1)} s)`);
  }
  const violations = await checkInvariants(handle.db);
  if (violations.length > 0) throw new Error(`${name}: ledger invariants broken after the run: ${JSON.stringify(violations, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`);
  return results;
}

/** Runs `run` against a fresh database of the server at adminUrl, dropped afterwards (bench/wallet.ts shares it). */
export async function withScratchDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `ledger_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await cleanup.end();
  }
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

export async function benchLedger(options: LedgerBenchOptions): Promise<LedgerBenchResult[]> {
  const results: LedgerBenchResult[] = [];
  if (options.targets.includes('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    try {
      // PGlite runs one transaction at a time, so more callers only queue.
      results.push(...(await benchDatabase('ledger pglite', handle, options, [1])));
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (options.targets.includes('postgres')) {
    if (!options.postgresUrl) {
      console.log('ledger postgres    skipped: set TEST_DATABASE_URL or DATABASE_URL');
    } else {
      await withScratchDatabase(options.postgresUrl, async (url) => {
        const handle = await openDatabase({ databaseUrl: url, poolSize: Math.max(...options.concurrency) });
        try {
          results.push(...(await benchDatabase('ledger postgres', handle, options, options.concurrency)));
        } finally {
          await handle.close();
        }
        for (const concurrency of options.concurrency) {
          const tps = pgbenchTpcb(url, concurrency, options.seconds);
          if (tps === null) {
            console.log('pgbench tpcb-like  skipped: pgbench is not installed');
            break;
          }
          const ledger = results.find((r) => r.name === 'ledger postgres' && r.concurrency === concurrency);
          const ratio = ledger ? ` → ledger/pgbench ${(ledger.perSecond / tps).toFixed(2)}` : '';
          results.push({ name: 'pgbench tpcb-like', concurrency, operations: Math.round(tps * options.seconds), seconds: options.seconds, perSecond: tps });
          console.log(`${'pgbench tpcb-like'.padEnd(18)} c=${String(concurrency).padEnd(3)} ${tps.toFixed(0).padStart(7)} tps${ratio}`);
        }
      });
    }
  }
  return results;
}

function parseArgs(argv: string[]): LedgerBenchOptions {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    seconds: Number(value('--seconds') ?? 10),
    concurrency: (value('--concurrency') ?? '1,8').split(',').map(Number),
    players: Number(value('--players') ?? 200),
    targets: (value('--target') ?? 'pglite,postgres').split(',') as LedgerBenchOptions['targets'],
    postgresUrl: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchLedger(parseArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
