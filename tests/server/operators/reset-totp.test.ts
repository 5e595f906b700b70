// Resetting an operator's second factor (a lost authenticator): only an admin may; the operator is signed
// out everywhere at once (their token answers 401, their hub connection closes), their recovery codes
// stop working, their next sign-in enrols again with a new secret; audited; never on oneself.
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { expectContract } from '../helpers/contract';
import { listenOnLoopback } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { operatorPasswordStep } from '../helpers/operators';
import { signalrClient } from '../hub/hub-helpers';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

describeEachTarget('resetting a second factor on %s', (target) => {
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

  it('signs the operator out everywhere and makes the next sign-in enrol again', async () => {
    const lost = await operatorWithToken(t, 'support');
    const connection = signalrClient(base, { token: lost.token, reconnect: false });
    connections.push(connection);
    await connection.start();
    const closed = new Promise<void>((resolve) => connection.onclose(() => resolve()));

    const response = await post(t, `/api/ops/operators/${lost.id}/reset-totp`, { reason: 'lost phone' }, { ...admin.auth, 'x-locale': 'en' });
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsResetOperatorTotp', 200, response.json());
    expect(response.json().message).toBe(`${lost.username}'s two-step verification was reset and all their sessions ended; they set it up again at their next sign-in`);
    await closed;
    expect((await t.request({ url: '/api/ops/me', headers: lost.auth })).statusCode).toBe(401);

    const again = await operatorPasswordStep(t.request, lost.username, 'operator-secret-1');
    expect(again.kind).toBe('enrol');
    expect(again.enrolment!.secret).not.toBe(lost.secret);
    const [audited] = await listAudit(t.db, { action: 'operator.resetTotp', target: { kind: 'operator', id: lost.id } });
    expect(audited).toMatchObject({ actorId: admin.id, details: { reason: 'lost phone', sessionsEnded: 1 } });
  });

  it('is refused on oneself, to a non-admin, and without a reason', async () => {
    const self = await post(t, `/api/ops/operators/${admin.id}/reset-totp`, { reason: 'mine' }, { ...admin.auth, 'x-locale': 'tr' });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ success: false, message: 'Kendi hesabınızın rolünü değiştiremez, hesabınızı kilitleyemez veya kaldıramazsınız' });
    const finance = await operatorWithToken(t, 'finance');
    const other = await operatorWithToken(t, 'support');
    const refused = await post(t, `/api/ops/operators/${other.id}/reset-totp`, { reason: 'lost phone' }, { ...finance.auth, 'x-locale': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: 'Your role may not do this' });
    const bare = await post(t, `/api/ops/operators/${other.id}/reset-totp`, {}, admin.auth);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().success).toBe(false);
    // Nothing changed for the operator the refusals were about.
    expect((await t.request({ url: '/api/ops/me', headers: other.auth })).statusCode).toBe(200);
  });
});
