// Password recovery (sendresetpassword, checkresetcode, changepasswordwithcode) and the logged-in change
// (customer/changepassword): alike answers for unknown usernames, e-mailed codes with the same rules as
// SMS codes, and the sessions (with their hub connections) a new password ends.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeSubject } from '../../../server/accounts/codes';
import { auditLog, loginAttempts, outboxMessages, players, sessions } from '../../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';
import { ageCode, bearer, lastCode, lastMessage, messageCount, newUsername, wrongCode } from './helpers';

describeEachTarget('password recovery and change on %s', (target) => {
  let t: TestApp;
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `10.40.${Math.floor(address / 250)}.${(address++ % 250) + 1}`, 'x-locale': 'en' });

  beforeAll(async () => {
    t = await buildTestApp(target, { config: { trustProxy: true } });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
    vi.restoreAllMocks();
  });

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = from()) =>
    t.request({ method: 'POST', url, payload, headers });
  const sendReset = (username: string, headers?: Record<string, string>) => post('/api/auth/sendresetpassword', { username }, headers);
  const checkReset = (username: string, code: string, headers?: Record<string, string>) =>
    post('/api/auth/checkresetcode', { username, code }, headers);
  const resetWith = (username: string, code: string, password = 'brand-new-1', password2 = password, headers?: Record<string, string>) =>
    post('/api/auth/changepasswordwithcode', { username, code, password, password2 }, headers);

  async function newPlayer() {
    return createTestPlayer(t.db, { username: newUsername('rec') });
  }

  describe('recovery', () => {
    it('e-mails a code, accepts it, sets the new password and ends every session', async () => {
      const player = await newPlayer();
      const first = await login(t.request, player.username);
      const second = await login(t.request, player.username);
      const revoke = vi.spyOn(t.app.hub, 'revokeSession');

      const sent = await sendReset(player.username.toUpperCase());
      expect(sent.statusCode).toBe(200);
      expectContract('sendResetPassword', 200, sent.json());
      expect(sent.json()).toEqual({
        success: true,
        message: 'If the username is registered, a password reset code was sent to the e-mail address of the account',
        data: null,
      });
      const mail = await lastMessage(t.db, player.email);
      expect(mail).toMatchObject({ channel: 'email', purpose: 'password-reset', subject: 'Your password reset code' });
      expect(mail.body).toContain(`Hello ${player.name},`);
      const code = await lastCode(t.db, player.email);

      const checked = await checkReset(player.username, code);
      expect(checked.statusCode).toBe(200);
      expectContract('checkResetCode', 200, checked.json());
      expect(checked.json().message).toBe('The code is valid, you can now choose a new password');

      const changed = await resetWith(player.username, code);
      expect(changed.statusCode).toBe(200);
      expectContract('changePasswordWithCode', 200, changed.json());
      expect(changed.json().message).toBe('Your password was changed, you can log in with the new one');

      for (const token of [first.token, second.token]) {
        expect((await t.request({ url: '/api/user/balance', headers: bearer(token!) })).statusCode).toBe(401);
      }
      const open = (await t.db.select().from(sessions).where(eq(sessions.playerId, player.id))).filter((s) => !s.revokedAt);
      expect(open).toHaveLength(0);
      const revokedIds = revoke.mock.calls.map(([id]) => id).sort();
      const sessionIds = (await t.db.select().from(sessions).where(eq(sessions.playerId, player.id))).map((s) => s.id).sort();
      expect(revokedIds).toEqual(sessionIds);

      expect((await login(t.request, player.username, 'secret123')).response.statusCode).toBe(400);
      expect((await login(t.request, player.username, 'brand-new-1')).response.statusCode).toBe(200);
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, player.id));
      expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['account.password.reset_requested', 'account.password.reset']));
    });

    it('answers an unknown username exactly like a known one, and e-mails nobody', async () => {
      const player = await newPlayer();
      const known = await sendReset(player.username);
      const ghost = `ghost${Date.now().toString(36)}`;
      const messagesBefore = (await t.db.select().from(outboxMessages)).length;
      const unknown = await sendReset(ghost);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      expect((await t.db.select().from(outboxMessages)).length).toBe(messagesBefore);

      // Later steps meet the same states too: wrong code, early resend.
      const wrongKnown = await checkReset(player.username, wrongCode(await lastCode(t.db, player.email)));
      const wrongUnknown = await checkReset(ghost, '000000');
      expect(wrongUnknown.statusCode).toBe(400);
      expect(wrongUnknown.json()).toEqual(wrongKnown.json());
      expect(wrongUnknown.json().message).toBe('Wrong code; 4 attempts left');
      const againKnown = await sendReset(player.username);
      const againUnknown = await sendReset(ghost);
      expect(againKnown.statusCode).toBe(429);
      expect(againUnknown.statusCode).toBe(429);
      expect(againUnknown.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code$/);
    });

    it('refuses a code not asked for, in the same words for known and unknown usernames', async () => {
      const player = await newPlayer();
      const known = await checkReset(player.username, '123456');
      const unknown = await checkReset(`nobody${Date.now().toString(36)}`, '123456');
      expect(known.statusCode).toBe(400);
      expectContract('checkResetCode', 400, known.json());
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().message).toBe('There is no valid code, please ask for one first');
    });

    it('voids the code after 5 wrong tries, counting checks and password changes alike', async () => {
      const player = await newPlayer();
      await sendReset(player.username);
      const code = await lastCode(t.db, player.email);
      for (let i = 0; i < 2; i += 1) expect((await checkReset(player.username, wrongCode(code))).statusCode).toBe(400);
      for (let i = 0; i < 2; i += 1) expect((await resetWith(player.username, wrongCode(code))).statusCode).toBe(400);
      const fifth = await checkReset(player.username, wrongCode(code));
      expect(fifth.json().message).toBe('The code was cancelled after too many wrong attempts, please ask for a new one');
      const right = await resetWith(player.username, code);
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe('The code was cancelled after too many wrong attempts, please ask for a new one');
      expect((await login(t.request, player.username, 'secret123')).response.statusCode).toBe(200);
    });

    it('refuses an expired code and a code already used', async () => {
      const player = await newPlayer();
      await sendReset(player.username);
      const code = await lastCode(t.db, player.email);
      await ageCode(t.db, codeSubject.username(player.username), 'reset', 10 * 60_000 + 1);
      const expired = await resetWith(player.username, code);
      expect(expired.json().message).toBe('The code has expired, please ask for a new one');

      await sendReset(player.username);
      const fresh = await lastCode(t.db, player.email);
      expect((await resetWith(player.username, fresh)).statusCode).toBe(200);
      const reused = await resetWith(player.username, fresh, 'another-one-2');
      expect(reused.statusCode).toBe(400);
      expectContract('changePasswordWithCode', 400, reused.json());
      expect(reused.json().message).toBe('This code has already been used, please ask for a new one');
      expect((await login(t.request, player.username, 'brand-new-1')).response.statusCode).toBe(200);
    });

    it('refuses two different new passwords without spending the code', async () => {
      const player = await newPlayer();
      await sendReset(player.username);
      const code = await lastCode(t.db, player.email);
      const mismatch = await resetWith(player.username, code, 'brand-new-1', 'brand-new-2');
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toBe('The passwords do not match');
      expect((await resetWith(player.username, code)).statusCode).toBe(200);
    });

    it("ends the address's login wait: the e-mailed code proved the owner", async () => {
      const player = await newPlayer();
      const address = { 'x-forwarded-for': '198.51.100.77' };
      // 12 failures of this username from this address just now: the pair waits 256 s (server/auth/login-throttle.ts).
      const now = new Date();
      await t.db.insert(loginAttempts).values(Array.from({ length: 12 }, () => ({ playerId: player.id, username: player.username, ip: '198.51.100.77', succeeded: false, createdAt: now })));
      const refused = await login(t.request, player.username, 'secret123', address);
      expect(refused.response.statusCode).toBe(429);
      expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(200);
      await sendReset(player.username, address);
      expect((await resetWith(player.username, await lastCode(t.db, player.email), 'brand-new-1', 'brand-new-1', address)).statusCode).toBe(200);
      expect((await login(t.request, player.username, 'brand-new-1', address)).response.statusCode).toBe(200);
    });

    it('sends nothing for a closed account, with the usual answer', async () => {
      const player = await newPlayer();
      await t.db.update(players).set({ status: 'closed' }).where(eq(players.id, player.id));
      const sent = await sendReset(player.username);
      expect(sent.statusCode).toBe(200);
      expect(await messageCount(t.db, player.email)).toBe(0);
    });

    it('allows 10 reset requests per address and hour', async () => {
      const address = { 'x-forwarded-for': '198.51.100.40', 'x-locale': 'en' };
      for (let i = 0; i < 10; i += 1) expect((await sendReset(`someone${i}x${Date.now().toString(36)}`, address)).statusCode).toBe(200);
      const limited = await sendReset(`someone-else${Date.now().toString(36)}`, address);
      expect(limited.statusCode).toBe(429);
      expectContract('sendResetPassword', 429, limited.json());
      expect(limited.json().message).toMatch(/^Too many attempts, please try again in \d+ minutes$/);
    });

    it('allows 5 reset requests per username and hour, from any address', async () => {
      const player = await newPlayer();
      for (let i = 0; i < 5; i += 1) {
        expect((await sendReset(player.username)).statusCode).toBe(200);
        await ageCode(t.db, codeSubject.username(player.username), 'reset', 61_000);
      }
      expect((await sendReset(player.username)).statusCode).toBe(429);
      expect(await messageCount(t.db, player.email)).toBe(5);
    });

    it('allows 10 code checks per username in 10 minutes', async () => {
      const username = newUsername('guess');
      for (let i = 0; i < 10; i += 1) expect((await checkReset(username, '123456')).statusCode).toBe(400);
      const limited = await checkReset(username, '123456');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
    });
  });

  describe('change password', () => {
    const change = (token: string, body: Record<string, unknown>, headers: Record<string, string> = from()) =>
      t.request({ method: 'POST', url: '/api/customer/changepassword', payload: body, headers: bearer(token, headers) });

    it('changes the password and ends the other sessions (and their hub connections), not this one', async () => {
      const player = await newPlayer();
      const current = await login(t.request, player.username);
      const other = await login(t.request, player.username);
      const revoke = vi.spyOn(t.app.hub, 'revokeSession');

      const response = await change(current.token!, { oldPassword: 'secret123', password: 'changed-1', confirmPassword: 'changed-1' });
      expect(response.statusCode).toBe(200);
      expectContract('changePassword', 200, response.json());
      expect(response.json()).toEqual({ success: true, message: 'Your password was changed', data: null });

      expect((await t.request({ url: '/api/user/balance', headers: bearer(current.token!) })).statusCode).toBe(200);
      expect((await t.request({ url: '/api/user/balance', headers: bearer(other.token!) })).statusCode).toBe(401);
      const rows = await t.db.select().from(sessions).where(eq(sessions.playerId, player.id));
      const otherSession = rows.find((s) => s.revokedAt !== null)!;
      expect(revoke.mock.calls).toEqual([[otherSession.id]]);

      expect((await login(t.request, player.username, 'secret123')).response.statusCode).toBe(400);
      expect((await login(t.request, player.username, 'changed-1')).response.statusCode).toBe(200);
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, player.id));
      expect(audits.find((a) => a.action === 'account.password.change')?.details).toEqual({ sessionsEnded: 1 });
    });

    it('refuses a wrong current password, a new one equal to it, and a mismatched confirmation', async () => {
      const player = await newPlayer();
      const { token } = await login(t.request, player.username);
      const wrong = await change(token!, { oldPassword: 'not-it-1', password: 'changed-1', confirmPassword: 'changed-1' });
      expect(wrong.statusCode).toBe(400);
      expectContract('changePassword', 400, wrong.json());
      expect(wrong.json().message).toBe('Your current password is wrong');
      const same = await change(token!, { oldPassword: 'secret123', password: 'secret123', confirmPassword: 'secret123' });
      expect(same.json().message).toBe('The new password must differ from the current one');
      const mismatch = await change(token!, { oldPassword: 'secret123', password: 'changed-1', confirmPassword: 'changed-2' }, {});
      expect(mismatch.json().message).toBe('Şifreler birbiriyle eşleşmiyor');
      expect((await login(t.request, player.username, 'secret123')).response.statusCode).toBe(200);
    });

    it('allows 5 attempts per account in 15 minutes (guessing the current password)', async () => {
      const player = await newPlayer();
      const { token } = await login(t.request, player.username);
      for (let i = 0; i < 5; i += 1) {
        expect((await change(token!, { oldPassword: `guess-${i}`, password: 'changed-1', confirmPassword: 'changed-1' })).statusCode).toBe(400);
      }
      const limited = await change(token!, { oldPassword: 'secret123', password: 'changed-1', confirmPassword: 'changed-1' });
      expect(limited.statusCode).toBe(429);
      expectContract('changePassword', 429, limited.json());
    });

    it('answers 401 without a session', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/customer/changepassword',
        payload: { oldPassword: 'secret123', password: 'changed-1', confirmPassword: 'changed-1' },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
