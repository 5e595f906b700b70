// Rounds per second of the studio's further slots (Boğaz Gecesi, Kapalıçarşı Hazinesi) through the full
// path a spin takes (server/studio/rounds.ts: round row, stake through the game wallet, jackpot draw, nonce
// and outcome in one transaction, payout, settlement), on PGlite and on PostgreSQL, one row per slot. The
// engines' own speed and their simulated RTP are in bench/studio.ts (--games bosphorus,bazaar).
//
//   node --import tsx bench/studio-slots.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { studioGameOf } from '../server/studio/games';
import { spinSlot } from '../server/studio/rounds';
import { checkInvariants } from '../server/wallet';
import { insertBenchPlayers, parseDbBenchArgs, runDbBench, type DbBench, type DbBenchOptions, type DbBenchResult } from './db-bench';

const FUNDING = 50_000_000n;
const hub = { publishToPlayer: async () => true };

function slotBench(gameCode: 'studio-bosphorus' | 'studio-bazaar', label: string, prefix: string): DbBench {
  const game = studioGameOf(gameCode)!;
  return {
    label,
    unit: `${gameCode} rounds (stake, draw, payout)`,
    prepare: (db, count) => insertBenchPlayers(db, { count, prefix, fundingKurus: FUNDING }),
    async operation(db, playerIds) {
      const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
      await spinSlot({ db, hub }, { playerId, gameCode, game, tokenHash: 'bench' }, randomUUID(), 200n);
      return 1;
    },
    violations: (db) => checkInvariants(db),
  };
}

export const studioSlotBenches = [slotBench('studio-bosphorus', 'bosphorus rounds', 'bbench'), slotBench('studio-bazaar', 'bazaar rounds', 'hbench')];

export async function benchStudioSlots(options: DbBenchOptions): Promise<DbBenchResult[]> {
  const results: DbBenchResult[] = [];
  for (const bench of studioSlotBenches) results.push(...(await runDbBench(bench, options)));
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchStudioSlots(parseDbBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
