// Game history: pages of rounds, paging within bounds, retry; the recall of a studio round (loading,
// shown, failed, closed) and no call for another provider's round; the calls; plus generated paths.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError, createApiClient } from '../../src/api/client';
import { generatePaths, missingCoverage, pending } from '../testing/path-coverage';
import { type GameHistoryPage, type GameRound, loadHistoryPage, loadRound, type StudioRound } from './game-history.actors';
import { type GameHistoryEvent, gameHistoryMachine, HISTORY_PAGE_SIZE } from './game-history.machine';
import { selectIsEmpty, selectPage, selectPageCount, selectRecall, selectRecalledRound, selectRounds } from './game-history.selectors';

const api = createApiClient({
  baseUrl: 'http://test.invalid/api',
  fetch: () => Promise.reject(new Error('no network')),
  getToken: () => 't',
  getLocale: () => 'tr',
  getFingerprint: () => 'fp',
  onUnauthorized: () => {},
});

const round = (n: number, roundId = `studio:${n}`): GameRound => ({
  roundId,
  gameCode: 'studio-roulette',
  gameName: 'Avrupa Ruleti',
  providerName: 'Kuzey Studio',
  bet: 10,
  win: n % 2 ? 0 : 36,
  jackpot: 0,
  balanceBefore: 100,
  balanceAfter: 90,
  status: 'settled',
  startedAt: '2026-11-22T09:00:00.000Z',
  endedAt: '2026-11-22T09:00:01.000Z',
  transactions: [],
});

const studioRound = { roundId: 'studio:1', game: 'roulette' } as unknown as StudioRound;

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

interface Deferred<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

function start() {
  const pages: Array<{ skip: number; take: number }> = [];
  const rounds: string[] = [];
  let page: Deferred<GameHistoryPage> | null = null;
  let recall: Deferred<StudioRound> | null = null;
  const actor = createActor(
    gameHistoryMachine.provide({
      actors: {
        loadHistoryPage: fromPromise<GameHistoryPage, { api: typeof api; skip: number; take: number }>(({ input }) => {
          pages.push({ skip: input.skip, take: input.take });
          return new Promise((resolve, reject) => (page = { resolve, reject }));
        }),
        loadRound: fromPromise<StudioRound, { api: typeof api; roundId: string }>(({ input }) => {
          rounds.push(input.roundId);
          return new Promise((resolve, reject) => (recall = { resolve, reject }));
        }),
      },
    }),
    { input: { api } },
  ).start();
  return { actor, pages, rounds, page: () => page!, recall: () => recall!, snapshot: () => actor.getSnapshot() };
}

describe('game history machine', () => {
  it('loads the first page and pages within the total', async () => {
    const h = start();
    expect(h.pages).toEqual([{ skip: 0, take: HISTORY_PAGE_SIZE }]);
    h.page().resolve({ items: [round(1), round(2)], total: 45 });
    await flush();
    expect(selectRounds(h.snapshot())).toHaveLength(2);
    expect(selectPageCount(h.snapshot())).toBe(3);
    h.actor.send({ type: 'history.page.changed', page: 4 });
    h.actor.send({ type: 'history.page.changed', page: 0 });
    expect(h.pages).toHaveLength(1);
    h.actor.send({ type: 'history.page.changed', page: 3 });
    expect(h.pages[1]).toEqual({ skip: 40, take: HISTORY_PAGE_SIZE });
    expect(selectPage(h.snapshot())).toBe(3);
  });

  it('shows an empty history; a failure can be retried', async () => {
    const h = start();
    h.page().reject(new ApiError('x', 500));
    await flush();
    h.actor.send({ type: 'history.retry' });
    h.page().resolve({ items: [], total: 0 });
    await flush();
    expect(selectIsEmpty(h.snapshot())).toBe(true);
  });

  it('recalls a studio round; another provider has no recall call', async () => {
    const h = start();
    h.actor.send({ type: 'history.round.opened', roundId: 'studio:1' });
    expect(selectRecall(h.snapshot())).toBe('loading');
    h.recall().resolve(studioRound);
    await flush();
    expect(selectRecall(h.snapshot())).toBe('shown');
    expect(selectRecalledRound(h.snapshot())).toBe(studioRound);
    h.actor.send({ type: 'history.round.opened', roundId: 'hub88:abc' });
    expect(selectRecall(h.snapshot())).toBe('unavailable');
    expect(h.rounds).toEqual(['studio:1']);
    h.actor.send({ type: 'history.round.opened', roundId: 'studio:2' });
    h.recall().reject(new ApiError('Tur bulunamadı', 404));
    await flush();
    expect(selectRecall(h.snapshot())).toBe('failed');
    h.actor.send({ type: 'history.round.closed' });
    expect(selectRecall(h.snapshot())).toBe('closed');
  });

  it('calls customer/gamehistory and studio/rounds/get', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    const recording = createApiClient({
      baseUrl: 'http://test.invalid/api',
      fetch: async (request) => {
        calls.push({ path: new URL(request.url).pathname, body: await request.json() });
        return new Response(JSON.stringify({ success: true, message: '', data: { items: [], total: 0 } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
      getToken: () => 't',
      getLocale: () => 'tr',
      getFingerprint: () => 'fp',
      onUnauthorized: () => {},
    });
    const run = (logic: typeof loadHistoryPage | typeof loadRound, input: unknown) =>
      new Promise<void>((resolve, reject) => {
        const actor = createActor(logic as never, { input } as never);
        actor.subscribe({ complete: () => resolve(), error: reject });
        actor.start();
      });
    await run(loadHistoryPage, { api: recording, skip: 20, take: 20 });
    await run(loadRound, { api: recording, roundId: 'studio:9' });
    expect(calls).toEqual([
      { path: '/api/customer/gamehistory', body: { skip: 20, take: 20 } },
      { path: '/api/studio/rounds/get', body: { roundId: 'studio:9' } },
    ]);
  });
});

describe('game history machine: generated paths', () => {
  const events = (): GameHistoryEvent[] =>
    [
      { type: 'history.page.changed', page: 2 },
      { type: 'history.retry' },
      { type: 'history.round.opened', roundId: 'studio:1' },
      { type: 'history.round.opened', roundId: 'hub88:1' },
      { type: 'history.round.closed' },
      { type: 'xstate.done.actor.0.gameHistory.list.loading', output: { items: [round(1)], total: 30 } },
      { type: 'xstate.error.actor.0.gameHistory.list.loading', error: new ApiError('x', 500) },
      { type: 'xstate.done.actor.0.gameHistory.recall.loading', output: studioRound },
      { type: 'xstate.error.actor.0.gameHistory.recall.loading', error: new ApiError('x', 404) },
    ] as GameHistoryEvent[];
  const suite = generatePaths(gameHistoryMachine.provide({ actors: { loadHistoryPage: pending as never, loadRound: pending as never } }), {
    events,
    input: () => ({ api }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.page]),
  });
  it.each(suite.paths.map((path) => [path.description, path] as const))('reaches %s', (_, path) => {
    expect(suite.replay(path).snapshot.value).toEqual(path.expected.value);
  });
  it('reaches every state and takes every transition', () => {
    expect(missingCoverage(gameHistoryMachine, [suite])).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
