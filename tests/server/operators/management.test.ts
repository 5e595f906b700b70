// Operators and roles, and the back office's live connection, on every database target: a queue change
// reaches another operator's hub connection; an admin locking an operator signs them out everywhere at
// once (their API token answers 401 and their hub connection is closed); a role change ends the sessions
// too; no admin acts on themselves; a removed operator cannot be unlocked. Audited with before and after.
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { expectContract } from '../helpers/contract';
import { listenOnLoopback } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { nextNotify, signalrClient } from '../hub/hub-helpers';
import { buildPaymentsApp, operatorWithToken, playerWithCash, post, transactionsOf, validIban, type PaymentsApp, type TestOperator } from '../payments/fixtures';

describeEachTarget('operators and roles on %s', (target) => {
  let t: PaymentsApp;
  let base: string;
  let admin: TestOperator;
  const connections: HubConnection[] = [];
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    base = await listenOnLoopback(t);
    admin = await operatorWithToken(t, 'admin');
  }, 300_000);
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.stop()));
    await t?.close();
  });

  const connect = async (op: TestOperator) => {
    const connection = signalrClient(base, { token: op.token, reconnect: false });
    connections.push(connection);
    await connection.start();
    return connection;
  };

  it("pushes a withdrawal queue change to another operator's back office", async () => {
    const watcher = await operatorWithToken(t, 'auditor');
    const actor = await operatorWithToken(t, 'finance');
    const connection = await connect(watcher);
    const player = await playerWithCash(t, 100_000n);
    await post(t, '/api/payment/withdraw', { id: t.methods.withdraw, detail: { iban: validIban(), accountHolder: 'Ayşe Yılmaz', amount: 200 } }, player.auth);
    const [row] = (await transactionsOf(t.db, player.id)).slice(-1);
    const pushed = nextNotify(connection, (command) => command === 'OpsQueue');
    expect((await post(t, `/api/ops/withdrawals/${row.id}/approve`, {}, actor.auth)).statusCode).toBe(200);
    expect(await pushed).toEqual(['OpsQueue', { queue: 'withdrawals', id: row.id, change: 'approved', by: actor.username }]);
  });

  it('locks an operator: signed out everywhere at once, audited with before and after', async () => {
    const target = await operatorWithToken(t, 'support');
    const connection = await connect(target);
    const closed = new Promise<void>((resolve) => connection.onclose(() => resolve()));
    const response = await post(t, `/api/ops/operators/${target.id}/lock`, { reason: 'left the company' }, admin.auth);
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsLockOperator', 200, response.json());
    expect(response.json().data).toMatchObject({ username: target.username, enabled: false });
    await closed;
    expect((await t.request({ url: '/api/ops/me', headers: target.auth })).statusCode).toBe(401);
    const [audited] = await listAudit(t.db, { action: 'operator.lock', target: { kind: 'operator', id: target.id } });
    expect(audited).toMatchObject({ actorId: admin.id, details: { before: { state: 'active' }, after: { state: 'locked' }, reason: 'left the company', sessionsEnded: 1 } });

    const list = await t.request({ url: '/api/ops/operators', headers: admin.auth });
    expectContract('opsListOperators', 200, list.json());
    expect(list.json().data.find((op: { id: string }) => op.id === target.id)).toMatchObject({ state: 'locked', role: 'support', totpEnrolled: true });

    expect((await post(t, `/api/ops/operators/${target.id}/unlock`, {}, admin.auth)).statusCode).toBe(200);
    expect((await post(t, `/api/ops/operators/${target.id}/remove`, { reason: 'account closed' }, admin.auth)).statusCode).toBe(200);
    const again = await post(t, `/api/ops/operators/${target.id}/unlock`, {}, { ...admin.auth, 'x-locale': 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${target.username} was removed; this cannot be done`);
  });

  it('a role change ends the sessions and the new permissions hold at the next sign-in', async () => {
    const target = await operatorWithToken(t, 'support');
    expect((await t.request({ url: '/api/ops/withdrawals', headers: target.auth })).statusCode).toBe(403);
    const changed = await post(t, `/api/ops/operators/${target.id}/role`, { role: 'finance' }, admin.auth);
    expect(changed.json().data).toMatchObject({ role: 'finance' });
    expect((await t.request({ url: '/api/ops/withdrawals', headers: target.auth })).statusCode).toBe(401);
  });

  it('no admin changes, locks or removes themselves', async () => {
    for (const [path, body] of [['role', { role: 'auditor' }], ['lock', { reason: 'oops' }], ['remove', { reason: 'oops' }]] as const) {
      const response = await post(t, `/api/ops/operators/${admin.id}/${path}`, body, { ...admin.auth, 'x-locale': 'en' });
      expect(response.statusCode, path).toBe(403);
      expect(response.json().message).toBe('You cannot change your own role, lock or remove yourself');
    }
  });

  it('searches the audit log by action prefix and actor username, each row with its chain link, and verifies the chain', async () => {
    const auditor = await operatorWithToken(t, 'auditor');
    const found = await t.request({ url: `/api/ops/audit?action=operator.&actor=${admin.username.toUpperCase()}&take=50`, headers: auditor.auth });
    expect(found.statusCode, found.body).toBe(200);
    expectContract('opsListAuditLog', 200, found.json());
    const items = found.json().data.items as Array<{ action: string; actorName: string; hash: string; prevHash: string; details: string }>;
    expect(items.map((row) => row.action)).toEqual(expect.arrayContaining(['operator.lock', 'operator.unlock', 'operator.remove', 'operator.role']));
    for (const row of items) {
      expect(row.actorName).toBe(admin.username);
      expect(row.action.startsWith('operator.')).toBe(true);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.prevHash).toMatch(/^[0-9a-f]{64}$/);
      expect(typeof JSON.parse(row.details)).toBe('object');
    }
    const verified = await t.request({ url: '/api/ops/audit/verify', headers: auditor.auth });
    expectContract('opsVerifyAuditChain', 200, verified.json());
    expect(verified.json().data).toMatchObject({ ok: true, firstBroken: null });
    const support = await operatorWithToken(t, 'support');
    expect((await t.request({ url: '/api/ops/audit/verify', headers: support.auth })).statusCode).toBe(403);
  });

  it('tells the signed-in operator their role and permissions', async () => {
    const auditor = await operatorWithToken(t, 'auditor');
    const me = await t.request({ url: '/api/ops/me', headers: auditor.auth });
    expectContract('opsGetMe', 200, me.json());
    expect(me.json().data).toMatchObject({ role: 'auditor', idleTimeoutSeconds: 900 });
    expect(me.json().data.permissions.every((p: string) => p === 'self' || p.endsWith(':read'))).toBe(true);
  });
});
