// The sportsbook end to end through the API and the ledger: placement (insufficient balance, a closed
// market, a moved price under each odds-change setting, a duplicate key answering the same bets),
// settlement with worked figures (an accumulator with a void leg, a Trixie, an Asian quarter line
// half-won), idempotent settlement, the simulator playing and settling a match that verifies, and the
// ledger balanced throughout. Prices are set by hand before placing so the figures are written here.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsEvents, sportsMarkets, sportsOutcomes, sportsTeams } from '../../../server/db/schema/sports';
import { ledgerAccounts } from '../../../server/db/schema/wallet';
import { auditLog } from '../../../server/db/schema/audit';
import { seedSportsCatalogue } from '../../../server/seed/sports';
import { SettleConflictError, settleEvent } from '../../../server/sports/settle';
import { createSimFixture, DEFAULT_SIMULATOR, simulatorTick } from '../../../server/sports/simulator-feed';
import { drawMatch } from '../../../server/sports/simulator';
import { checkInvariants } from '../../../server/wallet';
import { createOperator } from '../../../server/operators';
import { createOperatorSession } from '../../../server/operators/sessions';
import { buildTestApp, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

const previousInterval = process.env.SPORTS_SIM_INTERVAL_MS;

describeEachTarget('sportsbook on %s', (target) => {
  let t: TestApp;
  let token: string;
  let playerId: string;
  const events: string[] = [];
  let keyCounter = 0;
  const nextKey = () => `slip-${target}-${Date.now().toString(36)}-${(keyCounter += 1)}`;

  beforeAll(async () => {
    // The test drives the simulator itself.
    process.env.SPORTS_SIM_INTERVAL_MS = '0';
    t = await buildTestApp(target);
    await seedSportsCatalogue(t.db);
    const teams = await t.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'tr-super-lig'));
    const start = new Date(Date.now() + 3_600_000);
    for (let i = 0; i < 4; i += 1) {
      events.push(await createSimFixture({ db: t.db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[2 * i]!.id, teams[2 * i + 1]!.id, start));
    }
    const player = await createTestPlayer(t.db);
    playerId = player.id;
    await credit(t.db, playerId, 'cash', 10_000n); // ₺100,00
    token = (await login(t.request, player.username)).token!;
  });

  afterAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = previousInterval;
    if (previousInterval === undefined) delete process.env.SPORTS_SIM_INTERVAL_MS;
    await t?.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });

  /** The outcome `code` of the market `type`/`specifiers` of an event, its price set to `odds`. */
  async function selection(eventId: string, type: string, specifiers: string, code: string, odds?: number) {
    const [row] = await t.db
      .select({ outcome: sportsOutcomes, market: sportsMarkets })
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.type, type), eq(sportsMarkets.specifiers, specifiers), eq(sportsOutcomes.code, code)));
    if (odds !== undefined) await t.db.update(sportsOutcomes).set({ odds: Math.round(odds * 100) }).where(eq(sportsOutcomes.id, row!.outcome.id));
    return { eventId, marketId: row!.market.id, outcomeId: row!.outcome.id, odds: odds ?? row!.outcome.odds / 100 };
  }

  const place = (body: unknown, key = nextKey()) =>
    t.request({ method: 'POST', url: '/api/sports/bets', headers: { ...auth(), 'idempotency-key': key }, payload: body as object });

  const balance = async () => (await t.request({ method: 'GET', url: '/api/user/balance', headers: auth() })).json().data.cash as number;

  it('serves the tree, the league list and an event with Turkish market names', async () => {
    const tree = (await t.request({ method: 'GET', url: '/api/sports/tree' })).json();
    const football = tree.data.sports.find((s: { id: string }) => s.id === 'football');
    expect(football.name).toBe('Futbol');
    expect(football.categories[0].leagues.find((l: { id: string }) => l.id === 'tr-super-lig').eventCount).toBe(4);
    const list = (await t.request({ method: 'GET', url: '/api/sports/events?leagueId=tr-super-lig' })).json();
    expect(list.data.total).toBe(4);
    expect(list.data.items[0].mainMarket.name).toBe('Maç Sonucu');
    const detail = (await t.request({ method: 'GET', url: `/api/sports/events/${events[0]}` })).json();
    const names = detail.data.groups.flatMap((g: { markets: { name: string }[] }) => g.markets.map((m) => m.name));
    expect(names).toEqual(expect.arrayContaining(['Maç Sonucu', 'Çifte Şans', 'Beraberlikte İade', '2,5 Alt/Üst', 'Karşılıklı Gol', 'Asya Handikapı (-0,75)', 'Skor', 'İlk Yarı Sonucu', 'İlk Yarı / Maç Sonucu']));
    expect(detail.data.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const search = (await t.request({ method: 'GET', url: '/api/sports/search?q=BOGAZICI' })).json();
    expect(search.data.events.length).toBeGreaterThan(0);
  });

  it('refuses a slip beyond the balance with a message, and moves nothing', async () => {
    const sel = await selection(events[0]!, '1x2', '', '1', 2);
    const response = await place({ oddsChange: 'none', bets: [{ type: 'single', stake: 500, selections: [sel] }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Bakiyeniz bu kupon için yetersiz' });
    expect(await balance()).toBe(100);
  });

  it('refuses a selection of a suspended market as unavailable, and a moved price unless the setting takes it', async () => {
    const closed = await selection(events[0]!, 'btts', '', 'yes');
    await t.db.update(sportsMarkets).set({ status: 'suspended' }).where(eq(sportsMarkets.id, closed.marketId));
    const refused = (await place({ oddsChange: 'any', bets: [{ type: 'single', stake: 1, selections: [closed] }] })).json();
    expect(refused.data).toMatchObject({ accepted: false, reason: 'selection_unavailable', bets: [] });
    expect(refused.data.changes[0]).toMatchObject({ outcomeId: closed.outcomeId, status: 'suspended' });
    await t.db.update(sportsMarkets).set({ status: 'active' }).where(eq(sportsMarkets.id, closed.marketId));

    const sel = await selection(events[0]!, '1x2', '', 'X', 3.2);
    const seen = { ...sel, odds: 3.4 }; // the player saw 3,40; it is 3,20 now (lower)
    const none = (await place({ oddsChange: 'none', bets: [{ type: 'single', stake: 1, selections: [seen] }] })).json();
    expect(none.data).toMatchObject({ accepted: false, reason: 'odds_changed' });
    expect(none.data.changes[0]).toMatchObject({ requestedOdds: 3.4, odds: 3.2, status: 'active' });
    const higher = (await place({ oddsChange: 'higher', bets: [{ type: 'single', stake: 1, selections: [seen] }] })).json();
    expect(higher.data.accepted).toBe(false);
    const better = (await place({ oddsChange: 'higher', bets: [{ type: 'single', stake: 1, selections: [{ ...sel, odds: 3.0 }] }] })).json();
    expect(better.data.accepted).toBe(true);
    expect(better.data.bets[0].legs[0].odds).toBe(3.2); // taken at the better current price
    expect(await balance()).toBe(99);
  });

  it('answers a retried slip with the same bets and takes the stake once; another slip under the key is a 409', async () => {
    const sel = await selection(events[1]!, '1x2', '', '2', 2.5);
    const body = { oddsChange: 'none', bets: [{ type: 'single', stake: 2, selections: [sel] }] };
    const key = nextKey();
    const first = (await place(body, key)).json();
    const again = (await place(body, key)).json();
    expect(first.data.accepted).toBe(true);
    expect(again.data.bets[0].id).toBe(first.data.bets[0].id);
    expect(await balance()).toBe(97);
    const other = await place({ ...body, bets: [{ ...body.bets[0], stake: 3 }] }, key);
    expect(other.statusCode).toBe(409);
  });

  it('places a slip once when two requests with one key race', async () => {
    const sel = await selection(events[1]!, '1x2', '', 'X', 3.1);
    const body = { oddsChange: 'none', bets: [{ type: 'single', stake: 1, selections: [sel] }] };
    const before = await balance();
    const key = nextKey();
    const [a, b] = await Promise.all([place(body, key), place(body, key)]);
    expect(a.json().data.bets[0].id).toBe(b.json().data.bets[0].id);
    expect(await balance()).toBe(before - 1);
  });

  it('settles an accumulator with a void leg at odds 1: ₺10 on 2,00 × 1,50 (void) × 3,00 pays ₺60,00', async () => {
    const before = await balance();
    const a = await selection(events[0]!, '1x2', '', '1', 2);
    const b = await selection(events[1]!, 'draw_no_bet', '', '1', 1.5);
    const c = await selection(events[2]!, 'total', 'total=2.5', 'over', 3);
    const placed = (await place({ oddsChange: 'none', bets: [{ type: 'accumulator', stake: 10, selections: [a, b, c] }] })).json();
    expect(placed.data.bets[0]).toMatchObject({ totalOdds: 9, potentialPayout: 90, totalStake: 10, status: 'open' });
    expect(await balance()).toBe(before - 10);
    await settleEvent({ db: t.db }, events[0]!, { ft: { home: 2, away: 1 }, ht: { home: 1, away: 0 } }); // home wins
    await settleEvent({ db: t.db }, events[1]!, { ft: { home: 1, away: 1 }, ht: { home: 0, away: 0 } }); // draw: DNB void
    await settleEvent({ db: t.db }, events[2]!, { ft: { home: 2, away: 2 }, ht: { home: 1, away: 1 } }); // 4 goals: over
    const bet = (await t.request({ method: 'GET', url: `/api/sports/bets/${placed.data.bets[0].id}`, headers: auth() })).json();
    expect(bet.data).toMatchObject({ status: 'won', payout: 60 });
    expect(bet.data.legs.map((l: { result: string }) => l.result)).toEqual(['won', 'void', 'won']);
    expect(bet.data.legs[1].score).toEqual({ home: 1, away: 1 });
    // The single on X of events[0] loses at 2–1 and the single on 2 of events[1] at 1–1; the raced ₺1
    // single on X of events[1] wins 3,10: with the acca's ₺60 that is ₺63,10 back.
    expect(await balance()).toBe(before - 10 + 60 + 3.1);
  });

  it('settles the same event again with the same score as a no-op, and refuses another score', async () => {
    const before = await balance();
    const again = await settleEvent({ db: t.db }, events[0]!, { ft: { home: 2, away: 1 }, ht: { home: 1, away: 0 } });
    expect(again).toEqual({ settledBets: 0, alreadySettled: true });
    await expect(settleEvent({ db: t.db }, events[0]!, { ft: { home: 0, away: 1 }, ht: null })).rejects.toBeInstanceOf(SettleConflictError);
    expect(await balance()).toBe(before);
  });

  it('pays a Trixie line by line and an Asian −0,75 half-won, with worked figures', async () => {
    // A fresh set of fixtures for these bets.
    const teams = await t.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'gb-premier'));
    const start = new Date(Date.now() + 7_200_000);
    const ev: string[] = [];
    for (let i = 0; i < 3; i += 1) ev.push(await createSimFixture({ db: t.db }, DEFAULT_SIMULATOR, 'gb-premier', teams[2 * i]!.id, teams[2 * i + 1]!.id, start));
    await credit(t.db, playerId, 'cash', 10_000n);
    const before = await balance();
    const x = await selection(ev[0]!, '1x2', '', '1', 2);
    const y = await selection(ev[1]!, '1x2', '', '1', 3);
    const z = await selection(ev[2]!, '1x2', '', '2', 1.5);
    const ah = await selection(ev[0]!, 'asian_handicap', 'hcp=-0.75', '1', 1.9);
    const placed = (
      await place({
        oddsChange: 'none',
        bets: [
          { type: 'system', system: 'trixie', stake: 1, selections: [x, y, z] },
          { type: 'single', stake: 100, selections: [ah] },
        ],
      })
    ).json();
    expect(placed.data.accepted).toBe(true);
    expect(placed.data.bets[0]).toMatchObject({ lineCount: 4, totalStake: 4, potentialPayout: 22.5 }); // 6 + 3 + 4,5 + 9
    expect(await balance()).toBe(before - 104);
    // Home wins by one in ev[0]: 1X2 "1" won, AH −0,75 half-won; ev[1] home wins; ev[2] away wins.
    await settleEvent({ db: t.db }, ev[0]!, { ft: { home: 1, away: 0 }, ht: { home: 0, away: 0 } });
    await settleEvent({ db: t.db }, ev[1]!, { ft: { home: 3, away: 1 }, ht: { home: 1, away: 1 } });
    await settleEvent({ db: t.db }, ev[2]!, { ft: { home: 0, away: 2 }, ht: { home: 0, away: 1 } });
    const trixie = (await t.request({ method: 'GET', url: `/api/sports/bets/${placed.data.bets[0].id}`, headers: auth() })).json();
    expect(trixie.data).toMatchObject({ status: 'won', payout: 22.5 });
    expect(trixie.data.lines.map((l: { payout: number }) => l.payout)).toEqual([6, 3, 4.5, 9]);
    const single = (await t.request({ method: 'GET', url: `/api/sports/bets/${placed.data.bets[1].id}`, headers: auth() })).json();
    expect(single.data).toMatchObject({ status: 'half_won', payout: 145 }); // 100 × (1,90 + 1) / 2; a single on a quarter line reports its half result (issue 18)
    expect(single.data.legs[0].result).toBe('half_won');
    expect(await balance()).toBe(before - 104 + 22.5 + 145);
    const settled = (await t.request({ method: 'GET', url: '/api/sports/bets?status=settled', headers: auth() })).json();
    expect(settled.data.total).toBeGreaterThanOrEqual(3);
  });

  it('keeps the ledger balanced, with house:sports-bets holding exactly the open stakes', async () => {
    expect(await checkInvariants(t.db)).toEqual([]);
    const [bets] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'house:sports-bets'));
    // Every bet placed so far had its events settled: none is open, so the bets account is empty.
    expect(bets!.balance).toBe(0n);
  });

  it('keeps the odds format and odds-change setting with the player', async () => {
    const saved = await t.request({ method: 'POST', url: '/api/sports/settings', headers: auth(), payload: { oddsFormat: 'american', oddsChange: 'higher' } });
    expect(saved.json().data).toMatchObject({ oddsFormat: 'american', oddsChange: 'higher', limits: { minStake: 1 } });
    const read = (await t.request({ method: 'GET', url: '/api/sports/settings', headers: auth() })).json();
    expect(read.data).toMatchObject({ oddsFormat: 'american', oddsChange: 'higher' });
    const guest = (await t.request({ method: 'GET', url: '/api/sports/settings' })).json();
    expect(guest.data).toMatchObject({ oddsFormat: 'decimal', oddsChange: 'none' });
  });

  it('lets a trader suspend a market and settle an event by hand, audited', async () => {
    const trader = await createOperator(t.db, { username: `trader.${target}`, password: 'a-long-password-1', role: 'trader' }, { actor: { kind: 'system', id: 'test' } });
    const { token: opsToken } = await createOperatorSession(t.db, trader.id);
    const ops = { authorization: `Bearer ${opsToken}` };
    const teams = await t.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'es-primera'));
    const ev = await createSimFixture({ db: t.db }, DEFAULT_SIMULATOR, 'es-primera', teams[0]!.id, teams[1]!.id, new Date(Date.now() + 3_600_000));
    const sel = await selection(ev, '1x2', '', 'X', 3.5);
    const suspended = await t.request({ method: 'POST', url: `/api/ops/sports/markets/${sel.marketId}/suspend`, headers: ops, payload: { suspended: true, reason: 'news' } });
    expect(suspended.json().data.status).toBe('suspended');
    await t.request({ method: 'POST', url: `/api/ops/sports/markets/${sel.marketId}/suspend`, headers: ops, payload: { suspended: false, reason: 'resumed' } });
    const before = await balance();
    const placed = (await place({ oddsChange: 'none', bets: [{ type: 'single', stake: 2, selections: [sel] }] })).json();
    expect(placed.data.accepted).toBe(true);
    const settled = await t.request({
      method: 'POST',
      url: `/api/ops/sports/events/${ev}/settle`,
      headers: ops,
      payload: { homeScore: 1, awayScore: 1, halfTimeHomeScore: 0, halfTimeAwayScore: 1, reason: 'feed silent' },
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().data.event).toMatchObject({ status: 'settled', score: { home: 1, away: 1 } });
    expect(settled.json().data.halfTimeScore).toEqual({ home: 0, away: 1 });
    expect(await balance()).toBe(before - 2 + 7); // 2 × 3,50
    const conflict = await t.request({ method: 'POST', url: `/api/ops/sports/events/${ev}/settle`, headers: ops, payload: { homeScore: 2, awayScore: 1, reason: 'other' } });
    expect(conflict.statusCode).toBe(409);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetId, ev));
    expect(audited.map((row) => row.action)).toEqual(['sports.event.settle']);
    expect(audited[0]!.details).toMatchObject({ reason: 'feed silent', homeScore: 1, awayScore: 1 });
    const suspensions = await t.db.select().from(auditLog).where(eq(auditLog.targetId, sel.marketId));
    expect(suspensions.map((row) => row.action).sort()).toEqual(['sports.market.resume', 'sports.market.suspend']);
  });

  it('keeps six fixtures scheduled ahead in every league, priced and open', async () => {
    await simulatorTick({ db: t.db, hub: t.app.hub });
    const tree = (await t.request({ method: 'GET', url: '/api/sports/tree' })).json();
    const leagues = tree.data.sports[0].categories.flatMap((c: { leagues: { id: string; eventCount: number }[] }) => c.leagues);
    expect(leagues.map((l: { id: string }) => l.id).sort()).toEqual(['es-primera', 'gb-premier', 'tr-1-lig', 'tr-super-lig']);
    for (const league of leagues) expect(league.eventCount).toBeGreaterThanOrEqual(6);
    const soon = (await t.request({ method: 'GET', url: '/api/sports/highlights?take=3' })).json();
    expect(soon.data.startingSoon).toHaveLength(3);
    expect(soon.data.startingSoon[0].mainMarket.status).toBe('active');
  }, 120_000);

  it('plays a simulated match from its seeds, settles it and verifies it', async () => {
    const [event] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, events[3]!));
    const end = new Date(event!.startsAt.getTime() + DEFAULT_SIMULATOR.matchMs + 1);
    await simulatorTick({ db: t.db, hub: t.app.hub, now: () => new Date(event!.startsAt.getTime() + 1) }, { ...DEFAULT_SIMULATOR, fixturesAhead: 0 });
    const [live] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, events[3]!));
    expect(live!.status).toBe('live');
    const closed = await t.db.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, events[3]!));
    expect(new Set(closed.map((m) => m.status))).toEqual(new Set(['deactivated']));
    await simulatorTick({ db: t.db, hub: t.app.hub, now: () => end }, { ...DEFAULT_SIMULATOR, fixturesAhead: 0 });
    const verify = (await t.request({ method: 'GET', url: `/api/sports/events/${events[3]}/verify` })).json();
    const drawn = drawMatch(verify.data.serverSeed, verify.data.clientSeed, verify.data.homeRate, verify.data.awayRate);
    expect(verify.data).toMatchObject({ provablyFair: true, matches: true, result: drawn.ft, halfTimeResult: drawn.ht });
  });
});
