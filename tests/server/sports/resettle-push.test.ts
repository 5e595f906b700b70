// A resettlement or rollback that changes a bet's result reaches the player at once over the hub, as first
// settlement does: Balance (the committed figure), a Notification per change, and SportsBetSettled with the
// bet as it now stands. Worked figures, two players with ₺100,00 each on one match:
//   A: ₺10 single on the home win at 2,00; B: ₺10 single on the draw at 3,40.
//   settled 1-0:    A won ₺20 → 100 − 10 + 20 = 110;  B lost → 90.
//   resettled 1-1:  A's ₺20 taken back, lost → 90;     B won ₺34 → 90 + 34 = 124.
//   rolled back:    A stays 90 (nothing paid), open;    B's ₺34 taken back → 90, open.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsMarkets, sportsOutcomes, sportsTeams } from '../../../server/db/schema/sports';
import { createOperator } from '../../../server/operators';
import { createOperatorSession } from '../../../server/operators/sessions';
import { seedSportsCatalogue } from '../../../server/seed/sports';
import { createSimFixture, DEFAULT_SIMULATOR } from '../../../server/sports/simulator-feed';
import { checkInvariants } from '../../../server/wallet';
import { buildTestApp, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

interface Pushed {
  playerId: string;
  command: string;
  message: Record<string, unknown>;
}

const previousInterval = process.env.SPORTS_SIM_INTERVAL_MS;

describeEachTarget('resettlement pushes on %s', (target) => {
  let t: TestApp;
  let first: Record<string, string>;
  let second: Record<string, string>;
  const players: { id: string; token: string }[] = [];
  const pushed: Pushed[] = [];
  let n = 0;

  beforeAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = '0';
    t = await buildTestApp(target);
    await seedSportsCatalogue(t.db);
    for (let i = 0; i < 2; i += 1) {
      const player = await createTestPlayer(t.db);
      await credit(t.db, player.id, 'cash', 10_000n);
      players.push({ id: player.id, token: (await login(t.request, player.username)).token! });
    }
    const acting = { actor: { kind: 'system' as const, id: 'test' } };
    const a = await createOperator(t.db, { username: `rp.a.${target}`, password: 'a-long-password-1', role: 'trader' }, acting);
    const b = await createOperator(t.db, { username: `rp.b.${target}`, password: 'a-long-password-1', role: 'trader' }, acting);
    first = { authorization: `Bearer ${(await createOperatorSession(t.db, a.id)).token}`, 'x-locale': 'en' };
    second = { authorization: `Bearer ${(await createOperatorSession(t.db, b.id)).token}`, 'x-locale': 'en' };
    // Records what reaches players, then lets the real hub deliver it as usual.
    const hub = t.app.hub;
    const deliver = hub.publishToPlayer.bind(hub);
    hub.publishToPlayer = async (playerId, command, message) => {
      pushed.push({ playerId, command, message: message as Record<string, unknown> });
      return deliver(playerId, command, message);
    };
  });

  afterAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = previousInterval;
    if (previousInterval === undefined) delete process.env.SPORTS_SIM_INTERVAL_MS;
    await t?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string>) => t.request({ method: 'POST', url, headers, payload });
  const cash = async (token: string) =>
    (await t.request({ method: 'GET', url: '/api/user/balance', headers: { authorization: `Bearer ${token}` } })).json().data.cash as number;
  const pushesOf = (playerId: string) => pushed.filter((p) => p.playerId === playerId);

  async function selection(eventId: string, code: string, odds: number) {
    const [row] = await t.db
      .select({ outcome: sportsOutcomes, market: sportsMarkets })
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.type, '1x2'), eq(sportsOutcomes.code, code)));
    await t.db.update(sportsOutcomes).set({ odds: Math.round(odds * 100) }).where(eq(sportsOutcomes.id, row!.outcome.id));
    return { eventId, marketId: row!.market.id, outcomeId: row!.outcome.id, odds };
  }

  async function approve(ev: string, body: object) {
    const proposed = await post(`/api/ops/sports/events/${ev}/resettlement`, body, first);
    expect(proposed.statusCode).toBe(200);
    pushed.length = 0;
    const approved = await post(`/api/ops/approvals/${proposed.json().data.id}/approve`, {}, second);
    expect(approved.statusCode).toBe(200);
  }

  describe('an event settled, resettled and rolled back', () => {
    let ev: string;
    const bets: string[] = [];

    beforeAll(async () => {
      const teams = await t.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'tr-super-lig'));
      ev = await createSimFixture({ db: t.db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[0]!.id, teams[1]!.id, new Date(Date.now() + 3_600_000));
      const picks = [await selection(ev, '1', 2), await selection(ev, 'X', 3.4)];
      for (const [i, sel] of picks.entries()) {
        const placed = await t.request({
          method: 'POST',
          url: '/api/sports/bets',
          headers: { authorization: `Bearer ${players[i]!.token}`, 'idempotency-key': `rp-${target}-${(n += 1)}` },
          payload: { oddsChange: 'none', bets: [{ type: 'single', stake: 10, selections: [sel] }] },
        });
        expect(placed.json().data.accepted).toBe(true);
        bets.push(placed.json().data.bets[0].id as string);
      }
      expect((await post(`/api/ops/sports/events/${ev}/settle`, { homeScore: 1, awayScore: 0, reason: 'feed silent' }, first)).statusCode).toBe(200);
      expect(await cash(players[0]!.token)).toBe(110);
      expect(await cash(players[1]!.token)).toBe(90);
    });

    it('pushes the new balance, a notification per change and the bet as it now stands on a resettlement', async () => {
      await approve(ev, { action: 'resettle', homeScore: 1, awayScore: 1, reason: 'late equaliser missed' });
      const [a, b] = players;

      const toA = pushesOf(a!.id);
      expect(toA.find((p) => p.command === 'Balance')?.message).toEqual({ balance: 90, cash: 90, bonus: 0 });
      const notesA = toA.filter((p) => p.command === 'Notification').map((p) => String(p.message.note));
      // The ₺20,00 paid taken back, then the bet's new result (lost, ₺10,00 staked).
      expect(notesA).toHaveLength(2);
      expect(notesA[0]).toMatch(/20,00/);
      expect(notesA[0]).toMatch(/geri alındı/);
      expect(notesA[1]).toMatch(/kaybetti/);
      expect(notesA[1]).toMatch(/10,00/);
      expect(toA.find((p) => p.command === 'SportsBetSettled')?.message).toMatchObject({ id: bets[0], status: 'lost', payout: 0 });

      const toB = pushesOf(b!.id);
      expect(toB.find((p) => p.command === 'Balance')?.message).toEqual({ balance: 124, cash: 124, bonus: 0 });
      const notesB = toB.filter((p) => p.command === 'Notification').map((p) => String(p.message.note));
      expect(notesB).toHaveLength(2);
      expect(notesB[0]).toMatch(/yeniden açıldı/); // nothing had been paid: nothing taken back
      expect(notesB[1]).toMatch(/34,00/);
      expect(toB.find((p) => p.command === 'SportsBetSettled')?.message).toMatchObject({ id: bets[1], status: 'won', payout: 34 });

      // Each push tells the truth the API tells.
      expect(await cash(a!.token)).toBe(90);
      expect(await cash(b!.token)).toBe(124);
      // Balance goes before the bet, so My bets reloads onto a header that already moved.
      const order = toB.map((p) => p.command);
      expect(order.indexOf('Balance')).toBeLessThan(order.indexOf('SportsBetSettled'));
    });

    it('pushes the reopened bets on a rollback, with the payout taken back', async () => {
      await approve(ev, { action: 'rollback', reason: 'match under review' });
      const [a, b] = players;

      const toA = pushesOf(a!.id);
      expect(toA.find((p) => p.command === 'Balance')?.message).toEqual({ balance: 90, cash: 90, bonus: 0 });
      expect(toA.filter((p) => p.command === 'Notification').map((p) => String(p.message.note))).toEqual([expect.stringMatching(/yeniden açıldı/)]);
      expect(toA.find((p) => p.command === 'SportsBetSettled')?.message).toMatchObject({ id: bets[0], status: 'open', payout: null });

      const toB = pushesOf(b!.id);
      expect(toB.find((p) => p.command === 'Balance')?.message).toEqual({ balance: 90, cash: 90, bonus: 0 });
      expect(toB.filter((p) => p.command === 'Notification').map((p) => String(p.message.note))).toEqual([expect.stringMatching(/34,00.*geri alındı/)]);
      expect(toB.find((p) => p.command === 'SportsBetSettled')?.message).toMatchObject({ id: bets[1], status: 'open', payout: null });

      expect(await cash(b!.token)).toBe(90);
      const mine = (await t.request({ method: 'GET', url: '/api/sports/bets?status=open', headers: { authorization: `Bearer ${b!.token}` } })).json();
      expect(mine.data.items.map((x: { id: string }) => x.id)).toContain(bets[1]);
      expect(await checkInvariants(t.db)).toEqual([]);
    });
  });

  it('pushes nothing to anyone when a resettlement is rejected', async () => {
    const teams = await t.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'tr-super-lig'));
    const ev = await createSimFixture({ db: t.db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[2]!.id, teams[3]!.id, new Date(Date.now() + 3_600_000));
    expect((await post(`/api/ops/sports/events/${ev}/settle`, { homeScore: 2, awayScore: 0, reason: 'feed silent' }, first)).statusCode).toBe(200);
    const proposed = await post(`/api/ops/sports/events/${ev}/resettlement`, { action: 'rollback', reason: 'check' }, first);
    pushed.length = 0;
    expect((await post(`/api/ops/approvals/${proposed.json().data.id}/reject`, { reason: 'the result stands' }, second)).statusCode).toBe(200);
    // Only the back office's queue hears of it (its own channel, not a player's).
    expect(pushed.filter((p) => !p.playerId.startsWith('ops:'))).toEqual([]);
    expect(pushed.map((p) => p.command)).toEqual(['OpsQueue']);
  });
});
