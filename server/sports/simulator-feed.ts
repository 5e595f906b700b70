// The built-in feed: keeps fixtures scheduled ahead for every simulated league, prices them from the
// teams' strengths (Poisson goal model, server/sports/football.ts, with the operator's margin), kicks them
// off on time (betting stops: no live betting yet), plays them out in (shortened) real time from their
// committed seeds, and settles them from their own result. Every change goes through the canonical feed
// messages (./feed.ts) applied by ./book.ts, as a real provider's adapter would send them.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { sportsEvents, sportsLeagues, sportsTeams } from '../db/schema/sports';
import { applyFeedMessage, eventMessage, setEventMarketsStatus, type BookDeps } from './book';
import type { FeedMarket } from './feed';
import { footballMarkets } from './football';
import { priceMarket } from './margin';
import { ensureOutrights, playOtherEvent, voidLapsedEvents } from './sim-more';
import { drawMatch, newServerSeed } from './simulator';
import { fairMarketsFor, pricedMarkets, ratesFor } from './sports-models';

export interface SimulatorOptions {
  margin: number;
  /** Real milliseconds a 90-minute match takes (default 15 minutes). */
  matchMs: number;
  /** How many scheduled fixtures each league keeps ahead. */
  fixturesAhead: number;
  /** Football matches are played in play by the live job (./live-feed.ts) instead of here. */
  live?: boolean;
}

export const DEFAULT_SIMULATOR: SimulatorOptions = { margin: 0.05, matchMs: 15 * 60_000, fixturesAhead: 6 };

/** Start offsets of a league's upcoming fixtures: soon, later today, the next days. */
const SPACING_MS = [20 * 60_000, 60 * 60_000, 3 * 3_600_000, 8 * 3_600_000, 26 * 3_600_000, 50 * 3_600_000];

export function pricedFootballMarkets(homeRate: number, awayRate: number, margin: number): FeedMarket[] {
  return footballMarkets(homeRate, awayRate).map((m) => ({
    type: m.type,
    specifiers: m.specifiers,
    group: m.group,
    status: 'active' as const,
    outcomes: priceMarket(m, margin).map((o) => ({ code: o.code, odds: o.odds, probability: o.probability, active: true })),
  }));
}

/** Creates one simulated fixture between two teams at `startsAt`, priced and open for betting. */
export async function createSimFixture(deps: BookDeps, options: SimulatorOptions, leagueId: string, homeTeamId: string, awayTeamId: string, startsAt: Date) {
  const teams = await deps.db.select().from(sportsTeams).where(inArray(sportsTeams.id, [homeTeamId, awayTeamId]));
  const home = teams.find((t) => t.id === homeTeamId)!;
  const away = teams.find((t) => t.id === awayTeamId)!;
  const [league] = await deps.db.select({ sport: sportsLeagues.sport }).from(sportsLeagues).where(eq(sportsLeagues.id, leagueId));
  const sport = league?.sport ?? 'football';
  const { homeRate, awayRate } = ratesFor(sport, home, away);
  const eventId = `ev${randomBytes(6).toString('hex')}`;
  const { seed, hash } = newServerSeed();
  await applyFeedMessage(deps, {
    type: 'fixture_change',
    eventId,
    leagueId,
    sport,
    homeTeamId,
    awayTeamId,
    startsAt,
    fairness: { serverSeed: seed, serverSeedHash: hash, clientSeed: `${eventId}:${startsAt.toISOString()}`, homeRate, awayRate },
  });
  await applyFeedMessage(deps, { type: 'odds_change', eventId, markets: pricedMarkets(fairMarketsFor(sport, homeRate, awayRate), options.margin) });
  return eventId;
}

async function ensureFixtures(deps: BookDeps, options: SimulatorOptions, now: Date): Promise<number> {
  const leagues = await deps.db.select().from(sportsLeagues);
  let created = 0;
  for (const league of leagues) {
    const upcoming = await deps.db
      .select({ startsAt: sportsEvents.startsAt })
      .from(sportsEvents)
      .where(and(eq(sportsEvents.leagueId, league.id), eq(sportsEvents.kind, 'match'), eq(sportsEvents.status, 'scheduled'), gt(sportsEvents.startsAt, now)))
      .orderBy(asc(sportsEvents.startsAt));
    const teams = await deps.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, league.id)).orderBy(asc(sportsTeams.id));
    if (teams.length < 2) continue;
    for (let i = upcoming.length; i < options.fixturesAhead; i += 1) {
      const last = upcoming.at(-1)?.startsAt.getTime() ?? now.getTime();
      const startsAt = new Date(Math.max(last, now.getTime()) + SPACING_MS[Math.min(i, SPACING_MS.length - 1)]! - (i > 0 ? SPACING_MS[i - 1]! : 0));
      // A rotating pairing: the league's fixture count picks the two teams, so fixtures vary.
      const n = Math.floor(Math.random() * teams.length);
      const m = (n + 1 + Math.floor(Math.random() * (teams.length - 1))) % teams.length;
      await createSimFixture(deps, options, league.id, teams[n]!.id, teams[m]!.id, new Date(Math.floor(startsAt.getTime() / 60_000) * 60_000));
      upcoming.push({ startsAt });
      created += 1;
    }
  }
  return created;
}

/** Kick-off, goals and full time of the simulated matches due at `now`. */
async function playMatches(deps: BookDeps, options: SimulatorOptions, now: Date): Promise<number> {
  let changed = 0;
  const due = await deps.db
    .select()
    .from(sportsEvents)
    .where(and(eq(sportsEvents.feed, 'sim'), inArray(sportsEvents.status, ['scheduled', 'live']), lte(sportsEvents.startsAt, now)));
  for (const event of due) {
    // With the live job on, every simulated match (football, basketball, tennis) is played in play by it (live-feed.ts).
    if (options.live && event.kind !== 'outright') continue;
    if (event.sport !== 'football' || event.kind === 'outright') {
      changed += await playOtherEvent(deps, options, event, now);
      continue;
    }
    if (options.live) continue; // football matches are played by the live job (live-feed.ts)
    if (!event.serverSeed || !event.clientSeed || event.homeRate === null || event.awayRate === null) continue;
    const match = drawMatch(event.serverSeed, event.clientSeed, event.homeRate, event.awayRate);
    const elapsed = now.getTime() - event.startsAt.getTime();
    if (elapsed >= options.matchMs) {
      await applyFeedMessage(deps, { type: 'bet_settlement', eventId: event.id, result: { ft: match.ft, ht: match.ht }, certainty: 2 });
      changed += 1;
      continue;
    }
    const minute = Math.min(90, Math.floor((elapsed / options.matchMs) * 90));
    const scored = match.timeline.filter((g) => g.minute <= minute);
    const score = { home: scored.filter((g) => g.side === 'home').length, away: scored.filter((g) => g.side === 'away').length };
    if (event.status === 'scheduled') {
      // No live betting yet: pre-match markets close at kick-off.
      const stopped = await setEventMarketsStatus(deps.db, event.id, 'deactivated', now);
      if (stopped && deps.hub) await deps.hub.publishToAll('SportsOdds', stopped);
    }
    if (event.status === 'scheduled' || event.minute !== minute || event.homeScore !== score.home || event.awayScore !== score.away) {
      await deps.db
        .update(sportsEvents)
        .set({ status: 'live', minute, homeScore: score.home, awayScore: score.away, timeline: match.timeline })
        .where(eq(sportsEvents.id, event.id));
      const message = await eventMessage(deps.db, event.id, now);
      if (message && deps.hub) await deps.hub.publishToAll('SportsEvent', message);
      changed += 1;
    }
  }
  return changed;
}

/** One run of the simulator: what the lease-holding instance does every few seconds. */
export async function simulatorTick(deps: BookDeps, options: SimulatorOptions = DEFAULT_SIMULATOR): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const outrights = options.fixturesAhead > 0 ? await ensureOutrights(deps, options.margin, now) : 0;
  return (await playMatches(deps, options, now)) + (await ensureFixtures(deps, options, now)) + outrights + (await voidLapsedEvents(deps, now));
}
