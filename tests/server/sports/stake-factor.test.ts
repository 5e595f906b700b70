// A trader's stake factor per player (opsSetPlayerSportsStakeFactor): the book's maximum stake scaled for one
// player, applied by placement and shown by the player's sportsbook settings. Worked figures, with the book's
// maximum stake set to ₺100,00 (SPORTS_MAX_STAKE_KURUS=10000) for this file:
//   factor 0.5  → the player's maximum is 100 × 0.5 = ₺50: ₺60 is refused, ₺50 is taken (balance 200 − 50 = 150);
//   factor 0.25 → a 2/3 system at ₺10 a line stakes 3 × 10 = ₺30 > ₺25: refused;
//   factor 0    → nothing may be staked: ₺1 is refused with "closed", the settings show a maximum of ₺0;
//   another player (no factor) keeps ₺100, and a guest's settings show ₺100.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import { sportsMarkets, sportsOutcomes, sportsTeams } from '../../../server/db/schema/sports';
import { createOperator } from '../../../server/operators';
import { createOperatorSession } from '../../../server/operators/sessions';
import { seedSportsCatalogue } from '../../../server/seed/sports';
import { createSimFixture, DEFAULT_SIMULATOR } from '../../../server/sports/simulator-feed';
import { buildTestApp, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

const previous = { interval: process.env.SPORTS_SIM_INTERVAL_MS, max: process.env.SPORTS_MAX_STAKE_KURUS };
const restore = (name: string, value: string | undefined) => (value === undefined ? delete process.env[name] : (process.env[name] = value));

describeEachTarget('sports stake factor per player on %s', (target) => {
  let t: TestApp;
  let trader: Record<string, string>;
  let support: Record<string, string>;
  let me: { id: string; token: string };
  let other: { id: string; token: string };
  const selections: { eventId: string; marketId: string; outcomeId: string; odds: number }[] = [];
  let n = 0;

  beforeAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = '0';
    process.env.SPORTS_MAX_STAKE_KURUS = '10000';
    t = await buildTestApp(target);
    await seedSportsCatalogue(t.db);
    const make = async () => {
      const player = await createTestPlayer(t.db);
      await credit(t.db, player.id, 'cash', 20_000n);
      return { id: player.id, token: (await login(t.request, player.username)).token! };
    };
    me = await make();
    other = await make();
    const acting = { actor: { kind: 'system' as const, id: 'test' } };
    const a = await createOperator(t.db, { username: `sf.t.${target}`, password: 'a-long-password-1', role: 'trader' }, acting);
    const b = await createOperator(t.db, { username: `sf.s.${target}`, password: 'a-long-password-1', role: 'support' }, acting);
    trader = { authorization: `Bearer ${(await createOperatorSession(t.db, a.id)).token}`, 'x-locale': 'en' };
    support = { authorization: `Bearer ${(await createOperatorSession(t.db, b.id)).token}`, 'x-locale': 'en' };
    const teams = await t.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'tr-super-lig'));
    for (let i = 0; i < 3; i += 1) {
      const ev = await createSimFixture({ db: t.db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[2 * i]!.id, teams[2 * i + 1]!.id, new Date(Date.now() + 3_600_000));
      const [row] = await t.db
        .select({ outcome: sportsOutcomes, market: sportsMarkets })
        .from(sportsOutcomes)
        .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
        .where(and(eq(sportsMarkets.eventId, ev), eq(sportsMarkets.type, '1x2'), eq(sportsOutcomes.code, '1')));
      await t.db.update(sportsOutcomes).set({ odds: 200 }).where(eq(sportsOutcomes.id, row!.outcome.id));
      selections.push({ eventId: ev, marketId: row!.market.id, outcomeId: row!.outcome.id, odds: 2 });
    }
  });

  afterAll(async () => {
    restore('SPORTS_SIM_INTERVAL_MS', previous.interval);
    restore('SPORTS_MAX_STAKE_KURUS', previous.max);
    await t?.close();
  });

  const setFactor = (playerId: string, body: object, headers = trader) =>
    t.request({ method: 'PUT', url: `/api/ops/players/${playerId}/sports-stake-factor`, headers, payload: body });
  const settings = async (token?: string) =>
    (await t.request({ method: 'GET', url: '/api/sports/settings', headers: token ? { authorization: `Bearer ${token}` } : {} })).json().data.limits;
  const place = (who: { token: string }, bet: object) =>
    t.request({
      method: 'POST',
      url: '/api/sports/bets',
      headers: { authorization: `Bearer ${who.token}`, 'x-locale': 'en', 'idempotency-key': `sf-${target}-${(n += 1)}` },
      payload: { oddsChange: 'none', bets: [bet] },
    });
  const cash = async (who: { token: string }) =>
    (await t.request({ method: 'GET', url: '/api/user/balance', headers: { authorization: `Bearer ${who.token}` } })).json().data.cash as number;

  it('shows the book maximum before any factor is set', async () => {
    const got = await t.request({ method: 'GET', url: `/api/ops/players/${me.id}/sports-stake-factor`, headers: trader });
    expect(got.json().data).toEqual({ playerId: me.id, stakeFactor: 1, maxStake: 100, bookMaxStake: 100 });
    expect((await settings(me.token)).maxStake).toBe(100);
  });

  it('halves the maximum stake at 0.5: placement refuses ₺60, takes ₺50, and the settings show ₺50', async () => {
    const set = await setFactor(me.id, { stakeFactor: 0.5, reason: 'sharp bettor' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ success: true, message: "The player's stake factor was saved", data: { stakeFactor: 0.5, maxStake: 50, bookMaxStake: 100 } });
    expect((await settings(me.token)).maxStake).toBe(50);

    const over = await place(me, { type: 'single', stake: 60, selections: [selections[0]] });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ success: false, message: expect.stringMatching(/most you can stake on one bet is .*50/) });
    const within = await place(me, { type: 'single', stake: 50, selections: [selections[0]] });
    expect(within.json().data.accepted).toBe(true);
    expect(await cash(me)).toBe(150);

    // The other player and a guest keep the book's ₺100.
    expect((await settings(other.token)).maxStake).toBe(100);
    expect((await settings()).maxStake).toBe(100);
    expect((await place(other, { type: 'single', stake: 60, selections: [selections[0]] })).json().data.accepted).toBe(true);

    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'sports.stakeFactor.set'), eq(auditLog.targetId, me.id)));
    expect(row!.details).toMatchObject({ before: 1, after: 0.5, reason: 'sharp bettor' });
  });

  it('counts every line of a system bet against the scaled maximum', async () => {
    expect((await setFactor(me.id, { stakeFactor: 0.25, reason: 'tighter' })).json().data.maxStake).toBe(25);
    const system = await place(me, { type: 'system', system: '2/3', stake: 10, selections });
    expect(system.statusCode).toBe(400);
    expect(system.json().message).toMatch(/25/);
  });

  it('closes sports betting at 0', async () => {
    expect((await setFactor(me.id, { stakeFactor: 0, reason: 'self-reported problem' })).json().data).toMatchObject({ stakeFactor: 0, maxStake: 0 });
    expect((await settings(me.token)).maxStake).toBe(0);
    const refused = await place(me, { type: 'single', stake: 1, selections: [selections[1]] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: 'Sports betting is closed on your account; please contact support for details' });
    expect(await cash(me)).toBe(150);
    // And back to the book's own.
    expect((await setFactor(me.id, { stakeFactor: 1, reason: 'reviewed' })).json().data.maxStake).toBe(100);
    expect((await place(me, { type: 'single', stake: 1, selections: [selections[1]] })).json().data.accepted).toBe(true);
  });

  it('needs sports:trade, a known player and a factor between 0 and 10 with a reason', async () => {
    expect((await setFactor(me.id, { stakeFactor: 0.5, reason: 'no right' }, support)).statusCode).toBe(403);
    expect((await setFactor('00000000-0000-4000-8000-000000000999', { stakeFactor: 0.5, reason: 'nobody' })).statusCode).toBe(404);
    for (const body of [{ stakeFactor: 11, reason: 'too much' }, { stakeFactor: -1, reason: 'negative' }, { stakeFactor: 0.5 }, { stakeFactor: 0.555, reason: 'three decimals' }]) {
      const bad = await setFactor(me.id, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    expect((await t.request({ method: 'GET', url: `/api/ops/players/${me.id}/sports-stake-factor`, headers: support })).json().data.stakeFactor).toBe(1);
  });
});
