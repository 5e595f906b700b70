// GET /api/user/balance: cash + bonus in TRY with two decimals, only for a valid session.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

describeEachTarget('balance on %s', (target) => {
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

  it('answers cash, bonus and their sum in TRY', async () => {
    const player = await createTestPlayer(t.db);
    await credit(t.db, player.id, 'cash', 123_456n);
    await credit(t.db, player.id, 'bonus', 1_005n);
    const { token } = await login(t.request, player.username);

    const response = await t.request({ url: '/api/user/balance', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expectContract('getBalance', 200, response.json());
    expect(response.json()).toEqual({ success: true, message: '', data: { balance: 1244.61, cash: 1234.56, bonus: 10.05 } });
  });

  it('answers zero for a player without money', async () => {
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    const response = await t.request({ url: '/api/user/balance', headers: { authorization: `Bearer ${token}` } });
    expect(response.json().data).toEqual({ balance: 0, cash: 0, bonus: 0 });
  });

  it.each([
    ['no Authorization header', undefined],
    ['an unknown token', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['another scheme', 'Basic ZGVtbzpkZW1vMTIzNA=='],
    ['a bare token', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['an empty bearer', 'Bearer '],
    ['garbage', 'Bearer !!! not a token !!!'],
  ])('answers 401 with %s', async (_label, authorization) => {
    const response = await t.request({
      url: '/api/user/balance',
      headers: { ...(authorization !== undefined ? { authorization } : {}), 'x-locale': 'en' },
    });
    expect(response.statusCode).toBe(401);
    expectContract('getBalance', 401, response.json());
    expect(response.json()).toEqual({ success: false, message: 'Your session has ended, please log in again', data: null });
  });
});
