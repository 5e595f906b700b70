// Guests on the hub (guest17): a visitor without a session token connects and hears the broadcasts the
// hub names for guests (the book's SportsOdds), never a player's message, not even by guessing a player
// id or group, and may invoke nothing. Per address (an IPv6 /64): at most N guest connections at once
// and M negotiations a minute, refused with 429 and the reason; a guest connection ends after its
// lifetime with reconnection allowed. The numbers below (caps of 2 and 3, a lifetime of 1,000 ms) are
// the rules under test, chosen small; the defaults are the app's business (server/config.ts).
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { createMemoryHubBus, type HubBus } from '../../../server/hub/bus';
import { addressKey, createMemoryGuestLimits, createRedisGuestLimits, type GuestLimits } from '../../../server/hub/guest-limits';
import type { HubGuestOptions, HubPluginOptions } from '../../../server/hub/plugin';
import { createRedisHubBus } from '../../../server/hub/redis-bus';
import { buildTestApp, listenOnLoopback } from '../helpers/app';
import { createTestPlayer, login } from '../helpers/players';
import { ManualClock } from './manual-clock';
import { negotiate, nextNotify, RawHubSocket, RS, signalrClient, socketUrl, startHub, tokenFor, type TestHub } from './hub-helpers';

const redisUrl = process.env.TEST_REDIS_URL;
const hubs: TestHub[] = [];
const clients: HubConnection[] = [];
const sockets: RawHubSocket[] = [];
const closers: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  await Promise.allSettled(clients.splice(0).map((c) => c.stop()));
  await Promise.allSettled(hubs.splice(0).map((h) => h.app.close()));
  await Promise.allSettled(closers.splice(0).map((close) => close()));
});

const SPORTS_ODDS = { eventId: 'e1', at: '2026-11-27T10:00:00.000Z', markets: [{ id: 'm1', status: 'active', version: 2, outcomes: [{ id: 'o1', odds: 2.15 }] }] };

async function hub(guests: Partial<HubGuestOptions> | null, options: Partial<HubPluginOptions> = {}, bus: HubBus = createMemoryHubBus()) {
  const h = await startHub(bus, { ...options, ...(guests ? { guests: { commands: ['SportsOdds', 'SportsEvent'], ...guests } } : {}) });
  hubs.push(h);
  return h;
}

function guestClient(h: TestHub, reconnect = false) {
  const c = signalrClient(h.base, { token: '', reconnect });
  clients.push(c);
  return c;
}

function playerClient(h: TestHub, playerId: string, sessionId: string) {
  const c = signalrClient(h.base, { token: tokenFor(playerId, sessionId) });
  clients.push(c);
  return c;
}

function raw(url: string, headers: Record<string, string> = {}) {
  const s = new RawHubSocket(url, headers);
  sockets.push(s);
  return s;
}

/** Every NotifyMessage a client receives, in order. */
function recorder(c: HubConnection) {
  const seen: Array<[string, unknown]> = [];
  c.on('NotifyMessage', (command: string, message: unknown) => seen.push([command, message]));
  return seen;
}

describe('a guest connection', () => {
  it('negotiates and connects without a token, and receives SportsOdds published to all', async () => {
    const h = await hub({});
    const n = await negotiate(h.base, undefined);
    expect(n.status).toBe(200);
    expect(n.body).toMatchObject({ negotiateVersion: 1, availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }] });

    const guest = guestClient(h);
    await guest.start();
    expect(guest.state).toBe(HubConnectionState.Connected);
    await vi.waitFor(() => expect(h.app.hub.guestCount).toBe(1));
    const got = nextNotify(guest);
    expect(await h.app.hub.publishToAll('SportsOdds', SPORTS_ODDS)).toBe(true);
    expect(await got).toEqual(['SportsOdds', SPORTS_ODDS]);
  });

  it("never receives a player's Balance or Notification, even for a guessed player id, nor broadcasts not named for guests", async () => {
    const h = await hub({});
    const guest = guestClient(h);
    await guest.start();
    const guestSaw = recorder(guest);
    const player = playerClient(h, 'p1', 's1');
    await player.start();
    const playerSaw = recorder(player);

    // The guest's own identity has an empty player id and a fixed session: every guess is published.
    for (const playerId of ['p1', '', 'guest', '\u0000guest', 'ops:backoffice', '*']) {
      await h.app.hub.publishToPlayer(playerId, 'Balance', { balance: 100, cash: 100, bonus: 0 });
      await h.app.hub.publishToPlayer(playerId, 'Notification', { id: 7, title: 'Para çekme onaylandı' });
    }
    // A broadcast not named for guests (a studio game's round) reaches players only.
    await h.app.hub.publishToAll('CrashRound', { id: 'r1' });
    // The marker goes to everyone after the rest: once the guest has it, the bus delivered all before it.
    await h.app.hub.publishToAll('SportsOdds', SPORTS_ODDS);
    await vi.waitFor(() => expect(guestSaw.length + playerSaw.length).toBeGreaterThanOrEqual(5));
    await vi.waitFor(() => expect(playerSaw.at(-1)?.[0]).toBe('SportsOdds'));

    expect(guestSaw).toEqual([['SportsOdds', SPORTS_ODDS]]);
    expect(playerSaw.map(([command]) => command)).toEqual(['Balance', 'Notification', 'CrashRound', 'SportsOdds']);
  });

  it('joins no group by query parameters or invocations', async () => {
    const h = await hub({});
    // A raw guest socket that names a player in every way the query could carry one, then asks to join.
    const s = raw(socketUrl(h.base, { playerId: 'p1', group: 'p1', sessionId: 's1', fingerprint: 'x' }));
    await s.handshake();
    s.send(`${JSON.stringify({ type: 1, invocationId: '1', target: 'JoinGroup', arguments: ['p1'] })}${RS}`);
    s.send(`${JSON.stringify({ type: 1, invocationId: '2', target: 'Subscribe', arguments: ['player:p1'] })}${RS}`);
    await s.waitFor((r) => r.includes('"invocationId":"2"'));
    await h.app.hub.publishToPlayer('p1', 'Balance', { balance: 1 });
    await h.app.hub.publishToAll('SportsOdds', SPORTS_ODDS);
    await s.waitFor((r) => r.includes('SportsOdds'));
    expect(s.records.filter((r) => r.includes('Balance'))).toEqual([]);
  });

  it('cannot invoke hub methods: each invoke is answered with an error, and it stays connected', async () => {
    const h = await hub({});
    const guest = guestClient(h);
    await guest.start();
    await expect(guest.invoke('SendMessage', 'hello')).rejects.toThrow('Guests cannot invoke hub methods.');
    await expect(guest.invoke('PlaceBet', { stake: 10 })).rejects.toThrow('Guests cannot invoke hub methods.');
    expect(guest.state).toBe(HubConnectionState.Connected);
  });

  it('is refused without a token when guests are not enabled, and a bad token is still a 401 when they are', async () => {
    const off = await hub(null);
    expect((await negotiate(off.base, undefined)).status).toBe(401);
    const on = await hub({});
    expect((await negotiate(on.base, 'not-a-session')).status).toBe(401);
    await expect(raw(socketUrl(on.base, { access_token: 'not-a-session' })).opened).rejects.toThrow('HTTP 401');
  });

  it("cannot open a player's negotiated connection, nor a player a guest's", async () => {
    const h = await hub({});
    const asGuest = await negotiate(h.base, undefined);
    const asPlayer = await negotiate(h.base, tokenFor('p1', 's1'));
    await expect(raw(socketUrl(h.base, { id: String(asPlayer.body.connectionToken) })).opened).rejects.toThrow('HTTP 404');
    await expect(raw(socketUrl(h.base, { id: String(asGuest.body.connectionToken), access_token: tokenFor('p1', 's1') })).opened).rejects.toThrow('HTTP 404');
  });

  it('is Origin-checked as players are', async () => {
    const h = await hub({});
    expect((await negotiate(h.base, undefined, { origin: 'https://evil.example' })).status).toBe(403);
    await expect(raw(socketUrl(h.base, {}), { origin: 'https://evil.example' }).opened).rejects.toThrow('HTTP 403');
    expect((await negotiate(h.base, undefined, { origin: h.base })).status).toBe(200);
  });
});

describe('guest limits per address', () => {
  it('refuses the connection over the cap with 429 and the reason; a closed one frees its slot', async () => {
    const h = await hub({ maxConnectionsPerAddress: 2 });
    const first = guestClient(h);
    await first.start();
    const second = guestClient(h);
    await second.start();
    await vi.waitFor(() => expect(h.app.hub.guestCount).toBe(2));

    const refused = await negotiate(h.base, undefined);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: 'Too many guest connections from this address (at most 2).', data: null });
    // The real client's start fails, naming the status and the reason.
    const third = guestClient(h);
    const failure = await third.start().then(() => null, (error: Error) => error.message);
    expect(failure).toContain("Status code '429'");
    expect(failure).toContain('Too many guest connections from this address (at most 2).');
    // A socket opened without negotiating meets the same cap before any socket exists.
    await expect(raw(socketUrl(h.base, {})).opened).rejects.toThrow('HTTP 429');

    // Players from the same address are not counted against the guests' cap.
    const player = playerClient(h, 'p1', 's1');
    await player.start();
    expect(player.state).toBe(HubConnectionState.Connected);

    await first.stop();
    await vi.waitFor(async () => expect((await negotiate(h.base, undefined)).status).toBe(200));
    const again = guestClient(h);
    await again.start();
    expect(again.state).toBe(HubConnectionState.Connected);
  });

  it('takes slots atomically: of five sockets opened at once with a cap of 2, two get one', async () => {
    const h = await hub({ maxConnectionsPerAddress: 2 });
    const attempts = Array.from({ length: 5 }, () => raw(socketUrl(h.base, {})));
    const results = await Promise.allSettled(attempts.map((s) => s.opened));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual(Array(3).fill('Error: HTTP 429'));
  });

  it('refuses negotiations past the per-minute cap with 429 and Retry-After, until the next minute', async () => {
    const clock = new ManualClock(); // starts at a whole minute (1_800_000_000_000 ms)
    const h = await hub({ maxNegotiationsPerMinute: 3 }, { clock });
    for (let i = 0; i < 3; i += 1) expect((await negotiate(h.base, undefined)).status).toBe(200);
    clock.advance(15_000);
    const response = await fetch(`${h.base}/hub/frnotify/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('45');
    expect(await response.json()).toEqual({ success: false, message: 'Too many hub negotiations from this address (at most 3 a minute).', data: null });
    // A socket without negotiate counts as one, so skipping negotiate does not get round the cap.
    await expect(raw(socketUrl(h.base, {})).opened).rejects.toThrow('HTTP 429');
    // Players are not counted.
    expect((await negotiate(h.base, tokenFor('p1', 's1'))).status).toBe(200);
    clock.advance(45_000);
    expect((await negotiate(h.base, undefined)).status).toBe(200);
  });

  it('ends a guest connection after its lifetime (not before nine tenths of it) with reconnection allowed', async () => {
    const clock = new ManualClock();
    const h = await hub({ maxLifetimeMs: 1000 }, { clock, keepAliveMs: 600_000, clientTimeoutMs: 600_000 });
    const s = raw(socketUrl(h.base, {}));
    await s.handshake();
    await vi.waitFor(() => expect(h.app.hub.guestCount).toBe(1));
    clock.advance(899);
    expect(h.app.hub.guestCount).toBe(1);
    clock.advance(101);
    expect(await s.waitForType(7)).toEqual({ type: 7, error: 'Connection lifetime ended.', allowReconnect: true });
    await s.closed;
    expect(h.app.hub.guestCount).toBe(0);
  });

  it('drops a guest socket that sends no handshake within the guest handshake timeout', async () => {
    const clock = new ManualClock();
    const h = await hub({ handshakeTimeoutMs: 200 }, { clock, handshakeTimeoutMs: 15_000 });
    const s = raw(socketUrl(h.base, {}));
    await s.opened;
    await vi.waitFor(() => expect(clock.dueIn()).toEqual([200]));
    clock.advance(200);
    await s.closed;
  });

  it('counts an IPv6 /64 as one address and a v4-mapped address as its v4 one', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });
});

/** The stores' rules, the same for the in-process one and Redis: caps, lease expiry, release. */
function storeRules(name: string, make: () => GuestLimits, skip = false) {
  describe.skipIf(skip)(`the ${name} guest limits store`, () => {
    it('holds the cap, frees a released slot, and lets a slot lapse when its lease is not renewed', async () => {
      const limits = make();
      closers.push(() => limits.close());
      const t0 = 1_800_000_000_000;
      const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}-${randomBytes(3).toString('hex')}`;
      expect(await limits.acquire(address, 'a', 2, t0)).toBe(true);
      expect(await limits.acquire(address, 'b', 2, t0)).toBe(true);
      expect(await limits.acquire(address, 'c', 2, t0)).toBe(false);
      expect(await limits.held(address, t0)).toBe(2);
      await limits.release(address, 'a');
      expect(await limits.acquire(address, 'c', 2, t0)).toBe(true);
      // 'b' is renewed halfway through its lease, 'c' is not (its instance died): at the lease's end only 'c' lapsed.
      await limits.renew([{ address, connectionId: 'b' }], t0 + limits.leaseMs / 2);
      expect(await limits.held(address, t0 + limits.leaseMs)).toBe(1);
      expect(await limits.acquire(address, 'd', 2, t0 + limits.leaseMs)).toBe(true);
      expect(await limits.acquire(address, 'e', 2, t0 + limits.leaseMs)).toBe(false);
    });

    it('admits at most the per-minute count of negotiations, per clock minute', async () => {
      const limits = make();
      closers.push(() => limits.close());
      const minute = 30_000_000 * 60_000;
      const address = `198.51.100.9-${randomBytes(3).toString('hex')}`;
      const results = [];
      for (let i = 0; i < 4; i += 1) results.push(await limits.negotiation(address, 3, minute + i * 1000));
      expect(results).toEqual([true, true, true, false]);
      expect(await limits.negotiation(address, 3, minute + 60_000)).toBe(true);
    });
  });
}

storeRules('in-process', () => createMemoryGuestLimits({ leaseMs: 60_000 }));
storeRules('Redis', () => createRedisGuestLimits({ url: redisUrl as string, prefix: `test:guest:${randomBytes(6).toString('hex')}`, leaseMs: 60_000 }), !redisUrl);

describe.skipIf(!redisUrl)('guests across two instances through Redis', () => {
  async function twoInstances(guests: Partial<HubGuestOptions>) {
    const prefix = `test:hub:${randomBytes(6).toString('hex')}`;
    const started: TestHub[] = [];
    for (let i = 0; i < 2; i += 1) {
      const bus = createRedisHubBus({ url: redisUrl as string, prefix });
      const limits = createRedisGuestLimits({ url: redisUrl as string, prefix: `${prefix}:guest` });
      closers.push(() => bus.close(), () => limits.close());
      started.push(await hub({ limits, ...guests }, {}, bus));
    }
    return { a: started[0], b: started[1] };
  }

  it("a SportsOdds published on A reaches a guest on B; a player's Balance on A does not", async () => {
    const { a, b } = await twoInstances({});
    const guest = guestClient(b);
    await guest.start();
    const seen = recorder(guest);
    const player = playerClient(b, 'p1', 's1');
    await player.start();
    const balance = nextNotify(player, (command) => command === 'Balance');
    await a.app.hub.publishToPlayer('p1', 'Balance', { balance: 5 });
    await balance;
    const odds = nextNotify(guest);
    await a.app.hub.publishToAll('SportsOdds', SPORTS_ODDS);
    expect(await odds).toEqual(['SportsOdds', SPORTS_ODDS]);
    expect(seen).toEqual([['SportsOdds', SPORTS_ODDS]]);
  });

  it('the per-address cap holds across instances: with a cap of 2, one guest on each leaves none for a third', async () => {
    const { a, b } = await twoInstances({ maxConnectionsPerAddress: 2 });
    const onA = guestClient(a);
    await onA.start();
    const onB = guestClient(b);
    await onB.start();
    expect((await negotiate(a.base, undefined)).status).toBe(429);
    expect((await negotiate(b.base, undefined)).status).toBe(429);
    await expect(raw(socketUrl(a.base, {})).opened).rejects.toThrow('HTTP 429');
    // B's guest leaves: a slot is free for A's next one.
    await onB.stop();
    await vi.waitFor(async () => expect((await negotiate(a.base, undefined)).status).toBe(200));
  });
});

describe('the app (server/plugins/hub.ts)', () => {
  it("lets a guest hear the book's SportsOdds, never a signed-in player's Balance, on the real server", async () => {
    const t = await buildTestApp('pglite');
    try {
      const base = await listenOnLoopback(t);
      const player = await createTestPlayer(t.db, { username: 'guestwatch' });
      const { token } = await login(t.request, 'guestwatch');
      const guest = signalrClient(base, { token: '', reconnect: false });
      const signedIn = signalrClient(base, { token: token!, reconnect: false });
      clients.push(guest, signedIn);
      await guest.start();
      await signedIn.start();
      const seen = recorder(guest);
      const balance = nextNotify(signedIn, (command) => command === 'Balance');
      await t.app.hub.publishToPlayer(player.id, 'Balance', { balance: 10, cash: 10, bonus: 0 });
      await balance;
      const odds = nextNotify(guest);
      await t.app.hub.publishToAll('SportsOdds', SPORTS_ODDS);
      await odds;
      expect(seen).toEqual([['SportsOdds', SPORTS_ODDS]]);
    } finally {
      await Promise.allSettled(clients.splice(0).map((c) => c.stop()));
      await t.close();
    }
  }, 120_000);
});
