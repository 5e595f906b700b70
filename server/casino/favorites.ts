// A player's favourite games: toggling one (added when absent, removed when present) and listing them,
// most recently added first.
import { and, desc, eq } from 'drizzle-orm';
import type { SchemaGame } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { favoriteGames, gameProviders, games } from '../db/schema/casino';
import type { Locale } from '../i18n';
import { loadCasinoCategories, primaryCategoryId, toApiGame } from './catalogue';

/** Answers true when the game is now a favourite (added), false when it was removed. */
export async function toggleFavorite(q: Queryable, playerId: string, gameId: number): Promise<boolean> {
  const added = await q
    .insert(favoriteGames)
    .values({ playerId, gameId })
    .onConflictDoNothing()
    .returning({ gameId: favoriteGames.gameId });
  if (added.length > 0) return true;
  await q.delete(favoriteGames).where(and(eq(favoriteGames.playerId, playerId), eq(favoriteGames.gameId, gameId)));
  return false;
}

/** The player's favourites that are still playable (enabled game of an enabled provider). */
export async function listFavorites(q: Queryable, playerId: string, locale: Locale): Promise<SchemaGame[]> {
  const [rows, categories] = await Promise.all([
    q
      .select({ row: games, providerName: gameProviders.name })
      .from(favoriteGames)
      .innerJoin(games, eq(games.id, favoriteGames.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(and(eq(favoriteGames.playerId, playerId), eq(games.enabled, true), eq(gameProviders.enabled, true)))
      .orderBy(desc(favoriteGames.createdAt), desc(games.id)),
    loadCasinoCategories(q, locale),
  ]);
  return rows.map((game) => toApiGame(game, primaryCategoryId(game.row, categories)));
}
