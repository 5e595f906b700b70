// Issue 12, point 6: clients that send their headers and then trickle the body (or trickle the headers)
// are answered 408 and closed once the request timeout passes, and one address cannot hold more than its
// cap of connections: the next one is refused while the others stay open. Raw sockets against the real
// app on a loopback port; short timeouts come through the config, and every wait is for a socket event.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { buildTestApp, listenOnLoopback, type TestApp } from '../helpers/app';

/** A raw client socket that keeps what it received and tells when it closed. */
class RawClient {
  readonly socket: Socket;
  received = '';
  readonly connected: Promise<void>;
  readonly closed: Promise<string>;
  private trickle: NodeJS.Timeout | null = null;

  constructor(port: number) {
    this.socket = connect({ host: '127.0.0.1', port });
    this.socket.setEncoding('utf8');
    this.socket.on('data', (chunk: string) => (this.received += chunk));
    this.socket.on('error', () => {});
    this.connected = new Promise((resolve) => this.socket.once('connect', () => resolve()));
    this.closed = new Promise((resolve) =>
      this.socket.once('close', () => {
        this.stopTrickle();
        resolve(this.received);
      }),
    );
  }

  /** Sends `text` one byte at a time, one byte every `everyMs`, until the socket closes (the attack, not a wait). */
  trickleOut(text: string, everyMs: number) {
    let at = 0;
    this.trickle = setInterval(() => {
      if (this.socket.destroyed || at >= text.length) return this.stopTrickle();
      this.socket.write(text[at++]!);
    }, everyMs);
  }

  stopTrickle() {
    if (this.trickle) clearInterval(this.trickle);
    this.trickle = null;
  }

  /** The first answer's status line, once its headers are in. */
  status(): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const end = this.received.indexOf('\r\n');
        if (end >= 0) {
          this.socket.off('data', check);
          resolve(this.received.slice(0, end));
        }
      };
      this.socket.on('data', check);
      this.socket.once('close', () => reject(new Error(`closed without an answer: ${JSON.stringify(this.received)}`)));
      check();
    });
  }
}

const loginHead = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow requests are timed out (HTTP_REQUEST_TIMEOUT_MS, HTTP_HEADERS_TIMEOUT_MS)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      config: {
        http: { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 5_000, idleTimeoutMs: 60_000, maxConnectionsPerAddress: 0 },
      },
    });
    port = Number(new URL(await listenOnLoopback(t)).port);
  });
  afterAll(() => t.close());

  it('closes every connection that sent its headers and trickles its body, with 408', async () => {
    const body = JSON.stringify({ username: 'someone', password: 'x'.repeat(200) });
    const clients = Array.from({ length: 30 }, () => new RawClient(port));
    await Promise.all(clients.map((client) => client.connected));
    for (const client of clients) {
      client.socket.write(loginHead(body.length));
      // A byte far more often than the idle timeout, so only the request deadline can end it.
      client.trickleOut(body, 40);
    }
    // Every one is closed by the server (before the fix none ever was). Node answers 408 first; a client still
    // writing when the server closes may get a reset that drops that answer, so an empty one is allowed too.
    const answers = await Promise.all(clients.map((client) => client.closed));
    for (const answer of answers) expect(answer).toMatch(/^(HTTP\/1\.1 408 |$)/);
    expect(answers.filter((answer) => answer.startsWith('HTTP/1.1 408 ')).length).toBeGreaterThan(0);
  });

  it('closes a connection that trickles its headers, with 408', async () => {
    const client = new RawClient(port);
    await client.connected;
    client.trickleOut('GET /api/cms/grouped HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ' + 'p'.repeat(500), 20);
    expect(await client.closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a request that arrives in time on the same server', async () => {
    const client = new RawClient(port);
    await client.connected;
    client.socket.write('GET /api/no-such-thing HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await client.status()).toBe('HTTP/1.1 404 Not Found');
  });
});

describe('connections per address are capped (HTTP_MAX_CONNECTIONS_PER_ADDRESS)', () => {
  const cap = 3;
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      config: {
        http: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 30_000, idleTimeoutMs: 60_000, maxConnectionsPerAddress: cap },
      },
    });
    port = Number(new URL(await listenOnLoopback(t)).port);
  });
  afterAll(() => t.close());

  it('refuses the connection over the cap with 429 while the others stay open, and serves again once one closes', async () => {
    const held = Array.from({ length: cap }, () => new RawClient(port));
    await Promise.all(held.map((client) => client.connected));
    // Each held connection is really served (so the server counted it), and kept alive.
    for (const client of held) client.socket.write('GET /api/no-such-thing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await Promise.all(held.map((client) => client.status()))).toEqual(Array(cap).fill('HTTP/1.1 404 Not Found'));

    const extra = new RawClient(port);
    extra.socket.write('GET /api/no-such-thing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const refusal = await extra.closed;
    expect(refusal).toMatch(/^HTTP\/1\.1 429 /);
    expect(JSON.parse(refusal.slice(refusal.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false });
    for (const client of held) expect(client.socket.destroyed).toBe(false);

    // One held connection ends; its slot is free once the server saw it close (retried until it has).
    held[0]!.socket.end();
    await held[0]!.closed;
    let status = '';
    for (let attempt = 0; attempt < 50 && status !== 'HTTP/1.1 404 Not Found'; attempt++) {
      const next = new RawClient(port);
      next.socket.write('GET /api/no-such-thing HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      status = await next.status().catch(() => '');
      await next.closed;
    }
    expect(status).toBe('HTTP/1.1 404 Not Found');
    for (const client of held.slice(1)) client.socket.destroy();
  });
});

describe('the limits settings', () => {
  it('has timeouts on and the cap at 100 by default, off behind a proxy unless set', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 120_000,
      maxConnectionsPerAddress: 100,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).http.maxConnectionsPerAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '500' }).http.maxConnectionsPerAddress).toBe(500);
    expect(loadConfig({}).hubLimits).toEqual({ perSession: 10, perAddress: 50, guestsPerAddress: 20, guestNegotiationsPerMinute: 60, guestLifetimeMinutes: 60 });
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });
});
