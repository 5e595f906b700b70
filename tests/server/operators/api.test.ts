// The operator API on every database target: operator tokens are separate from player sessions (neither
// opens the other's calls), sign-in takes the password and a TOTP code (tests/server/helpers/operators.ts;
// the second factor itself in ./totp.test.ts; the login throttle in ./login-throttle.test.ts), logout and disabling end a
// session, only admins create operators, the player lookup finds players with their balances, and every
// operator action is audited with who, what and when.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { createOperator, createOperatorSession, setOperatorEnabled } from '../../../server/operators';
import { eq } from 'drizzle-orm';
import { operatorSessions } from '../../../server/db/schema/operators';
import { expectContract } from '../helpers/contract';
import { signInOperator } from '../helpers/operators';
import { describeEachTarget } from '../helpers/db';
import { verifyFully } from '../helpers/kyc';
import { createTestPlayer, credit } from '../helpers/players';
import { buildPaymentsApp, expectLedgerClean, operatorWithToken, playerWithCash, post, validIban, type PaymentsApp } from '../payments/fixtures';

const system = { actor: { kind: 'system' as const, id: 'test' } };

describeEachTarget('operator API on %s', (target) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    expect(t.violations).toEqual([]);
    await expectLedgerClean(t.db);
  });

  const opsCalls: [string, string, unknown][] = [
    ['GET', '/api/ops/withdrawals', undefined],
    ['GET', '/api/ops/deposits', undefined],
    ['POST', '/api/ops/withdrawals/1/approve', {}],
    ['POST', '/api/ops/withdrawals/1/reject', { reason: 'because' }],
    ['POST', '/api/ops/deposits/1/confirm', {}],
    ['POST', '/api/ops/deposits/1/reject', { reason: 'because' }],
    ['GET', '/api/ops/players?search=demo', undefined],
    ['POST', '/api/ops/operators', { username: 'newbie', password: 'long-enough-1', role: 'finance' }],
    ['POST', '/api/ops/notifications', { audience: 'all', title: 'Hello', note: 'Everyone' }],
    ['GET', '/api/ops/auth/logout', undefined],
  ];

  it.each(opsCalls)('refuses %s %s without a token, with a player token and with garbage', async (method, url, payload) => {
    const player = await playerWithCash(t);
    for (const headers of [{}, player.auth, { authorization: 'Bearer not-a-real-token' }, { authorization: `Basic ${player.token}` }]) {
      const response = await t.request({ method: method as 'GET' | 'POST', url, headers: { ...headers, 'x-locale': 'en' }, payload: payload as object });
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Your session has ended, please log in again', data: null });
    }
  });

  it('does not let an operator token act as a player', async () => {
    const operator = await operatorWithToken(t);
    const balance = await t.request({ url: '/api/user/balance', headers: operator.auth });
    expect(balance.statusCode).toBe(401);
    const withdraw = await post(t, '/api/payment/withdraw', { id: t.methods.withdraw, detail: { amount: 100 } }, operator.auth);
    expect(withdraw.statusCode).toBe(401);
  });

  it('logs in with the right password only, auditing each attempt', async () => {
    await createOperator(t.db, { username: 'aylin.k', password: 'correct-horse-1' }, system);
    const wrong = await post(t, '/api/ops/auth/login', { username: 'aylin.k', password: 'wrong-horse-1' }, { 'x-locale': 'en' });
    expect(wrong.statusCode).toBe(400);
    expectContract('operatorLogin', 400, wrong.json());
    expect(wrong.json().message).toBe('Wrong username or password');
    const unknown = await post(t, '/api/ops/auth/login', { username: 'nobody', password: 'whatever-1' }, { 'x-locale': 'en' });
    expect(unknown.json().message).toBe('Wrong username or password');
    // The right password (any case of the username) answers the second factor's challenge; the code opens the session.
    const right = await post(t, '/api/ops/auth/login', { username: 'AYLIN.K', password: 'correct-horse-1' });
    expect(right.statusCode).toBe(200);
    expectContract('operatorLogin', 200, right.json());
    expect(right.json().data).toMatchObject({ kind: 'enrol' });
    const signedIn = await signInOperator(t.request, 'aylin.k', 'correct-horse-1');
    const session = await t.request({ url: '/api/ops/withdrawals', headers: signedIn.auth });
    expect(session.statusCode).toBe(200);
    const [login] = await listAudit(t.db, { action: 'operator.login', target: { kind: 'operator-login', id: 'aylin.k' } });
    const [row] = await t.db.select().from(operatorSessions).where(eq(operatorSessions.id, String(login.details.sessionId)));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
    const attempts = await listAudit(t.db, { target: { kind: 'operator-login', id: 'aylin.k' } });
    expect(attempts.map((row) => row.action)).toEqual(['operator.login', 'operator.login.password', 'operator.login.password', 'operator.login.failed']);
    expect(attempts[3].details).toEqual({ reason: 'wrong-password' });
    // The player's login is not a door to the operator API, nor the reverse.
    const asPlayer = await post(t, '/api/auth/login', { username: 'aylin.k', password: 'correct-horse-1' });
    expect(asPlayer.statusCode).toBe(400);
  });

  it('audits who looked at a queue and which rows it showed', async () => {
    const operator = await operatorWithToken(t);
    const response = await t.request({ url: '/api/ops/deposits?status=1&take=5', headers: operator.auth });
    expect(response.statusCode).toBe(200);
    const [row] = await listAudit(t.db, { actor: { kind: 'operator', id: operator.id }, action: 'deposit.list' });
    expect(row.details).toEqual({ status: 1, skip: 0, take: 5, shown: [] });
  });

  it('ends the session at logout', async () => {
    const operator = await operatorWithToken(t);
    const out = await t.request({ url: '/api/ops/auth/logout', headers: operator.auth });
    expect(out.statusCode).toBe(200);
    expectContract('operatorLogout', 200, out.json());
    expect((await t.request({ url: '/api/ops/withdrawals', headers: operator.auth })).statusCode).toBe(401);
    const [row] = await listAudit(t.db, { actor: { kind: 'operator', id: operator.id }, action: 'operator.logout' });
    expect(row).toBeDefined();
  });

  it('refuses the token of a disabled operator and one older than a working day', async () => {
    const operator = await operatorWithToken(t);
    await setOperatorEnabled(t.db, operator.username, false, system);
    expect((await t.request({ url: '/api/ops/withdrawals', headers: operator.auth })).statusCode).toBe(401);
    const disabledLogin = await post(t, '/api/ops/auth/login', { username: operator.username, password: 'operator-secret-1' }, { 'x-locale': 'en' });
    expect(disabledLogin.json().message).toBe('This operator account is disabled');

    const other = await operatorWithToken(t);
    const old = await createOperatorSession(t.db, other.id, {}, new Date(Date.now() - 13 * 3600_000));
    expect((await t.request({ url: '/api/ops/withdrawals', headers: { authorization: `Bearer ${old.token}` } })).statusCode).toBe(401);
  });

  it('lets only an admin create operator accounts', async () => {
    const plain = await operatorWithToken(t, 'finance');
    const refused = await post(t, '/api/ops/operators', { username: 'by.plain', password: 'long-enough-1', role: 'finance' }, { ...plain.auth, 'x-locale': 'en' });
    expect(refused.statusCode).toBe(403);
    expectContract('createOperator', 403, refused.json());
    expect(refused.json().message).toBe('Your role may not do this');

    const admin = await operatorWithToken(t, 'admin');
    const created = await post(t, '/api/ops/operators', { username: 'by.admin', password: 'long-enough-1', role: 'finance' }, admin.auth);
    expect(created.statusCode).toBe(200);
    expectContract('createOperator', 200, created.json());
    expect(created.json().data).toMatchObject({ username: 'by.admin', role: 'finance', enabled: true });
    const twice = await post(t, '/api/ops/operators', { username: 'BY.ADMIN', password: 'long-enough-1', role: 'finance' }, admin.auth);
    expect(twice.statusCode).toBe(409);
    const short = await post(t, '/api/ops/operators', { username: 'short.pw', password: 'short', role: 'finance' }, admin.auth);
    expect(short.statusCode).toBe(400);
    const [audited] = await listAudit(t.db, { target: { kind: 'operator', id: created.json().data.id } });
    expect(audited).toMatchObject({ action: 'operator.create', actorKind: 'operator', actorId: admin.id });
    const signedIn = await signInOperator(t.request, 'by.admin', 'long-enough-1');
    expect((await t.request({ url: '/api/ops/withdrawals', headers: signedIn.auth })).statusCode).toBe(200);
  });

  it('looks up players by username, e-mail, usercode and phone, with balances, and audits the lookup', async () => {
    const operator = await operatorWithToken(t);
    const player = await createTestPlayer(t.db, { phone: '5559876543' });
    await verifyFully(t.db, player.id);
    await credit(t.db, player.id, 'cash', 123_456n);
    await credit(t.db, player.id, 'bonus', 1_000n);
    const session = await (await import('../helpers/players')).login(t.request, player.username);
    await post(
      t,
      '/api/payment/withdraw',
      { id: t.methods.withdraw, detail: { iban: validIban(), accountHolder: 'Ayşe Yılmaz', amount: 200 } },
      { authorization: `Bearer ${session.token}` },
    );
    for (const search of [player.username.slice(3, 12), player.email.toUpperCase(), player.usercode.toLowerCase(), '987654']) {
      const response = await t.request({ url: `/api/ops/players?search=${encodeURIComponent(search)}`, headers: operator.auth });
      expect(response.statusCode, search).toBe(200);
      expectContract('searchPlayers', 200, response.json());
      const found = (response.json().data as { id: string }[]).find((p) => p.id === player.id);
      expect(found, search).toMatchObject({ username: player.username, cash: 1034.56, bonus: 10, hold: 200, pendingWithdrawals: 1 });
    }
    const none = await t.request({ url: '/api/ops/players?search=%25%25', headers: operator.auth });
    expect(none.json().data).toEqual([]);
    const lookups = await listAudit(t.db, { actor: { kind: 'operator', id: operator.id }, action: 'player.lookup' });
    expect(lookups).toHaveLength(5);
    expect(lookups[1].details).toMatchObject({ search: '987654', found: [player.id] });
  });
});
