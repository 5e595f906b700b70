// How the contract's operatorAuth becomes the router's 'operator' mode (a player session never satisfies
// it), which operations use it, and that keeping raw JSON bodies for signatures left Fastify's JSON
// guards (prototype poisoning, empty and broken bodies) in place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContract } from '../../../server/contract/document';
import { buildTestApp, contract, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';

const source = `
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /a:
    get:
      operationId: a
      security: [{ operatorAuth: [] }]
      responses: { '200': { description: ok } }
  /b:
    get:
      operationId: b
      security: [{ bearerAuth: [] }]
      responses: { '200': { description: ok } }
`;

describe('operator security in the contract', () => {
  it("reads operatorAuth as the 'operator' mode and bearerAuth as a player's", () => {
    const byId = Object.fromEntries(parseContract(source).operations.map((op) => [op.operationId, op.security]));
    expect(byId).toEqual({ a: 'operator', b: 'required' });
  });

  it("secures every /ops call with operator tokens, except the sign-in's two steps", () => {
    const ops = contract.operations.filter((op) => op.path.startsWith('/ops/'));
    expect(ops.length).toBeGreaterThanOrEqual(11);
    const signIn = ['operatorLogin', 'operatorVerifyTotp'];
    for (const op of ops) expect(op.security, op.operationId).toBe(signIn.includes(op.operationId) ? 'none' : 'operator');
    // No player call accepts an operator token by accident.
    for (const op of contract.operations.filter((o) => !o.path.startsWith('/ops/'))) expect(op.security).not.toBe('operator');
  });
});

describeEachTarget('JSON bodies kept raw for signatures on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['a prototype-poisoning body', '{"username":"abc","password":"abcde","__proto__":{"x":1}}'],
    ['broken JSON', '{"username":'],
    ['an empty body', ''],
  ])('still refuses %s with 400', async (_label, payload) => {
    const response = await t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});
