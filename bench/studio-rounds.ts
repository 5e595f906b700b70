// Studio rounds per second through the full path a game page's spin takes (server/studio/rounds.ts): the
// round row, the stake through the game wallet, the jackpot contribution and draw, the nonce and outcome,
// the payout and the settlement, all in one transaction whose house lines are posted last, on PGlite and on
// PostgreSQL beside pgbench's tpcb-like in the same run. The slot is the game played; roulette and
// blackjack's deal take the same path. (Until issue 15 a round was six short transactions; the figures of
// that shape are in docs/performance.md.)
//
//   node --import tsx bench/studio-rounds.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { studioGameOf } from '../server/studio/games';
import { spinSlot } from '../server/studio/rounds';
import { checkInvariants } from '../server/wallet';
import { insertBenchPlayers, parseDbBenchArgs, runDbBench, type DbBench, type DbBenchOptions, type DbBenchResult } from './db-bench';

const FUNDING = 50_000_000n;
const slot = studioGameOf('studio-slot')!;
const hub = { publishToPlayer: async () => true };

export const studioRoundsBench: DbBench = {
  label: 'studio rounds',
  unit: 'slot rounds (stake, draw, payout)',
  prepare: (db, count) => insertBenchPlayers(db, { count, prefix: 'sbench', fundingKurus: FUNDING }),
  async operation(db, playerIds) {
    const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
    await spinSlot({ db, hub }, { playerId, gameCode: 'studio-slot', game: slot, tokenHash: 'bench' }, randomUUID(), 200n);
    return 1;
  },
  violations: (db) => checkInvariants(db),
};

export async function benchStudioRounds(options: DbBenchOptions): Promise<DbBenchResult[]> {
  return runDbBench(studioRoundsBench, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchStudioRounds(parseDbBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
