// A casino section's catalogue (spec §2, issue 6): the section's categories from the bootstrap as
// chips, the chosen category's games paged as the player scrolls (casino/categorygames skip/take), and
// the game search: an empty term is refused (spec §5), a search failure silently yields an empty
// result (spec §8), results page 4 at a time (spec §9's search page size, skip 0 take 4 first).
import { assign, setup } from 'xstate';
import type { components } from '../../common/contract/schema.gen';
import type { Game } from '../game-launch/game-launch.actors';
import { apiNotProvided } from '../shared/api-dependency';
import { gameCatalogueActors, type WatchEnd, watchEnd } from './game-catalogue.actors';

export type CasinoCategory = components['schemas']['CasinoCategory'];

/** Games per page of a category grid: whole rows of 2, 3, 4 and 6 columns. */
export const CATEGORY_PAGE_SIZE = 12;
/** Spec §9: game search page size 4. */
export const SEARCH_PAGE_SIZE = 4;

export interface GameCatalogueInput {
  /** The section's categories, in display order. */
  categories: CasinoCategory[];
  /** The live casino searches live games (spec §7 `live`). */
  live: boolean;
  /** A search to run at once (the address's `q`, e.g. the Aviator menu entry). */
  query: string | null;
  watchEnd: WatchEnd;
}

export interface GameCatalogueContext extends GameCatalogueInput {
  selectedId: number | null;
  games: Game[];
  term: string;
  /** The last submitted term was empty and refused. */
  emptyRefused: boolean;
}

export type GameCatalogueEvent =
  | { type: 'catalogue.category.selected'; id: number }
  | { type: 'catalogue.search.submitted'; term: string }
  | { type: 'catalogue.search.cleared' }
  | { type: 'catalogue.end.reached' }
  | { type: 'catalogue.retry' };

export const gameCatalogueMachine = setup({
  types: {
    input: {} as GameCatalogueInput,
    context: {} as GameCatalogueContext,
    events: {} as GameCatalogueEvent,
  },
  // Provided at the app edge with the player's API client: gameCatalogueActors(api).
  actors: { ...gameCatalogueActors(apiNotProvided('gameCatalogue')), watchEnd },
  guards: {
    'has query': ({ context }) => context.term !== '',
    'has categories': ({ context }) => context.categories.length > 0,
    'is a section category': ({ context, event }) =>
      event.type === 'catalogue.category.selected' && context.categories.some((category) => category.id === event.id),
    'term is empty': ({ event }) => event.type === 'catalogue.search.submitted' && event.term.trim() === '',
    'is last category page': (_, params: { games: Game[] }) => params.games.length < CATEGORY_PAGE_SIZE,
    'is last search page': (_, params: { games: Game[] }) => params.games.length < SEARCH_PAGE_SIZE,
  },
  actions: {
    'select category': assign(({ event }) =>
      event.type === 'catalogue.category.selected' ? { selectedId: event.id, games: [], term: '', emptyRefused: false } : {},
    ),
    'select first category': assign(({ context }) => ({ selectedId: context.categories[0]?.id ?? null, games: [] })),
    'start search': assign(({ event }) =>
      event.type === 'catalogue.search.submitted' ? { term: event.term.trim(), games: [], emptyRefused: false } : {},
    ),
    'refuse empty term': assign({ emptyRefused: true }),
    'clear search': assign({ term: '', games: [], emptyRefused: false }),
    'append games': assign(({ context }, params: { games: Game[] }) => ({ games: [...context.games, ...params.games] })),
  },
}).createMachine({
  id: 'gameCatalogue',
  context: ({ input }) => ({
    ...input,
    selectedId: input.categories[0]?.id ?? null,
    games: [],
    term: input.query?.trim() ?? '',
    emptyRefused: false,
  }),
  initial: 'starting',
  on: {
    'catalogue.category.selected': { guard: 'is a section category', target: '.category', reenter: true, actions: 'select category' },
    'catalogue.search.submitted': [
      { guard: 'term is empty', actions: 'refuse empty term' },
      { target: '.search', reenter: true, actions: 'start search' },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'has query', target: 'search' }, { guard: 'has categories', target: 'category' }, { target: 'empty' }],
    },
    // No category in this section: nothing to list, but the search still works.
    empty: {},
    category: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadCategoryPage',
            input: ({ context }) => ({
              categoryId: context.selectedId ?? 0,
              skip: context.games.length,
              take: CATEGORY_PAGE_SIZE,
            }),
            onDone: [
              {
                guard: { type: 'is last category page', params: ({ event }) => ({ games: event.output }) },
                target: 'complete',
                actions: { type: 'append games', params: ({ event }) => ({ games: event.output }) },
              },
              { target: 'more', actions: { type: 'append games', params: ({ event }) => ({ games: event.output }) } },
            ],
            onError: { target: 'failed' },
          },
        },
        more: {
          invoke: { src: 'watchEnd', input: ({ context }) => ({ watch: context.watchEnd }) },
          on: { 'catalogue.end.reached': { target: 'loading' } },
        },
        complete: {},
        failed: {
          tags: ['failed'],
          on: { 'catalogue.retry': { target: 'loading' } },
        },
      },
    },
    search: {
      tags: ['searching'],
      initial: 'loading',
      on: {
        'catalogue.search.cleared': [
          { guard: 'has categories', target: 'category', actions: ['clear search', 'select first category'] },
          { target: 'empty', actions: 'clear search' },
        ],
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'searchPage',
            input: ({ context }) => ({
              term: context.term,
              live: context.live,
              skip: context.games.length,
              take: SEARCH_PAGE_SIZE,
            }),
            onDone: [
              {
                guard: { type: 'is last search page', params: ({ event }) => ({ games: event.output }) },
                target: 'complete',
                actions: { type: 'append games', params: ({ event }) => ({ games: event.output }) },
              },
              { target: 'more', actions: { type: 'append games', params: ({ event }) => ({ games: event.output }) } },
            ],
            // Spec §8: a failed search is silent; what was found so far stays, nothing more comes.
            onError: { target: 'complete' },
          },
        },
        more: {
          invoke: { src: 'watchEnd', input: ({ context }) => ({ watch: context.watchEnd }) },
          on: { 'catalogue.end.reached': { target: 'loading' } },
        },
        complete: {},
      },
    },
  },
});
