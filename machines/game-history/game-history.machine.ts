// Game history (/dashboard/game-history, issue 6): pages of the player's rounds (game, bet, win,
// balance before and after, time), and beside the list the recall of one round's result: a studio
// round is loaded in full (reels, pocket, cards, crash point and its seeds); another provider's round
// has no recall here.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { gameHistoryActors, type GameHistoryPage, type StudioRound } from './game-history.actors';

export const HISTORY_PAGE_SIZE = 20;

export interface GameHistoryContext {
  /** 1-based. */
  page: number;
  data: GameHistoryPage | null;
  roundId: string | null;
  round: StudioRound | null;
}

export type GameHistoryEvent =
  | { type: 'history.page.changed'; page: number }
  | { type: 'history.retry' }
  | { type: 'history.round.opened'; roundId: string }
  | { type: 'history.round.closed' };

/** Our studio's rounds carry the `studio:` prefix; only they can be recalled and verified here. */
export const isStudioRound = (roundId: string) => roundId.startsWith('studio:');

export const gameHistoryMachine = setup({
  types: {
    context: {} as GameHistoryContext,
    events: {} as GameHistoryEvent,
  },
  // Provided at the app edge with the player's API client: gameHistoryActors(api).
  actors: gameHistoryActors(apiNotProvided('gameHistory')),
  guards: {
    'is another page': ({ context, event }) => {
      if (event.type !== 'history.page.changed') return false;
      const pages = Math.max(1, Math.ceil((context.data?.total ?? 0) / HISTORY_PAGE_SIZE));
      return event.page >= 1 && event.page <= pages && event.page !== context.page;
    },
    'is studio round': ({ event }) => event.type === 'history.round.opened' && isStudioRound(event.roundId),
  },
  actions: {
    'set page': assign(({ event }) => (event.type === 'history.page.changed' ? { page: event.page } : {})),
    'store page': assign((_, params: { data: GameHistoryPage }) => ({ data: params.data })),
    'set round id': assign(({ event }) => (event.type === 'history.round.opened' ? { roundId: event.roundId, round: null } : {})),
    'store round': assign((_, params: { round: StudioRound }) => ({ round: params.round })),
    'forget round': assign({ roundId: null, round: null }),
  },
}).createMachine({
  id: 'gameHistory',
  context: () => ({ page: 1, data: null, roundId: null, round: null }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadHistoryPage',
            input: ({ context }) => ({ skip: (context.page - 1) * HISTORY_PAGE_SIZE, take: HISTORY_PAGE_SIZE }),
            onDone: { target: 'shown', actions: { type: 'store page', params: ({ event }) => ({ data: event.output }) } },
            onError: { target: 'failed' },
          },
        },
        shown: {
          on: { 'history.page.changed': { guard: 'is another page', target: 'loading', actions: 'set page' } },
        },
        failed: {
          tags: ['failed'],
          on: { 'history.retry': { target: 'loading' } },
        },
      },
    },
    recall: {
      initial: 'closed',
      on: {
        'history.round.opened': [
          // Not `reenter`: re-entering this region of the parallel root would exit the list region too and
          // reload the page. Targeting the child already restarts a running recall for the new round.
          { guard: 'is studio round', target: '.loading', actions: 'set round id' },
          { target: '.unavailable', actions: 'set round id' },
        ],
      },
      states: {
        closed: {},
        loading: {
          tags: ['recall loading'],
          invoke: {
            src: 'loadRound',
            input: ({ context }) => ({ roundId: context.roundId ?? '' }),
            onDone: { target: 'shown', actions: { type: 'store round', params: ({ event }) => ({ round: event.output }) } },
            onError: { target: 'failed' },
          },
          on: { 'history.round.closed': { target: 'closed', actions: 'forget round' } },
        },
        shown: {
          on: { 'history.round.closed': { target: 'closed', actions: 'forget round' } },
        },
        failed: {
          tags: ['recall failed'],
          on: { 'history.round.closed': { target: 'closed', actions: 'forget round' } },
        },
        // Another provider's round: its details live on the provider's own screens.
        unavailable: {
          on: { 'history.round.closed': { target: 'closed', actions: 'forget round' } },
        },
      },
    },
  },
});
