// Basketball and tennis in play through the live job, the API, the database and the ledger (issue 18): the
// matches play from their plans (scoreboard state: quarters; sets, games, points, server), bet_stop before
// free throws and on break/set points with the markets locked and reopened, a live bet accepted after the
// sport's delay and one refused across a bet_stop, and settlement at the end from the match's own result
// (the bet paid at its odds when the drawn result says it won). The clock is driven by hand (deps.now)
// except where a bet is placed (placement uses the real clock), so nothing here waits on time.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sportsBets, sportsEvents, sportsMarkets, sportsOutcomes, sportsTeams } from '../../../server/db/schema/sports';
import { sportsLiveIncidents, sportsLiveState } from '../../../server/db/schema/sports-live';
import { seedSportsCatalogue } from '../../../server/seed/sports';
import { seedMoreSports } from '../../../server/seed/sports-more';
import { decidePendingBet } from '../../../server/sports/bet-delay';
import { liveTick, liveWindows } from '../../../server/sports/live-feed';
import { liveSettings, updateLiveSettings } from '../../../server/sports/live-settings';
import { planBasketball } from '../../../server/sports/live-basketball';
import { planTennis, pointLabels, tennisStateAt } from '../../../server/sports/live-tennis';
import { TENNIS_STANDARD_POINTS } from '../../../server/sports/live-sports';
import { createSimFixture, DEFAULT_SIMULATOR } from '../../../server/sports/simulator-feed';
import { uniform } from '../../../server/sports/simulator';
import { checkInvariants } from '../../../server/wallet';
import { buildTestApp, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

// Real time: a basketball game minute is a real minute (48 minutes), so a bet's 1–15 s delay is game seconds.
const MATCH_MS = 48 * 60_000;

describeEachTarget('basketball and tennis in play on %s', (target) => {
  let t: TestApp;
  let token: string;
  let playerId: string;
  let keyCounter = 0;
  const key = () => `bt-${target}-${Date.now().toString(36)}-${(keyCounter += 1)}`;
  const previous = process.env.SPORTS_SIM_INTERVAL_MS;

  beforeAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = '0';
    t = await buildTestApp(target);
    await seedSportsCatalogue(t.db);
    await seedMoreSports(t.db);
    await updateLiveSettings(t.db, { betDelaySeconds: { basketball: 1, tennis: 1 } });
    const player = await createTestPlayer(t.db);
    playerId = player.id;
    await credit(t.db, playerId, 'cash', 1_000_000n);
    token = (await login(t.request, player.username)).token!;
  }, 240_000);

  afterAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = previous;
    if (previous === undefined) delete process.env.SPORTS_SIM_INTERVAL_MS;
    await t?.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  let pair = 0;
  async function fixture(leagueId: string) {
    const teams = await t.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, leagueId));
    const i = pair++ % Math.floor(teams.length / 2);
    const eventId = await createSimFixture({ db: t.db }, DEFAULT_SIMULATOR, leagueId, teams[2 * i]!.id, teams[2 * i + 1]!.id, new Date(Date.now() + 3_600_000));
    const [e] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, eventId));
    return e!;
  }
  const startAt = async (eventId: string, startsAt: Date) => t.db.update(sportsEvents).set({ startsAt }).where(eq(sportsEvents.id, eventId));
  const tick = (now: Date) => liveTick({ db: t.db, now: () => now }, { matchMs: MATCH_MS });
  const state = async (eventId: string) => (await t.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, eventId)))[0]!;
  async function outcome(eventId: string, type: string, code: string, specifiers = '') {
    const [row] = await t.db
      .select({ outcome: sportsOutcomes, market: sportsMarkets })
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.type, type), eq(sportsMarkets.specifiers, specifiers), eq(sportsOutcomes.code, code)));
    return row!;
  }
  async function place(eventId: string, type: string, code: string, stake: number, oddsChange = 'any') {
    const o = await outcome(eventId, type, code);
    const res = await t.request({
      method: 'POST',
      url: '/api/sports/bets',
      headers: { ...auth(), 'idempotency-key': key() },
      payload: { oddsChange, bets: [{ type: 'single', stake, selections: [{ eventId, marketId: o.market.id, outcomeId: o.outcome.id, odds: o.outcome.odds / 100 }] }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { bet: res.json().data.bets[0] as { id: string; status: string }, odds: o.outcome.odds };
  }
  const betRow = async (id: string) => (await t.db.select().from(sportsBets).where(eq(sportsBets.id, id)))[0]!;
  const { stopBeforeMs, reopenAfterMs } = liveWindows(MATCH_MS);

  it('basketball: the scoreboard by quarter, a live bet accepted after 1 s, bet_stop before free throws, settled from its own result', async () => {
    const e = await fixture('bb-tr-super');
    const u = (label: string) => uniform(e.serverSeed!, e.clientSeed!, label);
    const plan = planBasketball(u, e.homeRate!, e.awayRate!);
    const real = (minute: number) => (minute / 48) * MATCH_MS; // ms after the tip-off (a game minute is a real one)
    const stops = plan.plays.filter((p) => p.type === 'free_throws' || p.type === 'period_end').map((p) => real(p.minute));
    const clear = (ms: number, before: number, after: number) => !stops.some((s) => s > ms - before && s < ms + after);
    // A moment in the first quarter with no stop near: the game opens there.
    let at = 60_000;
    while (!clear(at, reopenAfterMs + 2_000, stopBeforeMs + 20_000)) at += 1_000;
    const startsAt = new Date(Date.now() - at);
    await startAt(e.id, startsAt);
    await tick(new Date());
    const s1 = await state(e.id);
    expect(s1.period).toBe('q1');
    expect(s1.suspendReason).toBeNull();
    const seen = plan.plays.filter((p) => real(p.minute) <= Date.now() - startsAt.getTime());
    const points = (side: 'home' | 'away') => seen.filter((p) => p.side === side).reduce((n, p) => n + p.points, 0);
    expect({ home: s1.homeScore, away: s1.awayScore }).toEqual({ home: points('home'), away: points('away') });
    expect(s1.detail!.periods).toEqual([{ home: points('home'), away: points('away') }]);
    const ml = await outcome(e.id, 'money_line', '1');
    expect(ml.market.status).toBe('active');

    // The live list carries the sport and the quarter scores.
    const list = (await t.request({ method: 'GET', url: '/api/sports/live?sport=basketball' })).json().data.items as { live: { eventId: string; sport: string; periods: unknown[]; period: string } }[];
    const mine = list.find((x) => x.live.eventId === e.id)!;
    expect(mine.live).toMatchObject({ sport: 'basketball', period: 'q1', periods: s1.detail!.periods });

    // A live bet waits its 1 s delay; the feed has played past it; nothing dangerous happened: accepted at its price.
    const { bet, odds } = await place(e.id, 'money_line', '1', 20);
    expect(bet.status).toBe('pending');
    const later = new Date(Date.now() + 1_500);
    await tick(later);
    expect(await decidePendingBet({ db: t.db, now: () => later }, bet.id)).toEqual({ status: 'accepted', reason: null });

    // Free throws: the markets lock a moment before and reopen after; the bet_stop is on record.
    const ft = plan.plays.find((p) => p.type === 'free_throws' && real(p.minute) > at + 30_000 && clear(real(p.minute), reopenAfterMs + 5_000, stopBeforeMs + 5_000) && real(p.minute) + reopenAfterMs < real(47));
    if (ft) {
      const ftAt = real(ft.minute);
      // Stops of other kinds away from this one (the clear() window above holds only free throws and quarter ends).
      await tick(new Date(startsAt.getTime() + ftAt - stopBeforeMs / 2));
      expect((await state(e.id)).suspendReason).toBe('free_throws');
      expect((await outcome(e.id, 'money_line', '1')).market.status).toBe('suspended');
      const stopsRecorded = await t.db.select().from(sportsLiveIncidents).where(and(eq(sportsLiveIncidents.eventId, e.id), eq(sportsLiveIncidents.type, 'bet_stop')));
      expect(stopsRecorded.length).toBeGreaterThan(0);
      await tick(new Date(startsAt.getTime() + ftAt + 1_000));
      expect((await state(e.id)).suspendReason).toBe('free_throws');
      await tick(new Date(startsAt.getTime() + ftAt + reopenAfterMs + 1_000));
      expect((await state(e.id)).suspendReason).toBeNull();
      expect((await outcome(e.id, 'money_line', '1')).market.status).toBe('active');
    }

    // The end: settled from the plan's (the committed draw's) final score; the bet paid at its odds if home won.
    await tick(new Date(startsAt.getTime() + real(plan.length) + 1_000));
    const [ended] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, e.id));
    expect({ home: ended!.homeScore, away: ended!.awayScore }).toEqual(plan.ft);
    const end = await state(e.id);
    expect(end.period).toBe('ended');
    expect(end.detail!.periods.length).toBe(plan.overtime ? 5 : 4);
    const row = await betRow(bet.id);
    const homeWon = plan.ft.home > plan.ft.away;
    expect(row.status).toBe(homeWon ? 'won' : 'lost');
    expect(row.payout).toBe(homeWon ? BigInt(Math.floor((2_000 * odds) / 100)) : 0n);
    const quarterEnds = await t.db.select().from(sportsLiveIncidents).where(and(eq(sportsLiveIncidents.eventId, e.id), eq(sportsLiveIncidents.type, 'period_end')));
    expect(quarterEnds.length).toBe(plan.overtime ? 5 : 4);
    expect(await checkInvariants(t.db)).toEqual([]);
  }, 120_000);

  it('basketball: a bet pending across a bet_stop (free throws) is refused with its stake back', async () => {
    await updateLiveSettings(t.db, { betDelaySeconds: { basketball: 15 } });
    try {
      const e = await fixture('bb-tr-super');
      const u = (label: string) => uniform(e.serverSeed!, e.clientSeed!, label);
      const plan = planBasketball(u, e.homeRate!, e.awayRate!);
      const real = (minute: number) => (minute / 48) * MATCH_MS;
      const stops = plan.plays.filter((p) => p.type === 'free_throws' || p.type === 'period_end').map((p) => real(p.minute));
      const ft = plan.plays.find((p) => p.type === 'free_throws' && real(p.minute) > 120_000 && !stops.some((s) => s !== real(p.minute) && Math.abs(s - real(p.minute)) < reopenAfterMs + stopBeforeMs + 10_000));
      if (!ft) return; // no lone free throws in this seed's game
      const ftAt = real(ft.minute);
      // Now = 2 s before the bet_stop: the markets are open.
      const startsAt = new Date(Date.now() - (ftAt - stopBeforeMs - 2_000));
      await startAt(e.id, startsAt);
      await tick(new Date());
      expect((await state(e.id)).suspendReason).toBeNull();
      const before = (await t.request({ method: 'GET', url: '/api/user/balance', headers: auth() })).json().data.cash as number;
      const { bet } = await place(e.id, 'money_line', '2', 10);
      await tick(new Date(startsAt.getTime() + ftAt - stopBeforeMs / 2));
      const decideAt = new Date(Date.now() + 16_000);
      await tick(decideAt);
      expect(await decidePendingBet({ db: t.db, now: () => decideAt }, bet.id)).toEqual({ status: 'refused', reason: 'market_suspended' });
      const after = (await t.request({ method: 'GET', url: '/api/user/balance', headers: auth() })).json().data.cash as number;
      expect(after).toBe(before);
    } finally {
      await updateLiveSettings(t.db, { betDelaySeconds: { basketball: 1 } });
    }
  }, 120_000);

  it('tennis: sets, games, points and the server on the scoreboard; a break point locks; settled from its sets', async () => {
    const e = await fixture('tn-istanbul-open');
    const u = (label: string) => uniform(e.serverSeed!, e.clientSeed!, label);
    const plan = planTennis(u, e.homeRate!, e.awayRate!);
    const n = plan.points.length;
    const pointAt = (k: number) => ((k + 0.5) / TENNIS_STANDARD_POINTS) * MATCH_MS; // a moment when exactly k points are played
    const startsAt = new Date(Date.now() - pointAt(n) / 2);
    await startAt(e.id, startsAt);
    // Half way: the state the plan says after that many points.
    const k = Math.floor(n / 2);
    await tick(new Date(startsAt.getTime() + pointAt(k)));
    const s = await state(e.id);
    const expected = tennisStateAt(plan, k);
    expect(s.detail).toMatchObject({
      games: expected.games,
      points: pointLabels(expected.points, expected.tiebreak),
      serving: expected.homeServing ? 'home' : 'away',
      periods: [...expected.sets, expected.games],
    });
    expect(s.period).toBe(`set${expected.sets.length + 1}`);
    expect({ home: s.homeScore, away: s.awayScore }).toEqual({ home: expected.sets.filter((x) => x.home > x.away).length, away: expected.sets.filter((x) => x.away > x.home).length });
    const detail = (await t.request({ method: 'GET', url: `/api/sports/live/${e.id}` })).json().data;
    expect(detail.live).toMatchObject({ sport: 'tennis', serving: s.detail!.serving, points: s.detail!.points, clockRunning: false });
    // Games and sets on the timeline, as many as were finished.
    expect(detail.timeline.filter((i: { type: string }) => i.type === 'game' || i.type === 'break').length).toBe(expected.gameWinners.length);

    // A break point later in the match: the markets are locked while it is played. They must be open first:
    // the first tick closed the pre-match markets, and when the half-way point was itself a locked moment
    // (a break point) the live ones have not opened yet, so the match goes on point by point until they have.
    let open = k;
    while ((await state(e.id)).suspendReason !== null && open < n) {
      open += 1;
      await tick(new Date(startsAt.getTime() + pointAt(open)));
    }
    let bp = -1;
    for (let j = open + 1; j < n && bp < 0; j += 1) {
      const x = tennisStateAt(plan, j);
      const ret = x.homeServing ? x.points.away : x.points.home;
      const srv = x.homeServing ? x.points.home : x.points.away;
      if (!x.tiebreak && ret >= 3 && ret - srv >= 1 && !(((x.homeServing ? x.games.away : x.games.home) >= 5) && (x.homeServing ? x.games.away - x.games.home : x.games.home - x.games.away) >= 0)) bp = j;
    }
    if (bp > 0) {
      expect((await outcome(e.id, 'match_winner', '1')).market.status).toBe('active');
      await tick(new Date(startsAt.getTime() + pointAt(bp)));
      expect((await state(e.id)).suspendReason).toBe('break_point');
      expect((await outcome(e.id, 'match_winner', '1')).market.status).toBe('suspended');
    }

    // The end: sets and each set's games as drawn; set betting and total games settle from them.
    await tick(new Date(startsAt.getTime() + pointAt(n + 1)));
    const [ended] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, e.id));
    expect({ home: ended!.homeScore, away: ended!.awayScore }).toEqual(plan.ft);
    const sb = await outcome(e.id, 'set_betting', `${plan.ft.home}:${plan.ft.away}`);
    expect(sb.outcome.result).toBe('won');
    expect((await state(e.id)).detail!.periods).toEqual(plan.periods);
    const settings = await liveSettings(t.db);
    expect(settings.tennisDelay).toBe(1);
  }, 120_000);
});
