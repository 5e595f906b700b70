// The operator login's throttle (server/operators/login.ts), on every database target: growing waits per
// (username, address) pair after 3 free failures instead of the old fixed lock of the username (which any
// stranger could trigger), a per-address limit of 10 failures in 15 minutes across usernames, alike
// answers for unknown and existing usernames, and the TOTP step untouched. Failures are counted from the
// audit log; the worked sequences write those rows at chosen instants and pass the same clock in.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { loginRules } from '../../../server/auth/login-throttle';
import { auditLog } from '../../../server/db/schema/audit';
import { createOperator, loginOperator } from '../../../server/operators';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { freshTotpCode, signInOperator } from '../helpers/operators';

const system = { actor: { kind: 'system' as const, id: 'test' } };
const password = 'correct-horse-1';
let counter = 0;
const fresh = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter += 1)}`;
const address = () => `203.0.113.${(counter += 1) % 250}`;

describeEachTarget('operator login throttle on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** `n` wrong-password failures of the pair audited at `at`, as loginOperator writes them. */
  async function failures(username: string, ip: string, n: number, at: Date) {
    await t.db.insert(auditLog).values(
      Array.from({ length: n }, () => ({
        at,
        actorKind: 'system' as const,
        actorId: 'ops-login',
        action: 'operator.login.failed',
        targetKind: 'operator-login',
        targetId: username.toLowerCase(),
        details: { reason: 'wrong-password' },
        ip,
      })),
    );
  }
  const request = (username: string, pass: string, ip: string) =>
    t.request({ method: 'POST', url: '/api/ops/auth/login', payload: { username, password: pass }, headers: { 'x-locale': 'en' }, remoteAddress: ip });

  it('makes a pair wait 1 s after its 4th failure, 4 s after its 6th, and lets the right password in after the wait', async () => {
    const username = fresh('pair');
    await createOperator(t.db, { username, password }, system);
    const ip = address();
    const t0 = new Date(Date.now() - 3_600_000);
    await failures(username, ip, 4, t0);
    const during = loginOperator(t.db, { username, password, ip }, new Date(t0.getTime() + 999));
    await expect(during).rejects.toMatchObject({ statusCode: 429, messageKey: 'accounts.rateLimitedSeconds', vars: { seconds: 1 } });
    const after = await loginOperator(t.db, { username, password, ip }, new Date(t0.getTime() + 1000));
    expect(after.challenge.kind).toBe('enrol');

    // The right password started the pair afresh (audited at the database's clock, so the new failures
    // are placed a second after it); six new failures make it wait 4 s.
    const t1 = new Date(Date.now() + 1000);
    await failures(username, ip, 6, t1);
    await expect(loginOperator(t.db, { username, password, ip }, new Date(t1.getTime() + 1))).rejects.toMatchObject({ vars: { seconds: 4 } });
    expect((await loginOperator(t.db, { username, password, ip }, new Date(t1.getTime() + 4000))).challenge.kind).toBe('enrol');
  });

  it("does not let an attacker's failures stop the operator signing in from their own address", async () => {
    const username = fresh('victim');
    const operator = await createOperator(t.db, { username, password }, system);
    const attacker = address();
    // Twelve failures from the attacker's address just now: that pair waits 256 s.
    await failures(username, attacker, 12, new Date());
    const refused = await request(username, password, attacker);
    expect(refused.statusCode).toBe(429);
    expectContract('operatorLogin', 429, refused.json());
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(200);
    const [throttled] = await listAudit(t.db, { action: 'operator.login.throttled', target: { kind: 'operator-login', id: username } });
    expect(throttled.details).toMatchObject({ limit: 'pair' });
    // The operator, elsewhere, signs in with password and TOTP as usual.
    const signedIn = await signInOperator((options) => t.request({ ...options, remoteAddress: address() }), username, password);
    expect(signedIn.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(operator.id).toBeTruthy();
  });

  it('answers an unknown username like an existing one, the throttled answer included', async () => {
    const known = fresh('known');
    await createOperator(t.db, { username: known, password }, system);
    const unknown = fresh('ghost');
    const ip = address();
    const first = [await request(known, 'wrong-horse-1', ip), await request(unknown, 'wrong-horse-1', ip)];
    expect(first.map((r) => r.statusCode)).toEqual([400, 400]);
    expect(first[1].json()).toEqual(first[0].json());
    const now = new Date();
    await failures(known, ip, 12, now);
    await failures(unknown, ip, 12, now);
    const throttled = [await request(known, password, ip), await request(unknown, password, ip)];
    expect(throttled.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(throttled[1].json().message.replace(/\d+/, 'N')).toBe(throttled[0].json().message.replace(/\d+/, 'N'));
  });

  it('refuses an address after 10 failures across usernames, even with a right password, and no other address', async () => {
    const username = fresh('real');
    await createOperator(t.db, { username, password }, system);
    const ip = address();
    for (let i = 0; i < loginRules.operatorAddress.limit; i += 1) {
      expect((await request(fresh(`spray${i}`), 'wrong-horse-1', ip)).statusCode).toBe(400);
    }
    const refused = await request(username, password, ip);
    expect(refused.statusCode).toBe(429);
    // GCRA, 10 per 15 minutes: the next slot opens 90 s after the burst began.
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(90);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await request(username, password, address())).statusCode).toBe(200);
  });

  it('no longer counts wrong passwords towards the TOTP step limit', async () => {
    const username = fresh('totp');
    await createOperator(t.db, { username, password }, system);
    const enrolled = await signInOperator((options) => t.request({ ...options, remoteAddress: address() }), username, password);
    // Five wrong passwords (the old limit locked the username at five) from five addresses.
    for (let i = 0; i < 5; i += 1) expect((await request(username, `wrong-${i}-horse`, address())).statusCode).toBe(400);
    const step = await request(username, password, address());
    expect(step.statusCode).toBe(200);
    const verified = await t.request({ method: 'POST', url: '/api/ops/auth/totp', payload: { challenge: step.json().data.challenge, code: freshTotpCode(enrolled.secret) } });
    expect(verified.statusCode).toBe(200);
  });
});
