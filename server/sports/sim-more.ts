// The built-in feed's other sports and the league outrights (docs/sportsbook.md): basketball and tennis
// matches play out in time from their committed seeds like football's (a 48-minute clock for basketball,
// games one after another for tennis) and settle from their own result; each football league keeps one
// open outright ("league winner") that closes OUTRIGHT_MS after it opens, when its season is drawn from its
// seed and settled. Every change goes through the canonical feed messages applied by ./book.ts.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { sportsEvents, sportsLeagues, sportsTeams } from '../db/schema/sports';
import { applyFeedMessage, eventMessage, setEventMarketsStatus, type BookDeps } from './book';
import { drawBasketball } from './basketball';
import { drawSeason, outrightMarkets } from './outrights';
import { newServerSeed, uniform } from './simulator';
import { pricedMarkets } from './sports-models';
import { drawTennis } from './tennis';

type EventRow = typeof sportsEvents.$inferSelect;

/** How long an outright stays open before its season is drawn (48 h). */
export const OUTRIGHT_MS = 48 * 3_600_000;

async function leagueTeams(deps: BookDeps, leagueId: string) {
  return deps.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, leagueId)).orderBy(asc(sportsTeams.id));
}

/** Opens a league-winner outright for a football league, closing at `closesAt`. */
export async function createOutright(deps: BookDeps, margin: number, leagueId: string, closesAt: Date): Promise<string> {
  const teams = await leagueTeams(deps, leagueId);
  const eventId = `or${randomBytes(6).toString('hex')}`;
  const { seed, hash } = newServerSeed();
  await applyFeedMessage(deps, {
    type: 'fixture_change',
    eventId,
    leagueId,
    sport: 'football',
    kind: 'outright',
    homeTeamId: null,
    awayTeamId: null,
    startsAt: closesAt,
    fairness: { serverSeed: seed, serverSeedHash: hash, clientSeed: `${eventId}:${closesAt.toISOString()}`, homeRate: 0, awayRate: 0 },
  });
  await applyFeedMessage(deps, { type: 'odds_change', eventId, markets: pricedMarkets(outrightMarkets(teams, eventId), margin) });
  return eventId;
}

/** Keeps one open outright per football league. */
export async function ensureOutrights(deps: BookDeps, margin: number, now: Date): Promise<number> {
  const leagues = await deps.db.select().from(sportsLeagues).where(eq(sportsLeagues.sport, 'football'));
  let created = 0;
  for (const league of leagues) {
    const open = await deps.db
      .select({ id: sportsEvents.id })
      .from(sportsEvents)
      .where(and(eq(sportsEvents.leagueId, league.id), eq(sportsEvents.kind, 'outright'), eq(sportsEvents.status, 'scheduled')))
      .limit(1);
    if (open.length) continue;
    if ((await leagueTeams(deps, league.id)).length < 2) continue;
    await createOutright(deps, margin, league.id, new Date(Math.floor((now.getTime() + OUTRIGHT_MS) / 60_000) * 60_000));
    created += 1;
  }
  return created;
}

/** The outright's winner as its seeds draw it (what settlement uses and the verifier recomputes). */
export async function outrightWinner(deps: Pick<BookDeps, 'db'>, event: EventRow): Promise<string | null> {
  if (!event.serverSeed || !event.clientSeed) return null;
  const teams = await deps.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, event.leagueId)).orderBy(asc(sportsTeams.id));
  return teams.length >= 2 ? drawSeason(event.serverSeed, event.clientSeed, teams).winner : null;
}

/** Kick-off, progress and the end of a basketball or tennis match, or the close of an outright. */
export async function playOtherEvent(deps: BookDeps, options: { matchMs: number }, event: EventRow, now: Date): Promise<number> {
  if (!event.serverSeed || !event.clientSeed) return 0;
  if (event.kind === 'outright') {
    const winner = await outrightWinner(deps, event);
    if (!winner) return 0;
    await applyFeedMessage(deps, { type: 'bet_settlement', eventId: event.id, result: { ft: { home: 0, away: 0 }, ht: null, winner }, certainty: 2 });
    return 1;
  }
  if (event.homeRate === null || event.awayRate === null) return 0;
  const u = (label: string) => uniform(event.serverSeed!, event.clientSeed!, label);
  const elapsed = now.getTime() - event.startsAt.getTime();
  let score: { home: number; away: number };
  let minute: number | null;
  if (event.sport === 'basketball') {
    const drawn = drawBasketball(u, event.homeRate, event.awayRate);
    if (elapsed >= options.matchMs) {
      await applyFeedMessage(deps, { type: 'bet_settlement', eventId: event.id, result: { ft: drawn.ft, ht: null }, certainty: 2 });
      return 1;
    }
    const f = elapsed / options.matchMs;
    score = { home: Math.floor(drawn.regulation.home * f), away: Math.floor(drawn.regulation.away * f) };
    minute = Math.min(48, Math.floor(f * 48));
  } else if (event.sport === 'tennis') {
    const drawn = drawTennis(u, event.homeRate, event.awayRate);
    if (elapsed >= options.matchMs) {
      await applyFeedMessage(deps, { type: 'bet_settlement', eventId: event.id, result: { ft: drawn.ft, ht: null, periods: drawn.periods }, certainty: 2 });
      return 1;
    }
    // Sets won so far: walk the games played, closing each set at its drawn length.
    let played = Math.floor((elapsed / options.matchMs) * drawn.games.length);
    score = { home: 0, away: 0 };
    for (const set of drawn.periods) {
      const length = set.home + set.away;
      if (played < length) break;
      played -= length;
      if (set.home > set.away) score.home += 1;
      else score.away += 1;
    }
    minute = null;
  } else return 0;
  let changed = 0;
  if (event.status === 'scheduled') {
    // No live betting here: pre-match markets close at the start (live betting is the next issue's).
    const stopped = await setEventMarketsStatus(deps.db, event.id, 'deactivated', now);
    if (stopped && deps.hub) await deps.hub.publishToAll('SportsOdds', stopped);
  }
  if (event.status === 'scheduled' || event.minute !== minute || event.homeScore !== score.home || event.awayScore !== score.away) {
    await deps.db.update(sportsEvents).set({ status: 'live', minute, homeScore: score.home, awayScore: score.away }).where(eq(sportsEvents.id, event.id));
    const message = await eventMessage(deps.db, event.id, now);
    if (message && deps.hub) await deps.hub.publishToAll('SportsEvent', message);
    changed += 1;
  }
  return changed;
}

/** The operator's delay before a postponed or abandoned event's open legs are voided (SPORTS_VOID_DELAY_HOURS, default 48). */
export function voidDelayMs(): number {
  const raw = Number(process.env.SPORTS_VOID_DELAY_HOURS);
  return (Number.isFinite(raw) && raw >= 0 ? raw : 48) * 3_600_000;
}

/**
 * Postponed and abandoned events not played (or resumed) within the delay of their start: cancelled through
 * the feed's bet_cancel, so every market not yet settled voids; a voided leg counts 1 and an accumulator goes
 * on with one leg fewer (common/sports/settlement.ts).
 */
export async function voidLapsedEvents(deps: BookDeps, now: Date, delayMs = voidDelayMs()): Promise<number> {
  const lapsed = await deps.db
    .select({ id: sportsEvents.id, startsAt: sportsEvents.startsAt })
    .from(sportsEvents)
    .where(inArray(sportsEvents.status, ['postponed', 'abandoned']));
  let voided = 0;
  for (const e of lapsed) {
    if (e.startsAt.getTime() + delayMs > now.getTime()) continue;
    await applyFeedMessage({ ...deps, now: () => now }, { type: 'bet_cancel', eventId: e.id, reason: 'postponed or abandoned past the delay' });
    voided += 1;
  }
  return voided;
}
