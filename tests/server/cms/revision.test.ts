// The bootstrap cache follows the content's revision kept in the database: an edit another instance made
// (a direct change plus a raised revision, with this instance's memory never told) is served on this
// instance's very next read. On PostgreSQL the "other instance" is a second connection pool of its own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bumpContentRevision, cachedBootstrap, readContentRevision } from '../../../server/content';
import { openDatabase } from '../../../server/db/client';
import { siteOptions } from '../../../server/db/schema/content';
import { createTestDatabase, describeEachTarget, type TestDatabase } from '../helpers/db';

describeEachTarget('the bootstrap cache and the content revision on %s', (target) => {
  let database: TestDatabase;
  let other: { db: TestDatabase['db']; close(): Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase(target);
    // PGlite serves one process: there the same database stands in for the other instance.
    other = database.url ? await openDatabase({ databaseUrl: database.url, poolSize: 2, onPoolError: () => {} }) : { db: database.db, close: async () => {} };
  }, 300_000);
  afterAll(async () => {
    await other?.close();
    await database?.destroy();
  });

  const option = async (key: string) => (await cachedBootstrap(database.db, 'tr')).siteOption.find((o) => o.key === key)?.value;

  it('starts at revision 0 and counts up by one per edit', async () => {
    expect(await readContentRevision(database.db)).toBe(0);
    expect(await bumpContentRevision(database.db)).toBe(1);
    expect(await bumpContentRevision(other.db)).toBe(2);
    expect(await readContentRevision(database.db)).toBe(2);
  });

  it('serves another instance\'s edit on the next read, and the cached copy while nothing moved', async () => {
    await database.db.insert(siteOptions).values({ key: 'footer.note', value: 'Eski' });
    await bumpContentRevision(database.db);
    expect(await option('footer.note')).toBe('Eski');

    // Changed without raising the revision: the cache (10 s TTL) still serves the old value.
    await other.db.update(siteOptions).set({ value: 'Ara' }).where(eq(siteOptions.key, 'footer.note'));
    expect(await option('footer.note')).toBe('Eski');

    await other.db.transaction(async (tx) => {
      await tx.update(siteOptions).set({ value: 'Yeni' }).where(eq(siteOptions.key, 'footer.note'));
      await bumpContentRevision(tx);
    });
    expect(await option('footer.note')).toBe('Yeni');
  });
});
