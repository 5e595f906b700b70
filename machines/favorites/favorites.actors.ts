// Favourites I/O: the player's favourite games (casino/favorites) and toggling one (casino/togglefavorite).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { Game } from '../game-launch/game-launch.actors';

export const loadFavorites = fromPromise<Game[], { api: ApiClient }>(async ({ input, signal }) =>
  unwrap(await input.api.GET('/casino/favorites', { signal })).data,
);

export interface ToggleOutput {
  /** True when the game is now a favourite. */
  favorite: boolean;
  /** The server's text: 'Added to favorites' or 'Removed from favorites' in the player's language. */
  message: string;
}

export const toggleFavorite = fromPromise<ToggleOutput, { api: ApiClient; game: Game }>(async ({ input, signal }) => {
  const body = unwrap(
    await input.api.POST('/casino/togglefavorite', {
      body: { code: input.game.gameCode, providerId: input.game.mainProviderId },
      signal,
    }),
  );
  return { favorite: body.data.favorite, message: body.message };
});
