// Bonuses granted by hand from the back office on every database target: a finance operator grants a
// manual bonus to one player (₺125,50 with 5× wagering: 12 550 kuruş in the bonus account, 62 750 to
// wager) and to a segment of players registered on one Turkish day (the day runs from 21:00 UTC the day
// before: a player registered at 20:59:59 UTC belongs to the day before, one at 21:00:00 to this one; a
// locked player of the day is left out), then cancels the segment's grant (every still-active bonus goes
// back to the house) and one player's bonus; refusals answer in the request's language. Roles without
// bonuses:manage are refused in permissions.test.ts.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { bonuses } from '../../../server/db/schema/customer';
import { players } from '../../../server/db/schema/players';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { balanceOf, buildPaymentsApp, expectLedgerClean, operatorWithToken, playerWithCash, post, type PaymentsApp, type TestOperator, type TestPlayer } from '../payments/fixtures';

describeEachTarget('bonus grants from the back office on %s', (target) => {
  let t: PaymentsApp;
  let finance: TestOperator;
  let single: TestPlayer;
  let before: TestPlayer; // registered 2019-03-10 23:59:59 Turkish time
  let onDay: TestPlayer; // registered 2019-03-11 00:00:00 Turkish time
  let lateOnDay: TestPlayer; // registered 2019-03-11 23:59:59 Turkish time
  let locked: TestPlayer; // registered on the day, suspended
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    finance = await operatorWithToken(t, 'finance');
    [single, before, onDay, lateOnDay, locked] = await Promise.all([1, 2, 3, 4, 5].map(() => playerWithCash(t)));
    const at = async (p: TestPlayer, iso: string, status: 'active' | 'suspended' = 'active') =>
      t.db.update(players).set({ createdAt: new Date(iso), status }).where(eq(players.id, p.id));
    await at(before, '2019-03-10T20:59:59Z');
    await at(onDay, '2019-03-10T21:00:00Z');
    await at(lateOnDay, '2019-03-11T20:59:59Z');
    await at(locked, '2019-03-11T10:00:00Z', 'suspended');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const grant = { amount: 125.5, wageringMultiplier: 5, validityDays: 3, reason: 'Sadakat hediyesi' };

  it('grants a manual bonus to one player through the ledger, audited, and cancels it on the player page', async () => {
    const response = await post(t, '/api/ops/bonuses/grants', { ...grant, target: 'player', player: single.username.toUpperCase() }, finance.auth);
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsGrantBonus', 200, response.json());
    expect(response.json()).toMatchObject({ message: 'Bonus 1 oyuncuya verildi', data: { target: 'player', playerId: single.id, username: single.username, amount: 125.5, players: 1, active: 1, grantedBy: finance.username } });
    expect(await balanceOf(t.db, single.id)).toMatchObject({ cash: 0n, bonus: 12_550n });
    const [row] = await t.db.select().from(bonuses).where(eq(bonuses.playerId, single.id));
    expect(row).toMatchObject({ kind: 'manual', status: 'active', amount: 12_550n, wagerRequired: 62_750n, batchId: response.json().data.id, note: 'Sadakat hediyesi' });
    // Three days of validity from the grant.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3 * 86_400_000);
    const [audited] = await listAudit(t.db, { action: 'bonus-grant.create', target: { kind: 'bonus-grant', id: response.json().data.id } });
    expect(audited).toMatchObject({ actorId: finance.id, details: { after: { amount: 125.5, players: 1 } } });

    const cancelled = await post(t, `/api/ops/players/${single.id}/bonuses/${row!.id}/cancel`, { reason: 'Yanlış oyuncu' }, finance.auth);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectContract('opsCancelPlayerBonus', 200, cancelled.json());
    expect(cancelled.json().data).toMatchObject({ id: row!.id, status: 'forfeited', balance: 0 });
    expect(await balanceOf(t.db, single.id)).toMatchObject({ bonus: 0n });
    const [audit] = await listAudit(t.db, { action: 'bonus.cancel', target: { kind: 'bonus', id: row!.id } });
    expect(audit).toMatchObject({ actorId: finance.id, details: { reason: 'Yanlış oyuncu' } });
    const again = await post(t, `/api/ops/players/${single.id}/bonuses/${row!.id}/cancel`, { reason: 'Yanlış oyuncu' }, { ...finance.auth, 'x-locale': 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: `The bonus ${row!.id} is no longer active` });
    // Someone else's bonus is not this player's.
    const other = await post(t, `/api/ops/players/${onDay.id}/bonuses/${row!.id}/cancel`, { reason: 'Yanlış oyuncu' }, finance.auth);
    expect(other.statusCode).toBe(404);
    await expectLedgerClean(t.db);
  });

  it('grants to the players registered on one Turkish day, not the locked one, and cancels the whole grant', async () => {
    const segment = { registeredFrom: '2019-03-11', registeredTo: '2019-03-11' };
    const size = await t.request({ url: '/api/ops/bonuses/segment-size?registeredFrom=2019-03-11&registeredTo=2019-03-11', headers: finance.auth });
    expect(size.statusCode, size.body).toBe(200);
    expectContract('opsCountBonusSegment', 200, size.json());
    expect(size.json().data).toEqual({ players: 2 });

    const response = await post(t, '/api/ops/bonuses/grants', { ...grant, amount: 10, target: 'segment', segment }, finance.auth);
    expect(response.statusCode, response.body).toBe(200);
    const batch = response.json().data;
    expect(batch).toMatchObject({ target: 'segment', playerId: null, segment, players: 2, active: 2, cancelledAt: null });
    const ids = [before.id, onDay.id, lateOnDay.id, locked.id];
    const granted = await t.db.select().from(bonuses).where(inArray(bonuses.playerId, ids));
    expect(granted.map((b) => b.playerId).sort()).toEqual([onDay.id, lateOnDay.id].sort());
    expect(await balanceOf(t.db, onDay.id)).toMatchObject({ bonus: 1_000n });
    expect(await balanceOf(t.db, before.id)).toMatchObject({ bonus: 0n });

    const list = await t.request({ url: '/api/ops/bonuses/grants', headers: finance.auth });
    expectContract('opsListBonusGrants', 200, list.json());
    expect(list.json().data.items[0]).toMatchObject({ id: batch.id, players: 2 });

    const cancelled = await post(t, `/api/ops/bonuses/grants/${batch.id}/cancel`, { reason: 'Kampanya geri çekildi' }, finance.auth);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectContract('opsCancelBonusGrant', 200, cancelled.json());
    expect(cancelled.json()).toMatchObject({ message: 'Bonus iptal edildi (2 aktif bonus geri alındı)', data: { active: 0, cancelledBy: finance.username } });
    expect(await balanceOf(t.db, onDay.id)).toMatchObject({ bonus: 0n });
    expect(await balanceOf(t.db, lateOnDay.id)).toMatchObject({ bonus: 0n });
    const twice = await post(t, `/api/ops/bonuses/grants/${batch.id}/cancel`, { reason: 'Kampanya geri çekildi' }, { ...finance.auth, 'x-locale': 'en' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`The bonus grant ${batch.id} was cancelled already`);
    const [audit] = await listAudit(t.db, { action: 'bonus-grant.cancel', target: { kind: 'bonus-grant', id: batch.id } });
    expect(audit).toMatchObject({ details: { reason: 'Kampanya geri çekildi', forfeited: 2 } });
    await expectLedgerClean(t.db);
  });

  it('refuses a locked player, an empty segment, a backwards range and a key reused for another grant', async () => {
    const lockedGrant = await post(t, '/api/ops/bonuses/grants', { ...grant, target: 'player', player: locked.id }, { ...finance.auth, 'x-locale': 'en' });
    expect(lockedGrant.statusCode).toBe(409);
    expect(lockedGrant.json().message).toBe('This player cannot get a bonus: the account is not active or the player is excluded');
    const empty = await post(t, '/api/ops/bonuses/grants', { ...grant, target: 'segment', segment: { registeredFrom: '2001-01-01', registeredTo: '2001-01-02' } }, finance.auth);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Bu segmentte bonus verilebilecek oyuncu yok');
    const backwards = await t.request({ url: '/api/ops/bonuses/segment-size?registeredFrom=2019-03-12&registeredTo=2019-03-11', headers: finance.auth });
    expect(backwards.statusCode).toBe(400);
    const kuruş = await post(t, '/api/ops/bonuses/grants', { ...grant, amount: 1.005, target: 'player', player: before.id }, finance.auth);
    expect(kuruş.statusCode).toBe(400);

    const key = { 'idempotency-key': 'bonus-grant-test-0001' };
    const first = await post(t, '/api/ops/bonuses/grants', { ...grant, target: 'player', player: before.id }, { ...finance.auth, ...key });
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await post(t, '/api/ops/bonuses/grants', { ...grant, target: 'player', player: before.id }, { ...finance.auth, ...key });
    expect(repeat.json().data.id).toBe(first.json().data.id);
    expect(await balanceOf(t.db, before.id)).toMatchObject({ bonus: 12_550n });
    const reused = await post(t, '/api/ops/bonuses/grants', { ...grant, amount: 1, target: 'player', player: before.id }, { ...finance.auth, ...key });
    expect(reused.statusCode).toBe(409);
  });
});
