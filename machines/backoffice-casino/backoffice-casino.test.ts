// Casino management: the catalogue is read a page at a time with the submitted search; a game opens as a
// draft, its slugs toggle, an order outside 0..100000 cannot be saved, the stored game replaces the list's
// copy and a refused save keeps the draft; a category is changed in place. Plus the calls, and generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { providersMachine } from '../backoffice-providers/backoffice-providers.machine';

// The providers' child reads nothing in these tests (its own are in machines/backoffice-providers).
const quietProviders = providersMachine.provide({ actors: { loadProviders: pending as never } });
import { testEveryPath } from '../testing/path-tests';
import { casinoActors, type OpsGame, type OpsGameList } from './backoffice-casino.actors';
import { type CasinoEvent, casinoMachine } from './backoffice-casino.machine';
import { selectCanSaveGame, selectDraftSlugs, selectGameDraft, selectGameList, selectIsEditingGame } from './backoffice-casino.selectors';

const buffalo: OpsGame = { id: 11, gameCode: '3008', providerId: 5, providerName: 'EGT', name: 'Wild Buffalo', imageUrl: null, isLive: false, enabled: true, sort: 1000, featured: true, categories: ['slots'] };
const crash = { id: 4, slug: 'games-crash', section: 'games', name: 'Crash', slugList: ['crash'], enabled: true, sort: 2 };
const popular = { id: 1, slug: 'slot-popular', section: 'slot', name: 'Popüler', slugList: ['popular'], enabled: true, sort: 0 };
const list: OpsGameList = { items: [buffalo], total: 120, providers: [{ id: 5, name: 'EGT' }], categories: [popular, crash] };

function start() {
  const load = controllable<{ search: string; skip: number; take: number }, OpsGameList, unknown>((input) => ({ search: input.search, skip: input.skip, take: input.take }));
  const game = controllable<{ id: number; change: unknown }, { game: OpsGame; message: string }, unknown>((input) => ({ id: input.id, change: input.change }));
  const category = controllable<{ id: number; change: unknown }, { category: typeof crash; message: string }, unknown>((input) => ({ id: input.id, change: input.change }));
  const notify = notifySpies();
  const actor = createActor(casinoMachine.provide({ actors: { loadGames: load.logic as never, saveGame: game.logic as never, saveCategory: category.logic as never, providers: quietProviders as never }, actions: notify.actions })).start();
  return { actor, load, game, category, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('casino machine', () => {
  it('searches on submit, pages by 50, edits a game and keeps what the server stored', async () => {
    const { actor, load, game, effects, snapshot } = start();
    await load.resolve(list);
    actor.send({ type: 'casino.search.changed', value: ' buffalo ' });
    expect(load.calls).toEqual([{ search: '', skip: 0, take: 50 }]);
    actor.send({ type: 'casino.search.submitted' });
    await load.resolve(list);
    actor.send({ type: 'casino.page.changed', skip: 50 });
    await load.resolve(list);
    // Past the last game: no call.
    actor.send({ type: 'casino.page.changed', skip: 150 });
    expect(load.calls).toEqual([
      { search: '', skip: 0, take: 50 },
      { search: 'buffalo', skip: 0, take: 50 },
      { search: 'buffalo', skip: 50, take: 50 },
    ]);

    actor.send({ type: 'casino.game.opened', id: 11 });
    // The slugs some category lists, and the game's own; never the featured one.
    expect(selectDraftSlugs(snapshot())).toEqual(['crash', 'slots']);
    actor.send({ type: 'casino.slug.toggled', slug: 'slots' });
    actor.send({ type: 'casino.slug.toggled', slug: 'crash' });
    actor.send({ type: 'casino.game.changed', field: 'featured', value: false });
    actor.send({ type: 'casino.sort.changed', value: -1 });
    expect(selectCanSaveGame(snapshot())).toBe(false);
    actor.send({ type: 'casino.sort.changed', value: 0 });
    actor.send({ type: 'casino.saved' });
    expect(game.calls).toEqual([{ id: 11, change: { enabled: true, sort: 0, featured: false, categories: ['crash'] } }]);
    const stored = { ...buffalo, sort: 0, featured: false, categories: ['crash'] };
    await game.resolve({ game: stored, message: 'Oyun kaydedildi' });
    expect(effects.success).toHaveBeenCalledWith('Oyun kaydedildi');
    expect(selectIsEditingGame(snapshot())).toBe(false);
    expect(selectGameList(snapshot())?.items).toEqual([stored]);
  });

  it('a refused save keeps the draft; a category is changed in place; an unknown game does not open', async () => {
    const { actor, load, game, category, effects, snapshot } = start();
    await load.reject(new ApiError('Sunucu hatası', 0));
    actor.send({ type: 'casino.retried' });
    await load.resolve(list);
    actor.send({ type: 'casino.game.opened', id: 99 });
    expect(selectIsEditingGame(snapshot())).toBe(false);
    actor.send({ type: 'casino.game.opened', id: 11 });
    actor.send({ type: 'casino.game.changed', field: 'enabled', value: false });
    actor.send({ type: 'casino.saved' });
    await game.reject(new ApiError('Oyun bulunamadı', 404));
    expect(effects.failure).toHaveBeenCalled();
    expect(selectGameDraft(snapshot())).toMatchObject({ id: 11, enabled: false });
    actor.send({ type: 'casino.closed' });

    actor.send({ type: 'casino.category.changed', id: 4, enabled: false, sort: 100001 });
    expect(category.calls).toEqual([]);
    actor.send({ type: 'casino.category.changed', id: 4, enabled: false, sort: 3 });
    expect(category.calls).toEqual([{ id: 4, change: { enabled: false, sort: 3 } }]);
    await category.resolve({ category: { ...crash, enabled: false, sort: 3 }, message: 'ok' });
    expect(selectGameList(snapshot())?.categories).toEqual([popular, { ...crash, enabled: false, sort: 3 }]);
  });
});

describe('casino actors', () => {
  it('the list, a game and a category reach their operations', async () => {
    const { api: client, requests } = recordingApi((request) => (request.method === 'GET' ? ok(list) : ok(buffalo, 'Kaydedildi')));
    const { loadGames, saveGame, saveCategory } = casinoActors(client);
    expect(await outputOf(loadGames, { search: 'buffalo', skip: 50, take: 50 })).toEqual(list);
    await outputOf(loadGames, { search: '', skip: 0, take: 50 });
    const change = { enabled: true, sort: 0, featured: true, categories: ['crash'] };
    expect(await outputOf(saveGame, { id: 11, change })).toEqual({ game: buffalo, message: 'Kaydedildi' });
    expect(await outputOf(saveCategory, { id: 4, change: { enabled: false, sort: 1 } })).toEqual({ category: buffalo, message: 'Kaydedildi' });
    expect(requests.map(({ method, url, body }) => [method, url.replace('http://site.test/api', ''), body])).toEqual([
      ['GET', '/ops/casino/games?search=buffalo&skip=50&take=50', null],
      ['GET', '/ops/casino/games?skip=0&take=50', null],
      ['POST', '/ops/casino/games/11', change],
      ['POST', '/ops/casino/categories/4', { enabled: false, sort: 1 }],
    ]);
  });
});

describe('casino machine: generated paths', () => {
  const machine = casinoMachine.provide({ actors: { loadGames: pending as never, saveGame: pending as never, saveCategory: pending as never, providers: quietProviders as never } });
  const events = (): CasinoEvent[] =>
    [
      { type: 'casino.retried' },
      { type: 'casino.search.changed', value: 'a' },
      { type: 'casino.search.submitted' },
      { type: 'casino.page.changed', skip: 50 },
      { type: 'casino.game.opened', id: 11 },
      { type: 'casino.game.changed', field: 'featured', value: false },
      { type: 'casino.sort.changed', value: 1 },
      { type: 'casino.slug.toggled', slug: 'crash' },
      { type: 'casino.saved' },
      { type: 'casino.closed' },
      { type: 'casino.category.changed', id: 4, enabled: false, sort: 1 },
      { type: 'xstate.done.actor.loadGames', output: list },
      { type: 'xstate.error.actor.loadGames', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.saveGame', output: { game: buffalo, message: 'ok' } },
      { type: 'xstate.error.actor.saveGame', error: new ApiError('', 404) },
      { type: 'xstate.done.actor.saveCategory', output: { category: crash, message: 'ok' } },
      { type: 'xstate.error.actor.saveCategory', error: new ApiError('', 404) },
    ] as CasinoEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.draft === null, snapshot.context.list === null, snapshot.context.skip, snapshot.context.categoryChange === null]),
  });
  testEveryPath(machine, suite);
});
