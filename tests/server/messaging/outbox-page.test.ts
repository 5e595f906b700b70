// The dev-only outbox page: registered with OUTBOX_PAGE (or SEED_DEMO) outside production only; lists
// the latest messages newest first with their codes (HTML), or as JSON filtered by recipient.
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { buildTestApp, type TestApp } from '../helpers/app';
import { productionEnv } from '../helpers/env';

describe('the outbox page', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  async function app(outboxPage: boolean, trustProxy: boolean | string[] = false) {
    const t = await buildTestApp('pglite', { config: { outboxPage, trustProxy } });
    apps.push(t);
    return t;
  }

  it('lists the latest messages, newest first, codes visible, text escaped', async () => {
    const t = await app(true);
    await t.app.messaging.send({ channel: 'sms', to: '5321112233', body: 'Telefon doğrulama kodunuz: 123456.', purpose: 'phone-verification' });
    await t.app.messaging.send({
      channel: 'email',
      to: 'a@example.com',
      subject: '<b>Reset</b>',
      body: 'Kod: 654321 <script>alert(1)</script>',
      purpose: 'password-reset',
    });

    const page = await t.request({ url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html.indexOf('654321')).toBeLessThan(html.indexOf('123456'));
    expect(html).toContain('<td class="code">123456</td>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;');

    const all = await t.request({ url: '/dev/outbox.json' });
    expect(all.json().messages.map((m: { code: string }) => m.code)).toEqual(['654321', '123456']);
    const one = await t.request({ url: '/dev/outbox.json?to=5321112233' });
    expect(one.json().messages).toEqual([
      expect.objectContaining({ channel: 'sms', to: '5321112233', code: '123456', purpose: 'phone-verification', subject: null }),
    ]);
    const none = await t.request({ url: '/dev/outbox.json?to=nobody' });
    expect(none.json().messages).toEqual([]);
  });

  it('is not there when the setting is off', async () => {
    const t = await app(false);
    expect((await t.request({ url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await t.request({ url: '/dev/outbox.json' })).statusCode).toBe(404);
  });

  it('follows SEED_DEMO by default, and never runs in production', () => {
    expect(loadConfig({}).outboxPage).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).outboxPage).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0', OUTBOX_PAGE: '1' }).outboxPage).toBe(true);
    expect(loadConfig({ OUTBOX_PAGE: 'off' }).outboxPage).toBe(false);
    expect(loadConfig(productionEnv).outboxPage).toBe(false);
    expect(() => loadConfig({ ...productionEnv, OUTBOX_PAGE: '1' })).toThrow(/OUTBOX_PAGE cannot be on with NODE_ENV=production/);
  });

  // The default HOST is 0.0.0.0: without this, anyone on the network who knows a username could ask for a
  // reset code and read it here. Addresses are from the documentation ranges (RFC 5737, RFC 3849).
  it('answers only to clients on this machine, whatever X-Forwarded-For claims', async () => {
    const t = await app(true, true);
    await t.app.messaging.send({ channel: 'sms', to: '5329998877', body: 'Şifre sıfırlama kodunuz: 246810.', purpose: 'password-reset' });
    const notFound = { success: false, message: 'The requested address was not found', data: null };
    const refused: [string, Record<string, string>][] = [
      ['203.0.113.7', {}],
      ['2001:db8::7', {}],
      // TRUST_PROXY=true makes request.ip 127.0.0.1 here; the socket still says who is asking.
      ['203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }],
      // A reverse proxy on this machine connects from loopback for every visitor; the visitor is named.
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.7;proto=https' }],
      ['::1', { forwarded: 'for="[2001:db8::7]:4711"' }],
    ];
    for (const [remoteAddress, headers] of refused) {
      for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=5329998877']) {
        const response = await t.request({ url, remoteAddress, headers: { ...headers, 'x-locale': 'en' } });
        expect(response.statusCode, `${url} from ${remoteAddress} ${JSON.stringify(headers)}`).toBe(404);
        expect(response.json()).toEqual(notFound);
        expect(response.body).not.toContain('246810');
      }
    }
    for (const [remoteAddress, headers] of [
      ['127.0.0.1', {}],
      ['::1', {}],
      ['::ffff:127.0.0.1', {}],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
    ] as [string, Record<string, string>][]) {
      const response = await t.request({ url: '/dev/outbox.json?to=5329998877', remoteAddress, headers });
      expect(response.statusCode, `${remoteAddress} ${JSON.stringify(headers)}`).toBe(200);
      expect(response.json().messages[0].code).toBe('246810');
    }
  });
});
