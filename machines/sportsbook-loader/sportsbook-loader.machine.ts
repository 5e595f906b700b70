// Loads the sportsbook on first use: its machines (the book's pages, the bet slip, My bets) and their
// rules arrive with the first sports event (a /spor page opens, an outcome is picked), or at start
// when a slip was kept from the last visit (the slip is reachable from every screen), so a casino
// player's first load carries none of that code. Events sent while the code loads are handed over in
// order once it arrived; after that every sports event goes straight to the sportsbook actor.
import { assign, type EventObject, fromPromise, setup, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { KeyValueStore } from '../shared/ports';

export interface SportsbookLoaderInput {
  /** Fetches the sportsbook machine (with its effects provided): a dynamic import at the app edge. */
  load: () => Promise<AnyStateMachine>;
  /** The sportsbook's input (the API client, storage, the session's questions). */
  sportsbookInput: unknown;
  /** Whether a bet slip was kept from the last visit. */
  hasKeptSlip: boolean;
}

interface SportsbookLoaderContext extends SportsbookLoaderInput {
  sportsbook: AnyActorRef | null;
  /** Events that arrived while the code loads. */
  pending: SportsbookLoaderEvent[];
}

/** The events the loader takes: everything the sportsbook understands, and the hub's pushes. */
export type SportsbookLoaderEvent = EventObject;

/** Where the bet slip is kept (machines/bet-slip reads and writes it; its code is not in the first load). */
export const SLIP_STORAGE_KEY = 'betSlip';

/** Whether the kept slip holds a selection: a cheap look, the slip reads it properly once loaded. */
export const hasKeptSlip = (storage: Pick<KeyValueStore, 'getItem'>) => (storage.getItem(SLIP_STORAGE_KEY) ?? '').includes('"outcomeId"');

/** Which app events belong to the sportsbook. */
export const isSportsbookEvent = (type: string) =>
  type.startsWith('sports.') || type.startsWith('slip.') || type.startsWith('myBets.');

export const sportsbookLoaderMachine = setup({
  types: {
    input: {} as SportsbookLoaderInput,
    context: {} as SportsbookLoaderContext,
    events: {} as SportsbookLoaderEvent,
  },
  actors: {
    loadSportsbook: fromPromise<AnyStateMachine, { load: () => Promise<AnyStateMachine> }>(({ input }) => input.load()),
  },
  guards: {
    'a slip was kept': ({ context }) => context.hasKeptSlip,
    'is a sportsbook event': ({ event }) => isSportsbookEvent(event.type),
  },
  actions: {
    'keep pending event': assign(({ context, event }) => ({ pending: [...context.pending, event] })),
    'spawn sportsbook': assign(({ context, spawn }, params: { logic: AnyStateMachine }) => ({
      sportsbook: spawn(params.logic, { systemId: 'sportsbook', input: context.sportsbookInput as never }),
    })),
    'hand over pending events': assign(({ context }) => {
      for (const event of context.pending) context.sportsbook?.send(event);
      return { pending: [] };
    }),
    'forward to sportsbook': ({ context, event }) => context.sportsbook?.send(event),
  },
}).createMachine({
  id: 'sportsbookLoader',
  context: ({ input }) => ({ ...input, sportsbook: null, pending: [] }),
  initial: 'unloaded',
  states: {
    unloaded: {
      always: { guard: 'a slip was kept', target: 'loading' },
      on: {
        '*': { guard: 'is a sportsbook event', target: 'loading', actions: 'keep pending event' },
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'loadSportsbook',
        input: ({ context }) => ({ load: context.load }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'spawn sportsbook', params: ({ event }) => ({ logic: event.output }) }, 'hand over pending events'],
        },
        // The code could not be fetched (offline): the next sports event tries again.
        onError: { target: 'failed' },
      },
      on: {
        '*': { guard: 'is a sportsbook event', actions: 'keep pending event' },
      },
    },
    failed: {
      on: {
        '*': { guard: 'is a sportsbook event', target: 'loading', actions: 'keep pending event' },
      },
    },
    ready: {
      on: { '*': { actions: 'forward to sportsbook' } },
    },
  },
});
