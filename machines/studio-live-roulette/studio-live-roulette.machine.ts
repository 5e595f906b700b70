// The automated roulette table of /casino/live on the studio page: one wheel spun on the server's timetable
// for everyone at the table. The machine loads the spin running now, follows it through the hub's
// LiveRouletteSpin pushes (relayed by the shell), and moves the table through its phases by the server's
// clock (the local clock plus the offset measured when the state arrived): bets open with a countdown, bets
// closed, the wheel spinning to the pushed pocket, the result, and the wait for the next spin. The player
// puts chips on the board (the single-player roulette's bets) and places them while bets are open; a failed
// placement keeps its request id, so placing again is a retry the server stakes once. When a spin ends, or
// an expected push is late (a missed push, a hub reconnect), it reads the spin again; a reload starts here.
import { assign, raise, sendTo, setup } from 'xstate';
import type { HubMessageEvent } from '../hub/hub.machine';
import { kurusFromTry } from '../shared/money';
import type { StudioLimits } from '../studio-shell/studio-shell.actors';
import type { PlacedBet } from '../studio-roulette/studio-roulette.actors';
import { chipChoices, totalOf, withChip } from '../studio-roulette/studio-roulette.machine';
import { apiNotProvided } from '../shared/api-dependency';
import {
  liveRouletteClock,
  type LiveRouletteFetched,
  type LiveRouletteSpin,
  type LiveRouletteState,
  studioLiveRouletteActors,
} from './studio-live-roulette.actors';

export const LIVE_ROULETTE_PUSH = 'LiveRouletteSpin';
/** How long past a moment the page waits for the push that should follow before it reads the spin itself. */
export const PUSH_GRACE_MS = 2_500;

export interface StudioLiveRouletteInput {
  token: string;
  /** The session's limits (kuruş): which chips the page offers. */
  limits: StudioLimits;
  /** Makes request ids for placements (crypto.randomUUID in the page, a counter in tests). */
  newRequestId?: () => string;
}

export interface StudioLiveRouletteContext {
  token: string;
  limits: StudioLimits;
  state: LiveRouletteState | null;
  /** Server time minus local time (ms), measured when the state arrived. */
  offset: number;
  /** The local clock's last tick (ms). */
  localNow: number;
  /** The chip value in kuruş. */
  chip: number;
  /** Chips on the board not yet placed, by spot ("n17", "red", "dozen2"). */
  slip: Record<string, PlacedBet>;
  /** The id of the placement being made; kept after a failed call so placing again retries it. */
  requestId: string | null;
  error: string | null;
  newRequestId: () => string;
}

export type StudioLiveRouletteEvent =
  | HubMessageEvent
  | { type: 'clock.ticked'; at: number }
  | { type: 'table.chip.changed'; chip: number }
  | { type: 'table.spot.chosen'; spot: string; bet: Omit<PlacedBet, 'amount'> }
  | { type: 'table.slip.cleared' }
  | { type: 'table.bets.placed' }
  | { type: 'table.resync' }
  | { type: 'spin.ended' }
  | { type: 'retry' };

export type TablePhase = 'betting' | 'closed' | 'spinning' | 'result' | 'next';

/** The server's time now, as this page estimates it. */
export const serverNow = (context: Pick<StudioLiveRouletteContext, 'localNow' | 'offset'>) => context.localNow + context.offset;

/**
 * Where the table is at the server's time now: taking bets until the close, closed until the pocket is
 * known, spinning until the wheel lands, the result until the next spin opens, then waiting for it.
 */
export function tablePhase(context: Pick<StudioLiveRouletteContext, 'state' | 'localNow' | 'offset'>): TablePhase {
  const spin = context.state?.spin;
  if (!spin) return 'closed';
  const now = serverNow(context);
  if (now >= Date.parse(spin.endsAt)) return 'next';
  if (spin.phase === 'betting' && now < Date.parse(spin.betsCloseAt)) return 'betting';
  if (spin.pocket === null) return 'closed';
  if (now < Date.parse(spin.resultAt)) return 'spinning';
  return 'result';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const pushedSpin = (event: StudioLiveRouletteEvent): LiveRouletteSpin | null =>
  event.type === 'hub.message' && event.command === LIVE_ROULETTE_PUSH ? (event.message as LiveRouletteSpin) : null;

/** The player's placements the new state shows settled that the old one did not (kuruş). */
export function newlySettled(before: LiveRouletteState | null, after: LiveRouletteState): { bet: number; win: number } | null {
  const known = new Set((before?.myBets ?? []).filter((p) => p.status === 'settled').map((p) => p.roundId));
  const fresh = after.myBets.filter((p) => p.status === 'settled' && !known.has(p.roundId));
  if (fresh.length === 0) return null;
  return {
    bet: fresh.reduce((sum, p) => sum + kurusFromTry(p.stake), 0),
    win: fresh.reduce((sum, p) => sum + kurusFromTry(p.win ?? 0), 0),
  };
}

const stored = ({ event }: { event: { output: LiveRouletteFetched } }) => event.output.state;
const offsetOf = ({ event }: { event: { output: LiveRouletteFetched } }) => Date.parse(event.output.state.spin.now) - event.output.receivedAt;

let counter = 0;

export const studioLiveRouletteMachine = setup({
  types: {
    input: {} as StudioLiveRouletteInput,
    context: {} as StudioLiveRouletteContext,
    events: {} as StudioLiveRouletteEvent,
  },
  // Provided by the studio page (src/studio) with its API client: studioLiveRouletteActors(api).
  actors: { ...studioLiveRouletteActors(apiNotProvided('studioLiveRoulette')), liveRouletteClock },
  delays: { 'push grace': PUSH_GRACE_MS },
  guards: {
    'is a later spin or its end': ({ context, event }) => {
      const spin = pushedSpin(event);
      if (!spin || !context.state) return false;
      const shown = context.state.spin;
      return spin.spinNo > shown.spinNo || (spin.spinNo === shown.spinNo && spin.phase === 'result' && spin.seed !== null && shown.seed === null);
    },
    'is this spin': ({ context, event }) => {
      const spin = pushedSpin(event);
      return spin !== null && context.state !== null && spin.spinNo === context.state.spin.spinNo;
    },
    'is an offered chip': ({ context, event }) => event.type === 'table.chip.changed' && chipChoices(context.limits).includes(event.chip),
    'can place': ({ context }) => {
      const state = context.state;
      if (!state || tablePhase(context) !== 'betting') return false;
      const total = totalOf(context.slip);
      return total > 0 && total >= kurusFromTry(state.limits.min) && total <= kurusFromTry(state.limits.max);
    },
    'bets are open': ({ context }) => tablePhase(context) === 'betting',
    'bets are closed': ({ context }) => tablePhase(context) === 'closed',
    'wheel is spinning': ({ context }) => tablePhase(context) === 'spinning',
    'result is shown': ({ context }) => tablePhase(context) === 'result',
    'bets are no longer open': ({ context }) => tablePhase(context) !== 'betting',
    'bets are no longer closed': ({ context }) => tablePhase(context) !== 'closed',
    'wheel is no longer spinning': ({ context }) => tablePhase(context) !== 'spinning',
    'result is no longer shown': ({ context }) => tablePhase(context) !== 'result',
    'next spin is here': ({ context }) => tablePhase(context) !== 'next',
    'settles placements': ({ context, event }) =>
      'output' in event && newlySettled(context.state, (event as unknown as { output: LiveRouletteFetched }).output.state) !== null,
  },
  actions: {
    'keep spin': assign({
      state: ({ context, event }) => (context.state ? { ...context.state, spin: pushedSpin(event) ?? context.state.spin } : null),
    }),
    'announce spin end': raise({ type: 'spin.ended' }),
    'ask for resync': raise({ type: 'table.resync' }),
    'set chip': assign((_, params: { chip: number }) => ({ chip: params.chip })),
    'put chip': assign(({ context }, params: { spot: string; bet: Omit<PlacedBet, 'amount'> }) => ({
      slip: withChip(context.slip, params.spot, params.bet, context.chip),
    })),
    'clear slip': assign({ slip: {} }),
    // A placement's chips are its request's params: other chips are another request.
    'forget request': assign({ requestId: null }),
    'take request id': assign({ requestId: ({ context }) => context.requestId ?? context.newRequestId() }),
    'clear error': assign({ error: null }),
    // A retry keeps its request id within its spin; on another spin the same chips are another request.
    'store refreshed state': assign(({ context, event }) => {
      const state = (event as unknown as { output: LiveRouletteFetched }).output.state;
      const sameSpin = context.state?.spin.spinNo === state.spin.spinNo;
      return { state, offset: offsetOf({ event: event as unknown as { output: LiveRouletteFetched } }), requestId: sameSpin ? context.requestId : null };
    }),
    'set error': assign((_, params: { error: string }) => ({ error: params.error })),
    'report balance': sendTo(
      ({ system }) => system.get('studio'),
      (_, params: { balance: number }) => ({ type: 'balance.updated' as const, balance: params.balance }),
    ),
    'report settled': sendTo(
      ({ system }) => system.get('studio'),
      (_, params: { balance: number; bet: number; win: number }) => ({ type: 'round.settled' as const, balance: params.balance, nonce: null, bet: params.bet, win: params.win }),
    ),
  },
}).createMachine({
  id: 'studioLiveRoulette',
  context: ({ input }) => ({
    token: input.token,
    limits: input.limits,
    state: null,
    offset: 0,
    localNow: 0,
    chip: chipChoices(input.limits)[0] ?? input.limits.min,
    slip: {},
    requestId: null,
    error: null,
    newRequestId: input.newRequestId ?? (() => `wheel-${Date.now()}-${++counter}`),
  }),
  invoke: { id: 'clock', src: 'liveRouletteClock' },
  on: {
    'clock.ticked': { actions: assign({ localNow: ({ event }) => event.at }) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchSpin',
        src: 'fetchLiveRouletteSpin',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'ready', actions: assign({ state: stored, offset: offsetOf, error: null }) },
        onError: { target: 'failed', actions: { type: 'set error', params: ({ event }) => ({ error: messageOf(event.error) }) } },
      },
    },
    failed: {
      tags: ['error'],
      on: { retry: 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        'hub.message': [
          { guard: 'is a later spin or its end', actions: ['keep spin', 'announce spin end'] },
          { guard: 'is this spin', actions: 'keep spin' },
        ],
        'table.chip.changed': { guard: 'is an offered chip', actions: { type: 'set chip', params: ({ event }) => ({ chip: event.chip }) } },
      },
      states: {
        table: {
          initial: 'entering',
          states: {
            /** Finds the phase the server's clock is in (on load, and after each phase). */
            entering: {
              always: [
                { guard: 'bets are open', target: 'betting' },
                { guard: 'bets are closed', target: 'closed' },
                { guard: 'wheel is spinning', target: 'spinning' },
                { guard: 'result is shown', target: 'result' },
                { target: 'next' },
              ],
            },
            betting: { tags: ['bets open'], always: { guard: 'bets are no longer open', target: 'entering' } },
            /** Bets closed; the pocket comes with the close's push, or from reading the spin when it is late. */
            closed: {
              always: { guard: 'bets are no longer closed', target: 'entering' },
              after: { 'push grace': { target: 'closed', reenter: true, actions: 'ask for resync' } },
            },
            spinning: { tags: ['wheel turning'], always: { guard: 'wheel is no longer spinning', target: 'entering' } },
            result: { tags: ['landed'], always: { guard: 'result is no longer shown', target: 'entering' } },
            /** The spin is over: the next one's push opens it, or reading the spin when it is late. */
            next: {
              tags: ['landed'],
              always: { guard: 'next spin is here', target: 'entering' },
              after: { 'push grace': { target: 'next', reenter: true, actions: 'ask for resync' } },
            },
          },
        },
        player: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'table.spot.chosen': {
                  guard: 'bets are open',
                  actions: [{ type: 'put chip', params: ({ event }) => ({ spot: event.spot, bet: event.bet }) }, 'forget request'],
                },
                'table.slip.cleared': { actions: ['clear slip', 'forget request'] },
                'table.bets.placed': { guard: 'can place', target: 'placing', actions: ['take request id', 'clear error'] },
                'spin.ended': 'refreshing',
                'table.resync': 'refreshing',
              },
            },
            placing: {
              tags: ['busy'],
              invoke: {
                id: 'placeBets',
                src: 'placeLiveRouletteBets',
                input: ({ context }) => ({
                  token: context.token,
                  requestId: context.requestId!,
                  spinNo: context.state!.spin.spinNo,
                  bets: Object.values(context.slip),
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ state: stored, offset: offsetOf }),
                    'clear slip',
                    'forget request',
                    { type: 'report balance', params: ({ event }) => ({ balance: kurusFromTry(event.output.state.balance) }) },
                  ],
                },
                // The request id stays: placing the same chips again is a retry of this request.
                onError: { target: 'idle', actions: { type: 'set error', params: ({ event }) => ({ error: messageOf(event.error) }) } },
              },
            },
            refreshing: {
              invoke: {
                id: 'refreshSpin',
                src: 'fetchLiveRouletteSpin',
                input: ({ context }) => ({ token: context.token }),
                onDone: [
                  {
                    guard: 'settles placements',
                    target: 'idle',
                    actions: [
                      {
                        type: 'report settled',
                        params: ({ context, event }) => ({ balance: kurusFromTry(event.output.state.balance), ...newlySettled(context.state, event.output.state)! }),
                      },
                      'store refreshed state',
                    ],
                  },
                  { target: 'idle', actions: 'store refreshed state' },
                ],
                onError: { target: 'idle', actions: { type: 'set error', params: ({ event }) => ({ error: messageOf(event.error) }) } },
              },
            },
          },
        },
      },
    },
  },
});
