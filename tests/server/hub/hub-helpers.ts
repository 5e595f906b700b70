// Test helpers for the hub suite: a minimal Fastify instance carrying only the hub plugin on a
// real port, a session-store double for `authenticate`, real @microsoft/signalr clients and raw
// `ws` sockets that speak the protocol by hand.
import Fastify, { type FastifyInstance } from 'fastify';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import WebSocket from 'ws';
import { hubPlugin, type HubPluginOptions } from '../../../server/hub/plugin';
import type { HubBus } from '../../../server/hub/bus';

const RS = '\u001e';

/**
 * The session store's stand-in: a token `tok:<player>:<session>` is a live session of that
 * player unless revoked here; `tok:down` makes the store fail. Fingerprints are recorded so a
 * test can check they reached authentication.
 */
export class FakeSessions {
  readonly revoked = new Set<string>();
  readonly fingerprints: (string | undefined)[] = [];

  authenticate = async (token: string, fingerprint: string | undefined) => {
    this.fingerprints.push(fingerprint);
    if (token === 'tok:down') throw new Error('session store unavailable');
    const match = /^tok:([^:]+):([^:]+)$/.exec(token);
    if (!match || this.revoked.has(match[2])) return null;
    return { playerId: match[1], sessionId: match[2] };
  };
}

export const tokenFor = (playerId: string, sessionId: string) => `tok:${playerId}:${sessionId}`;

export interface TestHub {
  app: FastifyInstance;
  port: number;
  base: string;
  sessions: FakeSessions;
}

export async function startHub(
  bus: HubBus,
  options: Partial<HubPluginOptions> & { port?: number; sessions?: FakeSessions; logTo?: string[] } = {},
): Promise<TestHub> {
  const { port: wantedPort, sessions = new FakeSessions(), logTo, ...rest } = options;
  const app = Fastify({
    logger: logTo ? { level: 'debug', stream: { write: (line: string) => void logTo.push(line) } } : false,
  });
  await app.register(hubPlugin, { authenticate: sessions.authenticate, bus, ...rest });
  await app.listen({ port: wantedPort ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port, base: `http://127.0.0.1:${address.port}`, sessions };
}

export interface ClientOptions {
  token: string | (() => string);
  fingerprint?: string;
  headers?: Record<string, string>;
  reconnect?: boolean;
}

/** A real SignalR client, configured as the app's hub machine configures it. */
export function signalrClient(base: string, options: ClientOptions): HubConnection {
  const query = options.fingerprint === undefined ? '' : `?fingerprint=${encodeURIComponent(options.fingerprint)}`;
  const tokenOf = typeof options.token === 'function' ? options.token : () => options.token as string;
  let builder = new HubConnectionBuilder()
    .withUrl(`${base}/hub/frnotify${query}`, {
      accessTokenFactory: tokenOf,
      transport: HttpTransportType.WebSockets,
      skipNegotiation: false,
      headers: options.headers,
    })
    .configureLogging(LogLevel.None);
  if (options.reconnect !== false) builder = builder.withAutomaticReconnect([0, 2000, 10000, 30000]);
  return builder.build();
}

/** Resolves with the arguments of the next NotifyMessage that satisfies `match`. */
export function nextNotify(
  connection: HubConnection,
  match: (command: string, message: unknown) => boolean = () => true,
): Promise<[string, unknown]> {
  return new Promise((resolve) => {
    const handler = (command: string, message: unknown) => {
      if (!match(command, message)) return;
      connection.off('NotifyMessage', handler);
      resolve([command, message]);
    };
    connection.on('NotifyMessage', handler);
  });
}

/** A raw WebSocket that records every hub record it receives, for speaking the protocol by hand. */
export class RawHubSocket {
  readonly records: string[] = [];
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number }>;
  private waiters: Array<{ match: (record: string) => boolean; resolve: (record: string) => void }> = [];

  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.once('close', (code) => resolve({ code })));
    this.ws.on('message', (data) => {
      for (const record of data.toString().split(RS).slice(0, -1)) {
        this.records.push(record);
        this.waiters = this.waiters.filter((w) => {
          if (!w.match(record)) return true;
          w.resolve(record);
          return false;
        });
      }
    });
  }

  /** Resolves with the first record (already received or still to come) that satisfies `match`. */
  waitFor(match: (record: string) => boolean): Promise<string> {
    const seen = this.records.find(match);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  waitForType(type: number): Promise<Record<string, unknown>> {
    return this.waitFor((r) => {
      try {
        return JSON.parse(r).type === type;
      } catch {
        return false;
      }
    }).then((r) => JSON.parse(r));
  }

  send(text: string | Buffer, binary = false): void {
    this.ws.send(text, { binary });
  }

  async handshake(): Promise<void> {
    await this.opened;
    this.send(`{"protocol":"json","version":1}${RS}`);
    const response = await this.waitFor(() => true);
    if (response !== '{}') throw new Error(`handshake refused: ${response}`);
  }

  close(): void {
    this.ws.close();
  }
}

export async function negotiate(
  base: string,
  token: string | undefined,
  init: { origin?: string; version?: number | null } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const version = init.version === undefined ? 1 : init.version;
  const query = version === null ? '' : `?negotiateVersion=${version}`;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.origin) headers.origin = init.origin;
  const response = await fetch(`${base}/hub/frnotify/negotiate${query}`, { method: 'POST', headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** The ws URL of the hub for a raw socket, with the query parameters the browser client sends. */
export function socketUrl(base: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${base.replace(/^http/, 'ws')}/hub/frnotify${search ? `?${search}` : ''}`;
}

export { RS };
