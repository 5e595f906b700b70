// Favourites (spec §4, §6, §8): toggled per game and highlighted when the game is among the player's
// favourites. A guest toggling gets the login dialog instead. Added shows the server's success toast
// ('Added to favorites'), removed its warning ('Removed from favorites'). Spawned by the app actor,
// which loads the list when a player logs in and clears it when the session ends.
import { assign, setup } from 'xstate';
import type { Game } from '../game-launch/game-launch.actors';
import { apiNotProvided } from '../shared/api-dependency';
import { favoritesActors, type ToggleOutput } from './favorites.actors';

export interface FavoritesContext {
  /** Most recently added first, as the server lists them. */
  favorites: Game[];
  /** The game being toggled. */
  toggling: Game | null;
}

export type FavoritesEvent =
  | { type: 'favorites.load' }
  | { type: 'favorites.clear' }
  | { type: 'favorite.toggled'; game: Game };

/** How a game is named across calls (the toggle call's code and providerId). */
export const favoriteKey = (game: Pick<Game, 'gameCode' | 'mainProviderId'>) => `${game.mainProviderId}:${game.gameCode}`;

export const favoritesMachine = setup({
  types: {
    context: {} as FavoritesContext,
    events: {} as FavoritesEvent,
  },
  // Provided at the app edge with the page's API client: favoritesActors(api).
  actors: favoritesActors(apiNotProvided('favorites')),
  guards: {
    'was added': (_, params: { output: ToggleOutput }) => params.output.favorite,
  },
  actions: {
    'store favorites': assign((_, params: { favorites: Game[] }) => ({ favorites: params.favorites })),
    'clear favorites': assign({ favorites: [], toggling: null }),
    'remember toggled game': assign(({ event }) => (event.type === 'favorite.toggled' ? { toggling: event.game } : {})),
    'add game': assign(({ context }) =>
      context.toggling
        ? {
            favorites: [context.toggling, ...context.favorites.filter((g) => favoriteKey(g) !== favoriteKey(context.toggling!))],
            toggling: null,
          }
        : {},
    ),
    'remove game': assign(({ context }) =>
      context.toggling
        ? { favorites: context.favorites.filter((g) => favoriteKey(g) !== favoriteKey(context.toggling!)), toggling: null }
        : {},
    ),
    'forget toggled game': assign({ toggling: null }),
    // UI effects provided at the app edge.
    'ask to log in': () => {},
    'notify added': (_, _params: { message: string }) => {},
    'notify removed': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'favorites',
  context: () => ({ favorites: [], toggling: null }),
  initial: 'guest',
  states: {
    guest: {
      on: {
        'favorite.toggled': { actions: 'ask to log in' },
        'favorites.load': { target: 'player' },
      },
    },
    player: {
      initial: 'loading',
      on: { 'favorites.clear': { target: 'guest', actions: 'clear favorites' } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadFavorites',
            onDone: { target: 'ready', actions: { type: 'store favorites', params: ({ event }) => ({ favorites: event.output }) } },
            // Without the list no heart is highlighted; toggling still works and tells the truth.
            onError: { target: 'ready' },
          },
        },
        ready: {
          on: { 'favorite.toggled': { target: 'toggling', actions: 'remember toggled game' } },
        },
        toggling: {
          tags: ['busy'],
          invoke: {
            src: 'toggleFavorite',
            input: ({ context }) => ({ game: context.toggling! }),
            onDone: [
              {
                guard: { type: 'was added', params: ({ event }) => ({ output: event.output }) },
                target: 'ready',
                actions: ['add game', { type: 'notify added', params: ({ event }) => ({ message: event.output.message }) }],
              },
              {
                target: 'ready',
                actions: ['remove game', { type: 'notify removed', params: ({ event }) => ({ message: event.output.message }) }],
              },
            ],
            onError: {
              target: 'ready',
              actions: ['forget toggled game', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
      },
    },
  },
});
