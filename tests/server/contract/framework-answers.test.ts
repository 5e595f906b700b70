// Issue 12.12: the answers the framework gives before (or instead of) an operation's handler are all the
// envelope, with statuses the contract declares: bad JSON (400), a bad x-locale or x-fingerprint (400), a
// body over 1 MiB (413), a body that is not JSON (415), headers over Node's limit (431, over a real
// socket: inject() has no header limit), an unknown address under /api (404) and a GET-only path asked
// with POST (404). Expected statuses and messages are written here from the issue and the catalogue.
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { buildTestApp, listenOnLoopback } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login as loginAs } from '../helpers/players';

const envelope = (message: string) => ({ success: false, message, data: null });

/** Sends raw bytes and answers everything the server wrote before it closed. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(answer) : reject(error)));
    socket.on('close', () => resolve(answer));
    socket.write(request);
  });
}

describeEachTarget('framework answers keep the envelope on %s', (target) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp(target);
    port = Number(new URL(await listenOnLoopback(t)).port);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (payload: string, headers: Record<string, string>) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload, headers: { 'x-locale': 'en', ...headers } });

  it('400 for bad JSON', async () => {
    const response = await login('{"username": "ayse", ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(envelope('The request body is not valid JSON'));
    expectContract('login', 400, response.json());
  });

  it('400 for an x-locale or x-fingerprint the contract refuses, on a GET without a 400 of its own before', async () => {
    const player = await createTestPlayer(t.db);
    const { token } = await loginAs(t.request, player.username);
    const auth = { authorization: `Bearer ${token}` };
    const badLocale = await t.request({ method: 'GET', url: '/api/user/balance', headers: { ...auth, 'x-locale': 'de' } });
    expect(badLocale.statusCode).toBe(400);
    expectContract('getBalance', 400, badLocale.json());
    const badFingerprint = await t.request({ method: 'GET', url: '/api/customer/profile', headers: { ...auth, 'x-fingerprint': 'f'.repeat(129), 'x-locale': 'en' } });
    expect(badFingerprint.statusCode).toBe(400);
    expect(badFingerprint.json().success).toBe(false);
    expectContract('getProfile', 400, badFingerprint.json());
  });

  it('413 for a body over 1 MiB', async () => {
    const response = await login(JSON.stringify({ username: 'a'.repeat(1024 * 1024 + 1), password: 'x' }), { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(envelope('The request body is too large'));
    expectContract('login', 413, response.json());
  });

  it('415 for a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      const response = await login('username=ayse&password=secret', { 'content-type': type });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual(envelope('Unsupported content type; send the request body as application/json'));
      expectContract('login', 415, response.json());
    }
  });

  it('431 in the envelope, in both languages, for headers over the limit', async () => {
    const answer = await rawExchange(port, `GET /api/cms/grouped HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
    expect(JSON.parse(body)).toEqual(envelope('İstek başlıkları çok büyük / The request headers are too large'));
    expectContract('getBootstrap', 431, JSON.parse(body));
  });

  it('400 in the envelope for bytes that are not HTTP', async () => {
    const answer = await rawExchange(port, 'HELLO\x00 / HTTP/1.1\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(body)).toEqual(envelope('İstek geçersiz / The request is invalid'));
  });

  it('404 for an unknown address under /api and for a method the path does not take', async () => {
    for (const [method, url] of [['GET', '/api/no/such/thing'], ['POST', '/api/cms/grouped'], ['DELETE', '/api/auth/login']] as const) {
      const response = await t.request({ method, url, headers: { 'x-locale': 'en' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual(envelope('The requested address was not found'));
    }
  });
});
