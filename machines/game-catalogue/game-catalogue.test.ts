// Game catalogue: the section's categories, paging a category as the end of the grid comes into view,
// the search (empty term refused, 4 per page, failures silent), clearing it; the calls themselves;
// plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { bootstrapFixture, flush, gameFixture, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import type { Game } from '../game-launch/game-launch.actors';
import { type CategoryPageInput, gameCatalogueActors, type SearchPageInput } from './game-catalogue.actors';
import {
  CATEGORY_PAGE_SIZE,
  type CasinoCategory,
  type GameCatalogueEvent,
  gameCatalogueMachine,
  SEARCH_PAGE_SIZE,
} from './game-catalogue.machine';
import {
  sectionCategories,
  selectGames,
  selectHasFailed,
  selectHasMore,
  selectIsEmptyResult,
  selectIsEmptyTermRefused,
  selectIsLoading,
  selectIsSearching,
  selectSelectedCategoryId,
} from './game-catalogue.selectors';

const makeGame = (n: number): Game => gameFixture({ gameCode: `g${n}`, name: `Oyun ${n}` });
const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => makeGame(from + i));

const categories: CasinoCategory[] = [
  { id: 10, name: 'Popüler', section: 'slot', slugList: ['popular'], imageUrl: null },
  { id: 11, name: 'Yeni', section: 'slot', slugList: ['new'], imageUrl: '/media/new.svg' },
];

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

function start(options: { query?: string | null; categories?: CasinoCategory[]; live?: boolean } = {}) {
  const categoryCalls: CategoryPageInput[] = [];
  const searchCalls: SearchPageInput[] = [];
  let pendingCall: Deferred<Game[]> | null = null;
  const watchers: Array<() => void> = [];
  let stopped = 0;
  const defer = () => new Promise<Game[]>((resolve, reject) => (pendingCall = { resolve, reject }));
  const machine = gameCatalogueMachine.provide({
    actors: {
      loadCategoryPage: fromPromise<Game[], CategoryPageInput>(({ input }) => {
        categoryCalls.push(input);
        return defer();
      }),
      searchPage: fromPromise<Game[], SearchPageInput>(({ input }) => {
        searchCalls.push(input);
        return defer();
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      categories: options.categories ?? categories,
      live: options.live ?? false,
      query: options.query ?? null,
      watchEnd: (listener) => {
        watchers.push(listener);
        return () => void stopped++;
      },
    },
  }).start();
  return {
    actor,
    categoryCalls,
    searchCalls,
    watchers,
    stopped: () => stopped,
    settle: () => pendingCall!,
    snapshot: () => actor.getSnapshot(),
  };
}

describe('game catalogue machine', () => {
  it('picks the section categories out of the bootstrap', () => {
    expect(sectionCategories(bootstrapFixture.casinoCategoryList, 'live').map((c) => c.id)).toEqual([2]);
    expect(sectionCategories(bootstrapFixture.casinoCategoryList, 'bingo')).toEqual([]);
  });

  it('loads the first category, then the next page when the end of the grid comes into view', async () => {
    const h = start();
    expect(selectSelectedCategoryId(h.snapshot())).toBe(10);
    expect(selectIsLoading(h.snapshot())).toBe(true);
    expect(h.categoryCalls).toEqual([{ categoryId: 10, skip: 0, take: CATEGORY_PAGE_SIZE }]);
    h.settle().resolve(games(0, CATEGORY_PAGE_SIZE));
    await flush();
    expect(selectGames(h.snapshot())).toHaveLength(CATEGORY_PAGE_SIZE);
    expect(selectHasMore(h.snapshot())).toBe(true);
    h.watchers[0]!();
    expect(h.categoryCalls[1]).toMatchObject({ categoryId: 10, skip: CATEGORY_PAGE_SIZE });
    expect(h.stopped()).toBe(1);
    h.settle().resolve(games(CATEGORY_PAGE_SIZE, 3));
    await flush();
    expect(selectGames(h.snapshot())).toHaveLength(CATEGORY_PAGE_SIZE + 3);
    expect(selectHasMore(h.snapshot())).toBe(false);
  });

  it('choosing another category starts its list afresh; unknown ids are ignored', async () => {
    const h = start();
    h.settle().resolve(games(0, 2));
    await flush();
    h.actor.send({ type: 'catalogue.category.selected', id: 99 });
    expect(selectSelectedCategoryId(h.snapshot())).toBe(10);
    h.actor.send({ type: 'catalogue.category.selected', id: 11 });
    expect(selectSelectedCategoryId(h.snapshot())).toBe(11);
    expect(selectGames(h.snapshot())).toEqual([]);
    expect(h.categoryCalls[1]).toMatchObject({ categoryId: 11, skip: 0 });
  });

  it('a failed category page can be retried', async () => {
    const h = start();
    h.settle().reject(new ApiError('Hata', 500));
    await flush();
    expect(selectHasFailed(h.snapshot())).toBe(true);
    h.actor.send({ type: 'catalogue.retry' });
    expect(h.categoryCalls).toHaveLength(2);
  });

  it('refuses an empty search term without calling the server', () => {
    const h = start();
    h.actor.send({ type: 'catalogue.search.submitted', term: '   ' });
    expect(selectIsEmptyTermRefused(h.snapshot())).toBe(true);
    expect(selectIsSearching(h.snapshot())).toBe(false);
    expect(h.searchCalls).toEqual([]);
  });

  it('searches 4 at a time (skip 0 take 4 first), live in the live casino, and pages on scroll', async () => {
    const h = start({ live: true });
    h.actor.send({ type: 'catalogue.search.submitted', term: ' Aviator ' });
    expect(selectIsSearching(h.snapshot())).toBe(true);
    expect(selectSelectedCategoryId(h.snapshot())).toBeNull();
    expect(h.searchCalls).toEqual([{ term: 'Aviator', live: true, skip: 0, take: SEARCH_PAGE_SIZE }]);
    h.settle().resolve(games(0, SEARCH_PAGE_SIZE));
    await flush();
    h.watchers.at(-1)!();
    expect(h.searchCalls[1]).toMatchObject({ skip: 4, take: 4 });
    h.settle().resolve(games(4, 1));
    await flush();
    expect(selectGames(h.snapshot())).toHaveLength(5);
    expect(selectHasMore(h.snapshot())).toBe(false);
  });

  it('a failed search silently yields an empty result', async () => {
    const h = start({ query: 'zzz' });
    expect(h.searchCalls[0]).toMatchObject({ term: 'zzz', skip: 0, take: 4, live: false });
    h.settle().reject(new ApiError('Hata', 500));
    await flush();
    expect(selectHasFailed(h.snapshot())).toBe(false);
    expect(selectIsEmptyResult(h.snapshot())).toBe(true);
  });

  it('clearing the search returns to the first category', async () => {
    const h = start({ query: 'a' });
    h.settle().resolve([]);
    await flush();
    h.actor.send({ type: 'catalogue.search.cleared' });
    expect(selectSelectedCategoryId(h.snapshot())).toBe(10);
    expect(h.categoryCalls[0]).toMatchObject({ categoryId: 10, skip: 0 });
  });

  it('a section without categories lists nothing but can still search', () => {
    const h = start({ categories: [] });
    expect(h.snapshot().value).toBe('empty');
    expect(selectIsEmptyResult(h.snapshot())).toBe(true);
    h.actor.send({ type: 'catalogue.search.submitted', term: 'x' });
    expect(h.searchCalls).toHaveLength(1);
  });
});

describe('game catalogue actors', () => {
  it('post casino/categorygames and casino/games and flatten the groups', async () => {
    const groups = [
      { id: 1, name: 'A', games: [makeGame(1)] },
      { id: 2, name: 'B', games: [makeGame(2), makeGame(3)] },
    ];
    const { api: recording, requests } = recordingApi(() => ok(groups), { token: null });
    const { loadCategoryPage, searchPage } = gameCatalogueActors(recording);
    const run = (logic: typeof loadCategoryPage | typeof searchPage, input: unknown) => outputOf(logic, input as never);
    expect((await run(loadCategoryPage, { categoryId: 5, skip: 24, take: 24 })).map((g) => g.gameCode)).toEqual(['g1', 'g2', 'g3']);
    expect(await run(searchPage, { term: 'Aviator', live: false, skip: 0, take: 4 })).toHaveLength(3);
    expect(requests.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/casino/categorygames', body: { systemCategory: [5], skip: 24, take: 24 } },
      { path: '/casino/games', body: { search: 'Aviator', live: false, skip: 0, take: 4 } },
    ]);
  });
});

describe('game catalogue machine: generated paths', () => {
  const events = (): GameCatalogueEvent[] =>
    [
      { type: 'catalogue.category.selected', id: 11 },
      { type: 'catalogue.search.submitted', term: '' },
      { type: 'catalogue.search.submitted', term: 'Aviator' },
      { type: 'catalogue.search.cleared' },
      { type: 'catalogue.end.reached' },
      { type: 'catalogue.retry' },
      { type: 'xstate.done.actor.0.gameCatalogue.category.loading', output: games(0, CATEGORY_PAGE_SIZE) },
      { type: 'xstate.done.actor.0.gameCatalogue.category.loading', output: [] },
      { type: 'xstate.error.actor.0.gameCatalogue.category.loading', error: new ApiError('Hata', 500) },
      { type: 'xstate.done.actor.0.gameCatalogue.search.loading', output: games(0, SEARCH_PAGE_SIZE) },
      { type: 'xstate.done.actor.0.gameCatalogue.search.loading', output: [] },
      { type: 'xstate.error.actor.0.gameCatalogue.search.loading', error: new ApiError('Hata', 500) },
    ] as GameCatalogueEvent[];
  const replayMachine = gameCatalogueMachine.provide({
    actors: { loadCategoryPage: pending as never, searchPage: pending as never, watchEnd: pending as never },
  });
  const suites = [
    { query: null, list: categories },
    { query: 'Aviator', list: categories },
    { query: null, list: [] },
  ].map(({ query, list }) =>
    generatePaths(replayMachine, {
      events,
      input: () => ({ categories: list, live: false, query, watchEnd: () => () => {} }),
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.games.length > 0, snapshot.context.selectedId, snapshot.context.emptyRefused]),
    }),
  );
  testEveryPath(gameCatalogueMachine, suites);
});
