// Keno bets per second through the full bet path (server/studio/keno/draws.ts): the round row, the stake
// through the game wallet (player protection's check included), the jackpot contribution, the bet
// confirmed under the draw's lock, and the state answer the page gets, on PGlite and on PostgreSQL. One
// 4-spot ₺1 bet per call on a bench timetable whose first draw takes bets for the whole run.
//
//   node --import tsx bench/studio-keno.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { studioGameOf } from '../server/studio/games';
import { ensureDraw, placeKenoBet } from '../server/studio/keno/draws';
import type { KenoTimes } from '../server/studio/keno/schedule';
import { checkInvariants } from '../server/wallet';
import { insertBenchPlayers, parseDbBenchArgs, runDbBench, type DbBench, type DbBenchOptions, type DbBenchResult } from './db-bench';

const FUNDING = 50_000_000n;
const keno = studioGameOf('studio-keno')!;
const hub = { publishToPlayer: async () => true };
const now = () => new Date('2026-11-22T10:00:00Z');
/** Draw 0 opens at the epoch (1 Jan 2026) and takes bets for ten years. */
const TIMES: KenoTimes = { bettingMs: 10 * 365 * 86_400_000, showDelayMs: 3_000, ballMs: 2_000, resultMs: 15_000 };

export const studioKenoBench: DbBench = {
  label: 'studio keno',
  unit: 'bets placed (stake, bet, state)',
  async prepare(db, count) {
    const players = await insertBenchPlayers(db, { count, prefix: 'kbench', fundingKurus: FUNDING });
    await ensureDraw(db, 0, TIMES);
    return players;
  },
  async operation(db, playerIds) {
    const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
    const numbers = [1 + Math.floor(Math.random() * 20), 21 + Math.floor(Math.random() * 20), 41 + Math.floor(Math.random() * 20), 61 + Math.floor(Math.random() * 20)];
    await placeKenoBet({ db, hub, now }, { playerId, gameCode: 'studio-keno', game: keno, tokenHash: 'bench' }, randomUUID(), 0, { kind: 'spots', numbers }, 100n, TIMES);
    return 1;
  },
  violations: (db) => checkInvariants(db),
};

export function benchStudioKeno(options: DbBenchOptions): Promise<DbBenchResult[]> {
  return runDbBench(studioKenoBench, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchStudioKeno(parseDbBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
