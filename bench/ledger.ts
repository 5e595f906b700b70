// Ledger benchmark: money operations per second (each one a postEntry: a deposit, bet or win between a
// player and the house, in its own transaction) on PGlite and on PostgreSQL, and pgbench's tpcb-like
// rate on the same PostgreSQL server and machine beside it, so the figure reads as a ratio.
//
//   node --import tsx bench/ledger.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
// PostgreSQL comes from TEST_DATABASE_URL or DATABASE_URL (a scratch database is created and dropped).
// The loop, the targets and pgbench are bench/db-bench.ts, shared with bench/wallet.ts.
import { fileURLToPath } from 'node:url';
import { checkInvariants, InsufficientFundsError, installLedgerGuards, postEntry, type PostEntryCommand } from '../server/wallet';
import { insertBenchPlayers, parseDbBenchArgs, runDbBench, type DbBench, type DbBenchOptions, type DbBenchResult } from './db-bench';

export type LedgerBenchOptions = DbBenchOptions;
export type LedgerBenchResult = DbBenchResult;

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

let serial = 0;

export const ledgerBench: DbBench = {
  label: 'ledger',
  unit: 'ops',
  async prepare(db, count) {
    await installLedgerGuards(db);
    return insertBenchPlayers(db, { count, prefix: 'bench', fundingKurus: FUNDING });
  },
  async operation(db, playerIds) {
    try {
      await postEntry(db, randomOperation(playerIds, ++serial));
    } catch (err) {
      // A player can run dry after many bets; that is still a completed (refused) operation.
      if (!(err instanceof InsufficientFundsError)) throw err;
    }
    return 1;
  },
  violations: (db) => checkInvariants(db),
};

export function benchLedger(options: LedgerBenchOptions): Promise<LedgerBenchResult[]> {
  return runDbBench(ledgerBench, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchLedger(parseDbBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
