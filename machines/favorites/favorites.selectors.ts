// Named selectors over the favourites snapshot.
import type { SnapshotFrom } from 'xstate';
import type { Game } from '../game-launch/game-launch.actors';
import { favoriteKey, type favoritesMachine } from './favorites.machine';

export type FavoritesSnapshot = SnapshotFrom<typeof favoritesMachine>;

export const selectFavorites = (snapshot: FavoritesSnapshot) => snapshot.context.favorites;
/** Spec §4: a game is highlighted when it is among the player's favourites. */
export const selectIsFavorite = (snapshot: FavoritesSnapshot, game: Pick<Game, 'gameCode' | 'mainProviderId'>) =>
  snapshot.context.favorites.some((favorite) => favoriteKey(favorite) === favoriteKey(game));
/** The game whose toggle is on its way to the server. */
export const selectIsToggling = (snapshot: FavoritesSnapshot, game: Pick<Game, 'gameCode' | 'mainProviderId'>) =>
  snapshot.context.toggling !== null && favoriteKey(snapshot.context.toggling) === favoriteKey(game);
/** A guest has no favourites: the My favourites page asks them to log in. */
export const selectIsGuest = (snapshot: FavoritesSnapshot) => snapshot.matches('guest');
/** The player's list is on its way (just logged in, or the page opened first). */
export const selectIsLoadingFavorites = (snapshot: FavoritesSnapshot) => snapshot.hasTag('loading');
