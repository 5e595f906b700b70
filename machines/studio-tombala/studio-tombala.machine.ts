// A tombala room on the studio page: loads the room's state, follows the shared game through the hub's
// TombalaRoom pushes (relayed by the shell), buys tickets while the room sells, and loads the state again
// when a game it holds tickets in finishes (to show the prizes) or a new game opens. Auto-daub: the drawn
// balls are the pushed game's; the page marks them on the player's cards (selectors).
import { assign, setup } from 'xstate';
import type { HubMessageEvent } from '../hub/hub.machine';
import { apiNotProvided } from '../shared/api-dependency';
import { studioTombalaActors, type TombalaGame, type TombalaState } from './studio-tombala.actors';

export const TOMBALA_PUSH = 'TombalaRoom';

export interface StudioTombalaInput {
  token: string;
  roomId?: string | null;
  /** Makes request ids for purchases (crypto.randomUUID in the page, a counter in tests). */
  newRequestId?: () => string;
}

export interface StudioTombalaContext {
  token: string;
  roomId: string | null;
  state: TombalaState | null;
  count: number;
  requestId: string | null;
  error: string | null;
  newRequestId: () => string;
}

export type StudioTombalaEvent =
  | HubMessageEvent
  | { type: 'room.selected'; roomId: string }
  | { type: 'count.changed'; count: number }
  | { type: 'buy' }
  | { type: 'retry' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const pushedGame = (event: StudioTombalaEvent): TombalaGame | null =>
  event.type === 'hub.message' && event.command === TOMBALA_PUSH ? (event.message as TombalaGame) : null;

let counter = 0;

export const studioTombalaMachine = setup({
  types: {
    input: {} as StudioTombalaInput,
    context: {} as StudioTombalaContext,
    events: {} as StudioTombalaEvent,
  },
  // Provided by the studio page (src/studio) with its API client: studioTombalaActors(api).
  actors: studioTombalaActors(apiNotProvided('studioTombala')),
  guards: {
    'is this room': ({ context, event }) => {
      const game = pushedGame(event);
      return game !== null && context.state !== null && game.roomId === context.state.game.roomId;
    },
    'needs the tickets again': ({ context, event }) => {
      const game = pushedGame(event);
      if (!game || !context.state) return false;
      const shown = context.state.game;
      // A new game opened, or the game the player holds tickets in finished: its prizes are in the state call.
      return game.gameId !== shown.gameId || (game.phase === 'finished' && shown.phase !== 'finished' && context.state.myTickets.length > 0);
    },
    'can buy': ({ context }) => {
      const state = context.state;
      if (!state || state.game.phase !== 'selling') return false;
      const room = state.rooms.find((r) => r.roomId === state.game.roomId);
      // Tickets with a prize are the finished game's; those without are this game's.
      const held = state.myTickets.filter((t) => t.prize === null).length;
      return room !== undefined && context.count >= 1 && context.count <= room.maxTickets - held;
    },
  },
  actions: {
    'keep game': assign({
      state: ({ context, event }) => (context.state ? { ...context.state, game: pushedGame(event) ?? context.state.game } : null),
    }),
    'new request': assign({ requestId: ({ context }) => context.newRequestId() }),
    'clear error': assign({ error: null }),
  },
}).createMachine({
  id: 'studioTombala',
  context: ({ input }) => ({
    token: input.token,
    roomId: input.roomId ?? null,
    state: null,
    count: 1,
    requestId: null,
    error: null,
    newRequestId: input.newRequestId ?? (() => `tombala-${Date.now()}-${++counter}`),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchState',
        src: 'fetchTombalaState',
        input: ({ context }) => ({ token: context.token, roomId: context.roomId }),
        onDone: { target: 'ready', actions: assign({ state: ({ event }) => event.output, roomId: ({ event }) => event.output.game.roomId, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { retry: 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'hub.message': [
          { guard: 'needs the tickets again', target: '.refreshing' },
          { guard: 'is this room', actions: 'keep game' },
        ],
        'room.selected': { target: 'loading', actions: assign({ roomId: ({ event }) => event.roomId, count: 1 }) },
        'count.changed': { actions: assign({ count: ({ event }) => Math.max(1, Math.floor(event.count)) }) },
      },
      states: {
        idle: {
          on: { buy: { guard: 'can buy', target: 'buying', actions: ['new request', 'clear error'] } },
        },
        buying: {
          tags: ['busy'],
          invoke: {
            id: 'buyTickets',
            src: 'buyTombalaTickets',
            input: ({ context }) => ({
              token: context.token,
              roomId: context.state!.game.roomId,
              count: context.count,
              requestId: context.requestId!,
            }),
            onDone: { target: 'idle', actions: assign({ state: ({ event }) => event.output, count: 1 }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshState',
            src: 'fetchTombalaState',
            input: ({ context }) => ({ token: context.token, roomId: context.roomId }),
            onDone: { target: 'idle', actions: assign({ state: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
});
