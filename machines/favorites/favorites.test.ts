// Favourites: a guest gets the login dialog, a player's list loads, toggling adds (success toast with
// the server's text) and removes (warning toast), a refusal toasts and changes nothing, logout clears;
// the calls; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, gameFixture, ok, outputOf, recordingApi } from '../testing/fixtures';
import type { Game } from '../game-launch/game-launch.actors';
import { favoritesActors, type ToggleOutput } from './favorites.actors';
import { type FavoritesEvent, favoritesMachine } from './favorites.machine';
import { selectFavorites, selectIsFavorite, selectIsToggling } from './favorites.selectors';

const game = (code: string, providerId = 8): Game => gameFixture({ gameCode: code, name: code, mainProviderId: providerId });

function start() {
  const list = controllable<unknown, Game[]>();
  const toggle = controllable<{ game: Game }, ToggleOutput, Game>((input) => input.game);
  const effects = {
    login: vi.fn(),
    added: vi.fn<(message: string) => void>(),
    removed: vi.fn<(message: string) => void>(),
    failure: vi.fn<(error: unknown) => void>(),
  };
  const actor = createActor(
    favoritesMachine.provide({
      actors: { loadFavorites: list.logic, toggleFavorite: toggle.logic },
      actions: {
        'ask to log in': effects.login,
        'notify added': (_, params) => effects.added(params.message),
        'notify removed': (_, params) => effects.removed(params.message),
        'notify failure': (_, params) => effects.failure(params.error),
      },
    }),
  ).start();
  return {
    actor,
    effects,
    toggled: toggle.calls,
    list: () => list,
    toggle: () => toggle,
  };
}

describe('favourites machine', () => {
  it('a guest toggling gets the login dialog and no call', () => {
    const h = start();
    h.actor.send({ type: 'favorite.toggled', game: game('a') });
    expect(h.effects.login).toHaveBeenCalledTimes(1);
    expect(h.toggled).toEqual([]);
  });

  it('loads the list for a player and highlights its games', async () => {
    const h = start();
    h.actor.send({ type: 'favorites.load' });
    await h.list().resolve([game('a')]);
    expect(selectIsFavorite(h.actor.getSnapshot(), game('a'))).toBe(true);
    expect(selectIsFavorite(h.actor.getSnapshot(), game('a', 1))).toBe(false);
  });

  it('adds with the success toast and removes with the warning toast, each with the server text', async () => {
    const h = start();
    h.actor.send({ type: 'favorites.load' });
    await h.list().resolve([]);
    h.actor.send({ type: 'favorite.toggled', game: game('b') });
    expect(selectIsToggling(h.actor.getSnapshot(), game('b'))).toBe(true);
    // A second toggle while the first runs is not taken.
    h.actor.send({ type: 'favorite.toggled', game: game('c') });
    expect(h.toggled.map((g) => g.gameCode)).toEqual(['b']);
    await h.toggle().resolve({ favorite: true, message: 'Added to favorites' });
    expect(h.effects.added).toHaveBeenCalledWith('Added to favorites');
    expect(selectFavorites(h.actor.getSnapshot()).map((g) => g.gameCode)).toEqual(['b']);
    h.actor.send({ type: 'favorite.toggled', game: game('b') });
    await h.toggle().resolve({ favorite: false, message: 'Removed from favorites' });
    expect(h.effects.removed).toHaveBeenCalledWith('Removed from favorites');
    expect(selectIsFavorite(h.actor.getSnapshot(), game('b'))).toBe(false);
  });

  it('a refused toggle toasts the error and keeps the list; logout clears it', async () => {
    const h = start();
    h.actor.send({ type: 'favorites.load' });
    await h.list().resolve([game('a')]);
    h.actor.send({ type: 'favorite.toggled', game: game('a') });
    const error = new ApiError('Oyun bulunamadı', 404);
    await h.toggle().reject(error);
    expect(h.effects.failure).toHaveBeenCalledWith(error);
    expect(selectIsFavorite(h.actor.getSnapshot(), game('a'))).toBe(true);
    h.actor.send({ type: 'favorites.clear' });
    expect(selectFavorites(h.actor.getSnapshot())).toEqual([]);
    expect(h.actor.getSnapshot().value).toBe('guest');
  });

  it('calls casino/favorites and casino/togglefavorite with code and providerId', async () => {
    const { api: recording, requests } = recordingApi((request) =>
      ok(request.method === 'GET' ? [game('a')] : { favorite: true }, 'Added to favorites'),
    );
    const { loadFavorites, toggleFavorite } = favoritesActors(recording);
    expect(await outputOf(loadFavorites, undefined)).toEqual([game('a')]);
    expect(await outputOf(toggleFavorite, { game: game('studio-slot') })).toEqual({
      favorite: true,
      message: 'Added to favorites',
    });
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/casino/favorites', body: null },
      { method: 'POST', path: '/casino/togglefavorite', body: { code: 'studio-slot', providerId: 8 } },
    ]);
  });
});

describe('favourites machine: generated paths', () => {
  const events = (): FavoritesEvent[] =>
    [
      { type: 'favorites.load' },
      { type: 'favorites.clear' },
      { type: 'favorite.toggled', game: game('a') },
      { type: 'xstate.done.actor.0.favorites.player.loading', output: [game('a')] },
      { type: 'xstate.error.actor.0.favorites.player.loading', error: new ApiError('x', 500) },
      { type: 'xstate.done.actor.0.favorites.player.toggling', output: { favorite: true, message: 'ok' } },
      { type: 'xstate.done.actor.0.favorites.player.toggling', output: { favorite: false, message: 'ok' } },
      { type: 'xstate.error.actor.0.favorites.player.toggling', error: new ApiError('x', 400) },
    ] as FavoritesEvent[];
  const suite = generatePaths(favoritesMachine.provide({ actors: { loadFavorites: pending as never, toggleFavorite: pending as never } }), {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.favorites.length]),
  });
  testEveryPath(favoritesMachine, suite);
});
