// Favourites: a guest gets the login dialog, a player's list loads, toggling adds (success toast with
// the server's text) and removes (warning toast), a refusal toasts and changes nothing, logout clears;
// the calls; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError, createApiClient } from '../../src/api/client';
import { generatePaths, missingCoverage, pending } from '../testing/path-coverage';
import type { Game } from '../game-launch/game-launch.actors';
import { loadFavorites, toggleFavorite, type ToggleOutput } from './favorites.actors';
import { type FavoritesEvent, favoritesMachine } from './favorites.machine';
import { selectFavorites, selectIsFavorite, selectIsToggling } from './favorites.selectors';

const game = (code: string, providerId = 8): Game => ({
  gameCode: code,
  name: code,
  providerName: 'Kuzey Studio',
  mainProviderId: providerId,
  system: null,
  productId: null,
  systemCategory: 1,
  imageUrl: null,
  isLive: false,
});

const api = createApiClient({
  baseUrl: 'http://test.invalid/api',
  fetch: () => Promise.reject(new Error('no network')),
  getToken: () => 't',
  getLocale: () => 'en',
  getFingerprint: () => 'fp',
  onUnauthorized: () => {},
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

function start() {
  let list: Deferred<Game[]> | null = null;
  let toggle: Deferred<ToggleOutput> | null = null;
  const toggled: Game[] = [];
  const effects = {
    login: vi.fn(),
    added: vi.fn<(message: string) => void>(),
    removed: vi.fn<(message: string) => void>(),
    failure: vi.fn<(error: unknown) => void>(),
  };
  const actor = createActor(
    favoritesMachine.provide({
      actors: {
        loadFavorites: fromPromise<Game[], { api: typeof api }>(() => new Promise((resolve, reject) => (list = { resolve, reject }))),
        toggleFavorite: fromPromise<ToggleOutput, { api: typeof api; game: Game }>(({ input }) => {
          toggled.push(input.game);
          return new Promise((resolve, reject) => (toggle = { resolve, reject }));
        }),
      },
      actions: {
        'ask to log in': effects.login,
        'notify added': (_, params) => effects.added(params.message),
        'notify removed': (_, params) => effects.removed(params.message),
        'notify failure': (_, params) => effects.failure(params.error),
      },
    }),
    { input: { api } },
  ).start();
  return { actor, effects, toggled, list: () => list!, toggle: () => toggle! };
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
    h.list().resolve([game('a')]);
    await flush();
    expect(selectIsFavorite(h.actor.getSnapshot(), game('a'))).toBe(true);
    expect(selectIsFavorite(h.actor.getSnapshot(), game('a', 1))).toBe(false);
  });

  it('adds with the success toast and removes with the warning toast, each with the server text', async () => {
    const h = start();
    h.actor.send({ type: 'favorites.load' });
    h.list().resolve([]);
    await flush();
    h.actor.send({ type: 'favorite.toggled', game: game('b') });
    expect(selectIsToggling(h.actor.getSnapshot(), game('b'))).toBe(true);
    // A second toggle while the first runs is not taken.
    h.actor.send({ type: 'favorite.toggled', game: game('c') });
    expect(h.toggled.map((g) => g.gameCode)).toEqual(['b']);
    h.toggle().resolve({ favorite: true, message: 'Added to favorites' });
    await flush();
    expect(h.effects.added).toHaveBeenCalledWith('Added to favorites');
    expect(selectFavorites(h.actor.getSnapshot()).map((g) => g.gameCode)).toEqual(['b']);
    h.actor.send({ type: 'favorite.toggled', game: game('b') });
    h.toggle().resolve({ favorite: false, message: 'Removed from favorites' });
    await flush();
    expect(h.effects.removed).toHaveBeenCalledWith('Removed from favorites');
    expect(selectIsFavorite(h.actor.getSnapshot(), game('b'))).toBe(false);
  });

  it('a refused toggle toasts the error and keeps the list; logout clears it', async () => {
    const h = start();
    h.actor.send({ type: 'favorites.load' });
    h.list().resolve([game('a')]);
    await flush();
    h.actor.send({ type: 'favorite.toggled', game: game('a') });
    const error = new ApiError('Oyun bulunamadı', 404);
    h.toggle().reject(error);
    await flush();
    expect(h.effects.failure).toHaveBeenCalledWith(error);
    expect(selectIsFavorite(h.actor.getSnapshot(), game('a'))).toBe(true);
    h.actor.send({ type: 'favorites.clear' });
    expect(selectFavorites(h.actor.getSnapshot())).toEqual([]);
    expect(h.actor.getSnapshot().value).toBe('guest');
  });

  it('calls casino/favorites and casino/togglefavorite with code and providerId', async () => {
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    const recording = createApiClient({
      baseUrl: 'http://test.invalid/api',
      fetch: async (request) => {
        const body = request.method === 'POST' ? await request.json() : null;
        calls.push({ method: request.method, path: new URL(request.url).pathname, body });
        const data = request.method === 'GET' ? [game('a')] : { favorite: true };
        return new Response(JSON.stringify({ success: true, message: 'Added to favorites', data }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
      getToken: () => 't',
      getLocale: () => 'en',
      getFingerprint: () => 'fp',
      onUnauthorized: () => {},
    });
    const run = (logic: typeof loadFavorites | typeof toggleFavorite, input: unknown) =>
      new Promise<unknown>((resolve, reject) => {
        const actor = createActor(logic as never, { input } as never);
        actor.subscribe({ complete: () => resolve((actor.getSnapshot() as { output: unknown }).output), error: reject });
        actor.start();
      });
    expect(await run(loadFavorites, { api: recording })).toEqual([game('a')]);
    expect(await run(toggleFavorite, { api: recording, game: game('studio-slot') })).toEqual({
      favorite: true,
      message: 'Added to favorites',
    });
    expect(calls).toEqual([
      { method: 'GET', path: '/api/casino/favorites', body: null },
      { method: 'POST', path: '/api/casino/togglefavorite', body: { code: 'studio-slot', providerId: 8 } },
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
    input: () => ({ api }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.favorites.length]),
  });
  it.each(suite.paths.map((path) => [path.description, path] as const))('reaches %s', (_, path) => {
    expect(suite.replay(path).snapshot.value).toEqual(path.expected.value);
  });
  it('reaches every state and takes every transition', () => {
    expect(missingCoverage(favoritesMachine, [suite])).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
