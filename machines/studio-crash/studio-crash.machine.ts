// The studio's crash game (issue 21): one shared round for every player, run on the server's schedule and
// pushed over the hub (`CrashRound`, relayed by the shell). Three regions run side by side:
// - round: the shared round's phase as the page shows it: betting (with its countdown), flying (the
//   rising multiplier) and crashed, following the round in context (the pushes and every answer).
// - bet: the player's own bet: a stake in kuruş within the game's limits and an optional auto cash-out;
//   placed on the round taking bets, or queued for the next one while a round flies; placing (a failed
//   call retried with the same request id, a refusal shown), in the round (waiting for the flight,
//   flying, cashing out with a retry of the same call, resolving how it ended from the state call once
//   the round crashed or an auto cash-out paid), then won or lost, which the shell hears as a settled
//   round.
// - link: whether the hub carries the rounds: live, resynced (one state call) after every reconnect; down
//   (the hub lost), a state call every second until it is back.
// The state is read once on load; a bet left in a running round resumes where it is.
import { assign, sendTo, setup } from 'xstate';
import { ApiError } from '../../common/contract/client';
import type { HubMessageEvent } from '../hub/hub.machine';
import { LOCAL_COMMANDS } from '../hub/hub.machine';
import type { StudioLimits } from '../studio-shell/studio-shell.actors';
import { apiNotProvided } from '../shared/api-dependency';
import { type CrashBet, crashClock, type CrashHistoryItem, type CrashRound, type CrashState, studioCrashActors } from './studio-crash.actors';

/** The hub command that carries the shared round. */
export const CRASH_PUSH = 'CrashRound';
/** How many crash points the page keeps. */
export const CRASH_HISTORY_SIZE = 20;
/** The stakes the − and + buttons step through (kuruş), within the game's limits. */
export const CRASH_STAKES = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000] as const;
/** The auto cash-out's range (the contract's): from 1,01x. */
export const AUTO_CASH_OUT_MIN = 1.01;
export const AUTO_CASH_OUT_MAX = 1_000_000;
/** A bet is placed only this long before betting closes, or it waits for the next round. */
const CLOSING_MARGIN_MS = 300;

export interface StudioCrashInput {
  token: string;
  limits: StudioLimits;
  /** Makes the bets' request ids (crypto.randomUUID in the page, a counter in tests). */
  newRequestId?: () => string;
}

export interface StudioCrashContext {
  token: string;
  limits: StudioLimits;
  newRequestId: () => string;
  /** The round on screen, newest of the pushes and answers. */
  round: CrashRound | null;
  history: CrashHistoryItem[];
  /** The player's bet in the round on screen (or the one that just crashed). */
  myBet: CrashBet | null;
  /** Server time minus local time (ms). */
  offset: number;
  /** The local clock's last tick (ms). */
  localNow: number;
  /** The next bet's stake, kuruş. */
  stake: number;
  /** The auto cash-out field as typed ("2,50", "2.5" or empty for none). */
  autoText: string;
  /** The bet being placed (kept for its retry). */
  requestId: string;
  /** The stake and auto cash-out the queued or placed bet was made with. */
  placed: { stake: number; autoCashOut: number | null } | null;
  /** The round of the bet in play, to tell how it ended from a later answer. */
  betRound: number | null;
  error: string | null;
}

export type StudioCrashEvent =
  | HubMessageEvent
  | { type: 'clock.ticked'; at: number }
  | { type: 'crash.stake.stepped'; by: 1 | -1 }
  | { type: 'crash.stake.set'; stake: number }
  | { type: 'crash.auto.changed'; text: string }
  | { type: 'crash.bet' }
  | { type: 'crash.bet.cancelled' }
  | { type: 'crash.cashout' }
  | { type: 'crash.retry' }
  | { type: 'crash.error.dismissed' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Orders rounds as they happen: a later round, or a later phase of the same one. */
export const roundRank = (round: CrashRound) => round.roundNumber * 3 + ['betting', 'running', 'crashed'].indexOf(round.phase);

/** The auto cash-out typed, as a multiplier with two decimals; null when empty; NaN when not valid. */
export function autoCashOutOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return value >= AUTO_CASH_OUT_MIN && value <= AUTO_CASH_OUT_MAX ? value : Number.NaN;
}

export const stakeChoices = (limits: StudioLimits) => CRASH_STAKES.filter((stake) => stake >= limits.min && stake <= limits.max && stake % limits.step === 0);
export const isValidStake = (stake: number, limits: StudioLimits) => stake >= limits.min && stake <= limits.max && stake % limits.step === 0;

/** The server's time now, as this page estimates it. */
export const serverNow = (context: Pick<StudioCrashContext, 'localNow' | 'offset'>) => context.localNow + context.offset;

const pushedRound = (event: StudioCrashEvent): CrashRound | null =>
  event.type === 'hub.message' && event.command === CRASH_PUSH ? (event.message as CrashRound) : null;

/** A crashed round joins the history once. */
const withCrashed = (history: CrashHistoryItem[], round: CrashRound): CrashHistoryItem[] =>
  round.phase === 'crashed' && round.crashPoint !== null && !history.some((item) => item.roundNumber === round.roundNumber)
    ? [{ roundNumber: round.roundNumber, crashPoint: round.crashPoint }, ...history].slice(0, CRASH_HISTORY_SIZE)
    : history;

const isOpenIn = (bet: CrashBet | null, round: CrashRound | null) => bet !== null && round !== null && bet.status === 'open' && bet.roundNumber === round.roundNumber;

/** The bet in play is no longer open in a flying or betting round: it crashed, was paid, or a later round is on screen. */
const betRoundOver = (context: StudioCrashContext) => !isOpenIn(context.myBet, context.round) || context.round!.phase === 'crashed';

type Answered = { event: { output: CrashState } };
/** The state an answer carries, as an action's or a guard's params. */
const answered = ({ event }: Answered) => ({ state: event.output });

/** An answer saying the bet was cashed out (by the player or automatically): kept, and the shell hears the round. */
const cashedOutTransition = {
  guard: { type: 'bet was cashed out', params: answered },
  target: '#studioCrash.ready.bet.free.won',
  actions: [{ type: 'store state', params: answered }, { type: 'report round', params: answered }, { type: 'play sound', params: { name: 'win' } }],
} as const;

/** A read of the state whose answer is kept, in the link's region (a resync, a poll); a failed read changes nothing. */
const readState = (id: 'sync' | 'poll', target: string) => ({
  id,
  src: 'fetchCrashState' as const,
  input: ({ context }: { context: StudioCrashContext }) => ({ token: context.token }),
  onDone: { target, actions: { type: 'store state' as const, params: answered } },
  onError: { target },
});

let counter = 0;

export const studioCrashMachine = setup({
  types: { input: {} as StudioCrashInput, context: {} as StudioCrashContext, events: {} as StudioCrashEvent },
  // Provided by the studio page (src/studio) with its API client: studioCrashActors(api).
  actors: { ...studioCrashActors(apiNotProvided('studioCrash')), crashClock },
  delays: {
    /** While the hub is lost, the state is read this often. */
    'poll delay': 1_000,
    /** A failed read of how a bet ended is tried again after this. */
    'resolve retry delay': 1_000,
  },
  guards: {
    'is a newer round': ({ context, event }) => {
      const round = pushedRound(event);
      return round !== null && (context.round === null || roundRank(round) >= roundRank(context.round));
    },
    'is the hub back': ({ event }) => event.type === 'hub.message' && event.command === LOCAL_COMMANDS.reconnected,
    'is the hub lost': ({ event }) => event.type === 'hub.message' && (event.command === LOCAL_COMMANDS.disconnect || event.command === LOCAL_COMMANDS.error),
    'is a balance push with an auto cash-out': ({ context, event }) =>
      event.type === 'hub.message' && event.command === 'Balance' && context.myBet?.autoCashOut != null,
    'round takes bets': ({ context }) => context.round?.phase === 'betting',
    'round is running': ({ context }) => context.round?.phase === 'running',
    'round crashed': ({ context }) => context.round?.phase === 'crashed',
    'has an open bet': ({ context }) => isOpenIn(context.myBet, context.round),
    'bet is open': (_, params: { state: CrashState }) => isOpenIn(params.state.myBet, params.state.round),
    'bet round is running': ({ context }) => isOpenIn(context.myBet, context.round) && context.round!.phase === 'running',
    'bet round is over': ({ context }) => betRoundOver(context),
    'bet was cashed out': ({ context }, params: { state: CrashState }) => {
      const bet = params.state.myBet;
      return bet !== null && bet.roundNumber === context.betRound && bet.status === 'settled' && bet.cashedOutAt !== null;
    },
    'bet was lost': ({ context }, params: { state: CrashState }) => {
      const bet = params.state.myBet;
      if (bet && bet.roundNumber === context.betRound) return bet.status !== 'open';
      // An answer of a later round that no longer names the bet: it ended without a cash-out.
      return context.betRound !== null && params.state.round.roundNumber > context.betRound;
    },
    'bet is still in play': (_, params: { state: CrashState }) => isOpenIn(params.state.myBet, params.state.round) && params.state.round.phase !== 'crashed',
    'is a valid bet': ({ context }) => isValidStake(context.stake, context.limits) && !Number.isNaN(autoCashOutOf(context.autoText)),
    'can bet in this round': ({ context }) =>
      isValidStake(context.stake, context.limits) &&
      !Number.isNaN(autoCashOutOf(context.autoText)) &&
      context.round?.phase === 'betting' &&
      serverNow(context) < Date.parse(context.round.bettingEndsAt) - CLOSING_MARGIN_MS,
    'queued round takes bets': ({ context }) => context.round?.phase === 'betting' && serverNow(context) < Date.parse(context.round.bettingEndsAt) - CLOSING_MARGIN_MS,
    'is a stake it offers': ({ context }, params: { stake: number }) => isValidStake(params.stake, context.limits),
    'is a refusal': (_, params: { error: unknown }) => params.error instanceof ApiError && params.error.status >= 400 && params.error.status < 500,
  },
  actions: {
    'take round': assign(({ context, event }) => {
      const round = pushedRound(event)!;
      return {
        round,
        history: withCrashed(context.history, round),
        offset: Date.parse(round.now) - context.localNow,
      };
    }),
    'store state': assign(({ context }, params: { state: CrashState }) => {
      const { state } = params;
      // A push may have overtaken an answer that left the server earlier: the newer round stays.
      const keepOurs = context.round !== null && roundRank(context.round) > roundRank(state.round);
      const round = keepOurs ? context.round! : state.round;
      return {
        round,
        history: withCrashed(state.history, round),
        myBet: state.myBet,
        offset: keepOurs ? context.offset : Date.parse(state.round.now) - state.receivedAt,
      };
    }),
    'tick': assign((_, params: { at: number }) => ({ localNow: params.at })),
    'step stake': assign(({ context }, params: { by: 1 | -1 }) => {
      const choices = stakeChoices(context.limits);
      if (choices.length === 0) return {};
      const index = params.by > 0 ? choices.findIndex((stake) => stake > context.stake) : choices.findLastIndex((stake) => stake < context.stake);
      return index === -1 ? {} : { stake: choices[index]! };
    }),
    'set stake': assign((_, params: { stake: number }) => ({ stake: params.stake })),
    'set auto': assign((_, params: { text: string }) => ({ autoText: params.text })),
    'note bet': assign(({ context }) => ({ placed: { stake: context.stake, autoCashOut: autoCashOutOf(context.autoText) } })),
    'new request id': assign(({ context }) => ({ requestId: context.newRequestId() })),
    'forget bet': assign({ placed: null }),
    'note bet round': assign(({ context }) => ({ betRound: context.myBet?.roundNumber ?? context.betRound })),
    'set error': assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    'clear error': assign({ error: null }),
    'report balance': sendTo(
      ({ system }) => system.get('studio'),
      (_, params: { state: CrashState }) => ({ type: 'balance.updated' as const, balance: params.state.balance }),
    ),
    'report round': sendTo(
      ({ system }) => system.get('studio'),
      (_, params: { state: CrashState }) => ({
        type: 'round.settled' as const,
        balance: params.state.balance,
        nonce: null,
        bet: params.state.myBet?.bet ?? 0,
        win: params.state.myBet?.payout ?? 0,
      }),
    ),
    'play sound': (_, _params: { name: 'chip' | 'tick' | 'crash' | 'win' | 'lose' }) => undefined,
  },
}).createMachine({
  id: 'studioCrash',
  context: ({ input }) => {
    const choices = stakeChoices(input.limits);
    return {
      token: input.token,
      limits: input.limits,
      newRequestId: input.newRequestId ?? (() => `crash-${Date.now()}-${++counter}`),
      round: null,
      history: [],
      myBet: null,
      offset: 0,
      localNow: 0,
      // ₺10 to start with where the limits allow it, else the smallest stake.
      stake: choices.includes(1_000) ? 1_000 : (choices[0] ?? input.limits.min),
      autoText: '',
      requestId: '',
      placed: null,
      betRound: null,
      error: null,
    };
  },
  invoke: { id: 'clock', src: 'crashClock' },
  on: {
    'clock.ticked': { actions: { type: 'tick', params: ({ event }) => ({ at: event.at }) } },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'fetchCrashState',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'ready', actions: [{ type: 'store state', params: answered }, 'clear error'] },
        onError: { target: 'loadFailed', actions: { type: 'set error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      tags: ['error'],
      after: { 'poll delay': 'loading' },
      on: { 'crash.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      on: {
        'hub.message': { guard: 'is a newer round', actions: 'take round' },
      },
      states: {
        round: {
          initial: 'routing',
          states: {
            routing: {
              always: [{ guard: 'round is running', target: 'flying' }, { guard: 'round crashed', target: 'crashed' }, { target: 'betting' }],
            },
            betting: {
              always: [{ guard: 'round is running', target: 'flying' }, { guard: 'round crashed', target: 'crashed' }],
            },
            flying: {
              always: [
                { guard: 'round crashed', target: 'crashed', actions: { type: 'play sound', params: { name: 'crash' } } },
                { guard: 'round takes bets', target: 'betting' },
              ],
            },
            crashed: {
              always: [{ guard: 'round takes bets', target: 'betting' }, { guard: 'round is running', target: 'flying' }],
            },
          },
        },
        bet: {
          initial: 'routing',
          states: {
            routing: {
              always: [{ guard: 'has an open bet', target: 'inRound' }, { target: 'free' }],
            },
            free: {
              initial: 'none',
              on: {
                'crash.stake.stepped': { actions: [{ type: 'step stake', params: ({ event }) => ({ by: event.by }) }, { type: 'play sound', params: { name: 'chip' } }] },
                'crash.stake.set': {
                  guard: { type: 'is a stake it offers', params: ({ event }) => ({ stake: event.stake }) },
                  actions: [{ type: 'set stake', params: ({ event }) => ({ stake: event.stake }) }, { type: 'play sound', params: { name: 'chip' } }],
                },
                'crash.auto.changed': { actions: { type: 'set auto', params: ({ event }) => ({ text: event.text }) } },
                'crash.bet': [
                  { guard: 'can bet in this round', target: 'placing', actions: ['note bet', 'new request id', 'clear error'] },
                  // A round in flight (or betting about to close): the bet goes on the next round.
                  { guard: 'is a valid bet', target: 'queued', actions: ['note bet', 'clear error'] },
                ],
                'crash.error.dismissed': { actions: 'clear error' },
              },
              states: {
                none: {},
                won: {},
                lost: {},
              },
            },
            queued: {
              always: { guard: 'queued round takes bets', target: 'placing', actions: 'new request id' },
              on: { 'crash.bet.cancelled': { target: 'free', actions: 'forget bet' } },
            },
            placing: {
              tags: ['busy'],
              invoke: {
                id: 'placeBet',
                src: 'placeCrashBet',
                input: ({ context }) => ({
                  token: context.token,
                  requestId: context.requestId,
                  bet: context.placed!.stake,
                  autoCashOut: context.placed!.autoCashOut,
                }),
                onDone: [
                  {
                    guard: { type: 'bet is open', params: answered },
                    target: 'inRound',
                    actions: [
                      { type: 'store state', params: answered },
                      { type: 'report balance', params: answered },
                      { type: 'play sound', params: { name: 'chip' } },
                    ],
                  },
                  { target: 'free', actions: [{ type: 'store state', params: answered }, 'forget bet'] },
                ],
                onError: [
                  // Refused (betting closed, balance too low, out of limits): said, and the bet is off.
                  {
                    guard: { type: 'is a refusal', params: ({ event }) => ({ error: event.error }) },
                    target: 'free',
                    actions: [{ type: 'set error', params: ({ event }) => ({ error: event.error }) }, 'forget bet'],
                  },
                  { target: 'betFailed', actions: { type: 'set error', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            betFailed: {
              tags: ['error'],
              on: {
                // The same request id: a bet the server did take is answered, not taken twice.
                'crash.retry': { target: 'placing', actions: 'clear error' },
                'crash.error.dismissed': { target: 'free', actions: ['clear error', 'forget bet'] },
              },
            },
            inRound: {
              entry: 'note bet round',
              initial: 'routing',
              states: {
                routing: {
                  always: [{ guard: 'bet round is over', target: 'resolving' }, { guard: 'bet round is running', target: 'flying' }, { target: 'waiting' }],
                },
                waiting: {
                  always: [{ guard: 'bet round is over', target: 'resolving' }, { guard: 'bet round is running', target: 'flying' }],
                },
                flying: {
                  always: { guard: 'bet round is over', target: 'resolving' },
                  on: {
                    'crash.cashout': { target: 'cashingOut', actions: 'clear error' },
                    // An auto cash-out was paid (the balance moved mid-flight): the state says which bet.
                    'hub.message': { guard: 'is a balance push with an auto cash-out', target: 'resolving' },
                  },
                },
                cashingOut: {
                  tags: ['busy'],
                  invoke: {
                    id: 'cashOut',
                    src: 'cashOutCrash',
                    input: ({ context }) => ({ token: context.token }),
                    onDone: [
                      cashedOutTransition,
                      { target: 'resolving', actions: { type: 'store state', params: answered } },
                    ],
                    onError: [
                      // Refused: the round crashed first (too late) or was not flying; the state tells how it ended.
                      {
                        guard: { type: 'is a refusal', params: ({ event }) => ({ error: event.error }) },
                        target: 'resolving',
                        actions: { type: 'set error', params: ({ event }) => ({ error: event.error }) },
                      },
                      { target: 'cashOutFailed', actions: { type: 'set error', params: ({ event }) => ({ error: event.error }) } },
                    ],
                  },
                },
                cashOutFailed: {
                  tags: ['error'],
                  always: { guard: 'bet round is over', target: 'resolving' },
                  // The same call again: the server answers a cash-out it already made with the same cash-out.
                  on: { 'crash.retry': { target: 'cashingOut', actions: 'clear error' } },
                },
                resolving: {
                  tags: ['busy'],
                  invoke: {
                    id: 'resolve',
                    src: 'fetchCrashState',
                    input: ({ context }) => ({ token: context.token }),
                    onDone: [
                      cashedOutTransition,
                      {
                        guard: { type: 'bet was lost', params: answered },
                        target: '#studioCrash.ready.bet.free.lost',
                        actions: [
                          { type: 'store state', params: answered },
                          { type: 'report round', params: answered },
                          { type: 'play sound', params: { name: 'lose' } },
                        ],
                      },
                      // Still open (a cash-out refused before the flight, an auto cash-out not yet reached).
                      {
                        guard: { type: 'bet is still in play', params: answered },
                        target: 'routing',
                        actions: { type: 'store state', params: answered },
                      },
                      // The round crashed but the server has not settled it yet: read again shortly.
                      { target: 'rereading', actions: { type: 'store state', params: answered } },
                    ],
                    onError: { target: 'rereading' },
                  },
                },
                rereading: {
                  after: { 'resolve retry delay': 'resolving' },
                },
              },
            },
          },
        },
        link: {
          initial: 'live',
          states: {
            live: {
              initial: 'idle',
              on: {
                'hub.message': [
                  { guard: 'is the hub back', target: '.syncing', reenter: true },
                  { guard: 'is the hub lost', target: 'down' },
                ],
              },
              states: {
                idle: {},
                syncing: {
                  invoke: readState('sync', 'idle'),
                },
              },
            },
            down: {
              initial: 'waiting',
              on: {
                'hub.message': { guard: 'is the hub back', target: 'live.syncing' },
              },
              states: {
                waiting: { after: { 'poll delay': 'polling' } },
                polling: {
                  invoke: readState('poll', 'waiting'),
                },
              },
            },
          },
        },
      },
    },
  },
});
