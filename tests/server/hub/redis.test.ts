// Several server instances through Redis: a message or a revocation raised on one instance
// reaches a client connected to another. Runs when TEST_REDIS_URL is set (CI sets it).
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { Redis } from 'ioredis';
import { createRedisHubBus, type RedisHubBus } from '../../../server/hub/redis-bus';
import { nextNotify, signalrClient, startHub, tokenFor, type TestHub } from './hub-helpers';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('hub across instances through Redis', () => {
  const buses: RedisHubBus[] = [];
  const hubs: TestHub[] = [];
  const clients: HubConnection[] = [];

  afterEach(async () => {
    await Promise.allSettled(clients.splice(0).map((c) => c.stop()));
    await Promise.allSettled(hubs.splice(0).map((h) => h.app.close()));
    await Promise.allSettled(buses.splice(0).map((b) => b.close()));
  });

  /** Two instances on their own buses, sharing one channel prefix (unique to this test). */
  async function twoInstances() {
    const prefix = `test:hub:${randomBytes(6).toString('hex')}`;
    const started: TestHub[] = [];
    for (let i = 0; i < 2; i += 1) {
      const bus = createRedisHubBus({ url: redisUrl as string, prefix });
      buses.push(bus);
      const h = await startHub(bus);
      hubs.push(h);
      started.push(h);
    }
    return { a: started[0], b: started[1], prefix };
  }

  async function connect(h: TestHub, playerId: string, sessionId: string) {
    const c = signalrClient(h.base, { token: tokenFor(playerId, sessionId) });
    clients.push(c);
    await c.start();
    return c;
  }

  it('publishToPlayer on instance A reaches the player connected to instance B, once', async () => {
    const { a, b } = await twoInstances();
    const onB = await connect(b, 'frank', 's1');
    const received: unknown[] = [];
    onB.on('NotifyMessage', (command: string, message: unknown) => received.push([command, message]));
    const got = nextNotify(onB);
    expect(await a.app.hub.publishToPlayer('frank', 'Notification', { id: 1, title: 'Çekim onaylandı' })).toBe(true);
    expect(await got).toEqual(['Notification', { id: 1, title: 'Çekim onaylandı' }]);

    // A second message behind the first proves the first was not delivered twice (A holds no
    // connection of frank's, B delivers each bus event once).
    const marker = nextNotify(onB, (c) => c === 'Marker');
    await b.app.hub.publishToPlayer('frank', 'Marker', null);
    await marker;
    expect(received).toEqual([
      ['Notification', { id: 1, title: 'Çekim onaylandı' }],
      ['Marker', null],
    ]);
  });

  it('publishToAll on one instance reaches clients on both', async () => {
    const { a, b } = await twoInstances();
    const onA = await connect(a, 'p1', 's1');
    const onB = await connect(b, 'p2', 's2');
    const got = Promise.all([nextNotify(onA), nextNotify(onB)]);
    await b.app.hub.publishToAll('Jackpot', { tier: 'mini' });
    expect(await got).toEqual([
      ['Jackpot', { tier: 'mini' }],
      ['Jackpot', { tier: 'mini' }],
    ]);
  });

  it('revokeSession on instance A closes the session connected to instance B', async () => {
    const { a, b } = await twoInstances();
    const onB = await connect(b, 'gina', 'revoked-session');
    const other = await connect(a, 'gina', 'other-session');
    const closed = new Promise<Error | undefined>((resolve) => onB.onclose((error) => resolve(error)));
    b.sessions.revoked.add('revoked-session');
    a.sessions.revoked.add('revoked-session');
    await a.app.hub.revokeSession('revoked-session');
    expect((await closed)?.message).toContain('Session revoked.');
    expect(onB.state).toBe(HubConnectionState.Disconnected);
    await vi.waitFor(() => expect(b.app.hub.connectionCount).toBe(0));
    expect(other.state).toBe(HubConnectionState.Connected);
  });

  it('uses one channel each for player messages, broadcasts and revocations', async () => {
    const { a, prefix } = await twoInstances();
    const spy = new Redis(redisUrl as string);
    try {
      const seen: Array<[string, unknown]> = [];
      spy.on('message', (channel: string, payload: string) => seen.push([channel, JSON.parse(payload)]));
      await spy.subscribe(`${prefix}:player`, `${prefix}:all`, `${prefix}:revoke`);
      await a.app.hub.publishToPlayer('p', 'Balance', { balance: 1 });
      await a.app.hub.publishToAll('News', 'x');
      await a.app.hub.revokeSession('s');
      await vi.waitFor(() => expect(seen).toHaveLength(3));
      expect(seen).toEqual([
        [`${prefix}:player`, { playerId: 'p', command: 'Balance', message: { balance: 1 } }],
        [`${prefix}:all`, { command: 'News', message: 'x' }],
        [`${prefix}:revoke`, { sessionId: 's' }],
      ]);
    } finally {
      spy.disconnect();
    }
  });

  it('ignores malformed payloads written on its channels by someone else', async () => {
    const prefix = `test:hub:${randomBytes(6).toString('hex')}`;
    const invalid: string[] = [];
    const bus = createRedisHubBus({ url: redisUrl as string, prefix, onInvalid: (_c, p) => invalid.push(p) });
    buses.push(bus);
    const h = await startHub(bus);
    hubs.push(h);
    const c = await connect(h, 'p1', 's1');
    const writer = new Redis(redisUrl as string);
    try {
      await writer.publish(`${prefix}:player`, 'not json');
      await writer.publish(`${prefix}:player`, JSON.stringify({ playerId: 5 }));
      const got = nextNotify(c);
      await writer.publish(`${prefix}:player`, JSON.stringify({ playerId: 'p1', command: 'Balance', message: 9 }));
      expect(await got).toEqual(['Balance', 9]);
      expect(invalid).toEqual(['not json', '{"playerId":5}']);
    } finally {
      writer.disconnect();
    }
  });
});

describe('the Redis bus without a reachable server', () => {
  it('rejects a publish, and the first subscribe, instead of hanging', async () => {
    // Default options: the publisher gives up after a couple of reconnect attempts.
    const bus = createRedisHubBus({ url: 'redis://127.0.0.1:1' });
    try {
      await expect(bus.publish({ kind: 'all', command: 'x', message: 1 })).rejects.toThrow();
      await expect(bus.subscribe(() => {})).rejects.toThrow();
    } finally {
      await bus.close();
    }
  });
});
