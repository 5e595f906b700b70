// Keno on the studio page: loads the draw running now, follows the shared draw through the hub's KenoDraw
// pushes (relayed by the shell), keeps a bet slip (numbers, the first ball's colour, or over/under 810, and
// a stake), places bets while the draw takes them, and loads the state again when a draw ends (the player's
// wins, the results) or a new one opens. The show itself is the draw's balls with their moments: the page
// shows those whose moment passed on the server's clock (the local clock plus the offset measured when the
// state arrived), so every viewer sees the same ball at the same time.
import { assign, setup } from 'xstate';
import type { HubMessageEvent } from '../hub/hub.machine';
import { apiNotProvided } from '../shared/api-dependency';
import { type KenoBetSpec, kenoClock, type KenoDraw, type KenoFetched, type KenoState, studioKenoActors } from './studio-keno.actors';

export const KENO_PUSH = 'KenoDraw';
export const KENO_MAX_PICKS = 8;
export const KENO_STAKES = [100, 500, 1_000, 5_000] as const;

export type KenoBetKind = KenoBetSpec['kind'];
export type KenoColour = NonNullable<KenoBetSpec['colour']>;
export type KenoSide = NonNullable<KenoBetSpec['side']>;

export interface StudioKenoInput {
  token: string;
  /** Makes request ids for bets (crypto.randomUUID in the page, a counter in tests). */
  newRequestId?: () => string;
}

export interface StudioKenoContext {
  token: string;
  state: KenoState | null;
  /** Server time minus local time (ms), measured when the state arrived. */
  offset: number;
  /** The local clock's last tick (ms). */
  localNow: number;
  kind: KenoBetKind;
  numbers: number[];
  colour: KenoColour | null;
  side: KenoSide | null;
  /** Kuruş. */
  stake: number;
  requestId: string | null;
  error: string | null;
  newRequestId: () => string;
}

export type StudioKenoEvent =
  | HubMessageEvent
  | { type: 'clock.ticked'; at: number }
  | { type: 'kind.selected'; kind: KenoBetKind }
  | { type: 'number.toggled'; number: number }
  | { type: 'colour.selected'; colour: KenoColour }
  | { type: 'side.selected'; side: KenoSide }
  | { type: 'stake.selected'; stake: number }
  | { type: 'slip.cleared' }
  | { type: 'bet.placed' }
  | { type: 'retry' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const pushedDraw = (event: StudioKenoEvent): KenoDraw | null =>
  event.type === 'hub.message' && event.command === KENO_PUSH ? (event.message as KenoDraw) : null;

/** The bet the slip describes, or null while it is incomplete. */
export function slipBet(context: Pick<StudioKenoContext, 'kind' | 'numbers' | 'colour' | 'side'>): KenoBetSpec | null {
  if (context.kind === 'spots') return context.numbers.length >= 1 ? { kind: 'spots', numbers: [...context.numbers].sort((a, b) => a - b) } : null;
  if (context.kind === 'colour') return context.colour ? { kind: 'colour', colour: context.colour } : null;
  return context.side ? { kind: 'total', side: context.side } : null;
}

/** The server's time now, as this page estimates it. */
export const serverNow = (context: Pick<StudioKenoContext, 'localNow' | 'offset'>) => context.localNow + context.offset;

const stored = ({ event }: { event: { output: KenoFetched } }) => event.output.state;
const offsetOf = ({ event }: { event: { output: KenoFetched } }) => Date.parse(event.output.state.draw.now) - event.output.receivedAt;

let counter = 0;

export const studioKenoMachine = setup({
  types: {
    input: {} as StudioKenoInput,
    context: {} as StudioKenoContext,
    events: {} as StudioKenoEvent,
  },
  // Provided by the studio page (src/studio) with its API client: studioKenoActors(api).
  actors: { ...studioKenoActors(apiNotProvided('studioKeno')), kenoClock },
  guards: {
    'is another draw or its end': ({ context, event }) => {
      const draw = pushedDraw(event);
      if (!draw || !context.state) return false;
      const shown = context.state.draw;
      return draw.drawNo > shown.drawNo || (draw.drawNo === shown.drawNo && draw.phase === 'result' && shown.phase !== 'result');
    },
    'is this draw': ({ context, event }) => {
      const draw = pushedDraw(event);
      return draw !== null && context.state !== null && draw.drawNo === context.state.draw.drawNo;
    },
    'can place': ({ context }) => {
      const state = context.state;
      if (!state || slipBet(context) === null) return false;
      const { min, max } = state.limits;
      const stake = context.stake / 100;
      return serverNow(context) < Date.parse(state.draw.betsCloseAt) && state.draw.phase === 'betting' && stake >= min && stake <= max;
    },
    'can pick more': ({ context, event }) =>
      event.type === 'number.toggled' && (context.numbers.includes(event.number) || context.numbers.length < KENO_MAX_PICKS),
  },
  actions: {
    'keep draw': assign({
      state: ({ context, event }) => (context.state ? { ...context.state, draw: pushedDraw(event) ?? context.state.draw } : null),
    }),
    'new request': assign({ requestId: ({ context }) => context.newRequestId() }),
    'clear error': assign({ error: null }),
  },
}).createMachine({
  id: 'studioKeno',
  context: ({ input }) => ({
    token: input.token,
    state: null,
    offset: 0,
    localNow: 0,
    kind: 'spots',
    numbers: [],
    colour: null,
    side: null,
    stake: 500,
    requestId: null,
    error: null,
    newRequestId: input.newRequestId ?? (() => `keno-${Date.now()}-${++counter}`),
  }),
  invoke: { id: 'clock', src: 'kenoClock' },
  on: {
    'clock.ticked': { actions: assign({ localNow: ({ event }) => event.at }) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchDraw',
        src: 'fetchKenoDraw',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'ready', actions: assign({ state: stored, offset: offsetOf, error: null }) },
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
          { guard: 'is another draw or its end', actions: 'keep draw', target: '.refreshing' },
          { guard: 'is this draw', actions: 'keep draw' },
        ],
        'kind.selected': { actions: assign({ kind: ({ event }) => event.kind }) },
        'number.toggled': {
          guard: 'can pick more',
          actions: assign({
            numbers: ({ context, event }) =>
              context.numbers.includes(event.number) ? context.numbers.filter((n) => n !== event.number) : [...context.numbers, event.number],
          }),
        },
        'colour.selected': { actions: assign({ colour: ({ event }) => event.colour }) },
        'side.selected': { actions: assign({ side: ({ event }) => event.side }) },
        'stake.selected': { actions: assign({ stake: ({ event }) => event.stake }) },
        'slip.cleared': { actions: assign({ numbers: [], colour: null, side: null }) },
      },
      states: {
        idle: {
          on: { 'bet.placed': { guard: 'can place', target: 'placing', actions: ['new request', 'clear error'] } },
        },
        placing: {
          tags: ['busy'],
          invoke: {
            id: 'placeBet',
            src: 'placeKenoBet',
            input: ({ context }) => ({
              token: context.token,
              requestId: context.requestId!,
              drawNo: context.state!.draw.drawNo,
              bet: slipBet(context)!,
              stake: context.stake / 100,
            }),
            onDone: { target: 'idle', actions: assign({ state: stored, offset: offsetOf }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshDraw',
            src: 'fetchKenoDraw',
            input: ({ context }) => ({ token: context.token }),
            onDone: { target: 'idle', actions: assign({ state: stored, offset: offsetOf }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
});
