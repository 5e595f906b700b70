// The-odds-api v4 adapter replayed from the recorded sample that ships with the server
// (server/sports/feeds/recordings/the-odds-api-sample.json, written in the provider's documented shapes).
// Expected from the file itself: Pinnacle's prices are offered (not Unibet's), h2h → 1X2 (home 2,10, draw 3,40,
// away 3,60) and totals 2.5 → over 1,95 / under 1,87; the frame ten minutes later moves the home win to 1,95;
// spreads are not translated; at the start the markets stop; the completed 2-1 settles: a ₺10 single on the
// home win taken at 1,95 pays ₺19,50 and a ₺10 single on under 2.5 at 1,83 loses; the unfinished match stays open.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sportsBets, sportsEvents, sportsMarkets, sportsOutcomes } from '../../../server/db/schema/sports';
import { applyFeedMessage } from '../../../server/sports/book';
import { eventIdOf, prepareCatalogue, readRecording, RecordedOddsApiFeed } from '../../../server/sports/feeds/the-odds-api';
import { checkInvariants } from '../../../server/wallet';
import { buildTestApp, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

const previousInterval = process.env.SPORTS_SIM_INTERVAL_MS;
const MIN = 60_000;

describeEachTarget('the-odds-api recorded feed on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = '0';
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = previousInterval;
    if (previousInterval === undefined) delete process.env.SPORTS_SIM_INTERVAL_MS;
    await t?.close();
  });

  async function prices(eventId: string) {
    const rows = await t.db
      .select({ type: sportsMarkets.type, specifiers: sportsMarkets.specifiers, status: sportsMarkets.status, code: sportsOutcomes.code, odds: sportsOutcomes.odds, id: sportsOutcomes.id, marketId: sportsMarkets.id })
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .where(eq(sportsMarkets.eventId, eventId));
    return rows;
  }

  it('replays the recording: prices, their move, the stop at kick-off and the settlement of the finished match', async () => {
    const recording = readRecording('the-odds-api-sample.json');
    const start = new Date(Date.now() - 5 * MIN); // rebased: kick-off of the first match is start + 20 min
    const feed = new RecordedOddsApiFeed(recording, start);
    await prepareCatalogue(t.db, recording);
    const replay = async (at: Date) => {
      for (const m of await feed.poll(at)) await applyFeedMessage({ db: t.db }, m);
    };
    const first = eventIdOf('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    const second = eventIdOf('0f1e2d3c4b5a69788796a5b4c3d2e1f0');

    await replay(new Date(start.getTime() + 1_000));
    const [event] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, first));
    expect(event).toMatchObject({ status: 'scheduled', feed: 'external', startsAt: new Date(start.getTime() + 20 * MIN) });
    const opening = (await prices(first)).map((r) => [r.type, r.specifiers, r.code, r.odds, r.status]);
    expect(opening).toEqual(
      expect.arrayContaining([
        ['1x2', '', '1', 210, 'active'],
        ['1x2', '', 'X', 340, 'active'],
        ['1x2', '', '2', 360, 'active'],
        ['total', 'total=2.5', 'over', 195, 'active'],
        ['total', 'total=2.5', 'under', 187, 'active'],
      ]),
    );
    expect(opening).toHaveLength(5);
    // The second match has h2h and spreads: only the 1X2 is offered.
    expect((await prices(second)).map((r) => r.type)).toEqual(['1x2', '1x2', '1x2']);

    // Ten minutes in: the home win moves to 1,95; a player takes it, and under 2.5 at 1,83.
    await replay(new Date(start.getTime() + 10 * MIN));
    const moved = await prices(first);
    const pick = (type: string, code: string) => moved.find((r) => r.type === type && r.code === code)!;
    expect([pick('1x2', '1').odds, pick('1x2', '2').odds, pick('total', 'under').odds]).toEqual([195, 400, 183]);
    const player = await createTestPlayer(t.db);
    await credit(t.db, player.id, 'cash', 10_000n);
    const token = (await login(t.request, player.username)).token!;
    const sel = (r: (typeof moved)[number], odds: number) => ({ eventId: first, marketId: r.marketId, outcomeId: r.id, odds });
    const placed = await t.request({
      method: 'POST',
      url: '/api/sports/bets',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `toa-${target}` },
      payload: { oddsChange: 'none', bets: [{ type: 'single', stake: 10, selections: [sel(pick('1x2', '1'), 1.95)] }, { type: 'single', stake: 10, selections: [sel(pick('total', 'under'), 1.83)] }] },
    });
    expect(placed.json().data.accepted).toBe(true);

    // Kick-off: every market of the first match stops.
    await replay(new Date(start.getTime() + 20 * MIN));
    expect((await prices(first)).every((r) => r.status === 'suspended')).toBe(true);

    // The scores frame: 2-1 completed settles the first match; the second, unfinished, stays open.
    await replay(new Date(start.getTime() + 135 * MIN));
    expect(feed.done).toBe(true);
    const [settled] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, first));
    expect(settled).toMatchObject({ status: 'settled', homeScore: 2, awayScore: 1 });
    const bets = await t.db.select().from(sportsBets).where(and(eq(sportsBets.playerId, player.id)));
    expect(bets.map((b) => [b.status, b.payout]).sort()).toEqual([
      ['lost', 0n],
      ['won', 1_950n],
    ]);
    const balance = (await t.request({ method: 'GET', url: '/api/user/balance', headers: { authorization: `Bearer ${token}` } })).json().data.cash;
    expect(balance).toBe(99.5); // 100 − 20 + 19,50
    const [open] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, second));
    expect(open!.status).not.toBe('settled');
    expect(await checkInvariants(t.db)).toEqual([]);
  });
});
