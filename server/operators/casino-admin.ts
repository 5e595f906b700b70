// The back office's casino management (issue 16): the whole catalogue (enabled or not) searched by name or
// code, a game's publication, order, "featured" and catalogue slugs, and a casino category's publication
// and order. "Featured" is the catalogue slug `popular` (the lobby's Popular tab lists it), so a featured
// game shows there with no table of its own; its order is the catalogue's sort, which every list of the
// player's casino uses (lower first). The player's catalogue is read from the database on every request;
// the content revision is raised too, so the bootstrap's categories follow at once on every instance.
// Every change is audited with before and after in the change's transaction.
import { asc, count, eq, or, sql } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import { foldSearchText } from '../casino/search-text';
import { bumpContentRevision, invalidateBootstrap } from '../content';
import type { Queryable } from '../db/client';
import { gameProviders, games, type GameRow } from '../db/schema/casino';
import { casinoCategories, casinoCategoryTranslations } from '../db/schema/content';
import { ApiError } from '../lib/api-error';

/** The catalogue slug the lobby's Popular tab lists: a featured game carries it. */
export const FEATURED_SLUG = 'popular';

export interface OpsGame {
  id: number;
  gameCode: string;
  providerId: number;
  providerName: string;
  name: string;
  imageUrl: string | null;
  isLive: boolean;
  enabled: boolean;
  sort: number;
  featured: boolean;
  categories: string[];
}

export interface OpsCasinoCategory {
  id: number;
  slug: string;
  section: string;
  name: string;
  slugList: string[];
  enabled: boolean;
  sort: number;
}

export interface GameChange {
  enabled: boolean;
  sort: number;
  featured: boolean;
  categories: string[];
}

function present(row: GameRow, providerName: string): OpsGame {
  return {
    id: row.id,
    gameCode: row.gameCode,
    providerId: row.providerId,
    providerName,
    name: row.name,
    imageUrl: row.imageUrl,
    isLive: row.isLive,
    enabled: row.enabled,
    sort: row.sort,
    featured: row.categories.includes(FEATURED_SLUG),
    categories: row.categories.filter((slug) => slug !== FEATURED_SLUG),
  };
}

async function loadCategories(q: Queryable): Promise<OpsCasinoCategory[]> {
  const [rows, names] = await Promise.all([
    q.select().from(casinoCategories).orderBy(asc(casinoCategories.section), asc(casinoCategories.sort), asc(casinoCategories.id)),
    q.select().from(casinoCategoryTranslations).where(eq(casinoCategoryTranslations.locale, 'tr')),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    section: row.section,
    name: names.find((name) => name.categoryId === row.id)?.name ?? row.slug,
    slugList: row.slugList,
    enabled: row.enabled,
    sort: row.sort,
  }));
}

export async function listGamesForOps(q: Queryable, options: { search?: string; skip: number; take: number }) {
  const term = foldSearchText(options.search ?? '');
  const code = (options.search ?? '').trim();
  // strpos, not LIKE: the term is data, never a pattern.
  const where = term || code ? or(...[term ? sql`strpos(${games.searchName}, ${term}) > 0` : undefined, code ? eq(games.gameCode, code) : undefined].filter(Boolean)) : undefined;
  const [rows, [total], providers, categories] = await Promise.all([
    q
      .select({ row: games, providerName: gameProviders.name })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where)
      .orderBy(asc(games.sort), asc(games.name), asc(games.id))
      .offset(options.skip)
      .limit(options.take),
    q.select({ n: count() }).from(games).where(where),
    q.select({ id: gameProviders.id, name: gameProviders.name }).from(gameProviders).orderBy(asc(gameProviders.id)),
    loadCategories(q),
  ]);
  return { items: rows.map(({ row, providerName }) => present(row, providerName)), total: total?.n ?? 0, providers, categories };
}

async function gameById(q: Queryable, id: number, lock = false): Promise<OpsGame | null> {
  const query = q.select({ row: games, providerName: gameProviders.name }).from(games).innerJoin(gameProviders, eq(gameProviders.id, games.providerId)).where(eq(games.id, id));
  const [found] = lock ? await query.for('update', { of: games }) : await query;
  return found ? present(found.row, found.providerName) : null;
}

export async function updateGame(q: Queryable, id: number, change: GameChange, acting: Acting): Promise<OpsGame> {
  // Featured decides `popular`; the other slugs once each, in the order given.
  const slugs = [...new Set(change.categories.filter((slug) => slug !== FEATURED_SLUG))];
  const categories = change.featured ? [...slugs, FEATURED_SLUG] : slugs;
  const saved = await q.transaction(async (tx) => {
    const before = await gameById(tx, id, true);
    if (!before) throw new ApiError(404, 'ops.game.notFound', { id });
    await tx.update(games).set({ enabled: change.enabled, sort: change.sort, categories }).where(eq(games.id, id));
    const after = (await gameById(tx, id))!;
    await bumpContentRevision(tx);
    await audit(tx, { ...acting, action: 'game.update', target: { kind: 'game', id }, details: { before, after } });
    return after;
  });
  invalidateBootstrap(q);
  return saved;
}

export async function updateCasinoCategory(q: Queryable, id: number, change: { enabled: boolean; sort: number }, acting: Acting): Promise<OpsCasinoCategory> {
  const find = async (tx: Queryable) => (await loadCategories(tx)).find((category) => category.id === id) ?? null;
  const saved = await q.transaction(async (tx) => {
    const [locked] = await tx.select({ id: casinoCategories.id }).from(casinoCategories).where(eq(casinoCategories.id, id)).for('update');
    if (!locked) throw new ApiError(404, 'ops.casinoCategory.notFound', { id });
    const before = await find(tx);
    await tx.update(casinoCategories).set({ enabled: change.enabled, sort: change.sort }).where(eq(casinoCategories.id, id));
    const after = (await find(tx))!;
    await bumpContentRevision(tx);
    await audit(tx, { ...acting, action: 'casino-category.update', target: { kind: 'casino-category', id }, details: { before, after } });
    return after;
  });
  invalidateBootstrap(q);
  return saved;
}

