// Every contract operation has a handler, except those the shrinking allow-list names on purpose; an
// operation without one answers 501 with the envelope (never 500), after its security and validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingHandlers, strayHandlers } from '../../../server/contract/missing';
import { notYetImplemented } from '../../../server/contract/not-yet-implemented';
import { handlers } from '../../../server/handlers';
import { buildTestApp, contract, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';

describe('handlers of the contract', () => {
  it('lack exactly for the operations listed in server/contract/not-yet-implemented.ts', () => {
    expect(missingHandlers(contract, handlers)).toEqual([...notYetImplemented].sort());
  });

  it('all answer an operation of the contract', () => {
    expect(strayHandlers(contract, handlers)).toEqual([]);
  });

  it('lists every operation the brief makes real now', () => {
    for (const operationId of ['getBootstrap', 'login', 'logout', 'getBalance', 'getRegistrationForm']) {
      expect(missingHandlers(contract, handlers)).not.toContain(operationId);
    }
  });

  it('default to the project contract and handlers', () => {
    expect(missingHandlers()).toEqual(missingHandlers(contract, handlers));
  });
});

describeEachTarget('an operation without a handler on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // Only login is handled, so logout and balance stand for operations still to be written.
    t = await buildTestApp(target, { handlers: { login: handlers.login } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 501 with a localized envelope once the request is authenticated', async () => {
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    const tr = await t.request({ url: '/api/user/balance', headers: { authorization: `Bearer ${token}` } });
    expect(tr.statusCode).toBe(501);
    expect(tr.json()).toEqual({ success: false, message: 'Bu işlem henüz kullanılamıyor', data: null });
    const en = await t.request({ url: '/api/user/balance', headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' } });
    expect(en.json().message).toBe('This action is not available yet');
  });

  it('still answers 401 first for a secured operation without a session', async () => {
    const response = await t.request({ url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 501 for every operation of the allow-list that is public and needs no input', async () => {
    const simple = contract.operations.filter(
      (operation) =>
        operation.security === 'none' &&
        !operation.request.body &&
        !operation.request.params &&
        !(operation.request.querystring?.required as string[] | undefined)?.length &&
        operation.operationId !== 'login',
    );
    expect(simple.length).toBeGreaterThan(0);
    for (const operation of simple) {
      const response = await t.request({ method: operation.method.toUpperCase() as 'GET', url: `/api${operation.path}` });
      expect(response.statusCode, operation.operationId).toBe(501);
      expect(response.json().success).toBe(false);
    }
  });
});
