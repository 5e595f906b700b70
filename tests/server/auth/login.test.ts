// POST /api/auth/login: a real session for the right password, the same refusal for an unknown user
// and a wrong password, the session's device data, and the lockout after 3 failures in 30 minutes.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLogin, LOCKOUT_DURATION_MS } from '../../../server/auth/login';
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

  it('locks the account after 3 failures in 30 minutes and says so, even for the right password', async () => {
    const player = await createTestPlayer(t.db);
    for (let i = 0; i < 2; i += 1) {
      const { response } = await login(t.request, player.username, 'wrong-password');
      expect(response.statusCode).toBe(400);
    }
    const third = await login(t.request, player.username, 'wrong-password', { 'x-locale': 'en' });
    expect(third.response.statusCode).toBe(429);
    expectContract('login', 429, third.body);
    expect(third.body.message).toBe('Your account is locked after too many failed logins; try again in 30 minutes');

    const right = await login(t.request, player.username, 'secret123');
    expect(right.response.statusCode).toBe(429);
    expect(right.body.message).toMatch(/^Çok sayıda hatalı giriş denemesi nedeniyle hesabınız kilitlendi; \d+ dakika sonra/);
    expect(await t.db.select().from(sessions).where(eq(sessions.playerId, player.id))).toHaveLength(0);
  });

  it('lets the player in again once the lock has run out, with a fresh count of failures', async () => {
    const player = await createTestPlayer(t.db);
    const start = new Date();
    for (let i = 0; i < 3; i += 1) {
      await checkLogin(t.db, { username: player.username, password: 'nope-nope', now: start });
    }
    const [locked] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(locked.lockedUntil?.getTime()).toBe(start.getTime() + LOCKOUT_DURATION_MS);

    const during = new Date(start.getTime() + LOCKOUT_DURATION_MS - 1000);
    expect((await checkLogin(t.db, { username: player.username, password: 'secret123', now: during })).kind).toBe('locked');
    // Refused attempts during the lock must not count towards the next one.
    await checkLogin(t.db, { username: player.username, password: 'nope-nope', now: during });

    const after = new Date(start.getTime() + LOCKOUT_DURATION_MS + 1000);
    expect((await checkLogin(t.db, { username: player.username, password: 'nope-nope', now: after })).kind).toBe('invalid');
    expect((await checkLogin(t.db, { username: player.username, password: 'secret123', now: after })).kind).toBe('ok');
  });

  it('forgets failures after a successful login', async () => {
    const player = await createTestPlayer(t.db);
    const now = new Date();
    await checkLogin(t.db, { username: player.username, password: 'nope-nope', now });
    await checkLogin(t.db, { username: player.username, password: 'nope-nope', now });
    expect((await checkLogin(t.db, { username: player.username, password: 'secret123', now })).kind).toBe('ok');
    await checkLogin(t.db, { username: player.username, password: 'nope-nope', now });
    expect((await checkLogin(t.db, { username: player.username, password: 'nope-nope', now })).kind).toBe('invalid');
  });

  it('counts only failures inside the 30-minute window', async () => {
    const player = await createTestPlayer(t.db);
    const start = new Date();
    await checkLogin(t.db, { username: player.username, password: 'nope-nope', now: start });
    await checkLogin(t.db, { username: player.username, password: 'nope-nope', now: start });
    const later = new Date(start.getTime() + 31 * 60 * 1000);
    expect((await checkLogin(t.db, { username: player.username, password: 'nope-nope', now: later })).kind).toBe('invalid');
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
