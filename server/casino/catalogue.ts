// The game catalogue as the app sees it: game search (Turkish-aware, live or not, paged), the games of
// casino categories, each game in the contract's Game shape with the casino category it is shown under.
// The categories and the categories' pages every visitor asks for come from the read cache under the
// `content` generation (server/db/read-cache.ts), which content edits and a provider's enabling or
// disabling move after their commit; searches ask the database (their terms are the visitors' own).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SchemaGame, SchemaGameGroup } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { cacheKeys, readCacheOf } from '../db/read-cache';
import { gameProviders, games, type GameRow } from '../db/schema/casino';
import { casinoCategories, casinoCategoryTranslations } from '../db/schema/content';
import { localesFor, pickLocalized } from '../content/localized';
import type { Locale } from '../i18n';
import { adapters } from '../providers/registry';
import { foldSearchText } from './search-text';

export interface CasinoCategoryInfo {
  id: number;
  name: string;
  section: string;
  slugList: string[];
}

/** A read every visitor shares, from the handle's read cache when it has one (none inside a transaction). */
async function sharedRead<T>(q: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  const cache = readCacheOf(q);
  return cache ? ((await cache.get(key, cacheKeys.content(), load)) as T) : load();
}

/** The enabled casino categories in display order (section, sort), named in the request's language. */
export function loadCasinoCategories(q: Queryable, locale: Locale): Promise<CasinoCategoryInfo[]> {
  return sharedRead(q, `casino-categories:${locale}`, () => readCasinoCategories(q, locale));
}

async function readCasinoCategories(q: Queryable, locale: Locale): Promise<CasinoCategoryInfo[]> {
  const [categories, names] = await Promise.all([
    q
      .select()
      .from(casinoCategories)
      .where(eq(casinoCategories.enabled, true))
      .orderBy(asc(casinoCategories.section), asc(casinoCategories.sort), asc(casinoCategories.id)),
    q.select().from(casinoCategoryTranslations).where(inArray(casinoCategoryTranslations.locale, localesFor(locale))),
  ]);
  const nameOf = pickLocalized(names, (row) => row.categoryId, locale);
  return categories.map((category) => ({
    id: category.id,
    name: nameOf.get(category.id)?.name ?? category.slug,
    section: category.section,
    slugList: category.slugList,
  }));
}

/**
 * The casino category a game is shown under when no category was asked for (search, favourites): the
 * first one listing it, live-section categories first for a live game and last for the others.
 * 0 when no enabled category lists the game.
 */
export function primaryCategoryId(game: Pick<GameRow, 'categories' | 'isLive'>, categories: CasinoCategoryInfo[]): number {
  const lists = (category: CasinoCategoryInfo) => category.slugList.some((slug) => game.categories.includes(slug));
  const preferred = categories.find((category) => (category.section === 'live') === game.isLive && lists(category));
  return (preferred ?? categories.find(lists))?.id ?? 0;
}

export interface CatalogueGame {
  row: GameRow;
  providerName: string;
}

export function toApiGame({ row, providerName }: CatalogueGame, systemCategory: number): SchemaGame {
  return {
    gameCode: row.gameCode,
    name: row.name,
    providerName: providerName as SchemaGame['providerName'],
    mainProviderId: row.providerId,
    system: row.system,
    productId: row.productId,
    systemCategory,
    imageUrl: row.imageUrl,
    isLive: row.isLive,
  };
}

/** A text[] literal built from parameters: both drivers then agree on how the list is sent. */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
}

/** Games a player may see: enabled, of an enabled provider. */
function visible(...conditions: (SQL | undefined)[]) {
  return and(eq(games.enabled, true), eq(gameProviders.enabled, true), ...conditions);
}

async function selectGames(q: Queryable, where: SQL | undefined, skip: number, take: number): Promise<CatalogueGame[]> {
  const rows = await q
    .select({ row: games, providerName: gameProviders.name })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(where)
    .orderBy(asc(games.sort), asc(games.name), asc(games.id))
    .offset(skip)
    .limit(take);
  return rows;
}

/** Groups games under their category, in the order each group first appears. */
function groupByCategory(found: CatalogueGame[], categories: CasinoCategoryInfo[], otherName: string): SchemaGameGroup[] {
  const groups = new Map<number, SchemaGameGroup>();
  for (const game of found) {
    const id = primaryCategoryId(game.row, categories);
    let group = groups.get(id);
    if (!group) {
      const name = categories.find((category) => category.id === id)?.name ?? otherName;
      groups.set(id, (group = { id, name, games: [] }));
    }
    group.games.push(toApiGame(game, id));
  }
  return [...groups.values()];
}

export interface SearchOptions {
  search: string;
  live: boolean;
  skip: number;
  take: number;
  locale: Locale;
  /** The group name of games no category lists. */
  otherName: string;
}

/**
 * Games whose folded name contains the folded term, live or not as asked, a page of them (skip/take
 * count games, not groups), grouped by the category each is shown under. A term that folds to nothing
 * (only spaces or apostrophes) finds nothing.
 */
export async function searchGames(q: Queryable, options: SearchOptions): Promise<SchemaGameGroup[]> {
  const term = foldSearchText(options.search);
  if (term === '') return [];
  // strpos instead of LIKE: the term is data, never a pattern, so % and _ need no escaping.
  const where = visible(eq(games.isLive, options.live), sql`strpos(${games.searchName}, ${term}) > 0`);
  const [found, categories] = await Promise.all([
    selectGames(q, where, options.skip, options.take),
    loadCasinoCategories(q, options.locale),
  ]);
  const withStudio = options.skip === 0 && !options.live ? await withStudioCrashForAviator(q, term, found) : found;
  return groupByCategory(withStudio, categories, options.otherName);
}

const AVIATOR = foldSearchText('Aviator');
/** The studio's crash game, which a search for Aviator finds when no provider offers Aviator (issue 21). */
export const STUDIO_CRASH_CODE = 'studio-crash';

/**
 * A search for Aviator (the menu entry's /casino/slot?q=Aviator) that finds no Aviator a configured provider
 * can launch gets the studio's crash game first, so the entry opens a playable crash game rather than only
 * "the provider is not configured". A provider counts as offering it when it is enabled and its settings
 * are complete (what launching checks).
 */
async function withStudioCrashForAviator(q: Queryable, term: string, found: CatalogueGame[]): Promise<CatalogueGame[]> {
  if (term.length < 3 || !AVIATOR.includes(term)) return found;
  if (found.some((game) => game.row.gameCode === STUDIO_CRASH_CODE)) return found;
  const aviators = found.filter((game) => foldSearchText(game.row.name).includes(AVIATOR));
  if (aviators.length > 0) {
    const providers = await q
      .select({ code: gameProviders.code, settings: gameProviders.settings })
      .from(gameProviders)
      .where(inArray(gameProviders.id, [...new Set(aviators.map((game) => game.row.providerId))]));
    if (providers.some((provider) => adapters[provider.code].readSettings(provider.settings ?? null).ok)) return found;
  }
  const [crash] = await selectGames(q, visible(eq(games.gameCode, STUDIO_CRASH_CODE)), 0, 1);
  return crash ? [crash, ...found] : found;
}

export interface CategoryGamesOptions {
  ids: readonly number[];
  skip: number;
  take: number;
  locale: Locale;
}

/**
 * One group per requested category that exists and is enabled, in the requested order (a repeated id
 * once), each with a page of the games sharing a catalogue slug with the category's slug list.
 */
export function categoryGames(q: Queryable, options: CategoryGamesOptions): Promise<SchemaGameGroup[]> {
  const ids = [...new Set(options.ids)];
  // The app asks for one category (or a few) at a time; a longer list is a caller of its own, not kept.
  if (ids.length > MAX_CACHED_CATEGORIES) return readCategoryGames(q, options);
  const key = `category-games:${options.locale}:${ids.join(',')}:${options.skip}:${options.take}`;
  return sharedRead(q, key, () => readCategoryGames(q, options));
}

/** The most categories in one cached catalogue request. */
const MAX_CACHED_CATEGORIES = 8;

async function readCategoryGames(q: Queryable, options: CategoryGamesOptions): Promise<SchemaGameGroup[]> {
  const categories = await loadCasinoCategories(q, options.locale);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const wanted = [...new Set(options.ids)].map((id) => byId.get(id)).filter((c): c is CasinoCategoryInfo => Boolean(c));
  return Promise.all(
    wanted.map(async (category) => {
      const found =
        category.slugList.length === 0
          ? []
          : await selectGames(
              q,
              visible(sql`${games.categories} && ${textArray(category.slugList)}`),
              options.skip,
              options.take,
            );
      return { id: category.id, name: category.name, games: found.map((game) => toApiGame(game, category.id)) };
    }),
  );
}

/** A visible game by its provider id and code (how the app names a game when toggling a favourite). */
export async function findGame(q: Queryable, providerId: number, gameCode: string): Promise<CatalogueGame | null> {
  const [found] = await q
    .select({ row: games, providerName: gameProviders.name })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(visible(eq(games.providerId, providerId), eq(games.gameCode, gameCode)))
    .limit(1);
  return found ?? null;
}
