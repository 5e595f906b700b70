// The automated roulette table's placements per second through the full path
// (server/studio/live-roulette/spins.ts): the round row, the stake of every chip together through the game
// wallet (player protection's check and roulette wagering's coverage included), the jackpot contribution,
// the placement confirmed under the spin's lock, and the state answer the page gets, on PGlite and on
// PostgreSQL. Each call places ₺1 on a colour and ₺1 straight up, on a bench timetable whose first spin
// takes bets for the whole run.
//
//   node --import tsx bench/studio-live-roulette.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { studioGameOf } from '../server/studio/games';
import { ensureSpin, placeLiveRouletteBets } from '../server/studio/live-roulette/spins';
import type { LiveRouletteTimes } from '../server/studio/live-roulette/schedule';
import { checkInvariants } from '../server/wallet';
import { insertBenchPlayers, parseDbBenchArgs, runDbBench, type DbBench, type DbBenchOptions, type DbBenchResult } from './db-bench';

const FUNDING = 50_000_000n;
const table = studioGameOf('studio-live-roulette')!;
const hub = { publishToPlayer: async () => true };
const now = () => new Date('2026-11-22T10:00:00Z');
/** Spin 0 opens at the epoch (1 Jan 2026) and takes bets for ten years. */
const TIMES: LiveRouletteTimes = { bettingMs: 10 * 365 * 86_400_000, spinMs: 8_000, resultMs: 7_000 };

export const studioLiveRouletteBench: DbBench = {
  label: 'studio live roulette',
  unit: 'placements (2 chips: stake, confirm, state)',
  async prepare(db, count) {
    const players = await insertBenchPlayers(db, { count, prefix: 'wbench', fundingKurus: FUNDING });
    await ensureSpin(db, 0, TIMES);
    return players;
  },
  async operation(db, playerIds) {
    const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
    const colour = Math.random() < 0.5 ? 'red' : 'black';
    await placeLiveRouletteBets(
      { db, hub, now },
      { playerId, gameCode: 'studio-live-roulette', game: table, tokenHash: 'bench' },
      randomUUID(),
      0,
      [
        { kind: colour, amount: 100n },
        { kind: 'straight', numbers: [Math.floor(Math.random() * 37)], amount: 100n },
      ],
      TIMES,
    );
    return 1;
  },
  violations: (db) => checkInvariants(db),
};

export function benchStudioLiveRoulette(options: DbBenchOptions): Promise<DbBenchResult[]> {
  return runDbBench(studioLiveRouletteBench, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchStudioLiveRoulette(parseDbBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
