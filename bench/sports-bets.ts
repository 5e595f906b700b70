// Sports bets placed per second through the money path (server/sports/placement.ts): the idempotency claim,
// the selection under a share lock, the liability check under its advisory lock, the stake through the ledger
// and the bet with its leg, in one transaction; on PGlite and on PostgreSQL (beside pgbench's figure, as the
// other database benches print it). Each operation is a ₺1 single on a random 1X2 outcome of 20 fixtures.
//
//   node --import tsx bench/sports-bets.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { sportsMarkets, sportsOutcomes, sportsTeams } from '../server/db/schema/sports';
import { seedSportsCatalogue } from '../server/seed/sports';
import { sportsLimits } from '../server/sports/limits';
import { placeBets } from '../server/sports/placement';
import { createSimFixture, DEFAULT_SIMULATOR } from '../server/sports/simulator-feed';
import { checkInvariants } from '../server/wallet';
import { insertBenchPlayers, parseDbBenchArgs, runDbBench, type DbBench, type DbBenchOptions, type DbBenchResult } from './db-bench';

const FUNDING = 50_000_000n;
const hub = { publishToAll: async () => true, publishToPlayer: async () => true };
export interface BenchSelection {
  eventId: string;
  marketId: string;
  outcomeId: string;
  odds: number;
}
let selections: BenchSelection[] = [];

/** The demo catalogue and `fixtures` pre-match Süper Lig fixtures made by the simulated feed: their 1X2 outcomes, as a slip names them. */
export async function prepareSportsSelections(db: Db, fixtures: number): Promise<BenchSelection[]> {
  await seedSportsCatalogue(db);
  const teams = await db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'tr-super-lig'));
  const events: string[] = [];
  for (let i = 0; i < fixtures; i += 1)
    events.push(await createSimFixture({ db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[i % teams.length]!.id, teams[(i + 1) % teams.length]!.id, new Date(Date.now() + (2 + i) * 3_600_000)));
  const rows = await db
    .select({ outcome: sportsOutcomes, market: sportsMarkets })
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .where(and(inArray(sportsMarkets.eventId, events), eq(sportsMarkets.type, '1x2')));
  return rows.map((r) => ({ eventId: r.market.eventId, marketId: r.market.id, outcomeId: r.outcome.id, odds: r.outcome.odds / 100 }));
}

export const sportsBetsBench: DbBench = {
  label: 'sports bets',
  unit: 'singles placed (claim, locks, liability, ledger, bet)',
  async prepare(db, count) {
    selections = await prepareSportsSelections(db, 20);
    return insertBenchPlayers(db, { count, prefix: 'spbench', fundingKurus: FUNDING });
  },
  async operation(db, playerIds) {
    const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
    const selection = selections[Math.floor(Math.random() * selections.length)]!;
    const answer = await placeBets({ db, hub, limits: sportsLimits() }, playerId, randomUUID(), { oddsChange: 'any', bets: [{ type: 'single', stake: 1, selections: [selection] }] }, 'en');
    return answer.accepted ? 1 : 0;
  },
  violations: (db) => checkInvariants(db),
};

export function benchSportsBets(options: DbBenchOptions): Promise<DbBenchResult[]> {
  return runDbBench(sportsBetsBench, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchSportsBets(parseDbBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
