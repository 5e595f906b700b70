// Catalogue I/O: a page of a casino category's games (casino/categorygames), a page of a game search
// (casino/games, groups flattened), and the end of the grid coming into view (watched through a
// function the screen provides: an IntersectionObserver on the grid's last row).
import { type EventObject, fromCallback, fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { Game } from '../game-launch/game-launch.actors';

export interface CategoryPageInput {
  categoryId: number;
  skip: number;
  take: number;
}

const loadCategoryPage = (api: ApiClient) => fromPromise<Game[], CategoryPageInput>(async ({ input, signal }) => {
  const body = unwrap(
    await api.POST('/casino/categorygames', {
      body: { systemCategory: [input.categoryId], skip: input.skip, take: input.take },
      signal,
    }),
  );
  return body.data.flatMap((group) => group.games);
});

export interface SearchPageInput {
  term: string;
  live: boolean;
  skip: number;
  take: number;
}

/** Spec §7: the answer's lists of games, flattened. */
const searchPage = (api: ApiClient) => fromPromise<Game[], SearchPageInput>(async ({ input, signal }) => {
  const body = unwrap(
    await api.POST('/casino/games', {
      body: { search: input.term, live: input.live, skip: input.skip, take: input.take },
      signal,
    }),
  );
  return body.data.flatMap((group) => group.games);
});

/** Calls the listener when the end of the grid is in view (at once if it already is); returns the stop. */
export type WatchEnd = (listener: () => void) => () => void;

export const watchEnd = fromCallback<EventObject, { watch: WatchEnd }>(({ input, sendBack }) =>
  input.watch(() => sendBack({ type: 'catalogue.end.reached' })),
);

/** The catalogue's I/O, closing over the API client the app edge provides. */
export const gameCatalogueActors = (api: ApiClient) => ({
  loadCategoryPage: loadCategoryPage(api),
  searchPage: searchPage(api),
});
