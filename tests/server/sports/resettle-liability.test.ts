// Resettlement and rollback through the four-eyes queue, liability limits, and the simulator's other
// sports and outrights, end to end through the API and the ledger. Worked figures: a ₺10 single at 2,00
// won on 1-0 pays ₺20 (balance 100 − 10 + 20 = 110); resettled to 0-1 the ₺20 comes back and the bet is
// lost (90); rolled back it is open again (90, the stake back in house:sports-bets); settled 1-0 again it
// pays ₺20 (110). The ledger's entries read settle, unsettle, settle, and its invariants hold throughout.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import { sportsBets, sportsEvents, sportsMarkets, sportsOutcomes, sportsTeams } from '../../../server/db/schema/sports';
import { journalEntries, ledgerAccounts } from '../../../server/db/schema/wallet';
import { createOperator } from '../../../server/operators';
import { createOperatorSession } from '../../../server/operators/sessions';
import { computeReport } from '../../../server/operators/reports';
import { seedSportsCatalogue } from '../../../server/seed/sports';
import { seedMoreSports } from '../../../server/seed/sports-more';
import { settleEvent, SettleConflictError } from '../../../server/sports/settle';
import { voidLapsedEvents } from '../../../server/sports/sim-more';
import { createSimFixture, DEFAULT_SIMULATOR, simulatorTick } from '../../../server/sports/simulator-feed';
import { checkInvariants } from '../../../server/wallet';
import { buildTestApp, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

const previousInterval = process.env.SPORTS_SIM_INTERVAL_MS;

describeEachTarget('sports resettlement and liability on %s', (target) => {
  let t: TestApp;
  let token: string;
  let first: Record<string, string>;
  let second: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = '0';
    t = await buildTestApp(target);
    await seedSportsCatalogue(t.db);
    await seedMoreSports(t.db);
    const player = await createTestPlayer(t.db);
    await credit(t.db, player.id, 'cash', 10_000n); // ₺100,00
    token = (await login(t.request, player.username)).token!;
    const acting = { actor: { kind: 'system' as const, id: 'test' } };
    const a = await createOperator(t.db, { username: `rs.a.${target}`, password: 'a-long-password-1', role: 'trader' }, acting);
    const b = await createOperator(t.db, { username: `rs.b.${target}`, password: 'a-long-password-1', role: 'trader' }, acting);
    first = { authorization: `Bearer ${(await createOperatorSession(t.db, a.id)).token}`, 'x-locale': 'en' };
    second = { authorization: `Bearer ${(await createOperatorSession(t.db, b.id)).token}`, 'x-locale': 'en' };
  });

  afterAll(async () => {
    process.env.SPORTS_SIM_INTERVAL_MS = previousInterval;
    if (previousInterval === undefined) delete process.env.SPORTS_SIM_INTERVAL_MS;
    await t?.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const balance = async () => (await t.request({ method: 'GET', url: '/api/user/balance', headers: auth() })).json().data.cash as number;
  const place = (body: unknown, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/sports/bets', headers: { ...auth(), ...headers, 'idempotency-key': `rs-${target}-${(n += 1)}` }, payload: body as object });
  const post = (url: string, payload: object, headers: Record<string, string>) => t.request({ method: 'POST', url, headers, payload });

  async function newEvent(leagueId: string) {
    const teams = await t.db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, leagueId));
    return createSimFixture({ db: t.db }, DEFAULT_SIMULATOR, leagueId, teams[0]!.id, teams[1]!.id, new Date(Date.now() + 3_600_000));
  }

  async function selection(eventId: string, type: string, code: string, odds: number) {
    const [row] = await t.db
      .select({ outcome: sportsOutcomes, market: sportsMarkets })
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.type, type), eq(sportsOutcomes.code, code)));
    await t.db.update(sportsOutcomes).set({ odds: Math.round(odds * 100) }).where(eq(sportsOutcomes.id, row!.outcome.id));
    return { eventId, marketId: row!.market.id, outcomeId: row!.outcome.id, odds };
  }

  it('resettles and rolls back a settled event only with a second operator, reversing the ledger exactly', async () => {
    const ev = await newEvent('tr-super-lig');
    const sel = await selection(ev, '1x2', '1', 2);
    const placed = (await place({ oddsChange: 'none', bets: [{ type: 'single', stake: 10, selections: [sel] }] })).json();
    expect(placed.data.accepted).toBe(true);
    const betId = placed.data.bets[0].id as string;
    expect((await post(`/api/ops/sports/events/${ev}/settle`, { homeScore: 1, awayScore: 0, reason: 'feed silent' }, first)).statusCode).toBe(200);
    expect(await balance()).toBe(110);

    const proposed = await post(`/api/ops/sports/events/${ev}/resettlement`, { action: 'resettle', homeScore: 0, awayScore: 1, reason: 'wrong scorer data' }, first);
    expect(proposed.statusCode).toBe(200);
    const proposalId = proposed.json().data.id as number;
    expect(proposed.json().data).toMatchObject({ kind: 'resettlement', status: 'pending', targetId: ev });
    expect(await balance()).toBe(110); // nothing moves before the approval

    const own = await post(`/api/ops/approvals/${proposalId}/approve`, {}, first);
    expect(own.statusCode).toBe(403);
    const approved = await post(`/api/ops/approvals/${proposalId}/approve`, {}, second);
    expect(approved.statusCode).toBe(200);
    expect(await balance()).toBe(90);
    const [lost] = await t.db.select().from(sportsBets).where(eq(sportsBets.id, betId));
    expect(lost).toMatchObject({ status: 'lost', payout: 0n, settlementRound: 1 });
    const [event] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, ev));
    expect(event).toMatchObject({ status: 'settled', homeScore: 0, awayScore: 1 });

    // A rollback alone: the bet is open again, its stake back in house:sports-bets; then settled anew.
    const rollback = await post(`/api/ops/sports/events/${ev}/resettlement`, { action: 'rollback', reason: 'match under review' }, second);
    expect((await post(`/api/ops/approvals/${rollback.json().data.id}/approve`, {}, first)).statusCode).toBe(200);
    expect(await balance()).toBe(90);
    const [open] = await t.db.select().from(sportsBets).where(eq(sportsBets.id, betId));
    expect(open).toMatchObject({ status: 'open', payout: null, settlementRound: 2 });
    const [bets] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, 'house:sports-bets'));
    expect(bets!.balance).toBe(1_000n);
    expect((await post(`/api/ops/sports/events/${ev}/settle`, { homeScore: 1, awayScore: 0, reason: 'confirmed' }, first)).statusCode).toBe(200);
    expect(await balance()).toBe(110);

    const entries = await t.db.select({ key: journalEntries.idempotencyKey }).from(journalEntries).where(like(journalEntries.idempotencyKey, `%${betId}%`));
    expect(entries.map((e) => e.key).sort()).toEqual(
      [`sports:settle:${betId}`, `sports:settle:${betId}:r1`, `sports:settle:${betId}:r2`, `sports:unsettle:${betId}:r0`, `sports:unsettle:${betId}:r1`].sort(),
    );
    expect(await checkInvariants(t.db)).toEqual([]);
    // The daily report's sports GGR is house:sports's movement: this bet finally won ₺10 net, so −1000 kuruş.
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const report = await computeReport(t.db, 'daily', [today]);
    expect(report.rows[0]![report.columns.indexOf('sports_ggr')]).toBe(-1_000n);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.targetId, ev));
    expect(audited.map((r) => r.action)).toEqual(expect.arrayContaining(['sports.event.resettle', 'sports.event.rollback']));
  });

  it('rolls back an event under an accumulator another leg lost: the bet is lost again at once, not left open', async () => {
    // Found by the money simulator (a rollback in its mix): the reopened bet stayed open although its loss
    // did not depend on the event, until some other settlement of an event under it settled it again.
    const a = await newEvent('tr-super-lig');
    const b = await newEvent('tr-super-lig');
    const before = await balance();
    const legs = [await selection(a, '1x2', '1', 2), await selection(b, '1x2', '1', 2)];
    const placed = (await place({ oddsChange: 'none', bets: [{ type: 'accumulator', stake: 10, selections: legs }] })).json();
    expect(placed.data.accepted).toBe(true);
    const betId = placed.data.bets[0].id as string;
    // A 1-0 (the leg won, the bet waits for B), then B 0-1: lost, the ₺10 stake gone.
    expect((await post(`/api/ops/sports/events/${a}/settle`, { homeScore: 1, awayScore: 0, reason: 'feed silent' }, first)).statusCode).toBe(200);
    expect((await post(`/api/ops/sports/events/${b}/settle`, { homeScore: 0, awayScore: 1, reason: 'feed silent' }, first)).statusCode).toBe(200);
    expect(await balance()).toBe(before - 10);
    const rollback = await post(`/api/ops/sports/events/${a}/resettlement`, { action: 'rollback', reason: 'match under review' }, second);
    expect((await post(`/api/ops/approvals/${rollback.json().data.id}/approve`, {}, first)).statusCode).toBe(200);
    const [bet] = await t.db.select().from(sportsBets).where(eq(sportsBets.id, betId));
    expect(bet).toMatchObject({ status: 'lost', payout: 0n, settlementRound: 1 });
    expect(await balance()).toBe(before - 10);
    const entries = await t.db.select({ key: journalEntries.idempotencyKey }).from(journalEntries).where(like(journalEntries.idempotencyKey, `%${betId}%`));
    expect(entries.map((e) => e.key).sort()).toEqual([`sports:settle:${betId}`, `sports:settle:${betId}:r1`, `sports:unsettle:${betId}:r0`].sort());
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('refuses a result for a cancelled event that kept the same score, instead of answering it as already settled', async () => {
    // Found by the money simulator (resettlements to a cancellation in its mix): settled 1-1, resettled to a
    // cancellation (the event keeps its 1-1), then the feed's 1-1 delivered again was answered as a replay.
    const ev = await newEvent('tr-super-lig');
    await t.db.update(sportsEvents).set({ homeScore: 1, awayScore: 1 }).where(eq(sportsEvents.id, ev));
    expect((await settleEvent({ db: t.db }, ev, null)).alreadySettled).toBe(false);
    await expect(settleEvent({ db: t.db }, ev, { ft: { home: 1, away: 1 }, ht: null })).rejects.toBeInstanceOf(SettleConflictError);
    expect((await settleEvent({ db: t.db }, ev, null)).alreadySettled).toBe(true);
  });

  it("lists the player's sports bets for the back office, open and settled, with their legs", async () => {
    const me = (await t.request({ method: 'GET', url: '/api/user/profile', headers: auth() })).json();
    const playerId = (me.data?.id ?? (await t.db.select({ p: sportsBets.playerId }).from(sportsBets).limit(1))[0]!.p) as string;
    const page = await t.request({ method: 'GET', url: `/api/ops/players/${playerId}/sports-bets?skip=0&take=10`, headers: first });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.total).toBeGreaterThan(0);
    expect(page.json().data.items[0].legs[0]).toMatchObject({ marketName: 'Match Result' });
    const missing = await t.request({ method: 'GET', url: '/api/ops/players/00000000-0000-4000-8000-000000000999/sports-bets', headers: first });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to resettle an event that is not settled', async () => {
    const ev = await newEvent('gb-premier');
    const response = await post(`/api/ops/sports/events/${ev}/resettlement`, { action: 'rollback', reason: 'nothing to undo' }, first);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: 'Only a settled event can be rolled back or resettled' });
  });

  it('refuses a bet that would take an outcome past its liability limit, saying how much is left', async () => {
    const ev = await newEvent('es-primera');
    const sel = await selection(ev, '1x2', '2', 3);
    const set = await t.request({ method: 'PUT', url: `/api/ops/sports/events/${ev}/liability`, headers: first, payload: { marketId: sel.marketId, maxLiability: 10, reason: 'thin market' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ marketId: sel.marketId, maxLiability: 10 });
    // The change and its audit row go together: ₺10 recorded in kuruş over no limit before.
    const setAudit = await t.db.select().from(auditLog).where(and(eq(auditLog.targetId, sel.marketId), eq(auditLog.action, 'sports.liability.set')));
    expect(setAudit.map((row) => row.details)).toMatchObject([{ before: null, after: '1000', reason: 'thin market' }]);
    // A market of another event changes nothing and records nothing.
    const other = await selection(await newEvent('gb-premier'), '1x2', '1', 2);
    const wrong = await t.request({ method: 'PUT', url: `/api/ops/sports/events/${ev}/liability`, headers: first, payload: { marketId: other.marketId, maxLiability: 5, reason: 'wrong event' } });
    expect(wrong.statusCode).toBe(404);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.targetId, other.marketId), eq(auditLog.action, 'sports.liability.set')))).toEqual([]);
    // ₺4 at 3,00: the book would lose 12 − 4 = ₺8 ≤ ₺10.
    expect((await place({ oddsChange: 'none', bets: [{ type: 'single', stake: 4, selections: [sel] }] })).json().data.accepted).toBe(true);
    // ₺2 more at 3,00 adds ₺4: 8 + 4 = 12 > 10, refused; ₺2 of liability is left.
    const refused = await place({ oddsChange: 'none', bets: [{ type: 'single', stake: 2, selections: [sel] }] }, { 'x-locale': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/at most ₺2\.00 more on "Match Result: .+" \(liability limit\)/);
    // ₺1 adds ₺2: exactly at the limit, taken.
    expect((await place({ oddsChange: 'none', bets: [{ type: 'single', stake: 1, selections: [sel] }] })).json().data.accepted).toBe(true);
  });

  it('voids a postponed event after the delay: ₺10 on 2,00 (postponed) × 3,00 (won) pays ₺30', async () => {
    const a = await newEvent('tr-1-lig');
    const b = await newEvent('gb-premier');
    const legs = [await selection(a, '1x2', '1', 2), await selection(b, '1x2', '2', 3)];
    const before = await balance();
    const placed = (await place({ oddsChange: 'none', bets: [{ type: 'accumulator', stake: 10, selections: legs }] })).json();
    expect(placed.data.accepted).toBe(true);
    const postponed = await post(`/api/ops/sports/events/${a}/status`, { status: 'postponed', reason: 'waterlogged pitch' }, first);
    expect(postponed.statusCode).toBe(200);
    expect(postponed.json().data.event.status).toBe('postponed');
    expect(postponed.json().data.groups[0].markets[0].status).toBe('suspended');
    expect((await post(`/api/ops/sports/events/${b}/settle`, { homeScore: 0, awayScore: 2, reason: 'result' }, first)).statusCode).toBe(200);
    expect(await balance()).toBe(before - 10); // still open: one leg waits
    const [event] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, a));
    // Not yet: the delay (48 h by default) runs from the event's start.
    expect(await voidLapsedEvents({ db: t.db, hub: t.app.hub }, new Date(event!.startsAt.getTime() + 47 * 3_600_000))).toBe(0);
    expect(await voidLapsedEvents({ db: t.db, hub: t.app.hub }, new Date(event!.startsAt.getTime() + 48 * 3_600_000))).toBe(1);
    expect(await balance()).toBe(before - 10 + 30);
    const [cancelled] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, a));
    expect(cancelled!.status).toBe('cancelled');
  });

  it('plays basketball, tennis and a league outright from their seeds, settles them, and each verifies', async () => {
    const start = Date.now();
    const ticks = { db: t.db, hub: t.app.hub };
    await simulatorTick({ ...ticks, now: () => new Date(start) }, { ...DEFAULT_SIMULATOR, fixturesAhead: 1 });
    const made = await t.db.select().from(sportsEvents);
    const basketball = made.find((e) => e.sport === 'basketball' && e.status === 'scheduled')!;
    const tennis = made.find((e) => e.sport === 'tennis' && e.status === 'scheduled')!;
    const outright = made.find((e) => e.kind === 'outright' && e.leagueId === 'tr-super-lig')!;
    expect(basketball && tennis && outright).toBeTruthy();
    const detail = (await t.request({ method: 'GET', url: `/api/sports/events/${outright.id}`, headers: { 'x-locale': 'tr' } })).json().data;
    expect(detail.event.name).toBe('Süper Lig – Şampiyon');
    expect(detail.groups[0].markets[0].outcomes.map((o: { name: string }) => o.name)).toContain('Boğaziçi SK');
    const bb = (await t.request({ method: 'GET', url: `/api/sports/events/${basketball.id}`, headers: { 'x-locale': 'en' } })).json().data;
    expect(bb.groups.flatMap((g: { markets: { type: string }[] }) => g.markets.map((m) => m.type))).toEqual(expect.arrayContaining(['money_line', 'spread', 'total_points']));
    const tn = (await t.request({ method: 'GET', url: `/api/sports/events/${tennis.id}`, headers: { 'x-locale': 'en' } })).json().data;
    expect(tn.groups.flatMap((g: { markets: { type: string }[] }) => g.markets.map((m) => m.type))).toEqual(expect.arrayContaining(['match_winner', 'set_betting', 'total_games']));

    const end = new Date(Math.max(basketball.startsAt.getTime(), tennis.startsAt.getTime(), outright.startsAt.getTime()) + DEFAULT_SIMULATOR.matchMs + 1);
    await simulatorTick({ ...ticks, now: () => new Date(basketball.startsAt.getTime() + 1) }, { ...DEFAULT_SIMULATOR, fixturesAhead: 0 });
    const [live] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, basketball.id));
    expect(live!.status).toBe('live');
    await simulatorTick({ ...ticks, now: () => end }, { ...DEFAULT_SIMULATOR, fixturesAhead: 0 });
    for (const e of [basketball, tennis, outright]) {
      const verify = (await t.request({ method: 'GET', url: `/api/sports/events/${e.id}/verify` })).json().data;
      expect(verify.matches).toBe(true);
    }
    const [settledTennis] = await t.db.select().from(sportsEvents).where(eq(sportsEvents.id, tennis.id));
    expect(Math.max(settledTennis!.homeScore!, settledTennis!.awayScore!)).toBe(2);
    expect(settledTennis!.resultDetail?.periods?.length).toBe(settledTennis!.homeScore! + settledTennis!.awayScore!);
    expect(await checkInvariants(t.db)).toEqual([]);
  });
});
