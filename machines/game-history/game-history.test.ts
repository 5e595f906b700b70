// Game history: pages of rounds, paging within bounds, retry; the recall of a studio round (loading,
// shown, failed, closed) and no call for another provider's round; the calls; plus generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, ok, outputOf, recordingApi } from '../testing/fixtures';
import { gameHistoryActors, type GameHistoryPage, type GameRound, type StudioRound } from './game-history.actors';
import { type GameHistoryEvent, gameHistoryMachine, HISTORY_PAGE_SIZE } from './game-history.machine';
import { selectIsEmpty, selectPage, selectPageCount, selectRecall, selectRecalledRound, selectRounds } from './game-history.selectors';

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

function start() {
  const page = controllable<{ skip: number; take: number }, GameHistoryPage, { skip: number; take: number }>(
    ({ skip, take }) => ({ skip, take }),
  );
  const recall = controllable<{ roundId: string }, StudioRound, string>((input) => input.roundId);
  const actor = createActor(gameHistoryMachine.provide({ actors: { loadHistoryPage: page.logic, loadRound: recall.logic } }), {
  }).start();
  return {
    actor,
    pages: page.calls,
    rounds: recall.calls,
    page: () => page,
    recall: () => recall,
    snapshot: () => actor.getSnapshot(),
  };
}

describe('game history machine', () => {
  it('loads the first page and pages within the total', async () => {
    const h = start();
    expect(h.pages).toEqual([{ skip: 0, take: HISTORY_PAGE_SIZE }]);
    await h.page().resolve({ items: [round(1), round(2)], total: 45 });
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
    await h.page().reject(new ApiError('x', 500));
    h.actor.send({ type: 'history.retry' });
    await h.page().resolve({ items: [], total: 0 });
    expect(selectIsEmpty(h.snapshot())).toBe(true);
  });

  it('recalls a studio round; another provider has no recall call', async () => {
    const h = start();
    h.actor.send({ type: 'history.round.opened', roundId: 'studio:1' });
    expect(selectRecall(h.snapshot())).toBe('loading');
    await h.recall().resolve(studioRound);
    expect(selectRecall(h.snapshot())).toBe('shown');
    expect(selectRecalledRound(h.snapshot())).toBe(studioRound);
    h.actor.send({ type: 'history.round.opened', roundId: 'hub88:abc' });
    expect(selectRecall(h.snapshot())).toBe('unavailable');
    expect(h.rounds).toEqual(['studio:1']);
    h.actor.send({ type: 'history.round.opened', roundId: 'studio:2' });
    await h.recall().reject(new ApiError('Tur bulunamadı', 404));
    expect(selectRecall(h.snapshot())).toBe('failed');
    h.actor.send({ type: 'history.round.closed' });
    expect(selectRecall(h.snapshot())).toBe('closed');
  });

  it('calls customer/gamehistory and studio/rounds/get', async () => {
    const { api: recording, requests } = recordingApi(() => ok({ items: [], total: 0 }));
    await outputOf(gameHistoryActors(recording).loadHistoryPage, { skip: 20, take: 20 });
    await outputOf(gameHistoryActors(recording).loadRound, { roundId: 'studio:9' });
    expect(requests.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/customer/gamehistory', body: { skip: 20, take: 20 } },
      { path: '/studio/rounds/get', body: { roundId: 'studio:9' } },
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
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.page]),
  });
  testEveryPath(gameHistoryMachine, suite);
});
