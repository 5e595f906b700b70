// Every operator write is safe to send twice (server/operators/replays.ts): the contract says so on each
// one, so the back office's generated client and the browsable reference show the header and the 409,
// and a new operator operation cannot forget them. The sign-in steps hold no operator yet and are exempt.
import { describe, expect, it } from 'vitest';
import { contract } from '../helpers/app';

describe('operator writes in the contract', () => {
  const writes = contract.operations.filter((operation) => operation.security === 'operator' && operation.method.toLowerCase() !== 'get');

  it('are many (the rule below looks at something)', () => {
    // 20 at the time this rule was written (payments, players, approvals, operators, content, sports).
    expect(writes.length).toBeGreaterThanOrEqual(20);
  });

  it('each take an Idempotency-Key and declare the 409 a mismatched or unknown repeat answers', () => {
    const missing = writes
      .filter((operation) => !operation.routePath.startsWith('/ops/auth/'))
      .flatMap((operation) => [
        ...(operation.request.headers && 'idempotency-key' in ((operation.request.headers as { properties?: object }).properties ?? {}) ? [] : [`${operation.operationId}: no Idempotency-Key`]),
        ...('409' in operation.responses ? [] : [`${operation.operationId}: no 409`]),
      ]);
    expect(missing).toEqual([]);
  });
});
