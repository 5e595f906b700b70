// The cluster suite's tools: HTTP over fetch shaped like Fastify's inject (so the server suite's operator
// helpers work against real instances), players with their own client address, SignalR clients through
// nginx that keep every Notification they hear (and resync from the API after each reconnect), and a
// bounded load of virtual players whose every money operation is recorded with whether it was acknowledged.
import { randomUUID } from 'node:crypto';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { isRetrySafe, withRetries } from '../../src/api/retry';

export type Request = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Fastify's inject, spoken over real HTTP to `base`: enough of LightMyRequestResponse for the test helpers. */
export function httpRequest(base: string, extraHeaders: Record<string, string> = {}): Request {
  return (async (options: InjectOptions) => {
    const headers: Record<string, string> = { ...extraHeaders, ...(options.headers as Record<string, string> | undefined) };
    let body: string | undefined;
    if (options.payload !== undefined) {
      body = typeof options.payload === 'string' ? options.payload : JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${base}${options.url as string}`, { method: options.method ?? 'GET', headers, body });
    const text = await response.text();
    return {
      statusCode: response.status,
      body: text,
      headers: Object.fromEntries(response.headers),
      json: () => JSON.parse(text),
    } as unknown as LightMyRequestResponse;
  }) as Request;
}

let addressSeq = 0;
/** A client address of its own (per-address limits meet one virtual player, not the whole load). */
export function nextAddress(): string {
  addressSeq += 1;
  return `10.${20 + Math.floor(addressSeq / 65_000)}.${Math.floor(addressSeq / 250) % 250}.${(addressSeq % 250) + 1}`;
}

export interface HubClient {
  connection: HubConnection;
  /** Titles of the Notifications heard on the hub, or found by the resync after a reconnect. */
  titles: Set<string>;
  reconnecting: number[];
  reconnected: number[];
}

/** A player's SignalR connection (the real @microsoft/signalr client) through `base`, retrying quickly. */
export async function hubClient(base: string, token: string, address: string): Promise<HubClient> {
  const titles = new Set<string>();
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/hub/frnotify`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
      headers: { 'x-forwarded-for': address },
    })
    .withAutomaticReconnect([0, 250, 500, 1000, 2000, 2000, 2000, 2000])
    .configureLogging(LogLevel.None)
    .build();
  const client: HubClient = { connection, titles, reconnecting: [], reconnected: [] };
  connection.on('NotifyMessage', (command: string, message: { title?: string }) => {
    if (command === 'Notification' && message?.title) titles.add(message.title);
  });
  connection.onreconnecting(() => client.reconnecting.push(Date.now()));
  connection.onreconnected(() => {
    client.reconnected.push(Date.now());
    // What the app does after every reconnect: read what was sent during the gap.
    void resync(base, token, address, titles);
  });
  await connection.start();
  return client;
}

async function resync(base: string, token: string, address: string, titles: Set<string>): Promise<void> {
  const response = await fetch(`${base}/api/customer/notification`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ skip: 0, take: 100 }),
  }).catch(() => null);
  if (!response?.ok) return;
  const items = ((await response.json()) as { data?: { items?: { title: string }[] } | { title: string }[] }).data;
  const list = Array.isArray(items) ? items : (items?.items ?? []);
  for (const item of list) titles.add(item.title);
}

export { resync };

export interface VirtualPlayer {
  id: string;
  username: string;
  token: string;
  address: string;
  launchToken: string;
  hub?: HubClient;
}

export interface MoneyOp {
  player: string;
  kind: 'spin' | 'deposit';
  /** The spin's requestId, the deposit's Idempotency-Key. */
  key: string;
  /** 200 seen: the client was told it happened. */
  acknowledged: boolean;
  /** No answer (the connection broke) or a 5xx: the client does not know. */
  unknown: boolean;
  roundId?: string;
}

export interface Failure {
  at: number;
  what: string;
  status: number | string;
}

export interface LoadResult {
  /** Calls made (a call retried is still one). */
  requests: number;
  /** Attempts sent again after a 502/503 or a broken connection. */
  retries: number;
  /** Calls that failed after their retries: a 5xx or no answer. */
  failures: Failure[];
  money: MoneyOp[];
}

/**
 * Each player in a loop until stop(): balance reads, slot spins (1 TRY), bank deposits and extra logins
 * from another device, one request at a time per player with a short pause. A failure is a 5xx or a
 * broken connection; a 4xx is an answer (a refused deposit is the business saying no).
 * The players' client retries as the app's does (src/api/retry.ts): balance reads, deposits (which carry
 * an Idempotency-Key) and studio spins (idempotent on their requestId, per the contract) are sent again
 * after a 502/503 or a broken connection; a login is not.
 */
export function runLoad(base: string, players: VirtualPlayer[], password: string, methods: { bank: number }) {
  const result: LoadResult = { requests: 0, retries: 0, failures: [], money: [] };
  let stopped = false;
  // The global Request (this module's own `Request` is the inject-shaped caller above).
  const safe = (request: globalThis.Request) => isRetrySafe(request) || new URL(request.url).pathname.startsWith('/api/studio/');
  /** One call: the app's retrying fetch, counting the attempts after the first. */
  const call = (request: globalThis.Request) => {
    let attempt = 0;
    return withRetries((sent) => {
      if (attempt++ > 0) result.retries += 1;
      return fetch(sent);
    }, { isRetrySafe: safe })(request);
  };
  const loops = players.map(async (player, index) => {
    let step = index;
    while (!stopped) {
      step += 1;
      const headers = { authorization: `Bearer ${player.token}`, 'content-type': 'application/json', 'x-forwarded-for': player.address };
      let what = 'balance';
      let op: MoneyOp | null = null;
      let url = '/api/user/balance';
      let init: RequestInit = { method: 'GET', headers };
      if (step % 3 === 1) {
        what = 'spin';
        op = { player: player.id, kind: 'spin', key: randomUUID(), acknowledged: false, unknown: false };
        url = '/api/studio/slot/spin';
        init = { method: 'POST', headers, body: JSON.stringify({ token: player.launchToken, requestId: op.key, bet: 1 }) };
      } else if (step % 11 === 5) {
        what = 'deposit';
        op = { player: player.id, kind: 'deposit', key: randomUUID(), acknowledged: false, unknown: false };
        url = '/api/payment/deposit';
        init = {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': op.key },
          body: JSON.stringify({ id: methods.bank, target: 'pay', detail: { amount: 100, senderName: 'Ayşe Yılmaz', senderBank: 3 } }),
        };
      } else if (step % 17 === 7) {
        what = 'login';
        url = '/api/auth/login';
        init = {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': player.address, 'x-fingerprint': `load-${player.id.slice(0, 8)}` },
          body: JSON.stringify({ username: player.username, password }),
        };
      }
      result.requests += 1;
      if (op) result.money.push(op);
      try {
        const response = await call(new globalThis.Request(`${base}${url}`, init));
        const text = await response.text();
        if (response.status >= 500) {
          result.failures.push({ at: Date.now(), what, status: response.status });
          if (op) op.unknown = true;
        } else if (op && response.status === 200) {
          op.acknowledged = true;
          if (op.kind === 'spin') op.roundId = (JSON.parse(text) as { data: { roundId: string } }).data.roundId;
        }
      } catch (error) {
        result.failures.push({ at: Date.now(), what, status: (error as Error).message });
        if (op) op.unknown = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
  return {
    result,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return result;
    },
  };
}
