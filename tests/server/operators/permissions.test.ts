// Every operator operation × every role, generated from the contract: a call is refused with 403 (the
// envelope, in the request's language) exactly when the role lacks the operation's x-permission, and
// an operator operation that names no permission fails here. The policy below is written out by hand
// (the roles: auditor only reads), not read from the server's table.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createOperator } from '../../../server/operators';
import { createOperatorSession } from '../../../server/operators/sessions';
import { contractPath } from '../../../scripts/lint-api';
import { describeOn } from '../helpers/db';
import { buildTestApp, type TestApp } from '../helpers/app';

type Node = Record<string, any>;
const document = parse(readFileSync(contractPath, 'utf8')) as Node;

const reads = ['self', 'overview:read', 'withdrawals:read', 'deposits:read', 'players:read', 'approvals:read', 'audit:read', 'settings:read', 'metrics:read', 'content:read', 'bonuses:read', 'providers:read'];
const POLICY: Record<string, string[]> = {
  admin: [...reads, 'withdrawals:decide', 'deposits:decide', 'players:manage', 'players:message', 'players:adjust', 'approvals:decide', 'bets:resettle', 'protection:lift', 'operators:manage', 'settings:manage', 'content:manage', 'sports:trade', 'kyc:read', 'kyc:decide', 'aml:read', 'aml:decide', 'bonuses:manage', 'support:chat', 'providers:manage'],
  support: ['self', 'players:read', 'players:manage', 'players:message', 'support:chat'],
  finance: ['self', 'overview:read', 'withdrawals:read', 'withdrawals:decide', 'deposits:read', 'deposits:decide', 'players:read', 'players:adjust', 'approvals:read', 'approvals:decide', 'settings:read', 'bonuses:read', 'bonuses:manage'],
  trader: ['self', 'overview:read', 'players:read', 'approvals:read', 'approvals:decide', 'bets:resettle', 'sports:trade'],
  content: ['self', 'content:read', 'content:manage', 'players:message', 'bonuses:read', 'providers:read'],
  compliance: ['self', 'overview:read', 'withdrawals:read', 'deposits:read', 'players:read', 'players:manage', 'approvals:read', 'approvals:decide', 'protection:lift', 'audit:read', 'settings:read', 'kyc:read', 'kyc:decide', 'aml:read', 'aml:decide'],
  auditor: reads,
};
const ROLES = Object.keys(POLICY);

interface OperatorOperation {
  operationId: string;
  method: string;
  path: string;
  permission: unknown;
  hasBody: boolean;
}

const operatorOperations: OperatorOperation[] = Object.entries(document.paths as Node).flatMap(([path, item]) =>
  ['get', 'post', 'put', 'patch', 'delete']
    .filter((method) => item[method]?.security?.some((entry: Node) => 'operatorAuth' in entry))
    .map((method) => ({ operationId: item[method].operationId, method, path, permission: item[method]['x-permission'], hasBody: Boolean(item[method].requestBody) })),
);

/** A concrete URL: uuids and integers that name nothing, so an allowed call ends in 404 or 400, never in a change. */
function urlOf(path: string): string {
  return `/api${path.replace(/\{(\w+)\}/g, (_m, name: string) => (/^(id|proposalId|documentId|caseId)$/.test(name) ? '987654321' : '00000000-0000-4000-8000-000000000000'))}`;
}

describe('the contract names a permission on every operator operation', () => {
  it('has operator operations (the generated cases below are not empty)', () => {
    expect(operatorOperations.length).toBeGreaterThan(30);
  });
  it.each(operatorOperations.map((op) => [op.operationId, op] as const))('%s names a known permission', (_id, op) => {
    const known = new Set(Object.values(POLICY).flat());
    expect(typeof op.permission, `${op.operationId} has no x-permission`).toBe('string');
    expect(known.has(op.permission as string), `${op.operationId}: ${String(op.permission)}`).toBe(true);
  });
});

// The permission check is the server's, whatever the database; one target keeps this long table quick.
describeOn('pglite', 'every operator operation × every role', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    for (const role of ROLES) {
      const created = await createOperator(t.db, { username: `perm.${role}`, password: 'a-long-password-1', role: role as never }, { actor: { kind: 'system', id: 'test' } });
      ids[role] = created.id;
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const cases = operatorOperations.flatMap((op) => ROLES.map((role) => [op.operationId, role, op] as const));
  it.each(cases)('%s as %s: 403 exactly when the role lacks the permission', async (_id, role, op) => {
    // A session of its own per call: logout ends the one it is called with.
    const { token } = await createOperatorSession(t.db, ids[role]);
    const locale = role.length % 2 === 0 ? 'en' : 'tr';
    const response = await t.request({
      method: op.method.toUpperCase() as 'GET' | 'POST',
      url: urlOf(op.path),
      headers: { authorization: `Bearer ${token}`, 'x-locale': locale },
      ...(op.hasBody ? { payload: {} } : {}),
    });
    const allowed = POLICY[role].includes(op.permission as string);
    if (allowed) {
      expect(response.statusCode, response.body).not.toBe(403);
      expect(response.statusCode, response.body).not.toBe(401);
      expect(response.statusCode, response.body).toBeLessThan(500);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ success: false, message: locale === 'en' ? 'Your role may not do this' : 'Rolünüzün bu işlem için yetkisi yok' });
    }
  });
});
