// The dev-only outbox page: registered with OUTBOX_PAGE (or SEED_DEMO) outside production only; lists
// the latest messages newest first with their codes (HTML), or as JSON filtered by recipient.
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { buildTestApp, type TestApp } from '../helpers/app';

describe('the outbox page', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  async function app(outboxPage: boolean) {
    const t = await buildTestApp('pglite', { config: { outboxPage } });
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
    expect(loadConfig({ NODE_ENV: 'production' }).outboxPage).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', OUTBOX_PAGE: '1' })).toThrow(/OUTBOX_PAGE cannot be on with NODE_ENV=production/);
  });
});
