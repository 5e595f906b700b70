// Live bets accepted per second through the bet-delay path (issue 18): each operation places a ₺1 live single
// on a running match (placement: the live gate read from the live state, the stake moved to
// house:sports-bets, the bet stored `pending` with its acceptAt), then decides it once its delay is over
// (server/sports/bet-delay.ts: the bet locked, the incidents between placement and acceptAt read, every leg's
// market and price checked, the bet accepted). The clock of the decision is moved past the delay instead of
// waited for, so the figure is the work, not the operator's 8 seconds. On PGlite and on PostgreSQL beside
// pgbench, as the other database benches print it. The matches are 20 running simulated football matches
// whose live state says the feed has been applied a day ahead and nothing dangerous happens, so every bet
// is accepted (a refusal counts 0).
//
//   node --import tsx bench/sports-live-bets.ts [--seconds 10] [--concurrency 1,8] [--players 200] [--target pglite,postgres]
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { sportsEvents, sportsMarkets, sportsOutcomes, sportsTeams } from '../server/db/schema/sports';
import { sportsLiveState } from '../server/db/schema/sports-live';
import { seedSportsCatalogue } from '../server/seed/sports';
import { decidePendingBet } from '../server/sports/bet-delay';
import { sportsLimits } from '../server/sports/limits';
import { liveTick } from '../server/sports/live-feed';
import { betDelaySeconds, liveSettings } from '../server/sports/live-settings';
import { placeBets } from '../server/sports/placement';
import { createSimFixture, DEFAULT_SIMULATOR } from '../server/sports/simulator-feed';
import { checkInvariants } from '../server/wallet';
import { insertBenchPlayers, parseDbBenchArgs, runDbBench, type DbBench, type DbBenchOptions, type DbBenchResult } from './db-bench';
import type { BenchSelection } from './sports-bets';

const FUNDING = 50_000_000n;
const MATCH_MS = 5_400_000;
const hub = { publishToAll: async () => true, publishToPlayer: async () => true };
let selections: BenchSelection[] = [];
let delayMs = 8_000;

/** `fixtures` running Süper Lig matches, kicked off by the live job, their live 1X2 outcomes open. */
export async function prepareLiveSelections(db: Db, fixtures: number): Promise<BenchSelection[]> {
  await seedSportsCatalogue(db);
  const teams = await db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'tr-super-lig'));
  const events: string[] = [];
  for (let i = 0; i < fixtures; i += 1)
    events.push(await createSimFixture({ db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[i % teams.length]!.id, teams[(i + 1) % teams.length]!.id, new Date(Date.now() - 60_000)));
  await liveTick({ db }, { matchMs: MATCH_MS });
  // The feed applied a day ahead and no danger: the bench measures the path, not the match.
  await db
    .update(sportsLiveState)
    .set({ suspendReason: null, processedUntil: new Date(Date.now() + 86_400_000) })
    .where(inArray(sportsLiveState.eventId, events));
  await db.update(sportsMarkets).set({ status: 'active' }).where(and(inArray(sportsMarkets.eventId, events), eq(sportsMarkets.type, '1x2')));
  await db.update(sportsEvents).set({ status: 'live' }).where(inArray(sportsEvents.id, events));
  const rows = await db
    .select({ outcome: sportsOutcomes, market: sportsMarkets })
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .where(and(inArray(sportsMarkets.eventId, events), eq(sportsMarkets.type, '1x2'), eq(sportsOutcomes.active, true)));
  return rows.map((r) => ({ eventId: r.market.eventId, marketId: r.market.id, outcomeId: r.outcome.id, odds: r.outcome.odds / 100 }));
}

export const sportsLiveBetsBench: DbBench = {
  label: 'live bets',
  unit: '₺1 live singles placed pending, then accepted after the delay (gate, ledger, bet; lock, incidents, prices)',
  async prepare(db, count) {
    selections = await prepareLiveSelections(db, 20);
    if (!selections.length) throw new Error('no live outcome open to bet on');
    delayMs = betDelaySeconds(await liveSettings(db), 'football') * 1000;
    return insertBenchPlayers(db, { count, prefix: 'lvbench', fundingKurus: FUNDING });
  },
  async operation(db, playerIds) {
    const playerId = playerIds[Math.floor(Math.random() * playerIds.length)]!;
    const selection = selections[Math.floor(Math.random() * selections.length)]!;
    const answer = await placeBets({ db, hub, limits: sportsLimits() }, playerId, randomUUID(), { oddsChange: 'any', bets: [{ type: 'single', stake: 1, selections: [selection] }] }, 'en');
    const bet = answer.accepted ? answer.bets[0] : undefined;
    if (!bet || bet.status !== 'pending') return 0;
    const after = new Date(Date.now() + delayMs + 1);
    const decided = await decidePendingBet({ db, now: () => after }, bet.id);
    return decided?.status === 'accepted' ? 1 : 0;
  },
  violations: (db) => checkInvariants(db),
};

export function benchSportsLiveBets(options: DbBenchOptions): Promise<DbBenchResult[]> {
  return runDbBench(sportsLiveBetsBench, options);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchSportsLiveBets(parseDbBenchArgs(process.argv.slice(2))).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
