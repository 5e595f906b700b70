// Wallet benchmark: money operations per second through the game wallet (server/wallet/game-wallet.ts),
// the way games and aggregators call it: bets (cash first, then bonus money, with wagering progress),
// wins on the round just played and some rollbacks, each one its own database transaction under the
// player's wallet lock, on PGlite and on PostgreSQL; and pgbench's tpcb-like rate on a scratch database
// of the same PostgreSQL server beside it, so the figure reads as a ratio (bench/ledger.ts runs pgbench).
//
//   node --import tsx bench/wallet.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
// PostgreSQL comes from TEST_DATABASE_URL or DATABASE_URL (a scratch database is created and dropped).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle, type Db } from '../server/db/client';
import { players } from '../server/db/schema/players';
import { checkInvariants, openPlayerAccounts, postEntry } from '../server/wallet';
import { bonusAllocationMismatches, grantBonus } from '../server/wallet/bonuses';
import { bet, GameWalletError, rollback, win } from '../server/wallet/game-wallet';
import { pgbenchTpcb, withScratchDatabase } from './ledger';

export interface WalletBenchOptions {
  seconds: number;
  concurrency: number[];
  players: number;
  targets: ('pglite' | 'postgres')[];
  postgresUrl?: string;
}

export interface WalletBenchResult {
  name: string;
  concurrency: number;
  operations: number;
  seconds: number;
  perSecond: number;
}

const FUNDING = 50_000_000n;
const BONUS = 500_000n;

async function preparePlayers(db: Db, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const name = `wbench${id.slice(0, 8)}`;
    await db.insert(players).values({ id, username: name, email: `${name}@bench.test`, phone: '5000000000', name: 'Bench', surname: 'Player', passwordHash: 'not-a-real-hash' });
    await openPlayerAccounts(db, id);
    await postEntry(db, {
      idempotencyKey: `wbench-funding-${id}`,
      kind: 'deposit',
      playerId: id,
      lines: [
        { account: { player: id, kind: 'cash' }, amount: FUNDING },
        { account: { house: 'house:deposit-clearing' }, amount: -FUNDING },
      ],
    });
    // Every player carries a bonus, so bets pay the wagering bookkeeping a real bonus player costs.
    await grantBonus(db, { playerId: id, amount: BONUS, kind: 'manual', idempotencyKey: `wbench-bonus-${id}`, wageringMultiplier: 1000 });
    ids.push(id);
  }
  return ids;
}

let serial = 0;

/** One money operation: a bet, then (usually) the round's win, sometimes a rollback of the bet instead. */
async function operation(db: Db, playerIds: string[]): Promise<number> {
  const playerId = playerIds[Math.floor(Math.random() * playerIds.length)];
  const id = `${process.pid}-${++serial}`;
  const round = `wbench-round-${id}`;
  const amount = BigInt(100 + Math.floor(Math.random() * 900));
  try {
    await bet(db, { playerId, txId: `wbench-bet-${id}`, roundId: round, gameCode: 'bench', amount });
  } catch (err) {
    if (err instanceof GameWalletError && err.code === 'INSUFFICIENT_FUNDS') return 1;
    throw err;
  }
  if (Math.random() < 0.05) {
    await rollback(db, { playerId, txId: `wbench-rb-${id}`, originalTxId: `wbench-bet-${id}` });
  } else {
    const payout = Math.random() < 0.45 ? (amount * BigInt(Math.floor(Math.random() * 300))) / 100n : 0n;
    await win(db, { playerId, txId: `wbench-win-${id}`, roundId: round, gameCode: 'bench', amount: payout });
  }
  return 2;
}

async function measure(db: Db, playerIds: string[], concurrency: number, seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  let operations = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      // Not `operations += await ...`: that reads the total before the await and loses the other workers' counts.
      const done = await operation(db, playerIds);
      operations += done;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { operations, seconds: elapsed, perSecond: operations / elapsed };
}

const json = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

async function benchDatabase(name: string, handle: DatabaseHandle, options: WalletBenchOptions, concurrencies: number[]) {
  await handle.migrate();
  const playerIds = await preparePlayers(handle.db, options.players);
  const results: WalletBenchResult[] = [];
  for (const concurrency of concurrencies) {
    const figures = await measure(handle.db, playerIds, concurrency, options.seconds);
    results.push({ name, concurrency, ...figures });
    console.log(`${name.padEnd(18)} c=${String(concurrency).padEnd(3)} ${figures.perSecond.toFixed(0).padStart(7)} ops/s  (${figures.operations} bets, wins and rollbacks in ${figures.seconds.toFixed(1)} s)`);
  }
  // A benchmark that broke the books would be measuring the wrong thing.
  const violations = [...(await checkInvariants(handle.db)), ...(await bonusAllocationMismatches(handle.db))];
  if (violations.length > 0) throw new Error(`${name}: wallet invariants broken after the run: ${json(violations)}`);
  return results;
}

export async function benchWallet(options: WalletBenchOptions): Promise<WalletBenchResult[]> {
  const results: WalletBenchResult[] = [];
  if (options.targets.includes('pglite')) {
    const dir = mkdtempSync(join(tmpdir(), 'wallet-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    try {
      // PGlite runs one transaction at a time, so more callers only queue.
      results.push(...(await benchDatabase('wallet pglite', handle, options, [1])));
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (options.targets.includes('postgres')) {
    if (!options.postgresUrl) {
      console.log('wallet postgres    skipped: set TEST_DATABASE_URL or DATABASE_URL');
      return results;
    }
    await withScratchDatabase(options.postgresUrl, async (url) => {
      const handle = await openDatabase({ databaseUrl: url, poolSize: Math.max(...options.concurrency) });
      try {
        results.push(...(await benchDatabase('wallet postgres', handle, options, options.concurrency)));
      } finally {
        await handle.close();
      }
      for (const concurrency of options.concurrency) {
        const tps = pgbenchTpcb(url, concurrency, options.seconds);
        if (tps === null) {
          console.log('pgbench tpcb-like  skipped: pgbench is not installed');
          break;
        }
        const wallet = results.find((r) => r.name === 'wallet postgres' && r.concurrency === concurrency);
        const ratio = wallet ? ` → wallet/pgbench ${(wallet.perSecond / tps).toFixed(2)}` : '';
        results.push({ name: 'pgbench tpcb-like', concurrency, operations: Math.round(tps * options.seconds), seconds: options.seconds, perSecond: tps });
        console.log(`${'pgbench tpcb-like'.padEnd(18)} c=${String(concurrency).padEnd(3)} ${tps.toFixed(0).padStart(7)} tps${ratio}`);
      }
    });
  }
  return results;
}

function parseArgs(argv: string[]): WalletBenchOptions {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    seconds: Number(value('--seconds') ?? 10),
    concurrency: (value('--concurrency') ?? '1,8').split(',').map(Number),
    players: Number(value('--players') ?? 200),
    targets: (value('--target') ?? 'pglite,postgres').split(',') as WalletBenchOptions['targets'],
    postgresUrl: process.env.TEST_DATABASE_URL || process.env.DATABASE_URL,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchWallet(parseArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
