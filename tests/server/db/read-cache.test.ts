// The process cache of sessions and balances (server/db/read-cache.ts): a hit costs no database read,
// and a money movement or a revocation is never answered from a stale copy, on one instance and across
// two instances sharing PostgreSQL and Redis. Each test warms the cache first, so removing an
// invalidation makes it answer the old value and fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { revokePlayerSessions } from '../../../server/auth/sessions';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { memoryGenerations, ReadCache, readCacheOf } from '../../../server/db/read-cache';
import { buildTestApp, contract, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, credit, login } from '../helpers/players';

type Request = TestApp['request'];

async function balanceOf(request: Request, token: string) {
  const response = await request({ url: '/api/user/balance', headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' } });
  return { status: response.statusCode, cash: response.statusCode === 200 ? (response.json().data.cash as number) : null };
}

describe('ReadCache', () => {
  it('refuses a value loaded before a bump that landed while it was being read', async () => {
    const cache = new ReadCache(memoryGenerations());
    let release!: (value: string) => void;
    const first = cache.get('k', 'dep', () => new Promise<string>((resolve) => (release = resolve)));
    // The writer commits and bumps while the reader's load is still on its way with the old value.
    await cache.invalidate(['dep']);
    release('old');
    expect(await first).toBe('old');
    expect(await cache.get('k', 'dep', async () => 'new')).toBe('new');
    expect(await cache.get('k', 'dep', async () => 'never read')).toBe('new');
    expect(cache.stats).toEqual({ hits: 1, misses: 2 });
  });

  it('ends an entry after its max age and never keeps a null', async () => {
    let now = 1_000;
    const cache = new ReadCache(memoryGenerations(), { maxAgeMs: 100, now: () => now });
    expect(await cache.get('k', 'dep', async () => 'a')).toBe('a');
    now += 99;
    expect(await cache.get('k', 'dep', async () => 'b')).toBe('a');
    now += 1;
    expect(await cache.get('k', 'dep', async () => 'b')).toBe('b');
    expect(await cache.get('n', 'dep', async () => null)).toBeNull();
    expect(await cache.get('n', 'dep', async () => 'loaded')).toBe('loaded');
  });
});

describeEachTarget('read cache on one instance, %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a repeated balance from the cache and a credited one from the database', async () => {
    const player = await createTestPlayer(t.db);
    await credit(t.db, player.id, 'cash', 10_000n);
    const { token } = await login(t.request, player.username);
    const cache = readCacheOf(t.db)!;
    expect(await balanceOf(t.request, token!)).toEqual({ status: 200, cash: 100 });
    const hits = cache.stats.hits;
    expect(await balanceOf(t.request, token!)).toEqual({ status: 200, cash: 100 });
    // Both the session and the balance came from the cache the second time.
    expect(cache.stats.hits - hits).toBe(2);

    await credit(t.db, player.id, 'cash', 2_550n);
    expect(await balanceOf(t.request, token!)).toEqual({ status: 200, cash: 125.5 });
  });

  it('refuses a session at once after logout and after its player\'s sessions are revoked', async () => {
    const player = await createTestPlayer(t.db);
    const first = (await login(t.request, player.username)).token!;
    const second = (await login(t.request, player.username)).token!;
    expect((await balanceOf(t.request, first)).status).toBe(200);
    expect((await balanceOf(t.request, second)).status).toBe(200);

    const out = await t.request({ url: '/api/auth/logout', headers: { authorization: `Bearer ${first}` } });
    expect(out.statusCode).toBe(200);
    expect((await balanceOf(t.request, first)).status).toBe(401);
    expect((await balanceOf(t.request, second)).status).toBe(200);

    // A lock or a password change ends every session through revokePlayerSessions in a transaction.
    await t.db.transaction((tx) => revokePlayerSessions(tx, player.id));
    expect((await balanceOf(t.request, second)).status).toBe(401);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)('read cache across two instances sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let bHandle: DatabaseHandle;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let requestB: Request;

  beforeAll(async () => {
    a = await buildTestApp('postgres', { config: { redisUrl } });
    // Instance B: its own pool on the same database, its own process cache, the same Redis.
    bHandle = await openDatabase({ databaseUrl: a.database.url! });
    b = await buildApp({ config: a.config, database: bHandle, contract, logger: false });
    await b.ready();
    requestB = (options) => b.inject(options);
  });
  afterAll(async () => {
    await b?.close();
    await bHandle?.close();
    await a?.close();
  });

  it('B answers the balance a posting on A made, the very next request', async () => {
    const player = await createTestPlayer(a.db);
    await credit(a.db, player.id, 'cash', 10_000n);
    const { token } = await login(a.request, player.username);
    expect(await balanceOf(requestB, token!)).toEqual({ status: 200, cash: 100 });
    const hits = readCacheOf(bHandle.db)!.stats.hits;
    expect(await balanceOf(requestB, token!)).toEqual({ status: 200, cash: 100 });
    expect(readCacheOf(bHandle.db)!.stats.hits - hits).toBe(2);

    await credit(a.db, player.id, 'cash', 1_000n);
    expect(await balanceOf(requestB, token!)).toEqual({ status: 200, cash: 110 });
  });

  it('a cached balance GET on B asks Redis once: the balance key is read with the session key', async () => {
    const player = await createTestPlayer(a.db);
    await credit(a.db, player.id, 'cash', 5_000n);
    const { token } = await login(a.request, player.username);
    expect(await balanceOf(requestB, token!)).toEqual({ status: 200, cash: 50 });
    const generations = readCacheOf(bHandle.db)!.generations;
    const calls: string[][] = [];
    const { read, readMany } = generations;
    generations.read = (key) => (calls.push([key]), read.call(generations, key));
    generations.readMany = (keys) => (calls.push([...keys]), readMany!.call(generations, keys));
    try {
      expect(await balanceOf(requestB, token!)).toEqual({ status: 200, cash: 50 });
      expect(calls).toHaveLength(1);
      expect(calls[0]).toHaveLength(2);
      expect(calls[0][1]).toBe(`b:${player.id}`);
      // The read-ahead generation is the request's own: a posting answered before the next GET is seen by it.
      await credit(a.db, player.id, 'cash', 2_500n);
      expect(await balanceOf(requestB, token!)).toEqual({ status: 200, cash: 75 });
    } finally {
      generations.read = read;
      generations.readMany = readMany;
    }
  });

  it('races postings on A against reads on B: a read that starts after a posting answered sees it', async () => {
    const player = await createTestPlayer(a.db);
    const { token } = await login(a.request, player.username);
    let stop = false;
    // Reads on B all the time, so B's cache is always warm with whatever it read last.
    const background = (async () => {
      while (!stop) await balanceOf(requestB, token!);
    })();
    try {
      for (let i = 1; i <= 20; i += 1) {
        await credit(a.db, player.id, 'cash', 100n);
        expect(await balanceOf(requestB, token!)).toEqual({ status: 200, cash: i });
      }
    } finally {
      stop = true;
      await background;
    }
  });

  it('a logout on A is refused on B at once, and a revocation of every session too', async () => {
    const player = await createTestPlayer(a.db);
    const first = (await login(a.request, player.username)).token!;
    const second = (await login(a.request, player.username)).token!;
    expect((await balanceOf(requestB, first)).status).toBe(200);
    expect((await balanceOf(requestB, second)).status).toBe(200);

    const out = await a.request({ url: '/api/auth/logout', headers: { authorization: `Bearer ${first}` } });
    expect(out.statusCode).toBe(200);
    expect((await balanceOf(requestB, first)).status).toBe(401);
    expect((await balanceOf(requestB, second)).status).toBe(200);

    await a.db.transaction((tx) => revokePlayerSessions(tx, player.id));
    expect((await balanceOf(requestB, second)).status).toBe(401);
  });
});
