// The response checks themselves: a handler that drifts from the contract is caught by the test app's
// recorder and by expectContract, and undeclared statuses are reported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, checkResponse, type TestApp } from '../helpers/app';
import { createTestPlayer, login } from '../helpers/players';
import { handlers } from '../../../server/handlers';
import { drainContractViolations, liveTestApps } from '../helpers/violations';

describe('checkResponse', () => {
  it('accepts an answer the contract allows', () => {
    expect(checkResponse('getBalance', 200, { success: true, message: '', data: { balance: 1, cash: 1, bonus: 0 } })).toEqual({
      ok: true,
      problems: [],
    });
    expect(checkResponse('getBalance', 401, { success: false, message: 'x', data: null }).ok).toBe(true);
  });

  it('names what is wrong with an answer that breaks it', () => {
    const missing = checkResponse('getBalance', 200, { success: true, message: '', data: { balance: 1, cash: 1 } });
    expect(missing.ok).toBe(false);
    expect(missing.problems.join()).toContain("must have required property 'bonus'");
    const wrongType = checkResponse('getBalance', 200, { success: true, message: '', data: { balance: '1.00', cash: 1, bonus: 0 } });
    expect(wrongType.problems.join()).toContain('/data/balance must be number');
    expect(checkResponse('getBalance', 401, { success: true, message: '', data: null }).ok).toBe(false);
  });

  it('reports a status the operation does not declare, and an unknown operation', () => {
    expect(checkResponse('getBalance', 418, {}).problems[0]).toMatch(/does not declare status 418/);
    expect(checkResponse('noSuchOperation', 200, {}).problems[0]).toMatch(/no operation noSuchOperation/);
  });
});

describe('the test app recorder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      handlers: {
        ...handlers,
        // A drifted handler: the balance as text, the split missing.
        getBalance: () => ({ success: true, message: '', data: { balance: '10.00' } }) as never,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records a contract violation for every drifted answer', async () => {
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    expect(t.violations).toEqual([]);
    const response = await t.request({ url: '/api/user/balance', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    // Taken here, so the central guard (tests/server/helpers/contract-guard.ts) does not fail this test.
    const seen = t.takeViolations();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^getBalance 200: /);
  });

  it('fails the test through the central guard when no one takes the violation', async () => {
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    await t.request({ url: '/api/user/balance', headers: { authorization: `Bearer ${token}` } });
    expect(liveTestApps().has(t)).toBe(true);
    // What the guard runs after every test (tests/server/helpers/contract-guard.ts); it also clears them.
    expect(() => drainContractViolations()).toThrow(/answers that break the contract[^]*getBalance 200: /);
    expect(t.violations).toEqual([]);
  });
});
