// GET /api/auth/logout: revokes the bearer's session, after which the token opens nothing.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';

describeEachTarget('logout on %s', (target) => {
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

  it('revokes the session so the token no longer works', async () => {
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.request({ url: '/api/user/balance', headers: auth })).statusCode).toBe(200);

    const response = await t.request({ url: '/api/auth/logout', headers: { ...auth, 'x-locale': 'en' } });
    expect(response.statusCode).toBe(200);
    expectContract('logout', 200, response.json());
    expect(response.json()).toEqual({ success: true, message: 'You are logged out', data: null });

    const [row] = await t.db.select().from(sessions).where(eq(sessions.playerId, player.id));
    expect(row.revokedAt).toBeInstanceOf(Date);

    const after = await t.request({ url: '/api/user/balance', headers: auth });
    expect(after.statusCode).toBe(401);
    expectContract('getBalance', 401, after.json());
    const again = await t.request({ url: '/api/auth/logout', headers: auth });
    expect(again.statusCode).toBe(401);
  });

  it('ends only the session it was called with', async () => {
    const player = await createTestPlayer(t.db);
    const phone = await login(t.request, player.username);
    const desktop = await login(t.request, player.username);
    await t.request({ url: '/api/auth/logout', headers: { authorization: `Bearer ${phone.token}` } });
    const balance = await t.request({ url: '/api/user/balance', headers: { authorization: `Bearer ${desktop.token}` } });
    expect(balance.statusCode).toBe(200);
  });

  it('answers 401 with the envelope without a token', async () => {
    const response = await t.request({ url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expectContract('logout', 401, response.json());
    expect(response.json().message).toBe('Oturumunuz sona erdi, lütfen yeniden giriş yapın');
  });
});
