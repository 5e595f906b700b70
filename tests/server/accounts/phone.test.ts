// POST /api/customer/updatephone: step 1 sends an SMS code (read here from the outbox, as a person would
// on /dev/outbox), step 2 checks it and only then stores the phone as verified. Wrong, expired, reused
// and early codes are refused with their own messages.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { codeSubject } from '../../../server/accounts/codes';
import { auditLog, players } from '../../../server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';
import { ageCode, bearer, lastCode, lastMessage, messageCount, newPhone, wrongCode } from './helpers';

describeEachTarget('updatePhone on %s', (target) => {
  let t: TestApp;
  let address = 0;
  const from = () => ({ 'x-forwarded-for': `10.30.${Math.floor(address / 250)}.${(address++ % 250) + 1}`, 'x-locale': 'en' });

  beforeAll(async () => {
    t = await buildTestApp(target, { config: { trustProxy: true, outboxPage: true } });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  async function loggedIn() {
    const player = await createTestPlayer(t.db, { phone: newPhone() });
    const { token } = await login(t.request, player.username);
    return { player, token: token! };
  }
  function step1(token: string, phone: string, headers: Record<string, string> = from()) {
    return t.request({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 1, phone }, headers: bearer(token, headers) });
  }
  function step2(token: string, phone: string, code: string, headers: Record<string, string> = from()) {
    return t.request({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 2, phone, code }, headers: bearer(token, headers) });
  }
  async function expectRefusal(response: Awaited<ReturnType<typeof step1>>, status: number, message: string | RegExp) {
    expect(response.statusCode).toBe(status);
    expectContract('updatePhone', status, response.json());
    if (typeof message === 'string') expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(message);
  }

  it('sends an SMS code to the current phone, then verifies it', async () => {
    const { player, token } = await loggedIn();
    const sent = await step1(token, player.phone);
    expect(sent.statusCode).toBe(200);
    expectContract('updatePhone', 200, sent.json());
    expect(sent.json()).toEqual({
      success: true,
      message: `A verification code was sent by SMS to ${player.phone}`,
      data: { phone: player.phone, smsVerified: false, resendAfterSeconds: 60 },
    });
    const message = await lastMessage(t.db, player.phone);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'phone-verification', subject: null });
    expect(message.body).toMatch(/^Your phone verification code: \d{6}\./);

    // The dev outbox page answers the same code, as Playwright reads it.
    const outbox = await t.request({ url: `/dev/outbox.json?to=${player.phone}` });
    expect(outbox.statusCode).toBe(200);
    const code = await lastCode(t.db, player.phone);
    expect(outbox.json().messages[0]).toMatchObject({ to: player.phone, channel: 'sms', code, purpose: 'phone-verification' });

    const verified = await step2(token, player.phone, code);
    expect(verified.statusCode).toBe(200);
    expectContract('updatePhone', 200, verified.json());
    expect(verified.json().message).toBe('Your phone number is verified');
    expect(verified.json().data).toMatchObject({ phone: player.phone, smsVerified: true });
    expect(verified.json().data.resendAfterSeconds).toBeGreaterThanOrEqual(0);
    expect(verified.json().data.resendAfterSeconds).toBeLessThanOrEqual(60);

    const [row] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(row.smsVerified).toBe(true);
    const relogin = await login(t.request, player.username);
    expect(relogin.body.data.smsVerified).toBe(true);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, player.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['account.phone.code_sent', 'account.phone.verify']));
  });

  it('keeps the account phone until the new number is verified, then switches to it', async () => {
    const { player, token } = await loggedIn();
    await t.db.update(players).set({ smsVerified: true }).where(eq(players.id, player.id));
    const next = newPhone();
    expect((await step1(token, next)).json().data).toEqual({ phone: next, smsVerified: false, resendAfterSeconds: 60 });
    const [pending] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(pending).toMatchObject({ phone: player.phone, smsVerified: true });

    const verified = await step2(token, next, await lastCode(t.db, next));
    expect(verified.json().data).toMatchObject({ phone: next, smsVerified: true });
    const [after] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(after).toMatchObject({ phone: next, smsVerified: true });
  });

  it('lets a player who just verified a number ask at once for a code to another one, and audits the change', async () => {
    const { player, token } = await loggedIn();
    await step1(token, player.phone);
    expect((await step2(token, player.phone, await lastCode(t.db, player.phone))).statusCode).toBe(200);
    const next = newPhone();
    const sent = await step1(token, next);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ phone: next, smsVerified: false, resendAfterSeconds: 60 });
    expect((await step2(token, next, await lastCode(t.db, next))).json().data).toMatchObject({ phone: next, smsVerified: true });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, player.id));
    const change = audits.filter((a) => a.action === 'account.phone.verify').map((a) => a.details);
    expect(change).toEqual([
      { from: player.phone, to: player.phone },
      { from: player.phone, to: next },
    ]);
  });

  it('refuses a second code within 60 s with the seconds left (429), without sending one', async () => {
    const { player, token } = await loggedIn();
    await step1(token, player.phone);
    const again = await step1(token, player.phone);
    await expectRefusal(again, 429, /^Please wait ([1-9]|[1-5]\d|60) seconds before asking for a new code$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messageCount(t.db, player.phone)).toBe(1);

    await ageCode(t.db, codeSubject.player(player.id), 'phone', 61_000);
    expect((await step1(token, player.phone)).statusCode).toBe(200);
    expect(await messageCount(t.db, player.phone)).toBe(2);
  });

  it('refuses a wrong code with the tries left, and voids the code at the 5th wrong one', async () => {
    const { player, token } = await loggedIn();
    await step1(token, player.phone);
    const code = await lastCode(t.db, player.phone);
    for (let left = 4; left >= 1; left -= 1) {
      await expectRefusal(await step2(token, player.phone, wrongCode(code)), 400, `Wrong code; ${left} attempts left`);
    }
    const fifth = await step2(token, player.phone, wrongCode(code));
    await expectRefusal(fifth, 400, 'The code was cancelled after too many wrong attempts, please ask for a new one');
    await expectRefusal(await step2(token, player.phone, code), 400, 'The code was cancelled after too many wrong attempts, please ask for a new one');
    const [row] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(row.smsVerified).toBe(false);
  });

  it('refuses an expired code (10 minutes) and a code already used', async () => {
    const { player, token } = await loggedIn();
    await step1(token, player.phone);
    const code = await lastCode(t.db, player.phone);
    await ageCode(t.db, codeSubject.player(player.id), 'phone', 10 * 60_000 + 1000);
    await expectRefusal(await step2(token, player.phone, code), 400, 'The code has expired, please ask for a new one');

    await step1(token, player.phone);
    const fresh = await lastCode(t.db, player.phone);
    expect((await step2(token, player.phone, fresh)).statusCode).toBe(200);
    const next = newPhone();
    await expectRefusal(await step2(token, next, fresh), 400, 'This code has already been used, please ask for a new one');
  });

  it('refuses a code checked against another number than it was sent to', async () => {
    const { player, token } = await loggedIn();
    await step1(token, player.phone);
    await expectRefusal(
      await step2(token, newPhone(), await lastCode(t.db, player.phone)),
      400,
      'The code was not sent to this number, please ask for a new code for it',
    );
  });

  it('refuses a step 2 without any code sent', async () => {
    const { player, token } = await loggedIn();
    await expectRefusal(await step2(token, player.phone, '123456'), 400, 'There is no valid code, please ask for one first');
  });

  it('refuses a number another player has, at step 1 and at step 2', async () => {
    const { token } = await loggedIn();
    const other = await createTestPlayer(t.db, { phone: newPhone() });
    await expectRefusal(await step1(token, other.phone), 400, 'This phone number belongs to another account');

    const wanted = newPhone();
    await step1(token, wanted);
    const code = await lastCode(t.db, wanted);
    // Someone else takes the number between the two steps.
    await createTestPlayer(t.db, { phone: wanted });
    await expectRefusal(await step2(token, wanted, code), 400, 'This phone number belongs to another account');
  });

  it('refuses to send a code to a number that is already verified on the account', async () => {
    const { player, token } = await loggedIn();
    await t.db.update(players).set({ smsVerified: true }).where(eq(players.id, player.id));
    await expectRefusal(await step1(token, player.phone), 400, 'This phone number is already verified');
  });

  it('names the mistake of the step the request means', async () => {
    const { player, token } = await loggedIn();
    await expectRefusal(await step2(token, player.phone, '12345'), 400, 'Code must be exactly 6 characters');
    await expectRefusal(await step1(token, '53a'), 400, 'Phone must be at least 5 characters');
  });

  it('answers 401 without a session', async () => {
    const response = await t.request({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 1, phone: newPhone() } });
    await expectRefusal(response, 401, 'Oturumunuz sona erdi, lütfen yeniden giriş yapın');
  });

  it('allows 5 codes per account and hour, then answers 429', async () => {
    const { player, token } = await loggedIn();
    for (let i = 0; i < 5; i += 1) {
      expect((await step1(token, player.phone)).statusCode).toBe(200);
      await ageCode(t.db, codeSubject.player(player.id), 'phone', 61_000);
    }
    const limited = await step1(token, player.phone);
    await expectRefusal(limited, 429, /^Too many attempts, please try again in \d+ minutes$/);
    expect(await messageCount(t.db, player.phone)).toBe(5);
  });

  it('allows 5 codes per phone number and hour, whichever accounts ask', async () => {
    const target = newPhone();
    for (let i = 0; i < 5; i += 1) {
      const { token } = await loggedIn();
      expect((await step1(token, target)).statusCode).toBe(200);
    }
    const { token } = await loggedIn();
    await expectRefusal(await step1(token, target), 429, /^Too many attempts/);
  });

  // 21 players signed up and logged in (a password hash each): minutes on a busy machine, not a time limit.
  it('allows 20 codes per address and hour', async () => {
    const address = { 'x-forwarded-for': '198.51.100.20', 'x-locale': 'en' };
    for (let i = 0; i < 20; i += 1) {
      const { player, token } = await loggedIn();
      expect((await step1(token, player.phone, address)).statusCode).toBe(200);
    }
    const { player, token } = await loggedIn();
    await expectRefusal(await step1(token, player.phone, address), 429, /^Too many attempts/);
  }, 120_000);
});
