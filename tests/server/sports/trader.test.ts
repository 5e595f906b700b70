// Traders' tools through the API: a price set by hand that the feed's next odds_change does not undo (the
// feed's price waits aside until the trader releases it), an event suspended by a trader that the feed does
// not reopen, and the event's book with the liability per outcome from the open bets.
// Worked figures: singles ₺10 on the home win at 2,00 (pays ₺20) and ₺20 on the draw at 3,00 (pays ₺60), a
// double ₺5 on the home win at 2,00 × another event's home win at 2,00 (pays ₺20). The book of the event:
// home 2 bets, stakes ₺15, pays ₺40, liability ₺25; draw 1 bet, ₺20, pays ₺60, liability ₺40; away nothing;
// 3 open bets, ₺35 staked.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import { sportsMarkets, sportsOutcomes, sportsTeams } from '../../../server/db/schema/sports';
import { createOperator } from '../../../server/operators';
import { createOperatorSession } from '../../../server/operators/sessions';
import { seedSportsCatalogue } from '../../../server/seed/sports';
import { applyFeedMessage } from '../../../server/sports/book';
import type { FeedMarket } from '../../../server/sports/feed';
import { createSimFixture, DEFAULT_SIMULATOR } from '../../../server/sports/simulator-feed';
import { buildTestApp, checkResponse, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

const previousInterval = process.env.SPORTS_SIM_INTERVAL_MS;

describeEachTarget('sports traders on %s', (target) => {
  let t: TestApp;
  let token: string;
  let trader: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = '0';
    t = await buildTestApp(target);
    await seedSportsCatalogue(t.db);
    const player = await createTestPlayer(t.db);
    await credit(t.db, player.id, 'cash', 10_000n); // ₺100,00
    token = (await login(t.request, player.username)).token!;
    const acting = { actor: { kind: 'system' as const, id: 'test' } };
    const a = await createOperator(t.db, { username: `tr.a.${target}`, password: 'a-long-password-1', role: 'trader' }, acting);
    trader = { authorization: `Bearer ${(await createOperatorSession(t.db, a.id)).token}`, 'x-locale': 'en' };
  });

  afterAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = previousInterval;
    if (previousInterval === undefined) delete process.env.SPORTS_SIM_INTERVAL_MS;
    await t?.close();
  });

  const place = (body: unknown) =>
    t.request({ method: 'POST', url: '/api/sports/bets', headers: { authorization: `Bearer ${token}`, 'idempotency-key': `tr-${target}-${(n += 1)}` }, payload: body as object });
  const ops = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, headers: { ...trader, ...(method === 'GET' ? {} : { 'idempotency-key': `op-${target}-${(n += 1)}` }) }, ...(payload ? { payload } : {}) });

  async function newEvent(offsetMs: number) {
    const teams = await t.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'tr-super-lig'));
    return createSimFixture({ db: t.db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[0]!.id, teams[1]!.id, new Date(Date.now() + offsetMs));
  }

  /** The event's 1X2 as the feed would send it, with the given prices (hundredths) and market status. */
  async function feed1x2(eventId: string, prices: Record<string, number>, status: FeedMarket['status'] = 'active') {
    const [market] = await t.db.select().from(sportsMarkets).where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.type, '1x2')));
    const outcomes = await t.db.select().from(sportsOutcomes).where(eq(sportsOutcomes.marketId, market!.id));
    await applyFeedMessage(
      { db: t.db },
      {
        type: 'odds_change',
        eventId,
        markets: [{ type: '1x2', specifiers: '', group: market!.group, status, outcomes: outcomes.map((o) => ({ code: o.code, odds: prices[o.code] ?? o.odds, probability: o.probability, active: true })) }],
      },
    );
    const ids = Object.fromEntries(outcomes.map((o) => [o.code, o.id]));
    return { marketId: market!.id, ids };
  }

  it('keeps a trader price through odds_change until it is released, shows the liability per outcome, and audits', async () => {
    const ev = await newEvent(3_600_000);
    const other = await newEvent(7_200_000);
    const { marketId, ids } = await feed1x2(ev, { '1': 200, X: 300 });
    const o = await feed1x2(other, { '1': 200 });
    const sel = (code: string, odds: number) => ({ eventId: ev, marketId, outcomeId: ids[code]!, odds });
    expect((await place({ oddsChange: 'none', bets: [{ type: 'single', stake: 10, selections: [sel('1', 2)] }] })).json().data.accepted).toBe(true);
    expect((await place({ oddsChange: 'none', bets: [{ type: 'single', stake: 20, selections: [sel('X', 3)] }] })).json().data.accepted).toBe(true);
    const double = { type: 'accumulator', stake: 5, selections: [sel('1', 2), { eventId: other, marketId: o.marketId, outcomeId: o.ids['1']!, odds: 2 }] };
    expect((await place({ oddsChange: 'none', bets: [double] })).json().data.accepted).toBe(true);

    const book = await ops('GET', `/api/ops/sports/events/${ev}/book`);
    expect(book.statusCode).toBe(200);
    expect(checkResponse('opsGetSportsEventBook', 200, book.json()).problems).toEqual([]);
    expect(book.json().data).toMatchObject({ openBets: 3, openStakes: 35 });
    const m1x2 = book.json().data.markets.find((m: { id: string }) => m.id === marketId);
    const byId = (id: string) => m1x2.outcomes.find((x: { id: string }) => x.id === id);
    expect(byId(ids['1']!)).toMatchObject({ odds: 2, feedOdds: null, bets: 2, stakes: 15, payout: 40, liability: 25, limit: 1_000_000 });
    expect(byId(ids.X!)).toMatchObject({ odds: 3, bets: 1, stakes: 20, payout: 60, liability: 40 });
    expect(byId(ids['2']!)).toMatchObject({ bets: 0, stakes: 0, payout: 0, liability: 0 });

    // The trader shortens the home win to 1,80; the feed then moves it to 2,10: 1,80 is still offered.
    const set = await ops('PUT', `/api/ops/sports/outcomes/${ids['1']}/odds`, { odds: 1.8, reason: 'sharp money on home' }); // 1.8 × 100 = 180.00000000000003
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe("The price is saved; the feed's price waits until you release it");
    await feed1x2(ev, { '1': 210 });
    const [held] = await t.db.select().from(sportsOutcomes).where(eq(sportsOutcomes.id, ids['1']!));
    expect(held).toMatchObject({ odds: 180, feedOdds: 210 });
    expect((await place({ oddsChange: 'none', bets: [{ type: 'single', stake: 1, selections: [sel('1', 2.1)] }] })).json().data.accepted).toBe(false);
    expect((await place({ oddsChange: 'none', bets: [{ type: 'single', stake: 1, selections: [sel('1', 1.8)] }] })).json().data.accepted).toBe(true);

    // Released: the feed's latest price (2,10) is offered again; releasing twice is a conflict.
    const released = await ops('PUT', `/api/ops/sports/outcomes/${ids['1']}/odds`, { odds: null, reason: 'market settled down' });
    expect(released.statusCode).toBe(200);
    const after = released.json().data.markets.find((m: { id: string }) => m.id === marketId).outcomes.find((x: { id: string }) => x.id === ids['1']);
    expect(after).toMatchObject({ odds: 2.1, feedOdds: null });
    expect((await ops('PUT', `/api/ops/sports/outcomes/${ids['1']}/odds`, { odds: null, reason: 'again' })).statusCode).toBe(409);

    const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetId, ids['1']!));
    expect(audited.map((r) => [r.action, (r.details as { before: number; after: number }).before, (r.details as { after: number }).after])).toEqual(
      expect.arrayContaining([
        ['sports.odds.set', 2, 1.8],
        ['sports.odds.release', 1.8, 2.1],
      ]),
    );
  });

  it('refuses a price below 1,01 and an unknown outcome in the request language', async () => {
    const bad = await t.request({ method: 'PUT', url: '/api/ops/sports/outcomes/none/odds', headers: { ...trader, 'x-locale': 'tr', 'idempotency-key': `bad-${target}` }, payload: { odds: 1, reason: 'test' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const thirds = await ops('PUT', '/api/ops/sports/outcomes/none/odds', { odds: 1.555, reason: 'test' });
    expect(thirds.statusCode).toBe(400);
    expect(thirds.json().message).toBe('Odds must be at least 1.01, with at most two decimals');
    const missing = await ops('PUT', '/api/ops/sports/outcomes/none/odds', { odds: 7.77, reason: 'test' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Outcome not found');
  });

  it('suspends an event until a trader resumes it, whatever the feed sends in between', async () => {
    const ev = await newEvent(3_600_000);
    const { marketId, ids } = await feed1x2(ev, { '1': 200 });
    const suspended = await ops('POST', `/api/ops/sports/events/${ev}/suspend`, { suspended: true, reason: 'team news pending' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.markets.every((m: { status: string; traderSuspended: boolean }) => m.status === 'suspended' && m.traderSuspended)).toBe(true);
    // The feed reopens the 1X2 with a new price: the price is taken, the market stays suspended.
    await feed1x2(ev, { '1': 190 }, 'active');
    const [m] = await t.db.select().from(sportsMarkets).where(eq(sportsMarkets.id, marketId));
    expect(m).toMatchObject({ status: 'suspended', traderSuspended: true });
    const refused = await place({ oddsChange: 'any', bets: [{ type: 'single', stake: 1, selections: [{ eventId: ev, marketId, outcomeId: ids['1']!, odds: 1.9 }] }] });
    expect(refused.json().data.accepted).toBe(false);

    const resumed = await ops('POST', `/api/ops/sports/events/${ev}/suspend`, { suspended: false, reason: 'news in' });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().message).toBe('Betting on the event is open again');
    expect(resumed.json().data.markets.every((x: { status: string; traderSuspended: boolean }) => x.status === 'active' && !x.traderSuspended)).toBe(true);
    const accepted = await place({ oddsChange: 'any', bets: [{ type: 'single', stake: 1, selections: [{ eventId: ev, marketId, outcomeId: ids['1']!, odds: 1.9 }] }] });
    expect(accepted.json().data.accepted).toBe(true);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetId, ev));
    expect(audited.map((r) => r.action)).toEqual(expect.arrayContaining(['sports.event.suspend', 'sports.event.resume']));
  });
});
