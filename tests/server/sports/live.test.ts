// Live betting and cash out end to end through the API, the database and the ledger (issue 18):
// in-play pricing against hand-computed Poisson figures, the simulator's bet_stop before a goal and
// odds_change after, a live bet accepted after its delay and refused for each reason (goal, red card,
// penalty, a market suspension, a price move), cash out with worked figures (full and partial), an
// expired and a changed quote, a retried key, and cash outs racing settlement (exactly one wins, the
// ledger balanced). The live feed is driven by hand with the real clock; matches run in real time.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsBets, sportsEvents, sportsMarkets, sportsOutcomes, sportsTeams } from '../../../server/db/schema/sports';
import { sportsLiveIncidents, sportsLiveState } from '../../../server/db/schema/sports-live';
import { ledgerAccounts } from '../../../server/db/schema/wallet';
import { seedSportsCatalogue } from '../../../server/seed/sports';
import { applyFeedMessage } from '../../../server/sports/book';
import { decideDueBets } from '../../../server/sports/bet-delay';
import { cashOutBet, cashOutValue, getCashOutQuote, partialCashOut } from '../../../server/sports/cashout';
import { injectIncident, liveTick, liveWindows, setEventSuspended } from '../../../server/sports/live-feed';
import { liveFootballMarkets, MATERIAL, planMatch } from '../../../server/sports/live-match';
import { updateLiveSettings } from '../../../server/sports/live-settings';
import { settleEvent } from '../../../server/sports/settle';
import { createSimFixture, DEFAULT_SIMULATOR } from '../../../server/sports/simulator-feed';
import { checkInvariants } from '../../../server/wallet';
import { buildTestApp, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

const MATCH_MS = 5_400_000; // real time: 90 minutes
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('in-play pricing (hand-computed Poisson figures)', () => {
  const market = (ms: ReturnType<typeof liveFootballMarkets>, type: string, specifiers = '') => ms.find((m) => m.type === type && m.specifiers === specifiers)!;
  it('scales the rates by the time left: at half time 1-0 with λ=1.2, μ=0.8, under 1.5 is P(no more goals) = e^-1', () => {
    const ms = liveFootballMarkets({ homeRate: 1.2, awayRate: 0.8, played: 45, score: { home: 1, away: 0 }, red: { home: 0, away: 0 } });
    const under = market(ms, 'total', 'total=1.5').outcomes.find((o) => o.code === 'under')!;
    expect(under.probability).toBeCloseTo(Math.exp(-1), 4);
    // Lines already passed are not offered live.
    expect(ms.find((m) => m.type === 'total' && m.specifiers === 'total=0.5')).toBeUndefined();
    // Home keeps the lead iff away scores no more than home in the rest: P(1) ≥ P(no more goals).
    expect(market(ms, '1x2').outcomes[0]!.probability).toBeGreaterThan(Math.exp(-1));
  });
  it('cuts a team with a red card by a third: home red at 45\' → no more goals e^-(0.4+0.4)', () => {
    const ms = liveFootballMarkets({ homeRate: 1.2, awayRate: 0.8, played: 45, score: { home: 1, away: 0 }, red: { home: 1, away: 0 } });
    expect(market(ms, 'total', 'total=1.5').outcomes.find((o) => o.code === 'under')!.probability).toBeCloseTo(Math.exp(-0.8), 4);
  });
  it('at full time the score decides: 2-1 at 90\' makes 1 certain', () => {
    const ms = liveFootballMarkets({ homeRate: 1.5, awayRate: 1, played: 90, score: { home: 2, away: 1 }, red: { home: 0, away: 0 } });
    expect(market(ms, '1x2').outcomes[0]!.probability).toBeCloseTo(1, 9);
  });
});

describe('cash out arithmetic (worked figures)', () => {
  it('values a ₺100 single at 2,50 whose outcome is now 60 % at 5 % margin at ₺142,50', () => {
    // 100 × 2.50 × 0.60 = 150; × 0.95 = 142.50
    expect(cashOutValue(10_000n, [{ odds: 250, probability: 0.6, result: null, open: true }], 0.05)).toEqual({ value: 14_250n });
  });
  it('values an accumulator with a won leg at 1,80 and an open leg at 3,00 (p 0.4): 50 × 1.8 × 3 × 0.4 × 0.95 = ₺102,60', () => {
    const legs = [
      { odds: 180, probability: 1, result: 'won', open: false },
      { odds: 300, probability: 0.4, result: null, open: true },
    ];
    expect(cashOutValue(5_000n, legs, 0.05)).toEqual({ value: 10_260n });
  });
  it('refuses when a leg lost, a market is suspended, or every leg is decided', () => {
    expect(cashOutValue(100n, [{ odds: 200, probability: 0, result: 'lost', open: false }], 0.05)).toEqual({ reason: 'leg_lost' });
    expect(cashOutValue(100n, [{ odds: 200, probability: 0.5, result: null, open: false }], 0.05)).toEqual({ reason: 'market_suspended' });
    expect(cashOutValue(100n, [{ odds: 200, probability: 1, result: 'won', open: false }], 0.05)).toEqual({ reason: 'not_open' });
  });
  it('takes ₺57 of ₺142,50 with stake ₺40 of ₺100 (₺60 keeps running); rounds the stake used up', () => {
    expect(partialCashOut(10_000n, 14_250n, 5_700n)).toEqual({ stakeUsed: 4_000n, stakeLeft: 6_000n });
    // 100 × 10 / 142.50 = 7.0175… → ₺7,02 used
    expect(partialCashOut(10_000n, 14_250n, 1_000n)).toEqual({ stakeUsed: 702n, stakeLeft: 9_298n });
  });
});

describeEachTarget('live betting and cash out on %s', (target) => {
  let t: TestApp;
  let token: string;
  let playerId: string;
  let teams: (typeof sportsTeams.$inferSelect)[];
  let pair = 0;
  let keyCounter = 0;
  const key = () => `k-${target}-${Date.now().toString(36)}-${(keyCounter += 1)}`;
  const previous = process.env.SPORTS_SIM_INTERVAL_MS;

  beforeAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = '0';
    t = await buildTestApp(target);
    await seedSportsCatalogue(t.db);
    teams = await t.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'tr-super-lig'));
    await updateLiveSettings(t.db, { betDelaySeconds: { football: 1 } });
    const player = await createTestPlayer(t.db);
    playerId = player.id;
    await credit(t.db, playerId, 'cash', 1_000_000n);
    token = (await login(t.request, player.username)).token!;
  });

  afterAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = previous;
    if (previous === undefined) delete process.env.SPORTS_SIM_INTERVAL_MS;
    await t?.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const balance = async () => (await t.request({ method: 'GET', url: '/api/user/balance', headers: auth() })).json().data.cash as number;
  const fixture = (startsAt = new Date(Date.now() + 3_600_000)) => {
    const i = pair++ % (teams.length / 2);
    return createSimFixture({ db: t.db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[2 * i]!.id, teams[2 * i + 1]!.id, startsAt);
  };
  async function outcome(eventId: string, type: string, code: string) {
    const [row] = await t.db
      .select({ outcome: sportsOutcomes, market: sportsMarkets })
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.type, type), eq(sportsMarkets.specifiers, ''), eq(sportsOutcomes.code, code)));
    return row!;
  }
  const place = async (eventId: string, code = '1', stake = 100, oddsChange = 'none') => {
    const o = await outcome(eventId, '1x2', code);
    const res = await t.request({
      method: 'POST',
      url: '/api/sports/bets',
      headers: { ...auth(), 'idempotency-key': key() },
      payload: { oddsChange, bets: [{ type: 'single', stake, selections: [{ eventId, marketId: o.market.id, outcomeId: o.outcome.id, odds: o.outcome.odds / 100 }] }] },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  /** A running event whose clock stands at the start of a minute with no dangerous moment near. */
  async function liveEvent(): Promise<string> {
    const eventId = await fixture();
    const [e] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, eventId));
    const plan = planMatch(e!.serverSeed!, e!.clientSeed!, e!.homeRate!, e!.awayRate!);
    let k = 5;
    while (plan.some((i) => MATERIAL.has(i.type) && i.at > (k - 2) / 90 && i.at < (k + 2) / 90)) k += 1;
    await t.db.update(sportsEvents).set({ startsAt: new Date(Date.now() - (k / 90) * MATCH_MS - 200) }).where(eq(sportsEvents.id, eventId));
    await liveTick({ db: t.db }, { matchMs: MATCH_MS });
    return eventId;
  }
  async function decideAfterDelay() {
    await sleep(1_150);
    await liveTick({ db: t.db }, { matchMs: MATCH_MS });
    await decideDueBets({ db: t.db });
  }
  const betRow = async (id: string) => (await t.db.select().from(sportsBets).where(eq(sportsBets.id, id)))[0]!;

  it('plays a match in play: bet_stop before a goal, the goal on the timeline, odds_change after', async () => {
    const eventId = await fixture();
    const [e] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, eventId));
    const plan = planMatch(e!.serverSeed!, e!.clientSeed!, e!.homeRate!, e!.awayRate!);
    const { stopBeforeMs, reopenAfterMs } = liveWindows(MATCH_MS);
    // A goal far enough from kick-off that the match is already running when its bet_stop comes (a goal in
    // the first seconds of a seed's match would leave the ticks before it ahead of the start, with no live state).
    const goal = plan.find(
      (i) => i.type === 'goal' && i.at * MATCH_MS > stopBeforeMs + 10_000 && !plan.some((j) => j !== i && MATERIAL.has(j.type) && Math.abs(j.at - i.at) < 3 / 90),
    );
    if (!goal) return; // no such goal in this seed's match: nothing to watch here (the other cases still run)
    const startsAt = e!.startsAt;
    const at = (ms: number) => new Date(startsAt.getTime() + goal.at * MATCH_MS + ms);
    const tick = (now: Date) => liveTick({ db: t.db, now: () => now }, { matchMs: MATCH_MS });
    const state = async () => (await t.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, eventId)))[0]!;
    const main = async () => (await outcome(eventId, '1x2', '1')).market.status;
    await tick(at(-stopBeforeMs - 5_000));
    expect(await main()).toBe('active');
    const before = await state();
    await tick(at(-stopBeforeMs / 2));
    expect((await state()).suspendReason).toBe('dangerous_attack');
    expect(await main()).toBe('suspended');
    await tick(at(500));
    const after = await state();
    expect(after.suspendReason).toBe('goal');
    expect(after.homeScore + after.awayScore).toBe(before.homeScore + before.awayScore + 1);
    const timeline = await t.db.select().from(sportsLiveIncidents).where(and(eq(sportsLiveIncidents.eventId, eventId), eq(sportsLiveIncidents.type, 'goal')));
    expect(timeline.length).toBe(after.homeScore + after.awayScore);
    await tick(at(reopenAfterMs + 1_000));
    expect((await state()).suspendReason).toBeNull();
    expect(await main()).toBe('active');
  });

  it('accepts a live bet at its price once its delay passes with nothing material', async () => {
    const eventId = await liveEvent();
    const placed = await place(eventId);
    expect(placed.accepted).toBe(true);
    expect(placed.bets[0].status).toBe('pending');
    expect(Date.parse(placed.bets[0].acceptAt) - Date.parse(placed.bets[0].placedAt)).toBe(1_000);
    await decideAfterDelay();
    expect((await betRow(placed.bets[0].id)).status).toBe('accepted');
  });

  for (const [incident, reason] of [
    ['goal', 'goal'],
    ['red_card', 'red_card'],
    ['penalty', 'penalty'],
  ] as const) {
    it(`refuses a live bet when a ${incident} happens during its delay, returning the stake`, async () => {
      const eventId = await liveEvent();
      const cash = await balance();
      const placed = await place(eventId);
      expect(await balance()).toBe(cash - 100);
      expect(await injectIncident({ db: t.db }, eventId, incident, 'away')).toBe(true);
      await decideAfterDelay();
      const bet = (await t.request({ method: 'GET', url: `/api/sports/bets/${placed.bets[0].id}`, headers: auth() })).json().data;
      expect(bet.status).toBe('refused');
      expect(bet.refusal.reason).toBe(reason);
      expect(bet.refusal.changes[0]).toMatchObject({ outcomeId: placed.bets[0].legs[0].outcomeId, status: 'suspended' });
      expect(await balance()).toBe(cash);
    });
  }

  it('refuses a live bet when its event is suspended during the delay', async () => {
    const eventId = await liveEvent();
    const placed = await place(eventId);
    await setEventSuspended({ db: t.db }, eventId, true);
    await decideAfterDelay();
    const [live] = await t.db.select().from(sportsBets).where(eq(sportsBets.id, placed.bets[0].id));
    expect(live!.status).toBe('refused');
    const bet = (await t.request({ method: 'GET', url: `/api/sports/bets/${placed.bets[0].id}`, headers: auth() })).json().data;
    expect(bet.refusal.reason).toBe('market_suspended');
  });

  it('refuses a live bet whose price moved outside the odds-change setting, offering the new price', async () => {
    const eventId = await liveEvent();
    const placed = await place(eventId);
    await sleep(1_150);
    await liveTick({ db: t.db }, { matchMs: MATCH_MS });
    const o = await outcome(eventId, '1x2', '1');
    const moved = o.outcome.odds + 35;
    await applyFeedMessage({ db: t.db }, { type: 'odds_change', eventId, markets: [{ type: '1x2', specifiers: '', group: 'main', status: 'active', outcomes: [{ code: '1', odds: moved, probability: o.outcome.probability, active: true }] }] });
    await decideDueBets({ db: t.db });
    const bet = (await t.request({ method: 'GET', url: `/api/sports/bets/${placed.bets[0].id}`, headers: auth() })).json().data;
    expect(bet.status).toBe('refused');
    expect(bet.refusal).toMatchObject({ reason: 'odds_changed', changes: [{ odds: moved / 100, status: 'active' }] });
  });

  /** A pre-match single of ₺100 at 2,50 whose outcome the model now gives 60 %. */
  async function priced(stake = 100) {
    const eventId = await fixture();
    const o = await outcome(eventId, '1x2', '1');
    await t.db.update(sportsOutcomes).set({ odds: 250, probability: 0.6 }).where(eq(sportsOutcomes.id, o.outcome.id));
    const placed = await place(eventId, '1', stake);
    return { eventId, betId: placed.bets[0].id as string, outcomeId: o.outcome.id };
  }
  const cashOut = (betId: string, body: { token: string; amount: number }, k = key()) =>
    t.request({ method: 'POST', url: `/api/sports/bets/${betId}/cash-out`, headers: { ...auth(), 'idempotency-key': k }, payload: body });

  it('cashes out partly then fully with the worked figures; settlement pays nothing more', async () => {
    const { eventId, betId } = await priced();
    const cash = await balance();
    const q1 = (await t.request({ method: 'GET', url: `/api/sports/bets/${betId}/cash-out`, headers: auth() })).json().data;
    expect(q1).toMatchObject({ available: true, amount: 142.5, stake: 100 });
    const k = key();
    const partial = (await cashOut(betId, { token: q1.token, amount: 57 }, k)).json().data;
    expect(partial.cashedOut).toBe(true);
    expect(partial.bet).toMatchObject({ status: 'open', totalStake: 60, potentialPayout: 150, cashOuts: [{ amount: 57, stakeUsed: 40, full: false }] });
    expect(await balance()).toBe(cash + 57);
    // The same key again answers the first result and pays nothing twice.
    expect((await cashOut(betId, { token: q1.token, amount: 57 }, k)).json().data.cashedOut).toBe(true);
    expect(await balance()).toBe(cash + 57);
    const q2 = (await t.request({ method: 'GET', url: `/api/sports/bets/${betId}/cash-out`, headers: auth() })).json().data;
    expect(q2.amount).toBe(85.5); // 60 × 2.5 × 0.6 × 0.95
    const full = (await cashOut(betId, { token: q2.token, amount: 85.5 })).json().data;
    expect(full.bet).toMatchObject({ status: 'cashed_out', payout: 142.5 });
    expect(await balance()).toBe(cash + 142.5);
    await settleEvent({ db: t.db }, eventId, { ft: { home: 1, away: 0 }, ht: { home: 0, away: 0 } });
    expect(await balance()).toBe(cash + 142.5);
    expect((await betRow(betId)).status).toBe('cashed_out');
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('refuses an expired quote and a changed one with the new quote, and a suspended market', async () => {
    const { betId, outcomeId } = await priced();
    const quote = await getCashOutQuote({ db: t.db }, playerId, betId);
    const later = new Date(Date.now() + 6_000); // quotes hold 5 s
    const expired = await cashOutBet({ db: t.db, now: () => later }, playerId, betId, key(), quote.token!, 14_250n, 'tr');
    expect(expired).toMatchObject({ cashedOut: false, reason: 'quote_expired', quote: { available: true, amount: 142.5 } });
    await t.db.update(sportsOutcomes).set({ probability: 0.5 }).where(eq(sportsOutcomes.id, outcomeId));
    const changed = await cashOutBet({ db: t.db }, playerId, betId, key(), quote.token!, 14_250n, 'tr');
    expect(changed).toMatchObject({ cashedOut: false, reason: 'quote_changed', quote: { amount: 118.75 } }); // 100 × 2.5 × 0.5 × 0.95
    const [leg] = await t.db.select({ marketId: sportsOutcomes.marketId }).from(sportsOutcomes).where(eq(sportsOutcomes.id, outcomeId));
    await t.db.update(sportsMarkets).set({ status: 'suspended' }).where(eq(sportsMarkets.id, leg!.marketId));
    expect(await getCashOutQuote({ db: t.db }, playerId, betId)).toMatchObject({ available: false, reason: 'market_suspended', token: null });
    const forged = (await cashOut(betId, { token: `${quote.token}x`, amount: 1 })).statusCode;
    expect(forged).toBe(400);
  });

  it('takes one of four cash outs of a bet made at once with different keys, and answers the others with the new quote', async () => {
    // Taps on two devices, or an auto cash out beside the player's: the same quote four times, each under its own
    // key. The first to lock the bet pays ₺57 (₺40 of the ₺100 stake); the others find the stake changed. Each round
    // ran into PostgreSQL's deadlock detector before the bet was locked ahead of the claim.
    for (let round = 0; round < 5; round += 1) {
      const { betId } = await priced();
      const cash = await balance();
      const quote = await getCashOutQuote({ db: t.db }, playerId, betId);
      const answers = await Promise.all([0, 1, 2, 3].map(() => cashOutBet({ db: t.db }, playerId, betId, key(), quote.token!, 5_700n, 'tr')));
      expect(answers.filter((answer) => answer.cashedOut)).toHaveLength(1);
      // 60 × 2.5 × 0.6 × 0.95 = ₺85,50 on the ₺60 left.
      for (const answer of answers.filter((one) => !one.cashedOut)) expect(answer).toMatchObject({ reason: 'quote_changed', quote: { available: true, amount: 85.5 } });
      expect(await balance()).toBe(cash + 57);
      expect(await betRow(betId)).toMatchObject({ status: 'open', totalStake: 6_000n });
      expect(await checkInvariants(t.db)).toEqual([]);
    }
  });

  it('lets exactly one of a cash out and a settlement win, the ledger balanced', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { eventId, betId } = await priced();
      const cash = await balance();
      const quote = await getCashOutQuote({ db: t.db }, playerId, betId);
      const [cashed, settled] = await Promise.all([
        cashOutBet({ db: t.db }, playerId, betId, key(), quote.token!, 14_250n, 'tr'),
        settleEvent({ db: t.db }, eventId, { ft: { home: 2, away: 0 }, ht: { home: 1, away: 0 } }),
      ]);
      const bet = await betRow(betId);
      if (cashed.cashedOut) {
        expect(bet.status).toBe('cashed_out');
        expect(await balance()).toBe(cash + 142.5);
      } else {
        expect(bet.status).toBe('won');
        expect(await balance()).toBe(cash + 250);
      }
      expect(settled.alreadySettled).toBe(false);
      expect(await checkInvariants(t.db)).toEqual([]);
    }
    const [bets] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'house:sports-bets'));
    const open = await t.db.select().from(sportsBets);
    const held = open.filter((b) => ['open', 'pending', 'accepted'].includes(b.status)).reduce((s, b) => s + b.totalStake, 0n);
    expect(bets!.balance).toBe(held);
  });
});

describe('the live job in a running app (pglite)', () => {
  it('kicks a due match off by itself and opens its live markets', async () => {
    const saved = { sim: process.env.SPORTS_SIM_INTERVAL_MS, match: process.env.SPORTS_MATCH_SECONDS };
    process.env.SPORTS_SIM_INTERVAL_MS = '60000';
    process.env.SPORTS_MATCH_SECONDS = '5400';
    const app = await buildTestApp('pglite');
    try {
      await seedSportsCatalogue(app.db);
      const teams = await app.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'tr-super-lig'));
      const eventId = await createSimFixture({ db: app.db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[0]!.id, teams[1]!.id, new Date(Date.now() - 60_000));
      let live: unknown[] = [];
      for (let i = 0; i < 20 && !live.length; i += 1) {
        await sleep(500);
        live = (await app.request({ method: 'GET', url: '/api/sports/live' })).json().data.items;
      }
      expect(live).toHaveLength(1);
      expect(live[0]).toMatchObject({ event: { id: eventId, status: 'live' }, live: { period: 'first_half', minute: 1, betDelaySeconds: 8 } });
      // The kick-off closes the pre-match markets, then the first odds_change opens the live ones: two
      // writes, so a read between them (a slow machine makes that gap long) sees the 1X2 closed for a moment.
      let market: { type?: string; status?: string } = {};
      for (let i = 0; i < 20; i += 1) {
        market = (await app.request({ method: 'GET', url: `/api/sports/live/${eventId}` })).json().data.detail.groups[0].markets[0];
        if (market.status !== 'deactivated') break;
        await sleep(500);
      }
      expect(market).toMatchObject({ type: '1x2', status: expect.stringMatching(/active|suspended/) });
    } finally {
      await app.close();
      for (const [k, v] of [['SPORTS_SIM_INTERVAL_MS', saved.sim], ['SPORTS_MATCH_SECONDS', saved.match]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
