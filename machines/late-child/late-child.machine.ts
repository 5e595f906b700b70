// Runs one of the app's late flows (the live chat, the game launch) from code fetched when first needed:
// the first event that wakes it, or `lateFlows.preload` (the visitor's first interaction), so the first
// screen's load carries none of it. Events that arrive while the code loads are handed over in order once
// it arrived; events that do not wake it are dropped while nothing runs (a flow that never started has
// nothing to close). Once loaded, the flow runs as this actor's child under its own system id, and every
// event goes straight to it. The same shape as machines/dialogs-loader and machines/sportsbook-loader.
import { assign, type AnyActorLogic, type AnyActorRef, type EventObject, fromPromise, setup } from 'xstate';

/** The flow's logic (its effects provided) and its input, built once the code arrived. */
export interface LateChild {
  logic: AnyActorLogic;
  input: unknown;
}

export interface LateChildInput {
  /** Fetches the flow: a dynamic import at the app edge. */
  load: () => Promise<LateChild>;
  /** The flow's id in the app's actor system. */
  systemId: string;
  /** The events that fetch the code when the flow is not running yet. */
  wakesOn: readonly string[];
}

interface LateChildContext extends LateChildInput {
  child: AnyActorRef | null;
  /** Events that arrived while the code loads. */
  pending: EventObject[];
}

/** Fetch the code ahead of need. */
export const PRELOAD_EVENT = 'lateFlows.preload';

export const lateChildMachine = setup({
  types: {
    input: {} as LateChildInput,
    context: {} as LateChildContext,
    events: {} as EventObject,
  },
  actors: {
    load: fromPromise<LateChild, { load: () => Promise<LateChild> }>(({ input }) => input.load()),
  },
  guards: {
    'wakes the flow': ({ context, event }) => context.wakesOn.includes(event.type),
    'is for the flow': ({ event }) => event.type !== PRELOAD_EVENT,
  },
  actions: {
    'keep pending event': assign(({ context, event }) => ({ pending: [...context.pending, event] })),
    'spawn flow': assign(({ context, spawn }, params: LateChild) => ({
      child: spawn(params.logic, { systemId: context.systemId, input: params.input as never }),
    })),
    'hand over pending events': assign(({ context }) => {
      for (const event of context.pending) context.child?.send(event);
      return { pending: [] };
    }),
    'forward to flow': ({ context, event }) => context.child?.send(event),
  },
}).createMachine({
  id: 'lateChild',
  context: ({ input }) => ({ ...input, child: null, pending: [] }),
  initial: 'unloaded',
  states: {
    unloaded: {
      on: {
        [PRELOAD_EVENT]: { target: 'loading' },
        '*': { guard: 'wakes the flow', target: 'loading', actions: 'keep pending event' },
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ load: context.load }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'spawn flow', params: ({ event }) => event.output }, 'hand over pending events'],
        },
        // The code could not be fetched (offline): what was asked is dropped, the next waking event tries again.
        onError: { target: 'unloaded', actions: assign({ pending: [] }) },
      },
      on: {
        '*': { guard: 'is for the flow', actions: 'keep pending event' },
      },
    },
    ready: {
      on: {
        '*': { guard: 'is for the flow', actions: 'forward to flow' },
      },
    },
  },
});
