// The bootstrap and the catalogue's category pages from the read cache (server/db/read-cache.ts, the
// `content` generation): a repeated read is not a database read (a change made behind the revision's
// back stays unseen, which only a cache can do), an edit made as every content edit is made (the change
// and bumpContentRevision in one transaction) is answered by the very next read, and reads raced against
// a run of edits never answer one from before an edit that already committed: on each database, and
// across two instances sharing PostgreSQL and Redis.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { bumpContentRevision } from '../../../server/content';
import { openDatabase, type DatabaseHandle, type Db } from '../../../server/db/client';
import { games } from '../../../server/db/schema/casino';
import { casinoCategories, siteOptions } from '../../../server/db/schema/content';
import { readCacheOf } from '../../../server/db/read-cache';
import { seed } from '../../../server/seed';
import { buildSeededApp } from '../casino/seeded-app';
import { buildTestApp, contract, type TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';

type Request = TestApp['request'];
const NOTE = 'cache-test.note';

async function siteOption(request: Request, key: string): Promise<string | undefined> {
  const response = await request({ url: '/api/cms/grouped', headers: { 'x-locale': 'tr' } });
  expect(response.statusCode).toBe(200);
  return (response.json().data.siteOption as Array<{ key: string; value: string }>).find((option) => option.key === key)?.value;
}

async function categoryGameNames(request: Request, categoryId: number): Promise<string[]> {
  const response = await request({ method: 'POST', url: '/api/casino/categorygames', payload: { systemCategory: [categoryId], take: 50 }, headers: { 'x-locale': 'tr' } });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ games: Array<{ name: string }> }>).flatMap((group) => group.games.map((game) => game.name));
}

/** A content edit as the editors make it: the change and the revision in one transaction. */
const setNote = (db: Db, value: string) =>
  db.transaction(async (tx) => {
    await tx.insert(siteOptions).values({ key: NOTE, value }).onConflictDoUpdate({ target: siteOptions.key, set: { value } });
    await bumpContentRevision(tx);
  });

async function firstCategory(db: Db, slug: string) {
  const [row] = await db.select({ id: casinoCategories.id }).from(casinoCategories).where(eq(casinoCategories.slug, slug));
  return row!.id;
}

/** Reads all the time in the background, so the reader's cache is always warm with what it read last. */
function keepReading(read: () => Promise<unknown>) {
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      await read();
      // A cached answer needs no I/O: give the writer's database calls their turn, as sockets would.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return async () => {
    stop = true;
    await loop;
  };
}

async function raceEdits(write: (value: string) => Promise<unknown>, request: Request) {
  const stop = keepReading(() => siteOption(request, NOTE));
  try {
    for (let i = 1; i <= 15; i += 1) {
      await write(`v${i}`);
      // Started after the edit answered: it must see it.
      expect(await siteOption(request, NOTE)).toBe(`v${i}`);
    }
  } finally {
    await stop();
  }
}

describeEachTarget('bootstrap and catalogue from the read cache on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildSeededApp(target);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers a repeated bootstrap from the cache and an edit at once', async () => {
    await setNote(t.db, 'Eski');
    expect(await siteOption(t.request, NOTE)).toBe('Eski');
    const { hits } = readCacheOf(t.db)!.stats;
    // Changed behind the revision's back: the cache keeps answering what it holds, so it read no database.
    await t.db.update(siteOptions).set({ value: 'Gizli' }).where(eq(siteOptions.key, NOTE));
    expect(await siteOption(t.request, NOTE)).toBe('Eski');
    expect(readCacheOf(t.db)!.stats.hits).toBeGreaterThan(hits);
    await setNote(t.db, 'Yeni');
    expect(await siteOption(t.request, NOTE)).toBe('Yeni');
  });

  it('answers a repeated category page from the cache and a renamed game at once', async () => {
    const crash = await firstCategory(t.db, 'games-crash');
    const before = await categoryGameNames(t.request, crash);
    expect(before.length).toBeGreaterThan(0);
    const renamed = `${before[0]} (yeni)`;
    await t.db.update(games).set({ name: renamed }).where(eq(games.name, before[0]!));
    expect(await categoryGameNames(t.request, crash)).toEqual(before);
    await bumpContentRevision(t.db);
    expect(await categoryGameNames(t.request, crash)).toContain(renamed);
  });

  it('a seed run (content and games written under a running server) is seen by the next read', async () => {
    await t.db.update(siteOptions).set({ value: 'Eski' }).where(eq(siteOptions.key, NOTE));
    await bumpContentRevision(t.db);
    expect(await siteOption(t.request, NOTE)).toBe('Eski');
    await t.db.update(siteOptions).set({ value: 'Tohum' }).where(eq(siteOptions.key, NOTE));
    await seed({ db: t.db, demo: false });
    expect(await siteOption(t.request, NOTE)).toBe('Tohum');
  });

  it('races edits against reads: a read that starts after an edit answered sees it', async () => {
    await raceEdits((value) => setNote(t.db, value), t.request);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)('bootstrap from the read cache across two instances sharing PostgreSQL and Redis', () => {
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
  }, 300_000);
  afterAll(async () => {
    await b?.close();
    await bHandle?.close();
    await a?.close();
  });

  it('B answers from its cache until A edits, then the edit, the very next request', async () => {
    await setNote(a.db, 'Eski');
    expect(await siteOption(requestB, NOTE)).toBe('Eski');
    const { hits } = readCacheOf(bHandle.db)!.stats;
    expect(await siteOption(requestB, NOTE)).toBe('Eski');
    expect(readCacheOf(bHandle.db)!.stats.hits).toBeGreaterThan(hits);
    await setNote(a.db, 'Yeni');
    expect(await siteOption(requestB, NOTE)).toBe('Yeni');
  });

  it('races edits on A against reads on B', async () => {
    await raceEdits((value) => setNote(a.db, value), requestB);
  });
});
