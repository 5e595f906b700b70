// Wallet benchmark: money operations per second through the game wallet (server/wallet/game-wallet.ts),
// the way games and aggregators call it: bets (cash first, then bonus money, with wagering progress),
// wins on the round just played and some rollbacks, each one its own database transaction under the
// player's wallet lock, on PGlite and on PostgreSQL; and pgbench's tpcb-like rate on a scratch database
// of the same PostgreSQL server beside it, so the figure reads as a ratio. Twice: players with cash only
// (the one-round-trip path, server/wallet/game-call-sql.ts), then players who all hold a bonus (the
// full path with its wagering bookkeeping).
//
//   node --import tsx bench/wallet.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
// PostgreSQL comes from TEST_DATABASE_URL or DATABASE_URL (a scratch database is created and dropped).
// The loop, the targets and pgbench are bench/db-bench.ts, shared with bench/ledger.ts.
import { fileURLToPath } from 'node:url';
import { checkInvariants } from '../server/wallet';
import { bonusAllocationMismatches, grantBonus } from '../server/wallet/bonuses';
import { bet, GameWalletError, rollback, win } from '../server/wallet/game-wallet';
import { insertBenchPlayers, parseDbBenchArgs, runDbBench, type DbBench, type DbBenchOptions, type DbBenchResult } from './db-bench';

export type WalletBenchOptions = DbBenchOptions;
export type WalletBenchResult = DbBenchResult;

const FUNDING = 50_000_000n;
const BONUS = 500_000n;

let serial = 0;

export const walletBench: DbBench = {
  label: 'wallet bonus',
  unit: 'bets, wins and rollbacks',
  async prepare(db, count) {
    const ids = await insertBenchPlayers(db, { count, prefix: 'wbench', fundingKurus: FUNDING });
    // Every player carries a bonus, so bets pay the wagering bookkeeping a real bonus player costs.
    for (const id of ids) {
      await grantBonus(db, { playerId: id, amount: BONUS, kind: 'manual', idempotencyKey: `wbench-bonus-${id}`, wageringMultiplier: 1000 });
    }
    return ids;
  },
  /** One money operation: a bet, then (usually) the round's win, sometimes a rollback of the bet instead. */
  async operation(db, playerIds) {
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
  },
  violations: async (db) => [...(await checkInvariants(db)), ...(await bonusAllocationMismatches(db))],
};

/** The same operations by players without a bonus: what most calls are. */
export const cashWalletBench: DbBench = {
  ...walletBench,
  label: 'wallet cash',
  prepare: (db, count) => insertBenchPlayers(db, { count, prefix: 'wcash', fundingKurus: FUNDING }),
};

export async function benchWallet(options: WalletBenchOptions): Promise<WalletBenchResult[]> {
  return [...(await runDbBench(cashWalletBench, options)), ...(await runDbBench(walletBench, options))];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchWallet(parseDbBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
