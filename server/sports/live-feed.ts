// The built-in feed in play: plays each simulated football match (basketball and tennis: ./live-sports.ts) in real time from its plan
// (./live-match.ts), records each incident as it happens, sends `bet_stop` a moment before a dangerous
// moment (goal, penalty, red card) and `odds_change` with the in-play prices once it has been priced,
// keeps the live state (clock, period, score, cards, corners, why the markets are locked) in the database,
// and settles the match at full time. Run every second by the lease holder (./plugin.ts), so one instance
// plays; the others read the same rows. Pending bets are judged by ./bet-delay.ts from what is recorded.
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { sportsEvents, sportsMarkets } from '../db/schema/sports';
import { sportsLiveIncidents, sportsLiveState } from '../db/schema/sports-live';
import { applyFeedMessage, setEventMarketsStatus, type BookDeps } from './book';
import type { FeedMarket } from './feed';
import { liveFootballMarkets, MATERIAL, minuteAt, planMatch, type IncidentType, type Side } from './live-match';
import { betDelaySeconds, liveSettings, type LiveSettingsRow } from './live-settings';
import { offeredOdds } from './margin';
import { drawMatch } from './simulator';
import { LIVE_SPORTS, playLiveCourtEvent } from './live-sports';

type S = components['schemas'];
type StateRow = typeof sportsLiveState.$inferSelect;
type EventRow = typeof sportsEvents.$inferSelect;

export interface LiveOptions {
  /** Real milliseconds a 90-minute match takes (SPORTS_MATCH_SECONDS). */
  matchMs: number;
}

/** How long before a dangerous moment the markets stop, and how long after it they stay locked (real ms). */
export function liveWindows(matchMs: number) {
  return { stopBeforeMs: Math.max(1_500, matchMs / 270), reopenAfterMs: Math.max(3_000, matchMs / 135) };
}

export function stateJson(row: StateRow, sport: string, settings: LiveSettingsRow): S['SportsLiveState'] {
  return {
    eventId: row.eventId,
    period: row.period as S['SportsLivePeriod'],
    minute: row.minute,
    clockSeconds: row.clockSeconds,
    clockRunning: row.period !== 'ended' && sport !== 'tennis',
    score: { home: row.homeScore, away: row.awayScore },
    redCards: { home: row.homeRed, away: row.awayRed },
    corners: { home: row.homeCorners, away: row.awayCorners },
    suspendReason: (row.suspendReason as S['SportsSuspendReason'] | null) ?? null,
    betDelaySeconds: betDelaySeconds(settings, sport),
    at: row.updatedAt.toISOString(),
    sport: sport as S['SportKey'],
    periods: row.detail?.periods ?? [],
    games: row.detail?.games ?? null,
    points: row.detail?.points ?? null,
    serving: row.detail?.serving ?? null,
  };
}

export function incidentJson(row: typeof sportsLiveIncidents.$inferSelect): S['SportsLiveIncident'] {
  return {
    seq: row.id,
    type: row.type as S['SportsLiveIncidentType'],
    side: row.side as 'home' | 'away',
    minute: row.minute,
    score: row.homeScore === null || row.awayScore === null ? null : { home: row.homeScore, away: row.awayScore },
  };
}

/** The live markets priced with the live margin; outcomes nearly certain either way take no bets. */
export function pricedLiveMarkets(situation: Parameters<typeof liveFootballMarkets>[0], margin: number): FeedMarket[] {
  return liveFootballMarkets(situation).map((m) => ({
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

/** Locks the event's active markets (a bet_stop); answers the hub message. */
async function suspendActive(q: Queryable, eventId: string, at: Date) {
  const rows = await q
    .update(sportsMarkets)
    .set({ status: 'suspended', version: sql`${sportsMarkets.version} + 1` })
    .where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.status, 'active')))
    .returning({ id: sportsMarkets.id, version: sportsMarkets.version });
  return rows.length ? { eventId, at: at.toISOString(), markets: rows.map((r) => ({ id: r.id, status: 'suspended' as const, version: r.version, outcomes: [] })) } : null;
}

export async function publishLive(deps: BookDeps, eventId: string, incident: S['SportsLiveIncident'] | null) {
  if (!deps.hub) return;
  const [row] = await deps.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, eventId));
  const [event] = await deps.db.select({ sport: sportsEvents.sport }).from(sportsEvents).where(eq(sportsEvents.id, eventId));
  if (!row || !event) return;
  await deps.hub.publishToAll('SportsLive', { live: stateJson(row, event.sport, await liveSettings(deps.db)), incident });
}

/** Plays one running event up to `now`. Answers whether anything changed. */
export async function playLiveEvent(deps: BookDeps, options: LiveOptions, event: EventRow, settings: LiveSettingsRow, now: Date): Promise<boolean> {
  if (!event.serverSeed || !event.clientSeed || event.homeRate === null || event.awayRate === null) return false;
  const elapsed = now.getTime() - event.startsAt.getTime();
  if (elapsed < 0) return false;
  let [state] = await deps.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, event.id));
  const frac = elapsed / options.matchMs;
  if (frac >= 1) {
    const drawn = drawMatch(event.serverSeed, event.clientSeed, event.homeRate, event.awayRate);
    const ft = { home: drawn.ft.home + (state?.homeExtra ?? 0), away: drawn.ft.away + (state?.awayExtra ?? 0) };
    const ht = { home: drawn.ht!.home + (state?.homeExtraHt ?? 0), away: drawn.ht!.away + (state?.awayExtraHt ?? 0) };
    if (state) {
      await deps.db
        .update(sportsLiveState)
        .set({ period: 'ended', minute: 90, clockSeconds: 5400, suspendReason: null, processedUntil: now, updatedAt: now })
        .where(eq(sportsLiveState.eventId, event.id));
    }
    await applyFeedMessage(deps, { type: 'bet_settlement', eventId: event.id, result: { ft, ht }, certainty: 2 });
    if (state) await publishLive(deps, event.id, null);
    return true;
  }
  if (!state) {
    // Kick-off: every pre-match market closes; the live ones reopen with the first odds_change below.
    const stopped = await setEventMarketsStatus(deps.db, event.id, 'deactivated', now);
    if (stopped && deps.hub) await deps.hub.publishToAll('SportsOdds', stopped);
    await deps.db.insert(sportsLiveState).values({ eventId: event.id, processedUntil: now, updatedAt: now }).onConflictDoNothing();
    [state] = await deps.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, event.id));
  }
  const s = state!;
  const plan = planMatch(event.serverSeed, event.clientSeed, event.homeRate, event.awayRate);
  const happened = plan.filter((i) => i.at <= frac);
  const count = (type: IncidentType, side: Side) => happened.filter((i) => i.type === type && i.side === side).length;
  const score = { home: count('goal', 'home') + s.homeExtra, away: count('goal', 'away') + s.awayExtra };
  const red = { home: count('red_card', 'home'), away: count('red_card', 'away') };
  const corners = { home: count('corner', 'home'), away: count('corner', 'away') };
  const minute = Math.min(90, Math.floor(frac * 90));
  const at = (f: number) => new Date(event.startsAt.getTime() + f * options.matchMs);
  // Record what happened since the last run (each once: the plan's key is unique per event).
  const running = { home: s.homeExtra, away: s.awayExtra };
  const fresh: S['SportsLiveIncident'][] = [];
  for (const i of happened) {
    if (i.type === 'goal') running[i.side] += 1;
    const inserted = await deps.db
      .insert(sportsLiveIncidents)
      .values({
        eventId: event.id,
        key: i.key,
        type: i.type,
        side: i.side,
        minute: minuteAt(i.at),
        at: at(i.at),
        homeScore: i.type === 'goal' ? running.home : null,
        awayScore: i.type === 'goal' ? running.away : null,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) fresh.push(incidentJson(inserted[0]));
  }
  const { stopBeforeMs, reopenAfterMs } = liveWindows(options.matchMs);
  const [recent] = await deps.db
    .select()
    .from(sportsLiveIncidents)
    .where(
      and(
        eq(sportsLiveIncidents.eventId, event.id),
        inArray(sportsLiveIncidents.type, [...MATERIAL]),
        gt(sportsLiveIncidents.at, new Date(now.getTime() - reopenAfterMs)),
        lte(sportsLiveIncidents.at, now),
      ),
    )
    .orderBy(sql`${sportsLiveIncidents.at} desc`)
    .limit(1);
  const upcoming = plan.find((i) => MATERIAL.has(i.type) && i.at > frac && i.at <= frac + stopBeforeMs / options.matchMs);
  const reason = settings.liveSuspended ? 'live_off' : s.traderSuspended ? 'trader' : recent ? recent.type : upcoming ? 'dangerous_attack' : null;
  let changed = fresh.length > 0;
  if (reason && !s.suspendReason) {
    // bet_stop: recorded (pending bets placed before it are judged against it), then the markets lock.
    await deps.db
      .insert(sportsLiveIncidents)
      .values({ eventId: event.id, key: `stop:${upcoming?.key ?? recent?.key ?? `${reason}:${now.getTime()}`}`, type: 'bet_stop', side: upcoming?.side ?? 'home', minute, at: now })
      .onConflictDoNothing();
    const stopped = await suspendActive(deps.db, event.id, now);
    if (stopped && deps.hub) await deps.hub.publishToAll('SportsOdds', stopped);
    changed = true;
  }
  const status = { status: 'live' as const, score, minute };
  const scoreChanged = event.status !== 'live' || event.homeScore !== score.home || event.awayScore !== score.away || event.minute !== minute;
  if (!reason) {
    const markets = pricedLiveMarkets({ homeRate: event.homeRate, awayRate: event.awayRate, played: minute, score, red }, settings.liveMargin);
    const n = await applyFeedMessage(deps, { type: 'odds_change', eventId: event.id, markets, ...(scoreChanged ? { status } : {}) });
    if (n > 0 || s.suspendReason) changed = true;
    // Markets whose line is passed (a total below the goals scored) take no more bets until they settle.
    const live = new Set(markets.map((m) => `${m.type}|${m.specifiers}`));
    const rows = await deps.db.select({ id: sportsMarkets.id, type: sportsMarkets.type, specifiers: sportsMarkets.specifiers, status: sportsMarkets.status }).from(sportsMarkets).where(eq(sportsMarkets.eventId, event.id));
    const stale = rows.filter((r) => r.status === 'active' && !live.has(`${r.type}|${r.specifiers}`)).map((r) => r.id);
    if (stale.length) await deps.db.update(sportsMarkets).set({ status: 'deactivated', version: sql`${sportsMarkets.version} + 1` }).where(inArray(sportsMarkets.id, stale));
  } else if (scoreChanged) {
    await applyFeedMessage(deps, { type: 'odds_change', eventId: event.id, markets: [], status });
  }
  const period = minute < 45 ? 'first_half' : 'second_half';
  const moved = scoreChanged || s.suspendReason !== reason || s.homeRed !== red.home || s.awayRed !== red.away || s.homeCorners !== corners.home || s.awayCorners !== corners.away || s.period !== period;
  await deps.db
    .update(sportsLiveState)
    .set({
      period,
      minute,
      clockSeconds: Math.floor(frac * 5400),
      homeScore: score.home,
      awayScore: score.away,
      homeRed: red.home,
      awayRed: red.away,
      homeCorners: corners.home,
      awayCorners: corners.away,
      suspendReason: reason,
      processedUntil: now,
      ...(moved || changed ? { updatedAt: now } : {}),
    })
    .where(eq(sportsLiveState.eventId, event.id));
  if (moved || changed) {
    if (fresh.length) for (const incident of fresh) await publishLive(deps, event.id, incident);
    else await publishLive(deps, event.id, null);
  }
  return moved || changed;
}

/** One run: every simulated football, basketball and tennis match due or running, played up to now. */
export async function liveTick(deps: BookDeps, options: LiveOptions): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const due = await deps.db
    .select()
    .from(sportsEvents)
    .where(and(eq(sportsEvents.feed, 'sim'), inArray(sportsEvents.sport, ['football', ...LIVE_SPORTS]), eq(sportsEvents.kind, 'match'), inArray(sportsEvents.status, ['scheduled', 'live']), lte(sportsEvents.startsAt, now)))
    .orderBy(asc(sportsEvents.startsAt));
  if (!due.length) return 0;
  const settings = await liveSettings(deps.db);
  let changed = 0;
  for (const event of due) {
    const play = event.sport === 'football' ? playLiveEvent : playLiveCourtEvent;
    if (await play(deps, options, event, settings, now)) changed += 1;
  }
  return changed;
}

/**
 * The dev-only incident trigger (opsInjectLiveIncident, served only with the outbox page): makes a goal,
 * a penalty or a red card happen now in a running simulated match, exactly as the feed would send it
 * (recorded, bet_stop, the live state pushed; the next run reprices). An injected goal is added to the
 * result the simulator settles (so the event no longer verifies against its seed).
 */
export async function injectIncident(deps: BookDeps, eventId: string, type: 'goal' | 'penalty' | 'red_card', side: Side): Promise<boolean> {
  const now = deps.now?.() ?? new Date();
  const [state] = await deps.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, eventId));
  const [event] = await deps.db.select().from(sportsEvents).where(eq(sportsEvents.id, eventId));
  if (!state || !event || event.status !== 'live' || state.period === 'ended') return false;
  const goal = type === 'goal';
  const score = { home: state.homeScore + (goal && side === 'home' ? 1 : 0), away: state.awayScore + (goal && side === 'away' ? 1 : 0) };
  const [row] = await deps.db
    .insert(sportsLiveIncidents)
    .values({ eventId, key: `inject:${type}:${side}:${now.getTime()}`, type, side, minute: Math.max(1, state.minute), at: now, homeScore: goal ? score.home : null, awayScore: goal ? score.away : null })
    .returning();
  await deps.db
    .insert(sportsLiveIncidents)
    .values({ eventId, key: `stop:inject:${now.getTime()}`, type: 'bet_stop', side, minute: state.minute, at: now })
    .onConflictDoNothing();
  const firstHalf = state.minute < 45;
  await deps.db
    .update(sportsLiveState)
    .set({
      homeScore: score.home,
      awayScore: score.away,
      homeExtra: state.homeExtra + (goal && side === 'home' ? 1 : 0),
      awayExtra: state.awayExtra + (goal && side === 'away' ? 1 : 0),
      homeExtraHt: state.homeExtraHt + (goal && side === 'home' && firstHalf ? 1 : 0),
      awayExtraHt: state.awayExtraHt + (goal && side === 'away' && firstHalf ? 1 : 0),
      suspendReason: state.traderSuspended ? 'trader' : type,
      updatedAt: now,
    })
    .where(eq(sportsLiveState.eventId, eventId));
  const stopped = await suspendActive(deps.db, eventId, now);
  if (stopped && deps.hub) await deps.hub.publishToAll('SportsOdds', stopped);
  if (goal) await applyFeedMessage(deps, { type: 'odds_change', eventId, markets: [], status: { status: 'live', score, minute: state.minute } });
  await publishLive(deps, eventId, incidentJson(row!));
  return true;
}

/** A trader locks (or unlocks) every live market of one event. */
export async function setEventSuspended(deps: BookDeps, eventId: string, suspended: boolean): Promise<boolean> {
  const now = deps.now?.() ?? new Date();
  const [state] = await deps.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, eventId));
  if (!state) return false;
  await deps.db
    .update(sportsLiveState)
    .set({ traderSuspended: suspended, ...(suspended ? { suspendReason: 'trader' } : {}), updatedAt: now })
    .where(eq(sportsLiveState.eventId, eventId));
  if (suspended) {
    await deps.db.insert(sportsLiveIncidents).values({ eventId, key: `stop:trader:${now.getTime()}`, type: 'bet_stop', side: 'home', minute: state.minute, at: now }).onConflictDoNothing();
    const stopped = await suspendActive(deps.db, eventId, now);
    if (stopped && deps.hub) await deps.hub.publishToAll('SportsOdds', stopped);
  }
  await publishLive(deps, eventId, null);
  return true;
}

/** All live betting off: every running event's active markets lock at once (the next runs keep them locked). */
export async function suspendAllLive(deps: BookDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const running = await deps.db.select({ id: sportsLiveState.eventId, minute: sportsLiveState.minute }).from(sportsLiveState).where(sql`${sportsLiveState.period} <> 'ended'`);
  for (const r of running) {
    await deps.db.update(sportsLiveState).set({ suspendReason: 'live_off', updatedAt: now }).where(eq(sportsLiveState.eventId, r.id));
    await deps.db.insert(sportsLiveIncidents).values({ eventId: r.id, key: `stop:live_off:${now.getTime()}`, type: 'bet_stop', side: 'home', minute: r.minute, at: now }).onConflictDoNothing();
    const stopped = await suspendActive(deps.db, r.id, now);
    if (stopped && deps.hub) await deps.hub.publishToAll('SportsOdds', stopped);
    await publishLive(deps, r.id, null);
  }
  return running.length;
}
