// No client mistake may produce a 500: malformed JSON, wrong media types, huge bodies, unknown routes and
// wrong methods all answer a 4xx envelope. A real fault answers a generic 500 with the request id.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../../server/handlers';
import { buildTestApp, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';

describeEachTarget('error answers on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target, {
      handlers: {
        ...handlers,
        getRegistrationForm: () => {
          throw new Error('database exploded');
        },
        // Stands for a handler passing a client's value the database cannot take.
        getJackpotCards: async (ctx) => {
          await ctx.db.execute(sql`select ${'99999999999'}::integer`);
          throw new Error('unreachable');
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  const post = (payload: string, contentType = 'application/json', locale = 'en') =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': contentType, 'x-locale': locale },
    });

  it.each([
    ['{bad json', 'The request body is not valid JSON'],
    ['{"username": "demo", "password": "demo1234"', 'The request body is not valid JSON'],
    ['', 'The request body must not be empty'],
    ['{"__proto__": {"admin": true}, "username": "demo", "password": "demo1234"}', 'The request body is not valid JSON'],
    ['{"constructor": {"prototype": {"x": 1}}, "username": "demo", "password": "demo1234"}', 'The request body is not valid JSON'],
  ])('answers 400 for the body %j', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, data: null });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'answers 415 for the media type %s',
    async (contentType) => {
      const response = await post('username=demo&password=demo1234', contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        message: 'Unsupported content type; send the request body as application/json',
        data: null,
      });
    },
  );

  it('answers 400 for a huge string and 413 for a body over the limit', async () => {
    const huge = await post(JSON.stringify({ username: 'x'.repeat(200_000), password: 'secret123' }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Username must be at most 30 characters');

    const tooLarge = await post(JSON.stringify({ username: 'demo', password: 'y'.repeat(2 * 1024 * 1024) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ success: false, message: 'The request body is too large', data: null });
  });

  it('answers 400 for deeply nested JSON', async () => {
    const nested = `{"username": ${'['.repeat(5000)}${']'.repeat(5000)}, "password": "secret123"}`;
    expect((await post(nested)).statusCode).toBe(400);
  });

  it('answers 400 for a NUL character, which the database cannot store', async () => {
    const response = await post('{"username": "demo\\u0000x", "password": "secret123"}');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Username contains invalid characters');
    const inKey = await post('{"username": "demo", "password": "secret123", "a\\u0000": 1}');
    expect(inKey.statusCode).toBe(400);
  });

  it('treats a lone surrogate as an ordinary wrong password', async () => {
    const response = await post('{"username": "ðemo\\ud800", "password": "\\ud800secret"}');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Wrong username or password');
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api'],
    ['GET', '/api/auth/login'],
    ['DELETE', '/api/auth/login'],
    ['PUT', '/api/user/balance'],
    ['GET', '/api/auth/login/extra'],
    ['GET', '/not-an-api-path'],
  ] as const)('answers 404 with the envelope for %s %s', async (method, url) => {
    const response = await t.request({ method, url, headers: { 'x-locale': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'The requested address was not found', data: null });
  });

  it('answers 400 for an undecodable URL', async () => {
    const response = await t.request({ url: '/api/cms/%E0%A4%A', headers: { 'x-locale': 'en' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().success).toBe(false);
  });

  it('answers a generic localized 500 with the request id for a real fault', async () => {
    const response = await t.request({ url: '/api/auth/form', headers: { 'x-request-id': 'trace-abc-123' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe('trace-abc-123');
    expect(response.json()).toEqual({
      success: false,
      message: 'Beklenmeyen bir hata oluştu, lütfen daha sonra yeniden deneyin (hata kodu: trace-abc-123)',
      data: null,
    });
    expect(response.body).not.toContain('exploded');
  });

  it('answers 400 when the database refuses a value the contract let through', async () => {
    const response = await t.request({ url: '/api/casino/jackpotcards', headers: { 'x-locale': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request is invalid', data: null });
  });

  it('answers 4xx for a content page id beyond the database integer range', async () => {
    const response = await t.request({ url: '/api/cms/page/99999999999' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('echoes a safe x-request-id and replaces an unsafe one', async () => {
    const safe = await t.request({ url: '/api/nothing', headers: { 'x-request-id': 'abc.DEF-123_4:5' } });
    expect(safe.headers['x-request-id']).toBe('abc.DEF-123_4:5');
    const unsafe = await t.request({ url: '/api/nothing', headers: { 'x-request-id': 'evil\tvalue {}' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await t.request({ url: '/api/nothing' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never caches API answers', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'x', password: 'y' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
