// The fuzzer's oracle catches what it must: a handler that fails with a 500, one that answers a status
// its operation does not declare, and one whose answer breaks the declared schema (a leaked field). Each
// is planted in an otherwise real app, and the fuzzer, aimed at that operation, must report it; the real
// handlers (contract-fuzz.test.ts) are then judged by an oracle known to work. Also: the same seed
// generates the same requests, so a printed seed repeats a failure.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/lib/api-error';
import { handlers } from '../../../server/handlers';
import type { HandlerMap } from '../../../server/contract/types';
import { buildTestApp, contract, type TestApp } from '../helpers/app';
import { buildRequest, runFuzz, type FuzzIdentities } from './fuzzer';
import { Dictionary } from './generate';

const anonymous: FuzzIdentities = { header: () => 'Bearer none', renew: async () => {} };

describe('the fuzzer oracle', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    t?.takeViolations();
    await t?.close();
    t = undefined;
  });

  async function fuzzOne(planted: HandlerMap, operationId: string) {
    t = await buildTestApp('pglite', { handlers: { ...handlers, ...planted } });
    return runFuzz({ contract, request: t.request, takeViolations: t.takeViolations, identities: anonymous, seed: 11, count: 30, only: [operationId] });
  }

  it('reports a 500', async () => {
    const report = await fuzzOne({ listPromotions: () => { throw new Error('planted'); } }, 'listPromotions');
    expect(report.failures.some((failure) => failure.status === 500 && failure.problems.includes('answered 500'))).toBe(true);
  });

  it('reports a status the operation does not declare', async () => {
    const report = await fuzzOne({ listPromotions: () => { throw new ApiError(409, 'errors.badRequest'); } }, 'listPromotions');
    expect(report.failures.some((failure) => failure.problems.some((problem) => problem.includes('does not declare status 409')))).toBe(true);
  });

  it('reports an answer that breaks its schema (a field the contract does not name)', async () => {
    const report = await fuzzOne({ listPromotions: () => ({ success: true, message: '', data: [], leaked: 'passwordHash' }) as never }, 'listPromotions');
    expect(report.failures.some((failure) => failure.status === 200 && failure.problems.some((problem) => problem.includes('listPromotions 200')))).toBe(true);
  });

  it('makes the same request from the same seed and index, and another from another seed', () => {
    const operation = contract.operations.find((op) => op.operationId === 'deposit')!;
    const a = buildRequest(operation, 5, 123, new Dictionary(), anonymous).request;
    const b = buildRequest(operation, 5, 123, new Dictionary(), anonymous).request;
    const c = buildRequest(operation, 5, 124, new Dictionary(), anonymous).request;
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });
});
