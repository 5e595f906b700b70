// Hand-written expectations for favourites' edges: a guest's toggle (the login dialog), a failed
// load (an empty list, no toast), a failed toggle (nothing changes, the error toasted, the next
// toggle still works), add and remove, logging out. After each, the state and what the game tiles
// show (highlighted, toggling), written out here.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, gameFixture } from '../testing/fixtures';
import type { Game } from '../game-launch/game-launch.actors';
import type { ToggleOutput } from './favorites.actors';
import { favoritesMachine } from './favorites.machine';
import { selectFavorites, selectIsFavorite, selectIsToggling } from './favorites.selectors';

const roulette = gameFixture();
const slot = gameFixture({ gameCode: 'studio-slot', name: 'Kuzey Slot' });

function start() {
  const load = controllable<unknown, Game[], null>(() => null);
  const toggle = controllable<{ game: Game }, ToggleOutput, string>((input) => input.game.gameCode);
  const effects = { askLogin: vi.fn(), added: vi.fn(), removed: vi.fn(), failure: vi.fn() };
  const machine = favoritesMachine.provide({
    actors: { loadFavorites: load.logic as never, toggleFavorite: toggle.logic as never },
    actions: {
      'ask to log in': () => effects.askLogin(),
      'notify added': (_, params) => effects.added(params.message),
      'notify removed': (_, params) => effects.removed(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
    },
  });
  const actor = createActor(machine).start();
  const tile = (game: Game) => ({
    favorite: selectIsFavorite(actor.getSnapshot(), game),
    toggling: selectIsToggling(actor.getSnapshot(), game),
  });
  const codes = () => selectFavorites(actor.getSnapshot()).map((game) => game.gameCode);
  return { actor, load, toggle, effects, tile, codes };
}

describe('favorites edges', () => {
  it("a guest's toggle asks to log in and calls nothing", () => {
    const { actor, toggle, effects, tile } = start();
    actor.send({ type: 'favorite.toggled', game: roulette });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(effects.askLogin).toHaveBeenCalledTimes(1);
    expect(toggle.calls).toEqual([]);
    expect(tile(roulette)).toEqual({ favorite: false, toggling: false });
  });

  it('a failed load leaves an empty list without a toast; toggles still work', async () => {
    const { actor, load, toggle, effects, tile, codes } = start();
    actor.send({ type: 'favorites.load' });
    await load.reject(new ApiError('Sunucu hatası', 500));
    expect(actor.getSnapshot().value).toEqual({ player: 'ready' });
    expect(codes()).toEqual([]);
    expect(effects.failure).not.toHaveBeenCalled();
    actor.send({ type: 'favorite.toggled', game: slot });
    expect(tile(slot)).toEqual({ favorite: false, toggling: true });
    await toggle.resolve({ favorite: true, message: 'Favorilere eklendi' });
    expect(tile(slot)).toEqual({ favorite: true, toggling: false });
    expect(effects.added.mock.calls).toEqual([['Favorilere eklendi']]);
  });

  it('a failed toggle changes nothing and toasts; the next toggle removes; logging out empties the list', async () => {
    const { actor, load, toggle, effects, tile, codes } = start();
    actor.send({ type: 'favorites.load' });
    await load.resolve([roulette]);
    expect(tile(roulette)).toEqual({ favorite: true, toggling: false });
    actor.send({ type: 'favorite.toggled', game: roulette });
    const error = new ApiError('Sunucu hatası', 500);
    await toggle.reject(error);
    expect(actor.getSnapshot().value).toEqual({ player: 'ready' });
    expect(tile(roulette)).toEqual({ favorite: true, toggling: false });
    expect(effects.failure.mock.calls).toEqual([[error]]);
    actor.send({ type: 'favorite.toggled', game: roulette });
    await toggle.resolve({ favorite: false, message: 'Favorilerden çıkarıldı' });
    expect(tile(roulette)).toEqual({ favorite: false, toggling: false });
    expect(effects.removed.mock.calls).toEqual([['Favorilerden çıkarıldı']]);
    actor.send({ type: 'favorite.toggled', game: slot });
    await toggle.resolve({ favorite: true, message: 'Favorilere eklendi' });
    expect(codes()).toEqual(['studio-slot']);
    actor.send({ type: 'favorites.clear' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(codes()).toEqual([]);
  });
});
