// The operators' second factor. The code generation against RFC 6238's own vectors (Appendix B, the SHA-1
// rows), both the server's and the tests' independent one; then, on every database target: a password
// alone opens no session, an operator without a factor enrols (secret, otpauth URI, QR, first code,
// recovery codes shown once), a step is never accepted twice, a recovery code stands in once, wrong codes
// end a challenge and lock the username like wrong passwords, the first admin made by `create-admin` enrols
// at its first sign-in, the demo operator signs in with its documented secret, and everything is audited.
import { seedDemoRoleOperators } from '../../../server/seed/payments';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { OPERATOR_LOGIN_MAX_FAILURES, verifySecondFactor } from '../../../server/operators';
import { runOps } from '../../../server/operators/cli';
import { matchTotp, totpCode } from '../../../server/operators/totp';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { freshTotpCode, operatorPasswordStep, signInOperator } from '../helpers/operators';
import { base32Bytes, rfcTotp } from '../helpers/totp';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp } from '../payments/fixtures';
import { createOperator } from '../../../server/operators';
import { checkProductionOperators } from '../../../server/operators/production';

// RFC 6238 Appendix B: the seed is the ASCII of "12345678901234567890" (20 bytes) for SHA-1, T0 = 0, X = 30,
// 8 digits. Time (seconds) and TOTP, copied from the RFC's table.
const rfcSeed = Buffer.from('12345678901234567890', 'ascii');
const rfcSha1Rows: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
// The same seed in base32 (RFC 4648), as an authenticator app would be given it.
const rfcSeedBase32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP against RFC 6238, Appendix B (SHA-1)', () => {
  it('reads the base32 form of the RFC seed back to its bytes', () => {
    expect(base32Bytes(rfcSeedBase32).equals(rfcSeed)).toBe(true);
  });

  it.each(rfcSha1Rows)('gives the RFC code at T = %i s: %s', async (time, code) => {
    expect(await totpCode(rfcSeed, time, 8)).toBe(code);
    expect(rfcTotp(rfcSeed, time, 8)).toBe(code);
    // Six digits are the same binary modulo 10^6 (RFC 4226, section 5.3): the last six of the eight.
    expect(await totpCode(rfcSeedBase32, time)).toBe(code.slice(2));
    expect(rfcTotp(rfcSeedBase32, time)).toBe(code.slice(2));
  });

  it('accepts one step of drift either way, never a step at or before the last one used', async () => {
    const at = new Date(1111111111 * 1000); // step 37037037, 1 s into it
    const step = 37037037;
    const code = (offset: number) => rfcTotp(rfcSeedBase32, (step + offset) * 30);
    expect(await matchTotp(rfcSeedBase32, code(0), at)).toBe(step);
    expect(await matchTotp(rfcSeedBase32, code(-1), at)).toBe(step - 1);
    expect(await matchTotp(rfcSeedBase32, code(1), at)).toBe(step + 1);
    expect(await matchTotp(rfcSeedBase32, code(-2), at)).toBeNull();
    expect(await matchTotp(rfcSeedBase32, code(2), at)).toBeNull();
    // The replay guard: with step used, only step + 1 is left in the window.
    expect(await matchTotp(rfcSeedBase32, code(0), at, step)).toBeNull();
    expect(await matchTotp(rfcSeedBase32, code(-1), at, step)).toBeNull();
    expect(await matchTotp(rfcSeedBase32, code(1), at, step)).toBe(step + 1);
    expect(await matchTotp(rfcSeedBase32, 'abcdef', at)).toBeNull();
  });
});

const system = { actor: { kind: 'system' as const, id: 'test' } };
const en = { 'x-locale': 'en' };

describeEachTarget('operator sign-in with TOTP on %s', (target) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  let seq = 0;
  const newOperator = async (role: 'finance' | 'admin' = 'finance') => {
    seq += 1;
    const username = `totp.op${seq}`;
    const created = await createOperator(t.db, { username, password: 'correct-horse-1', role }, system);
    return { id: created.id, username, password: 'correct-horse-1' };
  };
  const verify = (challenge: string, code: string) => post(t, '/api/ops/auth/totp', { challenge, code }, en);

  it('answers a password alone with a challenge that opens nothing', async () => {
    const op = await newOperator();
    const response = await post(t, '/api/ops/auth/login', { username: op.username, password: op.password }, en);
    expect(response.statusCode).toBe(200);
    expectContract('operatorLogin', 200, response.json());
    const data = response.json().data;
    expect(data).not.toHaveProperty('token');
    expect(Object.keys(data).sort()).toEqual(['challenge', 'enrolment', 'expiresAt', 'kind']);
    const ttl = Date.parse(data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    // The challenge is no bearer token.
    const asBearer = await t.request({ url: '/api/ops/withdrawals', headers: { authorization: `Bearer ${data.challenge}` } });
    expect(asBearer.statusCode).toBe(401);
    const [audited] = await listAudit(t.db, { target: { kind: 'operator-login', id: op.username } });
    expect(audited).toMatchObject({ action: 'operator.login.password', actorKind: 'operator', actorId: op.id, details: { challenge: 'enrol' } });
  });

  it('enrols an operator without a factor: secret, otpauth URI and QR, a first code, recovery codes once', async () => {
    const op = await newOperator();
    const challenge = await operatorPasswordStep(t.request, op.username, op.password);
    expect(challenge.kind).toBe('enrol');
    const { secret, otpauthUri, qrDataUrl } = challenge.enrolment!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 20 random bytes in base32
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Casino Ops:${op.username}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Casino Ops');
    expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrDataUrl.split(',')[1], 'base64').toString()).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    const wrong = await verify(challenge.challenge, rfcTotp(secret, Date.now() / 1000 + 300));
    expect(wrong.statusCode).toBe(400);
    expectContract('operatorVerifyTotp', 400, wrong.json());
    expect(wrong.json().message).toBe('Wrong code');

    const right = await verify(challenge.challenge, freshTotpCode(secret));
    expect(right.statusCode, right.body).toBe(200);
    expectContract('operatorVerifyTotp', 200, right.json());
    const session = right.json().data;
    expect(session).toMatchObject({ username: op.username, role: 'finance' });
    expect(right.json().message).toBe(`Two-factor sign-in is on, ${op.username}. Keep the recovery codes somewhere safe: they are shown only now`);
    expect(session.recoveryCodes).toHaveLength(10);
    for (const code of session.recoveryCodes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(session.recoveryCodes).size).toBe(10);
    expect((await t.request({ url: '/api/ops/withdrawals', headers: { authorization: `Bearer ${session.token}` } })).statusCode).toBe(200);

    // Once enrolled: a plain TOTP challenge, nothing to enrol, and no recovery codes again.
    const next = await operatorPasswordStep(t.request, op.username, op.password);
    expect(next.kind).toBe('totp');
    expect(next).not.toHaveProperty('enrolment');
    const again = await verify(next.challenge, freshTotpCode(secret));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).not.toHaveProperty('recoveryCodes');

    const actions = (await listAudit(t.db, { actor: { kind: 'operator', id: op.id } })).map((row) => row.action).reverse();
    expect(actions).toEqual(['operator.login.password', 'operator.totp.enrol', 'operator.login', 'withdrawal.list', 'operator.login.password', 'operator.login']);
    const failed = await listAudit(t.db, { target: { kind: 'operator-login', id: op.username }, action: 'operator.login.failed' });
    expect(failed.map((row) => row.details)).toEqual([{ reason: 'wrong-totp', step: 'enrolment' }]);
  });

  it('ends the other enrolment challenges once one is confirmed', async () => {
    const op = await newOperator();
    const stale = await operatorPasswordStep(t.request, op.username, op.password);
    const taken = await operatorPasswordStep(t.request, op.username, op.password);
    expect(stale.enrolment!.secret).not.toBe(taken.enrolment!.secret);
    expect((await verify(taken.challenge, freshTotpCode(taken.enrolment!.secret))).statusCode).toBe(200);
    // Whoever holds the other challenge (and its secret) cannot swap the factor now.
    const swap = await verify(stale.challenge, freshTotpCode(stale.enrolment!.secret));
    expect(swap.statusCode).toBe(400);
    expect(swap.json().message).toBe('This sign-in step has expired or was already used; enter your password again');
    const next = await operatorPasswordStep(t.request, op.username, op.password);
    expect(next.kind).toBe('totp');
    expect((await verify(next.challenge, freshTotpCode(taken.enrolment!.secret))).statusCode).toBe(200);
  });

  it('refuses a code of a step already used, and one challenge twice', async () => {
    const op = await operatorWithToken(t); // enrolled with the code of the current step
    const first = await operatorPasswordStep(t.request, op.username, 'operator-secret-1');
    const code = freshTotpCode(op.secret); // the next step: the drift allows it once
    expect((await verify(first.challenge, code)).statusCode).toBe(200);
    // The same code again, with a fresh challenge: the same step, refused.
    const second = await operatorPasswordStep(t.request, op.username, 'operator-secret-1');
    const replay = await verify(second.challenge, code);
    expect(replay.statusCode).toBe(400);
    expectContract('operatorVerifyTotp', 400, replay.json());
    expect(replay.json().message).toBe('This code was already used; wait for the next one');
    // A used challenge is spent, even with a code that would be right.
    const reused = await verify(first.challenge, code);
    expect(reused.json().message).toBe('This sign-in step has expired or was already used; enter your password again');
    const [failed] = await listAudit(t.db, { target: { kind: 'operator-login', id: op.username }, action: 'operator.login.failed' });
    expect(failed.details).toEqual({ reason: 'replayed-totp', step: 'second-factor' });
  });

  it('takes a recovery code in place of a TOTP code, once', async () => {
    const op = await newOperator('admin');
    const enrolled = await signInOperator(t.request, op.username, op.password);
    const [code] = enrolled.recoveryCodes!;
    const challenge = await operatorPasswordStep(t.request, op.username, op.password);
    // Typed in lower case without dashes: still the code.
    const used = await verify(challenge.challenge, code.replace(/-/g, '').toLowerCase());
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data).toMatchObject({ username: op.username, role: 'admin' });
    const [audited] = await listAudit(t.db, { actor: { kind: 'operator', id: op.id }, action: 'operator.recovery-code.used' });
    expect(audited.details).toEqual({ remaining: 9 });
    const [login] = await listAudit(t.db, { actor: { kind: 'operator', id: op.id }, action: 'operator.login' });
    expect(login.details).toMatchObject({ factor: 'recovery' });

    const again = await operatorPasswordStep(t.request, op.username, op.password);
    const twice = await verify(again.challenge, code);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Wrong code');
  });

  it(`ends a challenge after ${OPERATOR_LOGIN_MAX_FAILURES} wrong codes, which lock the username like wrong passwords`, async () => {
    const op = await operatorWithToken(t);
    const challenge = await operatorPasswordStep(t.request, op.username, 'operator-secret-1');
    const wrong = rfcTotp(op.secret, Date.now() / 1000 + 600);
    for (let i = 0; i < OPERATOR_LOGIN_MAX_FAILURES; i += 1) {
      const response = await verify(challenge.challenge, wrong);
      expect(response.statusCode).toBe(400);
    }
    const spent = await verify(challenge.challenge, freshTotpCode(op.secret));
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe('This sign-in step has expired or was already used; enter your password again');
    const locked = await post(t, '/api/ops/auth/login', { username: op.username, password: 'operator-secret-1' }, en);
    expect(locked.statusCode).toBe(429);
    expectContract('operatorLogin', 429, locked.json());
    expect(locked.json().message).toBe('Too many failed logins; try again in 15 minutes');
  });

  it('refuses an expired challenge', async () => {
    const op = await operatorWithToken(t);
    const challenge = await operatorPasswordStep(t.request, op.username, 'operator-secret-1');
    const later = new Date(Date.now() + 5 * 60_000 + 1000);
    await expect(verifySecondFactor(t.db, { challenge: challenge.challenge, code: rfcTotp(op.secret, later.getTime() / 1000) }, later)).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'ops.totp.challengeInvalid',
    });
    const [audited] = await listAudit(t.db, { action: 'operator.totp.failed' });
    expect(audited.details).toEqual({ reason: 'challenge-invalid' });
  });

  it('lets the first admin made by `npm run ops -- create-admin` enrol at the first sign-in', async () => {
    const out: string[] = [];
    const answers = ['first-admin-pass-1', 'first-admin-pass-1'];
    const code = await runOps(['create-admin', 'boss'], {
      db: t.db,
      out: (line) => out.push(line),
      err: (line) => out.push(line),
      askSecret: async () => answers.shift()!,
    });
    expect(code, out.join('\n')).toBe(0);
    expect(out[0]).toMatch(/^created admin boss \(/);
    const challenge = await operatorPasswordStep(t.request, 'boss', 'first-admin-pass-1');
    expect(challenge.kind).toBe('enrol');
    const session = await verify(challenge.challenge, freshTotpCode(challenge.enrolment!.secret));
    expect(session.json().data).toMatchObject({ username: 'boss', role: 'admin' });
    expect(session.json().data.recoveryCodes).toHaveLength(10);
    const created = await post(t, '/api/ops/operators', { username: 'by.boss', password: 'long-enough-1', role: 'finance' }, { authorization: `Bearer ${session.json().data.token}` });
    expect(created.statusCode).toBe(200);
  });

  it('enrols again after `operator:reset-totp` (a lost authenticator), whose sessions end', async () => {
    const op = await operatorWithToken(t);
    const out: string[] = [];
    const code = await runOps(['operator:reset-totp', op.username], { db: t.db, out: (l) => out.push(l), err: (l) => out.push(l), askSecret: async () => '' });
    expect(code, out.join('\n')).toBe(0);
    expect((await t.request({ url: '/api/ops/withdrawals', headers: op.auth })).statusCode).toBe(401);
    const challenge = await operatorPasswordStep(t.request, op.username, 'operator-secret-1');
    expect(challenge.kind).toBe('enrol');
    expect(challenge.enrolment!.secret).not.toBe(op.secret);
    // The old factor is gone: its code does not open the new enrolment.
    expect((await verify(challenge.challenge, freshTotpCode(op.secret))).json().message).toBe('Wrong code');
    const [audited] = await listAudit(t.db, { action: 'operator.totp.reset', target: { kind: 'operator', id: op.id } });
    expect(audited.details).toEqual({ username: op.username, sessionsEnded: 1 });
  });

  it('signs the demo operator in with the documented secret (development seed only)', async () => {
    // The README's development secret, written out here rather than read from the seed.
    const demo = await signInOperator(t.request, 'operator', 'operator1234', 'CASINODEMOOPERATORTOTPSECRET2345');
    expect((await t.request({ url: '/api/ops/deposits', headers: demo.auth })).statusCode).toBe(200);
  });
});

describeEachTarget('a production start on %s', (target) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await buildPaymentsApp(target); // holds the demo operator, as a database once started with the demo seed would
  });
  afterAll(async () => {
    await t?.close();
  });

  it('switches off every demo operator left from a demo seed (the admin and one per role), and counts the enabled admins', async () => {
    await t.db.transaction((tx) => seedDemoRoleOperators(tx));
    const before = await checkProductionOperators(t.db);
    expect(before.disabledDemo).toBe(true);
    expect(before.enabledAdmins).toBe(0);
    expect([...before.disabledDemoUsernames].sort()).toEqual(['auditor', 'compliance', 'content', 'finance', 'operator', 'support', 'trader']);
    const roleRefused = await post(t, '/api/ops/auth/login', { username: 'finance', password: 'finance1234' }, en);
    expect(roleRefused.json().message).toBe('This operator account is disabled');
    const refused = await post(t, '/api/ops/auth/login', { username: 'operator', password: 'operator1234' }, en);
    expect(refused.json().message).toBe('This operator account is disabled');
    const [audited] = await listAudit(t.db, { action: 'operator.disable' });
    expect(audited).toMatchObject({ actorKind: 'system', actorId: 'production-start' });
    await createOperator(t.db, { username: 'real.admin', password: 'a-real-password-1', role: 'admin' }, system);
    expect(await checkProductionOperators(t.db)).toEqual({ disabledDemo: false, disabledDemoUsernames: [], enabledAdmins: 1 });
  });
});
