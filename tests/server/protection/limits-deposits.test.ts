// Player protection through the API on every database target: a daily deposit limit refuses the deposit
// that would pass it (before any gateway, with what is left and when it resets), two racing deposits
// that together would pass it are accepted once, an increase waits its cooling-off and the player's
// confirmation (or lapses), a time-out ends the sessions and refuses login with its end, a self-excluded
// player cannot deposit, a lift needs a second operator, and a session limit ends the session.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { resolveSession } from '../../../server/auth/sessions';
import { auditLog } from '../../../server/db/schema/audit';
import { protectionExclusions, protectionLimits } from '../../../server/db/schema/protection';
import { confirmLimit, setLimit as setLimitService } from '../../../server/protection/limits';
import { describeEachTarget } from '../helpers/db';
import { login } from '../helpers/players';
import { buildPaymentsApp, expectLedgerClean, operatorWithToken, playerWithCash, post, transactionsOf, type PaymentsApp, type TestPlayer } from './../payments/fixtures';

const HOUR = 3_600_000;

/** The next 00:00 in Istanbul (UTC+3 all year since 2016) as dd.mm.yyyy 00:00: written from the rule, not the code. */
function nextIstanbulMidnightText(now = new Date()): string {
  const local = new Date(now.getTime() + 3 * HOUR);
  const next = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(next.getUTCDate())}.${pad(next.getUTCMonth() + 1)}.${next.getUTCFullYear()} 00:00`;
}

describeEachTarget('player protection: deposit limits, cooling-off, exclusions on %s', (target) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    expect(t.violations).toEqual([]);
    await expectLedgerClean(t.db);
  });

  const bank = (player: TestPlayer, amount: number, locale = 'tr') =>
    post(t, '/api/payment/deposit', { id: t.methods.bank, target: 'pay', detail: { amount, senderName: 'Ayşe Yılmaz', senderBank: 3 } }, { ...player.auth, 'x-locale': locale });
  const setLimit = (player: TestPlayer, body: object) => post(t, '/api/protection/limits', body, player.auth);
  const limits = async (player: TestPlayer) => (await t.request({ method: 'GET', url: '/api/protection/limits', headers: player.auth })).json();

  it('refuses the deposit that would pass a daily ₺500 limit, saying ₺100,00 is left until the next Istanbul midnight', async () => {
    const player = await playerWithCash(t);
    const set = await setLimit(player, { kind: 'deposit', period: 'day', amount: 500 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe('Limitiniz kaydedildi ve hemen geçerli oldu');
    expect((await bank(player, 400)).statusCode).toBe(200);
    const refused = await bank(player, 200);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      message: `Bu yatırım para yatırma limitinizi aşıyor. Kalan: ₺100,00; limit ${nextIstanbulMidnightText()} tarihinde yenilenir`,
      data: null,
    });
    const english = await bank(player, 200, 'en');
    expect(english.json().message).toContain('Left: ₺100.00');
    // Nothing was written for the refused ones; ₺100 still fits exactly.
    expect((await transactionsOf(t.db, player.id)).map((row) => row.amount)).toEqual([40_000n]);
    expect((await bank(player, 100)).statusCode).toBe(200);
    const view = await limits(player);
    expect(view.data.limits[0]).toMatchObject({ kind: 'deposit', period: 'day', amount: 500, used: 500, left: 0, pending: null });
  });

  it('keeps a ₺19,99 limit (a float division says 19.99 is no multiple of 0.01) and refuses ₺7,771 naming the field', async () => {
    const player = await playerWithCash(t);
    const set = await setLimit(player, { kind: 'deposit', period: 'day', amount: 19.99 });
    expect(set.statusCode, set.body).toBe(200);
    expect((await limits(player)).data.limits[0]).toMatchObject({ kind: 'deposit', period: 'day', amount: 19.99 });
    const refused = await setLimit(player, { kind: 'deposit', period: 'week', amount: 7.771 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringContaining('en fazla 2 ondalık basamak içerebilir') });
    expect((await limits(player)).data.limits).toHaveLength(1);
  });

  it('the lowest binding limit applies: a weekly ₺300 under a daily ₺500', async () => {
    const player = await playerWithCash(t);
    await setLimit(player, { kind: 'deposit', period: 'day', amount: 500 });
    await setLimit(player, { kind: 'deposit', period: 'week', amount: 300 });
    expect((await bank(player, 250)).statusCode).toBe(200);
    const refused = (await bank(player, 100)).json();
    expect(refused.message).toContain('Kalan: ₺50,00');
  });

  it('accepts exactly one of two racing deposits that together would pass the limit', async () => {
    const player = await playerWithCash(t);
    await setLimit(player, { kind: 'deposit', period: 'day', amount: 500 });
    const answers = await Promise.all([bank(player, 300), bank(player, 300)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await transactionsOf(t.db, player.id)).map((row) => row.amount)).toEqual([30_000n]);
  });

  it('sets a first limit asked twice at once (a double submit) once: one answer sets it, the other finds it set', async () => {
    // Both used to find no row, both inserted, and the second failed on the key (found by the simulator on PostgreSQL).
    for (let round = 0; round < 5; round++) {
      const player = await playerWithCash(t);
      const acting = { actor: { kind: 'player' as const, id: player.id } };
      const answers = await Promise.all([1, 2].map(() => setLimitService(t.db, player.id, { kind: 'wager', period: 'week', amount: 70_000n }, acting)));
      expect(answers.sort()).toEqual(['set', 'unchanged']);
      expect(await t.db.select({ amount: protectionLimits.amount }).from(protectionLimits).where(eq(protectionLimits.playerId, player.id))).toEqual([{ amount: 70_000n }]);
    }
  });

  it('lowers at once; raises only after the 24-hour cooling-off and the player confirming, or the raise lapses', async () => {
    const player = await playerWithCash(t);
    await setLimit(player, { kind: 'deposit', period: 'day', amount: 500 });
    const lowered = await setLimit(player, { kind: 'deposit', period: 'day', amount: 300 });
    expect(lowered.json().message).toBe('Limitiniz düşürüldü ve hemen geçerli oldu');
    const before = Date.now();
    const raised = (await setLimit(player, { kind: 'deposit', period: 'day', amount: 1000 })).json();
    expect(raised.message).toBe('Limit artışı 24 saatlik bekleme süresinden sonra onayınızla geçerli olacak');
    const limit = raised.data.limits[0];
    expect(limit.amount).toBe(300);
    expect(limit.pending.amount).toBe(1000);
    const confirmable = new Date(limit.pending.confirmableAt).getTime();
    expect(confirmable - before).toBeGreaterThanOrEqual(24 * HOUR - 1000);
    expect(confirmable - before).toBeLessThan(24 * HOUR + 60_000);
    // Still ₺300 now: the raise is not in force.
    expect((await bank(player, 400)).statusCode).toBe(400);
    const early = await post(t, '/api/protection/limits/confirm', { kind: 'deposit', period: 'day' }, player.auth);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^Bekleme süresi henüz dolmadı; yaklaşık (24|23) saat sonra onaylayabilirsiniz$/);
    // 25 hours later the player confirms it.
    await confirmLimit(t.db, player.id, { kind: 'deposit', period: 'day' }, { actor: { kind: 'player', id: player.id } }, new Date(before + 25 * HOUR));
    const [row] = await t.db.select().from(protectionLimits).where(eq(protectionLimits.playerId, player.id));
    expect(row).toMatchObject({ amount: 100_000n, pendingAt: null });

    // Another raise, never confirmed: 24 h + 7 days later it has lapsed.
    await setLimit(player, { kind: 'deposit', period: 'day', amount: 2000 });
    const late = confirmLimit(t.db, player.id, { kind: 'deposit', period: 'day' }, { actor: { kind: 'player', id: player.id } }, new Date(Date.now() + 8 * 24 * HOUR + HOUR));
    await expect(late).rejects.toMatchObject({ messageKey: 'protection.limit.lapsed' });
  });

  it('a removal waits like an increase', async () => {
    const player = await playerWithCash(t);
    await setLimit(player, { kind: 'deposit', period: 'month', amount: 100 });
    const removal = (await setLimit(player, { kind: 'deposit', period: 'month', amount: null })).json();
    expect(removal.data.limits[0]).toMatchObject({ amount: 100, pending: { amount: null } });
    expect((await bank(player, 150)).statusCode).toBe(400);
  });

  it('a 24-hour time-out ends every session, refuses login saying until when, and is audited', async () => {
    const player = await playerWithCash(t);
    const second = await login(t.request, player.username, 'secret123', { 'x-fingerprint': 'other-device' });
    const started = await post(t, '/api/protection/time-out', { period: '24h' }, player.auth);
    expect(started.statusCode, started.body).toBe(200);
    const endsAt = new Date(started.json().data.endsAt).getTime();
    expect(endsAt - Date.now()).toBeGreaterThan(24 * HOUR - 60_000);
    expect(endsAt - Date.now()).toBeLessThanOrEqual(24 * HOUR);
    expect((await t.request({ method: 'GET', url: '/api/protection/limits', headers: player.auth })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/protection/limits', headers: { authorization: `Bearer ${second.token}` } })).statusCode).toBe(401);
    const again = await login(t.request, player.username);
    expect(again.response.statusCode).toBe(400);
    expect(again.body.message).toMatch(/^Hesabınız \d\d\.\d\d\.\d{4} \d\d:\d\d tarihine kadar oyuna kapalıdır$/);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'protection.exclusion.start'));
    expect(audited.some((row) => row.targetId === player.id)).toBe(true);
  });

  it('a self-excluded player is refused a deposit even with a session made before; a lift needs a second operator', async () => {
    const player = await playerWithCash(t);
    // Exclude through the service behind the API's back, so the old token stays: the deposit path itself refuses.
    await t.db.insert(protectionExclusions).values({ playerId: player.id, kind: 'selfExclusion', period: '6m', startedAt: new Date(), endsAt: new Date(Date.now() + 180 * 24 * HOUR) });
    const refused = await bank(player, 150);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/tarihine kadar oyuna kapalıdır$/);

    const first = await operatorWithToken(t, 'compliance');
    const second = await operatorWithToken(t, 'compliance');
    const proposed = await post(t, `/api/ops/players/${player.id}/protection/lift`, { reason: 'Player asked in writing; reviewed' }, first.auth);
    expect(proposed.statusCode, proposed.body).toBe(200);
    const id = proposed.json().data.id;
    const self = await post(t, `/api/ops/approvals/${id}/approve`, { note: 'ok' }, first.auth);
    expect(self.statusCode).toBe(403);
    const approved = await post(t, `/api/ops/approvals/${id}/approve`, { note: 'ok' }, second.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    const view = (await t.request({ method: 'GET', url: `/api/ops/players/${player.id}/protection`, headers: first.auth })).json();
    const lifted = view.data.exclusions[0];
    expect(lifted.liftReason).toBe('Player asked in writing; reviewed');
    // Still closed for the 24-hour cooling-off after the decision.
    expect(new Date(lifted.endsAt).getTime() - Date.now()).toBeGreaterThan(23 * HOUR);
    expect(view.data.history.map((e: { action: string }) => e.action)).toContain('exclusion.lift');
  });

  it('a session time limit ends the session when it is reached', async () => {
    const player = await playerWithCash(t);
    const set = await setLimit(player, { kind: 'session', period: 'day', amount: 30 });
    expect(set.statusCode, set.body).toBe(200);
    const view = await limits(player);
    const endsAt = new Date(view.data.session.endsAt).getTime();
    expect(endsAt - new Date(view.data.session.startedAt).getTime()).toBe(30 * 60_000);
    const fresh = await login(t.request, player.username, 'secret123', { 'x-fingerprint': 'device-b' });
    expect(await resolveSession(t.db, fresh.token!, new Date(Date.now() + 29 * 60_000))).not.toBeNull();
    expect(await resolveSession(t.db, fresh.token!, new Date(Date.now() + 31 * 60_000))).toBeNull();
  });
});
