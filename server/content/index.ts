// The content area's queries: bootstrap data, content pages, promotions and the registration form's
// countries. The bootstrap is read from the database's read cache (server/db/read-cache.ts) under the
// `content` generation, which every content edit moves after its commit (./revision.ts): no database
// read at all while nothing changed. A handle without a read cache (a command, a test's bare database)
// keeps it a few seconds, only while the content's revision in the database is the one it was filled at.
import type { SchemaBootstrap } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { cacheKeys, readCacheOf } from '../db/read-cache';
import { type Locale, locales as supportedLocales } from '../i18n';
import { loadBootstrap } from './bootstrap';
import { TtlCache } from './cache';
import { readContentRevision } from './revision';
import { bootstrapAt, type StoredBootstrap } from './schedule';

export { loadBootstrap } from './bootstrap';
export { bootstrapAt, popupAt, type PopupCandidate, type StoredBootstrap } from './schedule';
export { listCountries } from './countries';
export { getContentPage, listContentCategories } from './pages';
export { findPromotion, listPromotions } from './promotions';
export { TtlCache } from './cache';
export { bumpContentRevision, readContentRevision } from './revision';

/** How long a bootstrap is kept while the content's revision stays the same. */
export const BOOTSTRAP_TTL_MS = 10_000;

interface BootstrapCache {
  revision: number;
  cache: TtlCache<StoredBootstrap>;
}

// Keyed by database so test suites (and anything else holding several databases) never share entries.
const bootstrapCaches = new WeakMap<object, BootstrapCache>();

/**
 * The bootstrap served at `now` (the caller's clock; the request's instant). The copy is cached with every
 * slide and their schedules, which are applied here on every read (./schedule.ts).
 */
export async function cachedBootstrap(db: Queryable, locale: Locale, now: number = Date.now()): Promise<SchemaBootstrap> {
  return bootstrapAt(await storedBootstrap(db, locale), now);
}

async function storedBootstrap(db: Queryable, locale: Locale): Promise<StoredBootstrap> {
  const readCache = readCacheOf(db);
  if (readCache) {
    const bootstrap = await readCache.get(bootstrapKey(locale), cacheKeys.content(), () => loadBootstrap(db, locale));
    return bootstrap!;
  }
  const revision = await readContentRevision(db);
  let entry = bootstrapCaches.get(db);
  if (!entry) bootstrapCaches.set(db, (entry = { revision, cache: new TtlCache(BOOTSTRAP_TTL_MS) }));
  // An edit made through any instance raised the revision: what this instance holds is older.
  if (entry.revision !== revision) {
    entry.cache.clear();
    entry.revision = revision;
  }
  return entry.cache.get(locale, () => loadBootstrap(db, locale));
}

/** Drops this instance's cached bootstrap at once (the revision check drops every instance's on its next read). */
export function invalidateBootstrap(db: Queryable): void {
  bootstrapCaches.get(db)?.cache.clear();
  const readCache = readCacheOf(db);
  for (const locale of supportedLocales) readCache?.drop(bootstrapKey(locale));
}

const bootstrapKey = (locale: Locale) => `bootstrap:${locale}`;
