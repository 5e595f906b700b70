// Casino management (issue 16): the catalogue a page at a time (50), searched by name or code on submit;
// a game opens as a draft (published, order, featured on the Popular tab, catalogue slugs chosen from
// those the casino categories list) and saving answers the stored game, which replaces the list's copy;
// a casino category is published or ordered in place. The player's casino reads every change on its next
// request. The screen's providers' settings are a child, `providers` (machines/backoffice-providers).
import { assign, setup, spawnChild } from 'xstate';
import { providersMachine } from '../backoffice-providers/backoffice-providers.machine';
import { apiNotProvided } from '../shared/api-dependency';
import { casinoActors, type CategoryChange, type GameChange, type OpsCasinoCategory, type OpsGame, type OpsGameList } from './backoffice-casino.actors';

export const CASINO_PAGE = 50;

export interface GameDraft extends GameChange {
  id: number;
}

export interface CasinoContext {
  search: string;
  /** The search the list shows (the field's text until it is submitted is only typing). */
  searched: string;
  skip: number;
  list: OpsGameList | null;
  draft: GameDraft | null;
  /** The category change being saved. */
  categoryChange: ({ id: number } & CategoryChange) | null;
}

export type CasinoEvent =
  | { type: 'casino.retried' }
  | { type: 'casino.search.changed'; value: string }
  | { type: 'casino.search.submitted' }
  | { type: 'casino.page.changed'; skip: number }
  | { type: 'casino.game.opened'; id: number }
  | { type: 'casino.game.changed'; field: 'enabled' | 'featured'; value: boolean }
  | { type: 'casino.sort.changed'; value: number }
  | { type: 'casino.slug.toggled'; slug: string }
  | { type: 'casino.saved' }
  | { type: 'casino.closed' }
  | { type: 'casino.category.changed'; id: number; enabled: boolean; sort: number };

const output = <T>(event: unknown) => (event as { output: T }).output;
const sortValid = (sort: number) => Number.isInteger(sort) && sort >= 0 && sort <= 100000;

/** The catalogue slugs a game can be given: those some casino category lists, besides the featured one. */
export const choosableSlugs = (categories: OpsCasinoCategory[], game: Pick<OpsGame, 'categories'> | null) =>
  [...new Set([...categories.flatMap((c) => c.slugList), ...(game?.categories ?? [])])].filter((slug) => slug !== 'popular').sort();

export const casinoMachine = setup({
  types: { context: {} as CasinoContext, events: {} as CasinoEvent },
  // Provided at the app edge with the operator's API client: casinoActors(api), and `providers` provided with providersActors(api).
  actors: { ...casinoActors(apiNotProvided('backofficeCasino')), providers: providersMachine },
  guards: {
    'is the game there': ({ context, event }) => event.type === 'casino.game.opened' && (context.list?.items.some((g) => g.id === event.id) ?? false),
    'is draft valid': ({ context }) => context.draft !== null && sortValid(context.draft.sort),
    'is the page there': ({ context, event }) => event.type === 'casino.page.changed' && event.skip >= 0 && event.skip < (context.list?.total ?? 0) && event.skip !== context.skip,
    'is the category change valid': ({ context, event }) => event.type === 'casino.category.changed' && sortValid(event.sort) && (context.list?.categories.some((c) => c.id === event.id) ?? false),
  },
  actions: {
    'keep list': assign({ list: ({ event }) => output<OpsGameList>(event) }),
    'change search': assign({ search: ({ context, event }) => (event.type === 'casino.search.changed' ? event.value : context.search) }),
    'apply search': assign({ searched: ({ context }) => context.search.trim(), skip: 0 }),
    'change page': assign({ skip: ({ context, event }) => (event.type === 'casino.page.changed' ? event.skip : context.skip) }),
    'open game': assign({
      draft: ({ context, event }) => {
        const game = event.type === 'casino.game.opened' ? context.list!.items.find((g) => g.id === event.id)! : null;
        return game ? { id: game.id, enabled: game.enabled, sort: game.sort, featured: game.featured, categories: [...game.categories] } : null;
      },
    }),
    'change draft': assign({
      draft: ({ context, event }) => {
        const draft = context.draft;
        if (!draft) return draft;
        if (event.type === 'casino.game.changed') return { ...draft, [event.field]: event.value };
        if (event.type === 'casino.sort.changed') return { ...draft, sort: event.value };
        if (event.type === 'casino.slug.toggled')
          return { ...draft, categories: draft.categories.includes(event.slug) ? draft.categories.filter((s) => s !== event.slug) : [...draft.categories, event.slug] };
        return draft;
      },
    }),
    'keep saved game': assign({
      list: ({ context, event }) => {
        const game = output<{ game: OpsGame }>(event).game;
        return context.list ? { ...context.list, items: context.list.items.map((g) => (g.id === game.id ? game : g)) } : context.list;
      },
      draft: null,
    }),
    'forget draft': assign({ draft: null }),
    'keep category change': assign({
      categoryChange: ({ event }) => (event.type === 'casino.category.changed' ? { id: event.id, enabled: event.enabled, sort: event.sort } : null),
    }),
    'keep saved category': assign({
      list: ({ context, event }) => {
        const category = output<{ category: OpsCasinoCategory }>(event).category;
        return context.list ? { ...context.list, categories: context.list.categories.map((c) => (c.id === category.id ? category : c)) } : context.list;
      },
      categoryChange: null,
    }),
    'forget category change': assign({ categoryChange: null }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeCasino',
  context: () => ({ search: '', searched: '', skip: 0, list: null, draft: null, categoryChange: null }),
  // The providers' settings are their own flow on the same screen (machines/backoffice-providers).
  entry: spawnChild('providers', { id: 'providers' }),
  initial: 'loading',
  on: {
    'casino.search.changed': { actions: 'change search' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadGames',
        src: 'loadGames',
        input: ({ context }) => ({ search: context.searched, skip: context.skip, take: CASINO_PAGE }),
        onDone: { target: 'browsing', actions: 'keep list' },
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'casino.retried': 'loading', 'casino.search.submitted': { target: 'loading', actions: 'apply search' } },
    },
    browsing: {
      on: {
        'casino.search.submitted': { target: 'loading', actions: 'apply search' },
        'casino.page.changed': { guard: 'is the page there', target: 'loading', actions: 'change page' },
        'casino.game.opened': { guard: 'is the game there', target: 'editing', actions: 'open game' },
        'casino.category.changed': { guard: 'is the category change valid', target: 'savingCategory', actions: 'keep category change' },
      },
    },
    savingCategory: {
      tags: ['loading'],
      invoke: {
        id: 'saveCategory',
        src: 'saveCategory',
        input: ({ context }) => {
          const { id, ...change } = context.categoryChange!;
          return { id, change };
        },
        onDone: { target: 'browsing', actions: ['keep saved category', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }] },
        onError: { target: 'browsing', actions: ['forget category change', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    editing: {
      initial: 'idle',
      on: { 'casino.closed': { target: 'browsing', actions: 'forget draft' } },
      states: {
        idle: {
          on: {
            'casino.game.changed': { actions: 'change draft' },
            'casino.sort.changed': { actions: 'change draft' },
            'casino.slug.toggled': { actions: 'change draft' },
            'casino.saved': { guard: 'is draft valid', target: 'saving' },
          },
        },
        saving: {
          tags: ['loading'],
          invoke: {
            id: 'saveGame',
            src: 'saveGame',
            input: ({ context }) => {
              const { id, ...change } = context.draft!;
              return { id, change };
            },
            onDone: { target: '#backofficeCasino.browsing', actions: ['keep saved game', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }] },
            onError: { target: 'idle', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
