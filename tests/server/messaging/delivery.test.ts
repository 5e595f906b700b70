// The account flows over the real drivers: the phone code through the HTTP SMS provider, the reset code
// through SMTP, and what a failed delivery answers (the player may ask again at once).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';
import { bearer, newPhone, newUsername } from '../accounts/helpers';
import { startSmsProvider, startSmtpServer } from './servers';

describeEachTarget('delivery through real drivers on %s', (target) => {
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof startSmsProvider>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    sms = await startSmsProvider();
    smtp = await startSmtpServer();
    t = await buildTestApp(target, {
      config: { mail: { smtpUrl: smtp.url, from: 'Casino <no-reply@casino.test>' }, sms: { httpUrl: sms.url, httpToken: 'provider-token' } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
    await smtp?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
    sms.setStatus(200);
  });

  const sendCode = (token: string, phone: string) =>
    t.request({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 1, phone }, headers: bearer(token, { 'x-locale': 'en' }) });

  it('sends the phone code through the SMS provider, and it verifies the phone', async () => {
    const player = await createTestPlayer(t.db, { phone: newPhone() });
    const { token } = await login(t.request, player.username);
    expect((await sendCode(token!, player.phone)).statusCode).toBe(200);
    const request = sms.received.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer provider-token');
    expect(request.body.to).toBe(`+90${player.phone}`);
    const code = /\b(\d{6})\b/.exec(String(request.body.message))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await t.request({
      method: 'POST',
      url: '/api/customer/updatephone',
      payload: { step: 2, phone: player.phone, code },
      headers: bearer(token!),
    });
    expect(verified.json().data.smsVerified).toBe(true);
  });

  it('answers a failed SMS with its own message and lets the player ask again at once', async () => {
    const player = await createTestPlayer(t.db, { phone: newPhone() });
    const { token } = await login(t.request, player.username);
    sms.setStatus(500);
    const failed = await sendCode(token!, player.phone);
    expect(failed.statusCode).toBe(500);
    expectContract('updatePhone', 500, failed.json());
    expect(failed.json().message).toBe('The message could not be sent right now, please try again in a moment');
    sms.setStatus(200);
    expect((await sendCode(token!, player.phone)).statusCode).toBe(200);
  });

  it('e-mails the reset code through SMTP', async () => {
    const player = await createTestPlayer(t.db, { username: newUsername('smtp'), name: 'Deniz' });
    const sent = await t.request({
      method: 'POST',
      url: '/api/auth/sendresetpassword',
      payload: { username: player.username },
      headers: { 'x-locale': 'en' },
    });
    expect(sent.statusCode).toBe(200);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([expect.stringContaining(`<${player.email}>`)]);
    expect(mail.data).toMatch(/^Subject: Your password reset code$/m);
    const code = /Your password reset code: (\d{6})/.exec(mail.data)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const checked = await t.request({ method: 'POST', url: '/api/auth/checkresetcode', payload: { username: player.username, code } });
    expect(checked.statusCode).toBe(200);
  });
});
