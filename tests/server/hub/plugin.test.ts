// The hub plugin against the real @microsoft/signalr client (and raw sockets where the client
// cannot misbehave on purpose), on a minimal Fastify instance with the in-process bus.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { createMemoryHubBus, type HubBus } from '../../../server/hub/bus';
import type { HubPluginOptions } from '../../../server/hub/plugin';
import {
  RawHubSocket,
  RS,
  negotiate,
  nextNotify,
  signalrClient,
  socketUrl,
  startHub,
  tokenFor,
  type TestHub,
  type ClientOptions,
} from './hub-helpers';
import { ManualClock } from './manual-clock';

const hubs: TestHub[] = [];
const clients: HubConnection[] = [];
const sockets: RawHubSocket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  await Promise.allSettled(clients.splice(0).map((c) => c.stop()));
  await Promise.allSettled(hubs.splice(0).map((h) => h.app.close()));
});

async function hub(options: Partial<HubPluginOptions> & { port?: number } = {}) {
  const h = await startHub(createMemoryHubBus(), options);
  hubs.push(h);
  return h;
}

function client(h: TestHub, options: ClientOptions) {
  const c = signalrClient(h.base, options);
  clients.push(c);
  return c;
}

function raw(url: string, headers?: Record<string, string>) {
  const s = new RawHubSocket(url, headers);
  sockets.push(s);
  return s;
}

function closedWith(connection: HubConnection): Promise<Error | undefined> {
  return new Promise((resolve) => connection.onclose((error) => resolve(error)));
}

describe('negotiate', () => {
  it('answers version 1 with a connection id, a secret token and WebSockets only', async () => {
    const h = await hub();
    const { status, body } = await negotiate(h.base, tokenFor('p1', 's1'));
    expect(status).toBe(200);
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
  });

  it('answers version 0 (no negotiateVersion) with the connection id only', async () => {
    const h = await hub();
    const { status, body } = await negotiate(h.base, tokenFor('p1', 's1'), { version: null });
    expect(status).toBe(200);
    expect(body.negotiateVersion).toBe(0);
    expect(body.connectionToken).toBeUndefined();
    // A version 0 client opens the socket with the connection id itself.
    const s = raw(socketUrl(h.base, { id: body.connectionId as string, access_token: tokenFor('p1', 's1') }));
    await s.handshake();
  });

  it('refuses a missing or unknown token with 401 and a failing session store with 503', async () => {
    const h = await hub();
    expect((await negotiate(h.base, undefined)).status).toBe(401);
    expect((await negotiate(h.base, 'garbage')).status).toBe(401);
    expect((await negotiate(h.base, 'tok:down')).status).toBe(503);
  });

  it('refuses a foreign Origin with 403 and accepts its own and the allowed ones', async () => {
    const h = await hub({ allowedOrigins: ['https://allowed.example'] });
    const token = tokenFor('p1', 's1');
    expect((await negotiate(h.base, token, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await negotiate(h.base, token, { origin: h.base })).status).toBe(200);
    const cross = await fetch(`${h.base}/hub/frnotify/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, origin: 'https://allowed.example' },
    });
    expect(cross.status).toBe(200);
    expect(cross.headers.get('access-control-allow-origin')).toBe('https://allowed.example');
  });

  it('answers the CORS preflight of an allowed origin only', async () => {
    const h = await hub({ allowedOrigins: (origin) => origin.endsWith('.allowed.example') });
    const preflight = (origin: string) =>
      fetch(`${h.base}/hub/frnotify/negotiate`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
    const ok = await preflight('https://app.allowed.example');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-headers')).toBe('authorization');
    expect((await preflight('https://evil.example')).status).toBe(403);
  });
});

describe('a connected SignalR client', () => {
  it('completes the handshake and receives NotifyMessage(command, message) meant for its player', async () => {
    const h = await hub();
    const alice = client(h, { token: tokenFor('alice', 's-a'), fingerprint: 'fp-alice' });
    const bob = client(h, { token: tokenFor('bob', 's-b') });
    await Promise.all([alice.start(), bob.start()]);
    expect(alice.state).toBe(HubConnectionState.Connected);
    expect(h.sessions.fingerprints).toContain('fp-alice');
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(2));

    const bobGot: unknown[] = [];
    bob.on('NotifyMessage', (command: string, message: unknown) => bobGot.push([command, message]));
    const aliceGot = nextNotify(alice);
    expect(await h.app.hub.publishToPlayer('alice', 'Balance', { balance: 1234.56, cash: 1000, bonus: 234.56 })).toBe(true);
    expect(await aliceGot).toEqual(['Balance', { balance: 1234.56, cash: 1000, bonus: 234.56 }]);

    // A broadcast reaches both; bob's only message is that broadcast.
    const aliceAll = nextNotify(alice, (c) => c === 'Jackpot');
    const bobAll = nextNotify(bob, (c) => c === 'Jackpot');
    await h.app.hub.publishToAll('Jackpot', { tier: 'grand' });
    expect(await aliceAll).toEqual(['Jackpot', { tier: 'grand' }]);
    expect(await bobAll).toEqual(['Jackpot', { tier: 'grand' }]);
    expect(bobGot).toEqual([['Jackpot', { tier: 'grand' }]]);
  });

  it('delivers to every connection of the player (several tabs)', async () => {
    const h = await hub();
    const tab1 = client(h, { token: tokenFor('carol', 's1') });
    const tab2 = client(h, { token: tokenFor('carol', 's2') });
    await Promise.all([tab1.start(), tab2.start()]);
    const got = Promise.all([nextNotify(tab1), nextNotify(tab2)]);
    await h.app.hub.publishToPlayer('carol', 'Notification', { id: 7, title: 'Hi' });
    expect(await got).toEqual([
      ['Notification', { id: 7, title: 'Hi' }],
      ['Notification', { id: 7, title: 'Hi' }],
    ]);
  });

  it('answers an invoke of an unknown method with an error, and stays connected', async () => {
    const h = await hub();
    const c = client(h, { token: tokenFor('p1', 's1') });
    await c.start();
    await expect(c.invoke('StealMoney', 1000)).rejects.toThrow("Unknown hub method 'StealMoney'.");
    // A non-blocking send gets no answer and does no harm.
    await c.send('AlsoUnknown', 1);
    const got = nextNotify(c);
    await h.app.hub.publishToPlayer('p1', 'Balance', { balance: 1 });
    expect(await got).toEqual(['Balance', { balance: 1 }]);
    expect(c.state).toBe(HubConnectionState.Connected);
  });

  it('is refused when unauthenticated, and never retried into a connection', async () => {
    const h = await hub();
    const c = client(h, { token: 'not-a-session' });
    await expect(c.start()).rejects.toThrow();
    expect(c.state).toBe(HubConnectionState.Disconnected);
    expect(h.app.hub.connectionCount).toBe(0);
  });

  it('is refused from a foreign Origin', async () => {
    const h = await hub();
    const c = client(h, { token: tokenFor('p1', 's1'), headers: { Origin: 'https://evil.example' } });
    await expect(c.start()).rejects.toThrow();
    expect(h.app.hub.connectionCount).toBe(0);
    const ok = client(h, { token: tokenFor('p1', 's1'), headers: { Origin: h.base } });
    await ok.start();
    expect(ok.state).toBe(HubConnectionState.Connected);
  });

  it('is closed for good when its session is revoked; other sessions stay', async () => {
    const h = await hub();
    const revoked = client(h, { token: tokenFor('dave', 'old') });
    const kept = client(h, { token: tokenFor('dave', 'new') });
    await Promise.all([revoked.start(), kept.start()]);
    let reconnecting = false;
    revoked.onreconnecting(() => {
      reconnecting = true;
    });
    const closed = closedWith(revoked);
    h.sessions.revoked.add('old');
    expect(await h.app.hub.revokeSession('old')).toBe(true);
    const error = await closed;
    expect(error?.message).toContain('Session revoked.');
    expect(revoked.state).toBe(HubConnectionState.Disconnected);
    expect(reconnecting).toBe(false);

    const got = nextNotify(kept);
    await h.app.hub.publishToPlayer('dave', 'Balance', { balance: 2 });
    expect(await got).toEqual(['Balance', { balance: 2 }]);
    expect(h.app.hub.connectionCount).toBe(1);
  });

  it('is forgotten by the server when it stops', async () => {
    const h = await hub();
    const c = client(h, { token: tokenFor('p1', 's1') });
    await c.start();
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(1));
    await c.stop();
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(0));
  });

  it('is closed for good when the credential that opened it expires', async () => {
    // A studio launch token carries its expiry; a session token has none and ends by revocation.
    const clock = new ManualClock();
    const h = await hub({
      clock,
      authenticate: async (token) =>
        token === 'launch' ? { playerId: 'p1', sessionId: 's1', expiresAt: new Date(clock.now() + 400) } : { playerId: 'p1', sessionId: 's2' },
    });
    const page = client(h, { token: 'launch' });
    const site = client(h, { token: 'session' });
    await Promise.all([page.start(), site.start()]);
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(2));
    let reconnecting = false;
    page.onreconnecting(() => {
      reconnecting = true;
    });
    const closed = closedWith(page);
    clock.advance(399);
    expect(h.app.hub.connectionCount).toBe(2);
    clock.advance(1);
    const error = await closed;
    expect(error?.message).toContain('Authorization expired.');
    expect(page.state).toBe(HubConnectionState.Disconnected);
    expect(reconnecting).toBe(false);
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(1));
    expect(site.state).toBe(HubConnectionState.Connected);
  });

  it('is counted under the tags its identity carries while it is connected', async () => {
    // An app may mark kinds of clients (the studio's crash page: `studio:crash`) when it authenticates them.
    const h = await hub({
      authenticate: async (token) => (token === 'page' ? { playerId: 'p1', sessionId: 's1', tags: ['studio:crash'] } : { playerId: 'p2', sessionId: 's2' }),
    });
    const page = client(h, { token: 'page' });
    const site = client(h, { token: 'site' });
    await Promise.all([page.start(), site.start()]);
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(2));
    expect(h.app.hub.countTagged('studio:crash')).toBe(1);
    expect(h.app.hub.countTagged('other')).toBe(0);
    await page.stop();
    await vi.waitFor(() => expect(h.app.hub.countTagged('studio:crash')).toBe(0));
    expect(h.app.hub.connectionCount).toBe(1);
  });
});

describe('publishing', () => {
  it('resolves false, without throwing at the caller, when the bus refuses', async () => {
    const memory = createMemoryHubBus();
    const failing: HubBus = { ...memory, publish: async () => Promise.reject(new Error('bus down')) };
    const h = await startHub(failing);
    hubs.push(h);
    expect(await h.app.hub.publishToPlayer('p1', 'Balance', { balance: 1 })).toBe(false);
    expect(await h.app.hub.publishToAll('x', 1)).toBe(false);
    expect(await h.app.hub.revokeSession('s1')).toBe(false);
  });

  it('refuses a message JSON cannot carry, rather than sending something else', async () => {
    const h = await hub();
    expect(await h.app.hub.publishToPlayer('p1', 'Balance', { balance: 10n })).toBe(false);
  });
});

describe('slow clients', () => {
  it('drops a client that stops reading while pushes pile up, and keeps serving the others', async () => {
    const h = await hub({ maxBufferedBytes: 64 * 1024 });
    const healthy = client(h, { token: tokenFor('quick', 's-q') });
    await healthy.start();
    const stalled = raw(socketUrl(h.base, { access_token: tokenFor('stuck', 's-s') }));
    await stalled.handshake();
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(2));
    // Stop reading from the socket: the kernel buffers fill, then the server's send queue grows.
    (stalled.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const payload = { blob: 'x'.repeat(32 * 1024) };
    for (let i = 0; i < 400 && h.app.hub.connectionCount === 2; i += 1) {
      await h.app.hub.publishToPlayer('stuck', 'Big', payload);
    }
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(1));
    const got = nextNotify(healthy);
    await h.app.hub.publishToPlayer('quick', 'Balance', { balance: 7 });
    expect(await got).toEqual(['Balance', { balance: 7 }]);
  });
});

describe('server restarts', () => {
  async function restartScenario(stop: (h: TestHub) => Promise<void>) {
    const first = await startHub(createMemoryHubBus());
    let current = first;
    hubs.push(first);
    let token = tokenFor('erin', 's1');
    const c = client(first, { token: () => token });
    await c.start();
    const firstId = c.connectionId;

    const reconnecting = new Promise<void>((resolve) => c.onreconnecting(() => resolve()));
    const reconnected = new Promise<string | undefined>((resolve) => c.onreconnected((id) => resolve(id)));
    await stop(first);
    await reconnecting;
    expect(c.state).toBe(HubConnectionState.Reconnecting);

    // Back on the same port, as a restarted process would be; the client's next retry finds it.
    current = await startHub(createMemoryHubBus(), { port: first.port });
    hubs.push(current);
    token = tokenFor('erin', 's1');
    const newId = await reconnected;
    expect(c.state).toBe(HubConnectionState.Connected);
    expect(newId).not.toBe(firstId);

    const got = nextNotify(c);
    await current.app.hub.publishToPlayer('erin', 'Balance', { balance: 3 });
    expect(await got).toEqual(['Balance', { balance: 3 }]);
  }

  it('a graceful stop tells clients to reconnect, and they do once the server is back', async () => {
    await restartScenario(async (h) => {
      await h.app.close();
    });
  });

  it('a crash (sockets dropped without a Close message) also ends in a reconnection', async () => {
    await restartScenario(async (h) => {
      for (const socket of h.app.websocketServer.clients) socket.terminate();
      await h.app.close();
    });
  });
});

describe('keep-alive and timeouts (raw sockets, on a clock the test moves)', () => {
  async function connected(options: Partial<HubPluginOptions>) {
    const clock = new ManualClock();
    const h = await hub({ clock, ...options });
    const s = raw(socketUrl(h.base, { access_token: tokenFor('p1', 's1') }));
    await s.handshake();
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(1));
    return { clock, h, s };
  }
  const pings = (s: RawHubSocket) => s.records.filter((r) => r === '{"type":6}').length;

  it('pings a quiet client every keepAliveMs', async () => {
    const { clock, s } = await connected({ keepAliveMs: 50, clientTimeoutMs: 60_000 });
    clock.advance(49);
    clock.advance(1);
    expect(await s.waitForType(6)).toEqual({ type: 6 });
    // A second one follows: pinging repeats rather than firing once.
    clock.advance(50);
    await s.waitFor(() => pings(s) >= 2);
    expect(pings(s)).toBe(2);
  });

  it('closes a client that sends nothing for clientTimeoutMs, and not a moment before', async () => {
    const { clock, h, s } = await connected({ clientTimeoutMs: 150, keepAliveMs: 60_000 });
    clock.advance(149);
    expect(h.app.hub.connectionCount).toBe(1);
    clock.advance(1);
    await s.closed;
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(0));
  });

  it('keeps a client that pings, and ignores the pings', async () => {
    const { clock, h, s } = await connected({ clientTimeoutMs: 300, keepAliveMs: 60_000 });
    // Ping every 100 ms of hub time for 800 ms, well over the 300 ms timeout; each ping is seen to
    // restart the full timeout (the observable event) before time moves on.
    for (let i = 0; i < 8; i += 1) {
      clock.advance(100);
      s.send(`{"type":6}${RS}`);
      await vi.waitFor(() => expect(clock.dueIn()).toContain(300));
    }
    expect(h.app.hub.connectionCount).toBe(1);
    const pushed = s.waitForType(1);
    await h.app.hub.publishToPlayer('p1', 'Balance', { balance: 4 });
    expect(await pushed).toEqual({ type: 1, target: 'NotifyMessage', arguments: ['Balance', { balance: 4 }] });
    expect(s.records.some((r) => r.includes('"type":3'))).toBe(false);
    // And once it falls silent, the timeout still ends it.
    clock.advance(300);
    await s.closed;
  });

  it('closes a socket that never sends the handshake', async () => {
    const clock = new ManualClock();
    const h = await hub({ clock, handshakeTimeoutMs: 100 });
    const s = raw(socketUrl(h.base, { access_token: tokenFor('p1', 's1') }));
    await s.opened;
    // The server has taken the socket once its handshake timeout runs.
    await vi.waitFor(() => expect(clock.dueIn()).toEqual([100]));
    clock.advance(99);
    clock.advance(1);
    await s.closed;
    expect(h.app.hub.connectionCount).toBe(0);
  });
});

describe('the socket endpoint (raw sockets)', () => {
  it('accepts the token from the Authorization header as well as access_token', async () => {
    const h = await hub();
    const s = raw(socketUrl(h.base, {}), { authorization: `Bearer ${tokenFor('p1', 's1')}` });
    await s.handshake();
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(1));
  });

  it('refuses the upgrade without a token, with a bad one, or from a foreign Origin', async () => {
    const h = await hub();
    await expect(raw(socketUrl(h.base, {})).opened).rejects.toThrow('HTTP 401');
    await expect(raw(socketUrl(h.base, { access_token: 'bad' })).opened).rejects.toThrow('HTTP 401');
    await expect(
      raw(socketUrl(h.base, { access_token: tokenFor('p1', 's1') }), { origin: 'https://evil.example' }).opened,
    ).rejects.toThrow('HTTP 403');
    expect(h.app.hub.connectionCount).toBe(0);
  });

  it('opens a negotiated connection for the negotiating session only, one socket at a time', async () => {
    const h = await hub();
    const { body } = await negotiate(h.base, tokenFor('p1', 's1'));
    const id = body.connectionToken as string;
    await expect(raw(socketUrl(h.base, { id, access_token: tokenFor('p1', 'other') })).opened).rejects.toThrow('HTTP 404');
    await expect(raw(socketUrl(h.base, { id: 'never-issued', access_token: tokenFor('p1', 's1') })).opened).rejects.toThrow(
      'HTTP 404',
    );
    const s = raw(socketUrl(h.base, { id, access_token: tokenFor('p1', 's1') }));
    await s.handshake();
    await expect(raw(socketUrl(h.base, { id, access_token: tokenFor('p1', 's1') })).opened).rejects.toThrow('HTTP 409');
  });

  it('lets the socket reach another instance than negotiate did when they share the token secret', async () => {
    const secret = 'shared-secret-for-this-test';
    const a = await hub({ connectionTokenSecret: secret });
    const b = await hub({ connectionTokenSecret: secret });
    const stranger = await hub();
    const token = tokenFor('p1', 's1');
    const { body } = await negotiate(a.base, token);
    const id = body.connectionToken as string;
    await expect(raw(socketUrl(stranger.base, { id, access_token: token })).opened).rejects.toThrow('HTTP 404');
    const s = raw(socketUrl(b.base, { id, access_token: token }));
    await s.handshake();
    await vi.waitFor(() => expect(b.app.hub.connectionCount).toBe(1));
  });

  it('never writes the access token from the socket URL into the logs', async () => {
    const lines: string[] = [];
    const h = await startHub(createMemoryHubBus(), { logTo: lines });
    hubs.push(h);
    const secret = tokenFor('p1', 'secret-session-token');
    const s = raw(socketUrl(h.base, { access_token: secret, fingerprint: 'fp' }));
    await s.handshake();
    await vi.waitFor(() => expect(lines.some((l) => l.includes('hub connection open'))).toBe(true));
    await expect(raw(socketUrl(h.base, { access_token: `bad:${secret}` })).opened).rejects.toThrow('HTTP 401');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.includes('secret-session-token'))).toEqual([]);
  });

  it('answers a plain GET (no upgrade) with 404', async () => {
    const h = await hub();
    const response = await fetch(`${h.base}/hub/frnotify`);
    expect(response.status).toBe(404);
  });
});

describe('malformed input (raw sockets) ends only the offending connection', () => {
  const url = (h: TestHub) => socketUrl(h.base, { access_token: tokenFor('mallory', 'sm') });

  /** A healthy client beside the bad one, to prove the server keeps serving. */
  async function witness(h: TestHub) {
    const c = client(h, { token: tokenFor('walter', 'sw') });
    await c.start();
    return async () => {
      const got = nextNotify(c);
      await h.app.hub.publishToPlayer('walter', 'Balance', { balance: 5 });
      expect(await got).toEqual(['Balance', { balance: 5 }]);
    };
  }

  it.each([
    ['invalid JSON', `{"type":1,${RS}`],
    ['a JSON array', `[1,2,3]${RS}`],
    ['an invocation without target', `{"type":1,"invocationId":"1","arguments":[]}${RS}`],
    ['a completion with result and error', `{"type":3,"invocationId":"1","result":1,"error":"x"}${RS}`],
    ['an empty record', RS],
    ['a string type', `{"type":"1"}${RS}`],
  ])('after the handshake: %s gets a Close with the reason', async (_name, frame) => {
    const h = await hub();
    const stillServing = await witness(h);
    const s = raw(url(h));
    await s.handshake();
    s.send(frame);
    const closeMessage = await s.waitForType(7);
    expect(String(closeMessage.error)).toMatch(/^Connection closed with an error\. /);
    expect(closeMessage.allowReconnect).toBeUndefined();
    await s.closed;
    await stillServing();
  });

  it('a binary frame, or a record beyond the size limit, ends the connection', async () => {
    const h = await hub({ maxMessageBytes: 4096 });
    const stillServing = await witness(h);
    const binary = raw(url(h));
    await binary.handshake();
    binary.send(Buffer.from([0x7b, 0x7d, 0x1e]), true);
    await binary.closed;
    const huge = raw(url(h));
    await huge.handshake();
    huge.send('x'.repeat(3000));
    huge.send('x'.repeat(3000));
    await huge.closed;
    const frame = raw(url(h));
    await frame.handshake();
    frame.send(`{"type":6,"pad":"${'x'.repeat(5000)}"}${RS}`);
    await frame.closed;
    await stillServing();
  });

  it.each([
    ['garbage', `hello${RS}`, /^Invalid handshake request/],
    ['a hub message instead of the handshake', `{"type":6}${RS}`, /^Invalid handshake request/],
    ['another protocol', `{"protocol":"messagepack","version":1}${RS}`, /^Requested protocol 'messagepack' is not available\.$/],
    ['another version', `{"protocol":"json","version":2}${RS}`, /version 2/],
  ])('before the handshake: %s gets a handshake error and a close', async (_name, frame, reason) => {
    const h = await hub();
    const stillServing = await witness(h);
    const s = raw(url(h));
    await s.opened;
    s.send(frame);
    const response = JSON.parse(await s.waitFor(() => true));
    expect(response.error).toMatch(reason);
    await s.closed;
    expect(h.app.hub.connectionCount).toBe(1);
    await stillServing();
  });

  it('well-formed messages of unknown types, cancels, stream items and completions are ignored', async () => {
    const h = await hub();
    const s = raw(url(h));
    await s.handshake();
    s.send(`{"type":8,"sequenceId":1}${RS}{"type":5,"invocationId":"1"}${RS}`);
    s.send(`{"type":2,"invocationId":"1","item":1}${RS}{"type":3,"invocationId":"1"}${RS}`);
    const pushed = s.waitForType(1);
    await h.app.hub.publishToPlayer('mallory', 'Balance', { balance: 6 });
    expect((await pushed).arguments).toEqual(['Balance', { balance: 6 }]);
    expect(s.records.some((r) => r.includes('"type":7'))).toBe(false);
  });

  it('a handshake and an invocation in one frame are both handled', async () => {
    const h = await hub();
    const s = raw(url(h));
    await s.opened;
    s.send(`{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"42","target":"Nope","arguments":[]}${RS}`);
    const completion = await s.waitForType(3);
    expect(s.records[0]).toBe('{}');
    expect(completion).toEqual({ type: 3, invocationId: '42', error: "Unknown hub method 'Nope'." });
  });

  it('a client Close message ends the connection', async () => {
    const h = await hub();
    const s = raw(url(h));
    await s.handshake();
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(1));
    s.send(`{"type":7}${RS}`);
    await s.closed;
    expect(h.app.hub.connectionCount).toBe(0);
  });
});
