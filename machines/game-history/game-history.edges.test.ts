// Hand-written expectations for game history's edges: a failed page and its retry, paging limits, a
// round recall that fails, one that is not ours (unavailable), closing a recall while it loads (the
// cancel). After each, the state (by value) and what the page shows (loading, failed, empty, page,
// the recall panel), written out here.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable } from '../testing/fixtures';
import type { GameHistoryPage, StudioRound } from './game-history.actors';
import { gameHistoryMachine } from './game-history.machine';
import {
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectOpenRoundId,
  selectPage,
  selectPageCount,
  selectRecall,
} from './game-history.selectors';

// 20 rounds a page: a history of 41 rounds has three pages.
const pageOf = (rows: number, total: number) => ({ items: Array.from({ length: rows }, () => ({})), total }) as unknown as GameHistoryPage;

function start() {
  const list = controllable<{ skip: number; take: number }, GameHistoryPage, string>((input) => `${input.skip}+${input.take}`);
  const round = controllable<{ roundId: string }, StudioRound, string>((input) => input.roundId);
  const machine = gameHistoryMachine.provide({ actors: { loadHistoryPage: list.logic as never, loadRound: round.logic as never } });
  const actor = createActor(machine).start();
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      loading: selectIsLoading(snapshot),
      failed: selectHasFailed(snapshot),
      empty: selectIsEmpty(snapshot),
      page: `${selectPage(snapshot)}/${selectPageCount(snapshot)}`,
      recall: selectRecall(snapshot),
      round: selectOpenRoundId(snapshot),
    };
  };
  return { actor, list, round, seen };
}

describe('game history edges', () => {
  it('a failed page shows the failure; Retry asks for the same page; paging stays within the pages', async () => {
    const { actor, list, seen } = start();
    await list.reject(new ApiError('Sunucu hatası', 500));
    expect(seen()).toEqual({ loading: false, failed: true, empty: false, page: '1/1', recall: 'closed', round: null });
    actor.send({ type: 'history.retry' });
    await list.resolve(pageOf(20, 41));
    expect(seen()).toEqual({ loading: false, failed: false, empty: false, page: '1/3', recall: 'closed', round: null });
    actor.send({ type: 'history.page.changed', page: 4 });
    actor.send({ type: 'history.page.changed', page: 0 });
    actor.send({ type: 'history.page.changed', page: 1 });
    actor.send({ type: 'history.page.changed', page: 3 });
    expect(list.calls).toEqual(['0+20', '0+20', '40+20']);
    await list.reject(new ApiError('Sunucu hatası', 500));
    expect(seen()).toEqual({ loading: false, failed: true, empty: false, page: '3/3', recall: 'closed', round: null });
    actor.send({ type: 'history.retry' });
    expect(list.calls).toEqual(['0+20', '0+20', '40+20', '40+20']);
  });

  it('an empty history says so', async () => {
    const { list, seen } = start();
    await list.resolve(pageOf(0, 0));
    expect(seen()).toEqual({ loading: false, failed: false, empty: true, page: '1/1', recall: 'closed', round: null });
  });

  it("a recall that fails shows its failure; another provider's round is unavailable; closing a loading recall forgets it", async () => {
    const { actor, list, round, seen } = start();
    await list.resolve(pageOf(1, 1));
    actor.send({ type: 'history.round.opened', roundId: 'studio:r1' });
    expect(seen()).toMatchObject({ recall: 'loading', round: 'studio:r1' });
    await round.reject(new ApiError('Tur bulunamadı', 404));
    expect(seen()).toMatchObject({ recall: 'failed', round: 'studio:r1' });
    actor.send({ type: 'history.round.opened', roundId: 'pragmatic:9' });
    expect(seen()).toMatchObject({ recall: 'unavailable', round: 'pragmatic:9' });
    expect(round.calls).toEqual(['studio:r1']);
    actor.send({ type: 'history.round.opened', roundId: 'studio:r2' });
    actor.send({ type: 'history.round.closed' });
    expect(seen()).toEqual({ loading: false, failed: false, empty: false, page: '1/1', recall: 'closed', round: null });
    // The list was untouched throughout: recalls never reload the page.
    expect(actor.getSnapshot().value).toEqual({ list: 'shown', recall: 'closed' });
    expect(list.calls).toEqual(['0+20']);
    // A second studio round opened while one loads restarts the recall for the new round.
    actor.send({ type: 'history.round.opened', roundId: 'studio:r3' });
    actor.send({ type: 'history.round.opened', roundId: 'studio:r4' });
    expect(seen()).toMatchObject({ recall: 'loading', round: 'studio:r4' });
    expect(round.calls).toEqual(['studio:r1', 'studio:r2', 'studio:r3', 'studio:r4']);
    await round.resolve({} as StudioRound);
    expect(seen()).toMatchObject({ loading: false, recall: 'shown', round: 'studio:r4' });
  });
});
