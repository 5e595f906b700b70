// Favourites I/O: the player's favourite games (casino/favorites) and toggling one (casino/togglefavorite).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { Game } from '../game-launch/game-launch.actors';

export interface ToggleOutput {
  /** True when the game is now a favourite. */
  favorite: boolean;
  /** The server's text: 'Added to favorites' or 'Removed from favorites' in the player's language. */
  message: string;
}

/** The favourites' I/O, closing over the API client the app edge provides. */
export const favoritesActors = (api: ApiClient) => ({
  loadFavorites: fromPromise<Game[]>(async ({ signal }) => unwrap(await api.GET('/casino/favorites', { signal })).data),
  toggleFavorite: fromPromise<ToggleOutput, { game: Game }>(async ({ input, signal }) => {
    const body = unwrap(
      await api.POST('/casino/togglefavorite', {
        body: { code: input.game.gameCode, providerId: input.game.mainProviderId },
        signal,
      }),
    );
    return { favorite: body.data.favorite, message: body.message };
  }),
});
