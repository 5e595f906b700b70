// Studio rounds per second through the full path a game page's spin takes (server/studio/rounds.ts): the
// round row, the stake through the game wallet, the jackpot contribution and draw, the nonce and outcome,
// the payout and the settlement, on PGlite and on PostgreSQL, in both shapes in the same run: `studio steps`
// (each step its own transaction, six per round: what the game pages use) and `studio 1tx` (the whole
// round in one transaction: spinSlot's oneTransaction option, measured and not the default). The slot is the game played; roulette takes the same steps.
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

function roundsBench(label: string, steps: boolean): DbBench {
  return {
    label,
    unit: 'slot rounds (stake, draw, payout)',
    prepare: (db, count) => insertBenchPlayers(db, { count, prefix: 'sbench', fundingKurus: FUNDING }),
    async operation(db, playerIds) {
      const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
      await spinSlot({ db, hub }, { playerId, gameCode: 'studio-slot', game: slot, tokenHash: 'bench' }, randomUUID(), 200n, { oneTransaction: !steps });
      return 1;
    },
    violations: (db) => checkInvariants(db),
  };
}

export const studioRoundsBench = roundsBench('studio 1tx', false);
export const studioStepsBench = roundsBench('studio steps', true);

export async function benchStudioRounds(options: DbBenchOptions): Promise<DbBenchResult[]> {
  const before = await runDbBench(studioStepsBench, options);
  const after = await runDbBench(studioRoundsBench, options);
  for (const row of after.filter((r) => r.name.startsWith('studio 1tx'))) {
    const old = before.find((r) => r.name === row.name.replace('1tx', 'steps') && r.concurrency === row.concurrency);
    if (old) console.log(`${row.name} c=${row.concurrency}: ${(row.perSecond / old.perSecond).toFixed(2)}x the six-step shape`);
  }
  return [...before, ...after];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchStudioRounds(parseDbBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
