// Requests are validated against the contract before any handler runs; a failure answers 400 with one
// sentence in the request's language naming the field and the broken rule.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';

describeEachTarget('request validation on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  const loginWith = (payload: unknown, locale?: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as Record<string, unknown>,
      headers: locale ? { 'x-locale': locale } : {},
    });

  it.each([
    [{ username: 'ab', password: 'secret123' }, 'tr', 'Kullanıcı adı en az 3 karakter olmalıdır'],
    [{ username: 'ab', password: 'secret123' }, 'en', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31), password: 'secret123' }, 'tr', 'Kullanıcı adı en fazla 30 karakter olmalıdır'],
    [{ username: 'demo', password: '1234' }, 'tr', 'Şifre en az 5 karakter olmalıdır'],
    [{ username: 'demo', password: '1234' }, 'en', 'Password must be at least 5 characters'],
    [{ username: 'demo' }, 'tr', 'Şifre zorunludur'],
    [{ password: 'secret123' }, 'en', 'Username is required'],
    [{ username: 12345, password: 'secret123' }, 'tr', 'Kullanıcı adı metin olmalıdır'],
    [{ username: 'demo', password: ['a'] }, 'en', 'Password must be a text'],
    [{ username: 'demo', password: 'secret123', admin: true }, 'tr', 'Bilinmeyen alan gönderildi: admin'],
    [{ username: null, password: 'secret123' }, 'en', 'Username must be a text'],
  ])('refuses %j in %s', async (payload, locale, message) => {
    const response = await loginWith(payload, locale);
    expect(response.statusCode).toBe(400);
    expectContract('login', 400, response.json());
    expect(response.json()).toEqual({ success: false, message, data: null });
  });

  it('defaults to Turkish for an unknown or missing language', async () => {
    expect((await loginWith({ username: 'ab', password: 'secret123' })).json().message).toBe(
      'Kullanıcı adı en az 3 karakter olmalıdır',
    );
    expect((await loginWith({ username: 'ab', password: 'secret123' }, 'EN')).json().message).toBe(
      'Username must be at least 3 characters',
    );
  });

  it('validates headers the contract describes', async () => {
    const badLocale = await t.request({ url: '/api/cms/grouped', headers: { 'x-locale': 'de' } });
    expect(badLocale.statusCode).toBe(400);
    expectContract('getBootstrap', 400, badLocale.json());
    expect(badLocale.json().message).toBe('Dil (x-locale) şu değerlerden biri olmalıdır: tr, en');

    const longFingerprint = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: 'demo1234' },
      headers: { 'x-fingerprint': 'f'.repeat(500), 'x-locale': 'en' },
    });
    expect(longFingerprint.statusCode).toBe(400);
    expect(longFingerprint.json().message).toBe('Device id (x-fingerprint) must be at most 128 characters');
  });

  it('refuses a missing body, a non-object body and an array body with the body message', async () => {
    const missing = await t.request({ method: 'POST', url: '/api/auth/login', headers: { 'x-locale': 'en' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The request body is missing or invalid; send a JSON object');
    for (const payload of ['[]', '"text"', '42', 'null', 'true']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message, payload).toBe('The request body is missing or invalid; send a JSON object');
    }
  });
});
