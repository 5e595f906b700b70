// The player's account pages: personal information (TC No masked, e-mail changeable), session history
// (device, IP, times, the current one marked; ending another one closes its hub connections), financial
// activities (paging and filters by type, status and Istanbul calendar days) and the bonuses screen.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { piiCipher } from '../../../server/accounts/pii';
import { describeDevice } from '../../../server/customer/device';
import { auditLog } from '../../../server/db/schema/audit';
import { countries, siteSettings } from '../../../server/db/schema/content';
import { bonuses } from '../../../server/db/schema/customer';
import { paymentMethods, paymentTransactions } from '../../../server/db/schema/payments';
import { players, sessions } from '../../../server/db/schema/players';
import { grantBonus } from '../../../server/wallet/bonuses';
import { bet } from '../../../server/wallet/game-wallet';
import { buildTestApp, type TestApp, listenOnLoopback } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';
import { signalrClient } from '../hub/hub-helpers';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('describeDevice', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome 126 · Windows'],
    [SAFARI_IPHONE, 'Safari 17 · iPhone'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87', 'Edge 126 · Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128 · Linux'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet 25 · Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari 17 · macOS'],
    ['curl/8.5.0', 'curl/8.5.0'],
    [null, ''],
  ])('describes %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});

describeEachTarget('account pages on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
    await t.db.insert(countries).values({ id: 792, iso2: 'TR', nameTr: 'Türkiye', nameEn: 'Türkiye' }).onConflictDoNothing();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  const post = (url: string, auth: Record<string, string>, payload: object = {}, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url, headers: { ...auth, ...headers }, payload });

  describe('personal information', () => {
    it('shows the profile with the TC No masked to its last four digits', async () => {
      const cipher = await piiCipher(t.db, t.config);
      const player = await createTestPlayer(t.db, { countryId: 792, birthDate: '1990-04-23', smsVerified: true, personalNoEnc: cipher.encrypt('10000000146') });
      const { token } = await login(t.request, player.username);
      const response = await t.request({ url: '/api/customer/profile', headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' } });
      expect(response.statusCode).toBe(200);
      expectContract('getProfile', 200, response.json());
      expect(response.json().data).toEqual({
        username: player.username,
        usercode: player.usercode,
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: player.email,
        phone: '5321234567',
        smsVerified: true,
        personalNo: '*******0146',
        birthDate: '1990-04-23',
        country: { id: 792, name: 'Türkiye' },
        currency: 'TRY',
        createdAt: player.createdAt.toISOString(),
      });
      expect(JSON.stringify(response.json())).not.toContain('10000000146');
    });

    it('shows null identity fields for a fast sign-up', async () => {
      const player = await createTestPlayer(t.db);
      const { token } = await login(t.request, player.username);
      const data = (await t.request({ url: '/api/customer/profile', headers: { authorization: `Bearer ${token}` } })).json().data;
      expect(data).toMatchObject({ personalNo: null, birthDate: null, country: null });
    });

    it('changes the e-mail address (audited) and refuses one another account uses, in any case', async () => {
      const other = await createTestPlayer(t.db);
      const player = await createTestPlayer(t.db);
      const { token } = await login(t.request, player.username);
      const auth = { authorization: `Bearer ${token}` };
      const changed = await post('/api/customer/updateprofile', auth, { email: 'yeni.adres@example.com' });
      expect(changed.statusCode).toBe(200);
      expectContract('updateProfile', 200, changed.json());
      expect(changed.json()).toMatchObject({ message: 'Bilgileriniz güncellendi', data: { email: 'yeni.adres@example.com' } });
      const [row] = await t.db.select({ email: players.email }).from(players).where(eq(players.id, player.id));
      expect(row.email).toBe('yeni.adres@example.com');
      const trail = await t.db.select().from(auditLog).where(eq(auditLog.action, 'profile.email.change'));
      expect(trail.find((r) => r.actorId === player.id)?.details).toEqual({ from: player.email, to: 'yeni.adres@example.com' });

      const taken = await post('/api/customer/updateprofile', auth, { email: other.email.toUpperCase() }, { 'x-locale': 'en' });
      expect(taken.statusCode).toBe(400);
      expectContract('updateProfile', 400, taken.json());
      expect(taken.json().message).toBe('This e-mail address is used by another account');

      expect((await post('/api/customer/updateprofile', auth, { email: 'not-an-email' })).statusCode).toBe(400);
      expect((await post('/api/customer/updateprofile', auth, { email: 'a@b.co', name: 'Hacker' })).statusCode).toBe(400);
      // Keeping the same address is fine and changes nothing.
      expect((await post('/api/customer/updateprofile', auth, { email: 'yeni.adres@example.com' })).statusCode).toBe(200);
    });
  });

  describe('session history', () => {
    it('lists sessions newest first with device, IP and the current one marked, and pages', async () => {
      const player = await createTestPlayer(t.db);
      await login(t.request, player.username, undefined, { 'user-agent': SAFARI_IPHONE });
      const { token } = await login(t.request, player.username, undefined, { 'user-agent': CHROME_WINDOWS, 'x-fingerprint': 'fp-desktop' });
      const auth = { authorization: `Bearer ${token}` };
      const response = await post('/api/customer/sessionhistory', auth, { skip: 0, take: 10 });
      expect(response.statusCode).toBe(200);
      expectContract('listSessionHistory', 200, response.json());
      const data = response.json().data;
      expect(data.total).toBe(2);
      expect(data.items.map((s: { device: string; current: boolean }) => [s.device, s.current])).toEqual([
        ['Chrome 126 · Windows', true],
        ['Safari 17 · iPhone', false],
      ]);
      expect(data.items[0]).toMatchObject({ ip: '127.0.0.1', userAgent: CHROME_WINDOWS, fingerprint: 'fp-desktop', endedAt: null });
      expect(data.items[0].id).toBeGreaterThan(data.items[1].id);
      const paged = (await post('/api/customer/sessionhistory', auth, { skip: 1, take: 1 })).json().data;
      expect(paged).toMatchObject({ total: 2, items: [{ device: 'Safari 17 · iPhone' }] });
      // Numbers stay the same from one listing to the next.
      expect((await post('/api/customer/sessionhistory', auth, {})).json().data.items.map((s: { id: number }) => s.id)).toEqual(
        data.items.map((s: { id: number }) => s.id),
      );
    });

    it('ends another session: its token stops working and its live connections close', async () => {
      const base = await listenOnLoopback(t);
      const player = await createTestPlayer(t.db);
      const phone = await login(t.request, player.username, undefined, { 'user-agent': SAFARI_IPHONE });
      const desktop = await login(t.request, player.username, undefined, { 'user-agent': CHROME_WINDOWS });
      const auth = { authorization: `Bearer ${desktop.token}` };

      const connection = signalrClient(base, { token: phone.token!, reconnect: false });
      await connection.start();
      const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));

      const items = (await post('/api/customer/sessionhistory', auth, {})).json().data.items;
      const phoneSession = items.find((s: { current: boolean }) => !s.current);
      const ended = await post('/api/customer/endsession', auth, { id: phoneSession.id });
      expect(ended.statusCode).toBe(200);
      expectContract('endSession', 200, ended.json());
      await closed;
      const refused = await t.request({ url: '/api/user/balance', headers: { authorization: `Bearer ${phone.token}` } });
      expect(refused.statusCode).toBe(401);

      const after = (await post('/api/customer/sessionhistory', auth, {})).json().data.items;
      expect(after.find((s: { id: number }) => s.id === phoneSession.id).endedAt).toEqual(expect.any(String));
      expect((await post('/api/customer/endsession', auth, { id: phoneSession.id })).statusCode).toBe(200);
      const trail = await t.db.select().from(auditLog).where(eq(auditLog.action, 'session.end'));
      expect(trail.filter((r) => r.actorId === player.id)).toHaveLength(1);
    });

    it("refuses to end the current session or another player's, and answers 404 for unknown numbers", async () => {
      const me = await createTestPlayer(t.db);
      const other = await createTestPlayer(t.db);
      const mine = await login(t.request, me.username);
      const theirs = await login(t.request, other.username);
      const myAuth = { authorization: `Bearer ${mine.token}` };
      const theirAuth = { authorization: `Bearer ${theirs.token}` };
      const myId = (await post('/api/customer/sessionhistory', myAuth, {})).json().data.items[0].id;
      const theirId = (await post('/api/customer/sessionhistory', theirAuth, {})).json().data.items[0].id;

      const current = await post('/api/customer/endsession', myAuth, { id: myId }, { 'x-locale': 'en' });
      expect(current.statusCode).toBe(400);
      expect(current.json().message).toBe('To end the session on this device, log out');
      const foreign = await post('/api/customer/endsession', myAuth, { id: theirId });
      expect(foreign.statusCode).toBe(404);
      expectContract('endSession', 404, foreign.json());
      expect((await post('/api/customer/endsession', myAuth, { id: 987_654 })).statusCode).toBe(404);
      expect((await t.request({ url: '/api/user/balance', headers: theirAuth })).statusCode).toBe(200);
      const [row] = await t.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.playerId, other.id));
      expect(row.revokedAt).toBeNull();
    });
  });

  describe('financial activities', () => {
    let methodId: number;
    beforeAll(async () => {
      const [method] = await t.db
        .insert(paymentMethods)
        .values({ code: `test-havale-${randomUUID()}`, type: 1, kind: 'message', gateway: 'manual', title: { tr: 'Havale/EFT', en: 'Bank transfer' }, minAmount: 100n, maxAmount: 10_000_000n })
        .returning();
      methodId = method.id;
    });

    async function activity(playerId: string, type: 1 | 2, status: 0 | 1 | 2 | 3 | 4 | 5 | 6, amount: bigint, createdAt: string, note: string | null = null) {
      await t.db.insert(paymentTransactions).values({
        reference: `ref-${randomUUID()}`,
        playerId,
        type,
        status,
        amount,
        methodId,
        gateway: 'manual',
        note,
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt),
      });
    }

    it('lists deposits and withdrawals newest first with their method, and filters by type, status and Istanbul days', async () => {
      const player = await createTestPlayer(t.db);
      const other = await createTestPlayer(t.db);
      await activity(player.id, 1, 1, 100_050n, '2030-03-01T09:00:00Z');
      // 21:30 UTC on 1 March is 00:30 on 2 March in Istanbul.
      await activity(player.id, 2, 4, 20_000n, '2030-03-01T21:30:00Z', 'IBAN hatalı');
      await activity(player.id, 2, 2, 5_000n, '2030-03-03T10:00:00Z');
      await activity(other.id, 1, 1, 999n, '2030-03-02T10:00:00Z');
      const { token } = await login(t.request, player.username);
      const auth = { authorization: `Bearer ${token}` };

      const all = await post('/api/customer/financialactivities', auth, {}, { 'x-locale': 'en' });
      expect(all.statusCode).toBe(200);
      expectContract('listFinancialActivities', 200, all.json());
      expect(all.json().data.total).toBe(3);
      expect(all.json().data.items.map((i: { amount: number }) => i.amount)).toEqual([50, 200, 1000.5]);
      expect(all.json().data.items[1]).toMatchObject({ type: 2, status: 4, methodName: 'Bank transfer', note: 'IBAN hatalı', createdAt: '2030-03-01T21:30:00.000Z' });
      expect((await post('/api/customer/financialactivities', auth, {})).json().data.items[0].methodName).toBe('Havale/EFT');

      const amounts = async (body: object) => (await post('/api/customer/financialactivities', auth, body)).json().data.items.map((i: { amount: number }) => i.amount);
      expect(await amounts({ type: 2 })).toEqual([50, 200]);
      expect(await amounts({ status: 1 })).toEqual([1000.5]);
      expect(await amounts({ type: 2, status: 2 })).toEqual([50]);
      expect(await amounts({ from: '2030-03-02', to: '2030-03-02' })).toEqual([200]);
      expect(await amounts({ to: '2030-03-01' })).toEqual([1000.5]);
      expect(await amounts({ from: '2030-03-02' })).toEqual([50, 200]);
      expect(await amounts({ skip: 1, take: 1 })).toEqual([200]);
      const range = await post('/api/customer/financialactivities', auth, { skip: 0, take: 1, type: 2 });
      expect(range.json().data.total).toBe(2);

      const backwards = await post('/api/customer/financialactivities', auth, { from: '2030-03-05', to: '2030-03-01' });
      expect(backwards.statusCode).toBe(400);
      expectContract('listFinancialActivities', 400, backwards.json());
      expect((await post('/api/customer/financialactivities', auth, { status: 9 })).statusCode).toBe(400);
      expect((await post('/api/customer/financialactivities', auth, { from: '2030-02-30' })).statusCode).toBe(400);
    });
  });

  describe('bonuses', () => {
    it('lists active bonuses first with wagering progress and expiry, then ended ones, and offers the trial bonus until claimed', async () => {
      await t.db.insert(siteSettings).values({ id: 1, trialBonusKurus: 10_000n }).onConflictDoUpdate({ target: siteSettings.id, set: { trialBonusKurus: 10_000n } });
      const player = await createTestPlayer(t.db);
      const { token } = await login(t.request, player.username);
      const auth = { authorization: `Bearer ${token}` };
      const get = async (locale = 'tr') => {
        const response = await t.request({ url: '/api/bonus/list', headers: { ...auth, 'x-locale': locale } });
        expect(response.statusCode).toBe(200);
        expectContract('listBonuses', 200, response.json());
        return response.json().data;
      };
      // Not claimable before the phone is verified (the claim requires it): the screen guides there.
      expect(await get()).toEqual({ trialBonus: { amount: 100, claimable: false, phoneRequired: true }, items: [] });
      await t.db.update(players).set({ smsVerified: true }).where(eq(players.id, player.id));
      expect((await get()).trialBonus).toEqual({ amount: 100, claimable: true, phoneRequired: false });

      const expiresAt = new Date('2030-01-01T00:00:00Z');
      const old = await grantBonus(t.db, { playerId: player.id, amount: 2_000n, kind: 'deposit', idempotencyKey: `d-${player.id}`, wageringMultiplier: 1 });
      await bet(t.db, { playerId: player.id, txId: `b-${player.id}`, roundId: 'r', gameCode: 'studio-slot', amount: 2_000n });
      const trial = await grantBonus(t.db, { playerId: player.id, amount: 10_000n, kind: 'trial', idempotencyKey: `trial:${player.id}`, expiresAt });
      await bet(t.db, { playerId: player.id, txId: `b2-${player.id}`, roundId: 'r2', gameCode: 'studio-slot', amount: 2_550n });

      const data = await get();
      expect(data.trialBonus).toEqual({ amount: 100, claimable: false, phoneRequired: false });
      expect(data.items).toEqual([
        { id: Number(trial.bonusId), name: 'Deneme bonusu', amount: 100, wagerRequired: 1000, wagered: 25.5, status: 1, createdAt: expect.any(String), expiresAt: '2030-01-01T00:00:00.000Z' },
        { id: Number(old.bonusId), name: 'Yatırım bonusu', amount: 20, wagerRequired: 20, wagered: 20, status: 2, createdAt: expect.any(String), expiresAt: expect.any(String) },
      ]);
      expect((await get('en')).items.map((i: { name: string }) => i.name)).toEqual(['Trial bonus', 'Deposit bonus']);
      const [row] = await t.db.select().from(bonuses).where(eq(bonuses.id, Number(old.bonusId)));
      expect(row.status).toBe('converted');
      await t.db.update(siteSettings).set({ trialBonusKurus: 0n });
      expect((await get()).trialBonus).toEqual({ amount: 0, claimable: false, phoneRequired: false });
    });
  });
});
