// The built-in feed in play for basketball and tennis (football's is ./live-feed.ts): plays each simulated
// match in real time from its plan at a fixed pace (./live-basketball.ts: a game minute is 1/48 of the match
// time, so an overtime runs 5 more; ./live-tennis.ts: a point is 1/150 of it, so a long match runs longer), records what happens (baskets, free throws,
// quarter ends; games, breaks, sets), sends `bet_stop` before a dangerous moment (free throws, the end of a
// quarter, a break point or a set point) and `odds_change` with the in-play prices when play goes on, keeps
// the live state (period, clock, score, quarter or set scores, games, points, server) in the database, and
// settles the match from its own result at the end. Run by the same lease-holding job as football's.
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { sportsEvents, sportsMarkets } from '../db/schema/sports';
import { sportsLiveIncidents, sportsLiveState } from '../db/schema/sports-live';
import { applyFeedMessage, setEventMarketsStatus, type BookDeps } from './book';
import type { FeedMarket } from './feed';
import type { FairMarket, MatchResult, Score } from './football';
import { basketballStateAt, liveBasketballMarkets, planBasketball, REGULATION_MINUTES } from './live-basketball';
import { incidentJson, liveWindows, publishLive, type LiveOptions } from './live-feed';
import type { LiveSettingsRow } from './live-settings';
import { dangerousPoint, liveTennisMarkets, planTennis, pointLabels, tennisStateAt } from './live-tennis';
import { offeredOdds } from './margin';
import { uniform } from './simulator';

type EventRow = typeof sportsEvents.$inferSelect;
type Detail = NonNullable<(typeof sportsLiveState.$inferSelect)['detail']>;

export const LIVE_SPORTS = ['basketball', 'tennis'] as const;

/** Incident types that lock the markets for a moment after they happen (and refuse bets pending across them). */
const LOCK_AFTER: Record<string, string> = { free_throws: 'free_throws', period_end: 'period_end', set: 'period_end' };

/** Fair markets with the live margin; outcomes nearly certain either way take no bets. */
export function pricedLive(markets: FairMarket[], margin: number): FeedMarket[] {
  return markets.map((m) => ({
    type: m.type,
    specifiers: m.specifiers,
    group: m.group,
    status: 'active' as const,
    outcomes: m.outcomes.map((o) => ({
      code: o.code,
      odds: offeredOdds(o.fairOdds, margin, m.marginWeight),
      probability: o.probability,
      active: o.probability > 0.003 && o.probability < 0.985,
    })),
  }));
}

/** One planned happening on the match's time line, in the sport's units (basketball game minutes, tennis points). */
interface Planned {
  key: string;
  type: string;
  side: 'home' | 'away';
  at: number;
  minute: number;
  score: Score | null;
}

/** What the generic player needs of a sport at a moment of the match. */
interface Frame {
  period: string;
  minute: number;
  clockSeconds: number;
  score: Score;
  detail: Detail;
  /** Why the markets must be locked now from the state itself (overtime, a break or set point), or null. */
  stateReason: string | null;
  markets: () => FairMarket[];
}

interface SportPlay {
  planned: Planned[];
  /** The match's length in its units (48 or 53 game minutes; the points played, plus one). */
  length: number;
  /** Units a standard match holds (48 game minutes; 150 points, about a two-set match and a bit): the real
   * match time (SPORTS_MATCH_SECONDS) divided by it is the real time of one unit, whatever this match's length,
   * so the clock leaks nothing of how the match will go (an overtime, a third set). */
  standard: number;
  /** Incidents a bet_stop goes out before (free throws, the end of a quarter). */
  stopBefore: ReadonlySet<string>;
  frame: (units: number) => Frame;
  result: MatchResult;
}

// Plans are pure functions of the committed seeds: kept for a while so a run does not redraw them every second.
const plays = new Map<string, SportPlay>();
function cached(key: string, make: () => SportPlay): SportPlay {
  const hit = plays.get(key);
  if (hit) return hit;
  const made = make();
  if (plays.size > 500) plays.delete(plays.keys().next().value!);
  plays.set(key, made);
  return made;
}

/** The sport's play of one event (cached by its seed). */
export function sportPlay(event: EventRow): SportPlay {
  return cached(`${event.id}:${event.serverSeed}:${event.homeRate}:${event.awayRate}`, () => (event.sport === 'basketball' ? basketballPlay(event) : tennisPlay(event)));
}

export function basketballPlay(event: EventRow): SportPlay {
  const u = (label: string) => uniform(event.serverSeed!, event.clientSeed!, label);
  const plan = planBasketball(u, event.homeRate!, event.awayRate!);
  const running = { home: 0, away: 0 };
  const planned: Planned[] = plan.plays.map((p) => {
    running[p.side] += p.points;
    return { key: p.key, type: p.type, side: p.side, at: p.minute, minute: Math.floor(p.minute), score: p.points ? { ...running } : null };
  });
  return {
    planned,
    length: plan.length,
    standard: REGULATION_MINUTES,
    stopBefore: new Set(['free_throws', 'period_end']),
    result: { ft: plan.ft, ht: null },
    frame: (units) => {
      const minutes = Math.min(units, plan.length);
      const state = basketballStateAt(plan, minutes);
      return {
        period: state.period,
        minute: Math.floor(minutes),
        clockSeconds: Math.floor(minutes * 60),
        score: state.score,
        detail: { periods: state.periods },
        stateReason: state.period === 'overtime' ? 'overtime' : null,
        markets: () => liveBasketballMarkets({ homeMean: event.homeRate!, awayMean: event.awayRate!, played: Math.min(REGULATION_MINUTES, minutes), score: state.score }),
      };
    },
  };
}

/** A tennis point takes about 45 s of match time (the minute the timeline shows). */
const POINT_MINUTES = 0.75;
export const TENNIS_STANDARD_POINTS = 150;

export function tennisPlay(event: EventRow): SportPlay {
  const u = (label: string) => uniform(event.serverSeed!, event.clientSeed!, label);
  const plan = planTennis(u, event.homeRate!, event.awayRate!);
  const n = plan.points.length;
  const atPoint = (i: number) => i + 1; // point i is over after i + 1 point-times
  const end = tennisStateAt(plan, n);
  const planned: Planned[] = [];
  // Walk the games as they finish: each game (a break when the returner won it), then the set when it ends.
  let sets = 0;
  let setScores = { home: 0, away: 0 };
  for (const [i, g] of end.gameWinners.entries()) {
    const at = atPoint(g.point);
    const minute = Math.floor((g.point + 1) * POINT_MINUTES);
    planned.push({ key: `g:${i}`, type: g.side === g.server ? 'game' : 'break', side: g.side, at, minute, score: g.games });
    const setOver = (g.games.home >= 6 || g.games.away >= 6) && (Math.abs(g.games.home - g.games.away) >= 2 || g.games.home + g.games.away === 13);
    if (setOver) {
      sets += 1;
      setScores = { ...setScores, [g.side]: setScores[g.side] + 1 };
      planned.push({ key: `set:${sets}`, type: 'set', side: g.side, at, minute, score: { ...setScores } });
    }
  }
  return {
    planned,
    length: n + 1,
    standard: TENNIS_STANDARD_POINTS,
    stopBefore: new Set(),
    result: { ft: plan.ft, ht: null, periods: plan.periods },
    frame: (units) => {
      const played = Math.min(n, Math.floor(units));
      const state = tennisStateAt(plan, played);
      const won = { home: state.sets.filter((s) => s.home > s.away).length, away: state.sets.filter((s) => s.away > s.home).length };
      const situation = { p1: event.homeRate!, p2: event.awayRate!, sets: state.sets, games: state.games, points: state.points, homeServing: state.homeServing };
      return {
        period: state.ended ? 'ended' : `set${state.sets.length + 1}`,
        minute: Math.floor(played * POINT_MINUTES),
        clockSeconds: Math.floor(played * POINT_MINUTES * 60),
        score: won,
        detail: {
          periods: state.ended ? state.sets : [...state.sets, state.games],
          games: state.ended ? null : state.games,
          points: state.ended ? null : pointLabels(state.points, state.tiebreak),
          serving: state.ended ? null : state.homeServing ? 'home' : 'away',
        },
        stateReason: state.ended ? null : dangerousPoint(situation),
        markets: () => liveTennisMarkets(situation),
      };
    },
  };
}

/** Plays one running basketball or tennis match up to `now`. Answers whether anything changed. */
export async function playLiveCourtEvent(deps: BookDeps, options: LiveOptions, event: EventRow, settings: LiveSettingsRow, now: Date): Promise<boolean> {
  if (!event.serverSeed || !event.clientSeed || event.homeRate === null || event.awayRate === null) return false;
  const elapsed = now.getTime() - event.startsAt.getTime();
  if (elapsed < 0) return false;
  const play = sportPlay(event);
  let [state] = await deps.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, event.id));
  const unitMs = options.matchMs / play.standard;
  const units = elapsed / unitMs;
  const at = (u: number) => new Date(event.startsAt.getTime() + u * unitMs);
  const record = async (upTo: number) => {
    const fresh = [];
    for (const i of play.planned) {
      if (i.at > upTo) break;
      const [row] = await deps.db
        .insert(sportsLiveIncidents)
        .values({ eventId: event.id, key: i.key, type: i.type, side: i.side, minute: i.minute, at: at(i.at), homeScore: i.score?.home ?? null, awayScore: i.score?.away ?? null })
        .onConflictDoNothing()
        .returning();
      if (row) fresh.push(incidentJson(row));
    }
    return fresh;
  };
  if (units >= play.length) {
    if (state) {
      await record(play.length);
      const last = play.frame(play.length);
      await deps.db
        .update(sportsLiveState)
        .set({ period: 'ended', minute: last.minute, clockSeconds: last.clockSeconds, homeScore: last.score.home, awayScore: last.score.away, detail: last.detail, suspendReason: null, processedUntil: now, updatedAt: now })
        .where(eq(sportsLiveState.eventId, event.id));
    }
    await applyFeedMessage(deps, { type: 'bet_settlement', eventId: event.id, result: play.result, certainty: 2 });
    if (state) await publishLive(deps, event.id, null);
    return true;
  }
  if (!state) {
    // Tip-off / first serve: the pre-match markets close; the live ones reopen with the first odds_change below.
    const stopped = await setEventMarketsStatus(deps.db, event.id, 'deactivated', now);
    if (stopped && deps.hub) await deps.hub.publishToAll('SportsOdds', stopped);
    await deps.db.insert(sportsLiveState).values({ eventId: event.id, period: event.sport === 'basketball' ? 'q1' : 'set1', processedUntil: now, updatedAt: now }).onConflictDoNothing();
    [state] = await deps.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, event.id));
  }
  const s = state!;
  const frame = play.frame(units);
  const fresh = await record(units);
  const { stopBeforeMs, reopenAfterMs } = liveWindows(options.matchMs);
  const [recent] = await deps.db
    .select()
    .from(sportsLiveIncidents)
    .where(
      and(
        eq(sportsLiveIncidents.eventId, event.id),
        inArray(sportsLiveIncidents.type, Object.keys(LOCK_AFTER)),
        gt(sportsLiveIncidents.at, new Date(now.getTime() - reopenAfterMs)),
        lte(sportsLiveIncidents.at, now),
      ),
    )
    .orderBy(sql`${sportsLiveIncidents.at} desc`)
    .limit(1);
  const upcoming = play.planned.find((i) => play.stopBefore.has(i.type) && i.at > units && i.at <= units + stopBeforeMs / unitMs);
  const reason = settings.liveSuspended
    ? 'live_off'
    : s.traderSuspended
      ? 'trader'
      : frame.stateReason ?? (recent ? LOCK_AFTER[recent.type]! : upcoming ? LOCK_AFTER[upcoming.type]! : null);
  let changed = fresh.length > 0;
  if (reason && s.suspendReason !== reason) {
    // bet_stop: recorded (pending bets placed before it are judged against it), then the markets lock.
    await deps.db
      .insert(sportsLiveIncidents)
      .values({ eventId: event.id, key: `stop:${upcoming?.key ?? recent?.key ?? `${reason}:${now.getTime()}`}:${reason}`, type: 'bet_stop', side: upcoming?.side ?? 'home', minute: frame.minute, at: now })
      .onConflictDoNothing();
    const stopped = await deps.db
      .update(sportsMarkets)
      .set({ status: 'suspended', version: sql`${sportsMarkets.version} + 1` })
      .where(and(eq(sportsMarkets.eventId, event.id), eq(sportsMarkets.status, 'active')))
      .returning({ id: sportsMarkets.id, version: sportsMarkets.version });
    if (stopped.length && deps.hub) {
      await deps.hub.publishToAll('SportsOdds', { eventId: event.id, at: now.toISOString(), markets: stopped.map((r) => ({ id: r.id, status: 'suspended' as const, version: r.version, outcomes: [] })) });
    }
    changed = true;
  }
  const status = { status: 'live' as const, score: frame.score, minute: frame.minute };
  const scoreChanged = event.status !== 'live' || event.homeScore !== frame.score.home || event.awayScore !== frame.score.away || event.minute !== frame.minute;
  if (!reason) {
    const markets = pricedLive(frame.markets(), settings.liveMargin);
    const n = await applyFeedMessage(deps, { type: 'odds_change', eventId: event.id, markets, ...(scoreChanged ? { status } : {}) });
    if (n > 0 || s.suspendReason) changed = true;
    // Lines the score has passed, or that moved off the grid around the expectation, take no more bets until they settle.
    const live = new Set(markets.map((m) => `${m.type}|${m.specifiers}`));
    const rows = await deps.db.select({ id: sportsMarkets.id, type: sportsMarkets.type, specifiers: sportsMarkets.specifiers, status: sportsMarkets.status }).from(sportsMarkets).where(eq(sportsMarkets.eventId, event.id));
    const stale = rows.filter((r) => r.status === 'active' && !live.has(`${r.type}|${r.specifiers}`)).map((r) => r.id);
    if (stale.length) await deps.db.update(sportsMarkets).set({ status: 'deactivated', version: sql`${sportsMarkets.version} + 1` }).where(inArray(sportsMarkets.id, stale));
  } else if (scoreChanged) {
    await applyFeedMessage(deps, { type: 'odds_change', eventId: event.id, markets: [], status });
  }
  const detailChanged = JSON.stringify(s.detail ?? null) !== JSON.stringify(frame.detail);
  const moved = scoreChanged || detailChanged || s.suspendReason !== reason || s.period !== frame.period;
  await deps.db
    .update(sportsLiveState)
    .set({
      period: frame.period,
      minute: frame.minute,
      clockSeconds: frame.clockSeconds,
      homeScore: frame.score.home,
      awayScore: frame.score.away,
      detail: frame.detail,
      suspendReason: reason,
      processedUntil: now,
      ...(moved || changed ? { updatedAt: now } : {}),
    })
    .where(eq(sportsLiveState.eventId, event.id));
  if (moved || changed) {
    if (fresh.length) for (const incident of fresh.slice(-5)) await publishLive(deps, event.id, incident);
    else await publishLive(deps, event.id, null);
  }
  return moved || changed;
}

