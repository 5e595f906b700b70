// POST /api/auth/login: a real session for the right password, the same refusal for an unknown user
// and a wrong password, the session's device data and end, and a new login from the same device ending
// the earlier session. The throttle of failures: ./login-throttle.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { hashToken } from '../../../server/auth/tokens';
import { loginAttempts, players, sessions } from '../../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

describeEachTarget('login on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  it('opens a session and answers the auth data with the balance in TRY', async () => {
    const player = await createTestPlayer(t.db, { phone: '5551112233' });
    await credit(t.db, player.id, 'cash', 100_000n);
    await credit(t.db, player.id, 'bonus', 2_550n);

    const { response, body } = await login(t.request, player.username, 'secret123', { 'x-fingerprint': 'fp-123' });

    expect(response.statusCode).toBe(200);
    expectContract('login', 200, body);
    expect(body.success).toBe(true);
    expect(body.message).toBe(`Hoş geldiniz, ${player.username}!`);
    expect(body.data).toMatchObject({
      username: player.username,
      usercode: player.usercode,
      balance: 1025.5,
      phone: '5551112233',
      smsVerified: false,
      fingerprint: 'fp-123',
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the hash of the token, with the IP, user agent and fingerprint', async () => {
    const player = await createTestPlayer(t.db);
    const { body } = await login(t.request, player.username, 'secret123', {
      'x-fingerprint': 'device-42',
      'user-agent': 'Vitest Browser/1.0',
    });
    const rows = await t.db.select().from(sessions).where(eq(sessions.playerId, player.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(body.data.token));
    expect(rows[0].tokenHash).not.toContain(body.data.token);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', userAgent: 'Vitest Browser/1.0', fingerprint: 'device-42', revokedAt: null });
  });

  it('finds the username case-insensitively and answers the stored spelling', async () => {
    const player = await createTestPlayer(t.db, { username: `MixedCase${Date.now().toString(36)}` });
    const { response, body } = await login(t.request, player.username.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(body.data.username).toBe(player.username);
  });

  it('answers the same 400 for an unknown user and for a wrong password, in the request language', async () => {
    const player = await createTestPlayer(t.db);
    const wrong = await login(t.request, player.username, 'wrong-password');
    const unknown = await login(t.request, 'nobody-here', 'wrong-password');
    expect(wrong.response.statusCode).toBe(400);
    expect(unknown.response.statusCode).toBe(400);
    expectContract('login', 400, wrong.body);
    expect(wrong.body).toEqual({ success: false, message: 'Kullanıcı adı veya şifre hatalı', data: null });
    expect(unknown.body).toEqual(wrong.body);

    const english = await login(t.request, 'nobody-here', 'wrong-password', { 'x-locale': 'en' });
    expect(english.body.message).toBe('Wrong username or password');
  });

  it('answers when the session ends: 30 minutes from the login, in the data and the X-Session-Expires-At header', async () => {
    const player = await createTestPlayer(t.db);
    const before = Date.now();
    const { body, token } = await login(t.request, player.username);
    const after = Date.now();
    const expiresAt = Date.parse(body.data.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before - 1000 + 30 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 1000 + 30 * 60_000);
    const balance = await t.request({ url: '/api/user/balance', headers: { authorization: `Bearer ${token}` } });
    expect(balance.statusCode).toBe(200);
    expect(balance.headers['x-session-expires-at']).toBe(new Date(expiresAt).toISOString());
    // Guests get no such header.
    const guest = await t.request({ url: '/api/cms/grouped' });
    expect(guest.headers['x-session-expires-at']).toBeUndefined();
  });

  it('keepAlive restarts the idle timer and answers the new end', async () => {
    const player = await createTestPlayer(t.db);
    const { token, body } = await login(t.request, player.username);
    const response = await t.request({ method: 'POST', url: '/api/auth/keepalive', payload: {}, headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' } });
    expect(response.statusCode).toBe(200);
    expectContract('keepAlive', 200, response.json());
    expect(response.json().message).toBe('Your session was extended');
    const renewed = response.json().data.expiresAt as string;
    expect(Date.parse(renewed)).toBeGreaterThanOrEqual(Date.parse(body.data.expiresAt));
    expect(response.headers['x-session-expires-at']).toBe(renewed);
    const unauthenticated = await t.request({ method: 'POST', url: '/api/auth/keepalive', payload: {} });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('ends the earlier session of the same device at a new login (and closes nothing of other devices)', async () => {
    const player = await createTestPlayer(t.db);
    const first = await login(t.request, player.username, 'secret123', { 'x-fingerprint': 'same-device' });
    const other = await login(t.request, player.username, 'secret123', { 'x-fingerprint': 'other-device' });
    const second = await login(t.request, player.username, 'secret123', { 'x-fingerprint': 'same-device' });
    const balance = (token?: string) => t.request({ url: '/api/user/balance', headers: { authorization: `Bearer ${token}` } });
    expect((await balance(first.token)).statusCode).toBe(401);
    expect((await balance(second.token)).statusCode).toBe(200);
    expect((await balance(other.token)).statusCode).toBe(200);
    const open = (await t.db.select().from(sessions).where(eq(sessions.playerId, player.id))).filter((row) => row.revokedAt === null);
    expect(open.map((row) => row.fingerprint).sort()).toEqual(['other-device', 'same-device']);
  });

  it("closes the replaced session's live hub connections", async () => {
    const player = await createTestPlayer(t.db);
    await login(t.request, player.username, 'secret123', { 'x-fingerprint': 'hub-device' });
    const [first] = await t.db.select().from(sessions).where(eq(sessions.playerId, player.id));
    const revoked = vi.spyOn(t.app.hub, 'revokeSession');
    try {
      await login(t.request, player.username, 'secret123', { 'x-fingerprint': 'hub-device' });
      expect(revoked.mock.calls).toEqual([[first.id]]);
    } finally {
      revoked.mockRestore();
    }
  });

  it('records every attempt, also for usernames that do not exist', async () => {
    const username = `ghost${Date.now().toString(36)}`;
    await login(t.request, username, 'whatever1');
    const rows = await t.db.select().from(loginAttempts).where(eq(loginAttempts.username, username));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ playerId: null, succeeded: false, ip: '127.0.0.1' });
  });

  it('refuses a closed account with its own message only when the password is right', async () => {
    const player = await createTestPlayer(t.db);
    await t.db.update(players).set({ status: 'closed' }).where(eq(players.id, player.id));
    const right = await login(t.request, player.username, 'secret123', { 'x-locale': 'en' });
    expect(right.response.statusCode).toBe(400);
    expect(right.body.message).toBe('Your account is closed, please contact live support');
    const wrong = await login(t.request, player.username, 'wrong-password', { 'x-locale': 'en' });
    expect(wrong.body.message).toBe('Wrong username or password');
  });
});
