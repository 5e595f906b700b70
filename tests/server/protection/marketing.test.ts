// The player's marketing consent (getMarketingConsent / setMarketingConsent) through the API on every
// database target: opting out stops a message to everyone reaching the player and opting in restores it;
// a player in a time-out or self-exclusion cannot opt in (a localized 409), and one whose time-out is
// over can; every change is written to the protection history and the audit chain.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { notifications } from '../../../server/db/schema/customer';
import { protectionEvents, protectionExclusions } from '../../../server/db/schema/protection';
import { startExclusion } from '../../../server/protection/exclusions';
import { setMarketingConsent } from '../../../server/protection/marketing';
import { ApiError } from '../../../server/lib/api-error';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator, type TestPlayer } from '../payments/fixtures';

const DAY = 24 * 3_600_000;

describeEachTarget('player protection: marketing consent on %s', (target) => {
  let t: PaymentsApp;
  let support: TestOperator;
  let sent = 0;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    support = await operatorWithToken(t, 'support');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newPlayer(): Promise<TestPlayer> {
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    return { id: player.id, username: player.username, token: token!, auth: { authorization: `Bearer ${token}` } };
  }
  const read = async (player: TestPlayer) => (await t.request({ url: '/api/protection/marketing', headers: player.auth })).json();
  const set = (player: TestPlayer, allowed: boolean, locale = 'tr') => post(t, '/api/protection/marketing', { allowed }, { ...player.auth, 'x-locale': locale });
  /** Sends a message to everyone and answers whether the player got it. */
  async function broadcastReaches(player: TestPlayer): Promise<boolean> {
    sent += 1;
    const title = `Kampanya ${sent}`;
    const response = await post(t, '/api/ops/notifications', { audience: 'all', title, note: 'Hafta sonu bonusu.' }, support.auth);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.db.select().from(notifications).where(and(eq(notifications.playerId, player.id), eq(notifications.titleText, title)));
    return rows.length === 1;
  }

  it('opting out stops a message to everyone reaching the player; opting back in restores it; each change is recorded', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    expect(await read(player)).toEqual({ success: true, message: '', data: { allowed: true, stoppedAt: null, excludedUntil: null, permanentlyExcluded: false } });
    expect(await broadcastReaches(player)).toBe(true);

    const out = await set(player, false);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().message).toBe('Size artık kampanya ve duyuru mesajı gönderilmeyecek');
    expect(out.json().data).toMatchObject({ allowed: false, stoppedAt: expect.any(String), excludedUntil: null });
    expect(await broadcastReaches(player)).toBe(false);
    expect(await broadcastReaches(other)).toBe(true);
    // Asking again changes nothing and records nothing more.
    expect((await set(player, false, 'en')).json().message).toBe('You will no longer receive promotional messages');

    const back = await set(player, true, 'en');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ success: true, message: 'You will receive promotional messages again', data: { allowed: true, stoppedAt: null, excludedUntil: null, permanentlyExcluded: false } });
    expect(await broadcastReaches(player)).toBe(true);

    const history = await t.db.select().from(protectionEvents).where(eq(protectionEvents.playerId, player.id)).orderBy(protectionEvents.id);
    expect(history.map((e) => [e.action, e.actorKind, e.actorId])).toEqual([
      ['marketing.optOut', 'player', player.id],
      ['marketing.optIn', 'player', player.id],
    ]);
    const audited = await listAudit(t.db, { target: { kind: 'player', id: player.id } });
    expect(audited.map((a) => a.action).filter((a) => a.startsWith('protection.marketing')).sort()).toEqual(['protection.marketing.optIn', 'protection.marketing.optOut']);
  });

  it('refuses opting in during a time-out or self-exclusion, in the request language; allows it once a time-out is over', async () => {
    // An exclusion in force while the player's session lives (as an operator import or a race would
    // leave it): the API refuses the opt-in. Its end is 2099-12-01 09:00 UTC = 12:00 in Istanbul (UTC+3).
    const player = await newPlayer();
    await t.db.insert(protectionExclusions).values({ playerId: player.id, kind: 'timeOut', period: '7d', startedAt: new Date(), endsAt: new Date('2099-12-01T09:00:00Z') });
    const refused = await set(player, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Molanız veya uzaklaştırmanız süresince \(01\.12\.2099 12:00 tarihine kadar\) kampanya/), data: null });
    expect((await set(player, true, 'en')).json().message).toMatch(/^You cannot allow promotional messages during your time-out or self-exclusion \(until 01\/12\/2099,? 12:00\)$/);
    expect((await read(player)).data).toEqual({ allowed: true, stoppedAt: null, excludedUntil: '2099-12-01T09:00:00.000Z', permanentlyExcluded: false });
    // Opting out is always allowed.
    expect((await set(player, false)).statusCode).toBe(200);

    // A permanent self-exclusion taken through the service: marketing stopped, an opt-in refused.
    const acting = { actor: { kind: 'player' as const, id: 'test' } };
    const permanent = await createTestPlayer(t.db);
    await startExclusion(t.db, permanent.id, 'selfExclusion', 'permanent', acting);
    const error = await setMarketingConsent(t.db, permanent.id, true, acting).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messageKey).toBe('protection.marketing.excludedPermanently');
    expect((error as ApiError).statusCode).toBe(409);

    // A 24-hour time-out taken 2 days ago is over: marketing stayed stopped, and now the player may opt in.
    const rested = await createTestPlayer(t.db);
    await startExclusion(t.db, rested.id, 'timeOut', '24h', acting, new Date(Date.now() - 2 * DAY));
    const { token } = await login(t.request, rested.username);
    const restedAuth = { id: rested.id, username: rested.username, token: token!, auth: { authorization: `Bearer ${token}` } };
    expect((await read(restedAuth)).data).toMatchObject({ allowed: false, excludedUntil: null, permanentlyExcluded: false });
    expect(await broadcastReaches(restedAuth)).toBe(false);
    expect((await set(restedAuth, true)).statusCode).toBe(200);
    expect(await broadcastReaches(restedAuth)).toBe(true);
  });

  it('answers a body without a boolean with a 400 in the request language', async () => {
    const player = await newPlayer();
    const bad = await set(player, 'yes' as unknown as boolean, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect((await t.request({ method: 'POST', url: '/api/protection/marketing', payload: { allowed: true } })).statusCode).toBe(401);
  });
});
