// Hand-written expectations for the catalogue's edges: a failed category page and its retry, the next
// page on scrolling, an empty search term (refused), a failed search (spec §8: silent, what was
// found stays), clearing a search (the cancel). After each, the state (by value) and what the page
// shows (games, loading, failed, more to come, the chip, the empty text), written out here.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, gameFixture } from '../testing/fixtures';
import type { Game } from '../game-launch/game-launch.actors';
import { type CasinoCategory, gameCatalogueMachine } from './game-catalogue.machine';
import {
  selectGames,
  selectHasFailed,
  selectHasMore,
  selectIsEmptyResult,
  selectIsEmptyTermRefused,
  selectIsLoading,
  selectSelectedCategoryId,
} from './game-catalogue.selectors';

const categories = [
  { id: 10, name: 'Slot', section: 'slot', slugList: ['slot'], imageUrl: null },
  { id: 11, name: 'Popüler', section: 'slot', slugList: ['populer'], imageUrl: null },
] as CasinoCategory[];
const games = (from: number, count: number): Game[] => Array.from({ length: count }, (_, i) => gameFixture({ gameCode: `g${from + i}` }));

function start(query: string | null = null) {
  const category = controllable<{ categoryId: number; skip: number; take: number }, Game[], string>((i) => `${i.categoryId}:${i.skip}+${i.take}`);
  const search = controllable<{ term: string; skip: number; take: number }, Game[], string>((i) => `${i.term}:${i.skip}+${i.take}`);
  let reachEnd: () => void = () => {};
  const machine = gameCatalogueMachine.provide({ actors: { loadCategoryPage: category.logic as never, searchPage: search.logic as never } });
  const actor = createActor(machine, {
    input: {
      categories,
      live: false,
      query,
      watchEnd: (onEnd) => {
        reachEnd = onEnd;
        return () => {};
      },
    },
  }).start();
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      games: selectGames(snapshot).length,
      loading: selectIsLoading(snapshot),
      failed: selectHasFailed(snapshot),
      more: selectHasMore(snapshot),
      chip: selectSelectedCategoryId(snapshot),
      nothing: selectIsEmptyResult(snapshot),
      refused: selectIsEmptyTermRefused(snapshot),
    };
  };
  return { actor, category, search, seen, scrollToEnd: () => reachEnd() };
}

describe('game catalogue edges', () => {
  it('a failed page shows the failure and keeps the games; Retry asks for the same page; a short page ends the list', async () => {
    const { actor, category, seen, scrollToEnd } = start();
    // 12 a page: a full page means more may come.
    await category.resolve(games(0, 12));
    expect(seen()).toEqual({ games: 12, loading: false, failed: false, more: true, chip: 10, nothing: false, refused: false });
    scrollToEnd();
    await category.reject(new ApiError('Sunucu hatası', 500));
    expect(actor.getSnapshot().value).toEqual({ category: 'failed' });
    expect(seen()).toEqual({ games: 12, loading: false, failed: true, more: false, chip: 10, nothing: false, refused: false });
    actor.send({ type: 'catalogue.retry' });
    await category.resolve(games(12, 5));
    expect(category.calls).toEqual(['10:0+12', '10:12+12', '10:12+12']);
    expect(seen()).toEqual({ games: 17, loading: false, failed: false, more: false, chip: 10, nothing: false, refused: false });
  });

  it('an empty term is refused and nothing is searched; a failed search is silent and keeps what was found; clearing goes back to the first chip', async () => {
    const { actor, category, search, seen, scrollToEnd } = start();
    await category.resolve(games(0, 3));
    actor.send({ type: 'catalogue.category.selected', id: 11 });
    await category.resolve(games(0, 2));
    actor.send({ type: 'catalogue.search.submitted', term: '   ' });
    expect(seen()).toEqual({ games: 2, loading: false, failed: false, more: false, chip: 11, nothing: false, refused: true });
    expect(search.calls).toEqual([]);
    actor.send({ type: 'catalogue.search.submitted', term: ' aviator ' });
    // 4 a page when searching.
    await search.resolve(games(100, 4));
    expect(seen()).toEqual({ games: 4, loading: false, failed: false, more: true, chip: null, nothing: false, refused: false });
    scrollToEnd();
    await search.reject(new ApiError('Sunucu hatası', 500));
    expect(actor.getSnapshot().value).toEqual({ search: 'complete' });
    expect(seen()).toEqual({ games: 4, loading: false, failed: false, more: false, chip: null, nothing: false, refused: false });
    expect(search.calls).toEqual(['aviator:0+4', 'aviator:4+4']);
    actor.send({ type: 'catalogue.search.cleared' });
    expect(seen()).toEqual({ games: 0, loading: true, failed: false, more: false, chip: 10, nothing: false, refused: false });
    expect(category.calls.at(-1)).toBe('10:0+12');
  });

  it('a first search that fails says nothing was found', async () => {
    const { search, seen } = start('aviator');
    await search.reject(new ApiError('Sunucu hatası', 500));
    expect(seen()).toEqual({ games: 0, loading: false, failed: false, more: false, chip: null, nothing: true, refused: false });
  });
});
