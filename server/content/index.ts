// The content area's queries: bootstrap data, content pages, promotions and the registration form's
// countries. The bootstrap is cached per database and language for a few seconds.
import type { SchemaBootstrap } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import type { Locale } from '../i18n';
import { loadBootstrap } from './bootstrap';
import { TtlCache } from './cache';

export { loadBootstrap } from './bootstrap';
export { listCountries } from './countries';
export { getContentPage, listContentCategories } from './pages';
export { listPromotions } from './promotions';
export { TtlCache } from './cache';

/** How stale the bootstrap may be after an operator's edit. */
export const BOOTSTRAP_TTL_MS = 10_000;

// Keyed by database so test suites (and anything else holding several databases) never share entries.
const bootstrapCaches = new WeakMap<object, TtlCache<SchemaBootstrap>>();

export function cachedBootstrap(db: Queryable, locale: Locale): Promise<SchemaBootstrap> {
  let cache = bootstrapCaches.get(db);
  if (!cache) bootstrapCaches.set(db, (cache = new TtlCache(BOOTSTRAP_TTL_MS)));
  return cache.get(locale, () => loadBootstrap(db, locale));
}

/** Drops this instance's cached bootstrap, e.g. right after content was edited through it. */
export function invalidateBootstrap(db: Queryable): void {
  bootstrapCaches.get(db)?.clear();
}
