// expectContract(operationId, status, body): fails the test with the contract's complaints when an answer
// does not match the response schema the contract declares for that operation and status.
import { expect } from 'vitest';
import { checkResponse } from './app';

export function expectContract(operationId: string, status: number, body: unknown): void {
  const { ok, problems } = checkResponse(operationId, status, body);
  expect(ok, `${operationId} ${status} breaks the contract:\n${problems.join('\n')}`).toBe(true);
}
