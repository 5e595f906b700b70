// The studio's blackjack (issue 21): chips make the bet, Deal takes it and deals a hand; the player then
// plays the decisions the server's engine allows (hit, stand, double, split, insurance or not) one call
// at a time until the hand is settled, and the shell hears the settled round. A natural or a dealer
// blackjack settles at the deal. A failed deal or decision is a state of its own with a retry: the deal
// keeps its request id and a decision its step, so a retried call never takes a stake twice. A hand left
// in play (the session's `unfinished`) resumes at its decision.
import { assign, sendTo, setup } from 'xstate';
import type { components } from '../../common/contract/schema.gen';
import type { StudioLimits } from '../studio-shell/studio-shell.actors';
import { apiNotProvided } from '../shared/api-dependency';
import { type BlackjackAction, type BlackjackRound, blackjackRoundOf, studioBlackjackActors } from './studio-blackjack.actors';

export interface StudioBlackjackInput {
  token: string;
  limits: StudioLimits;
  /** The session's round still in play, if any. */
  unfinished: components['schemas']['StudioRound'] | null;
}

export interface StudioBlackjackContext {
  token: string;
  limits: StudioLimits;
  /** The bet of the next deal, in kuruş. */
  bet: number;
  /** The hand on the table: in play, or the last one settled. */
  round: BlackjackRound | null;
  /** The deal's idempotency key, kept for its retry. */
  requestId: string;
  /** The decision being sent (or to retry). */
  decision: BlackjackAction | null;
  error: string | null;
}

export type StudioBlackjackEvent =
  | { type: 'blackjack.chip.added'; chip: number }
  | { type: 'blackjack.bet.cleared' }
  | { type: 'blackjack.deal' }
  | { type: 'blackjack.decided'; action: BlackjackAction }
  | { type: 'blackjack.retry' }
  | { type: 'blackjack.error.dismissed' };

/** The chip values the page offers (kuruş): even amounts, as every blackjack stake must be. */
export const BLACKJACK_CHIPS = [200, 500, 1_000, 2_500, 10_000, 50_000];
export const chipChoices = (limits: StudioLimits) => BLACKJACK_CHIPS.filter((chip) => chip <= limits.max && chip % limits.step === 0);
export const isValidBet = (bet: number, limits: StudioLimits) => bet >= limits.min && bet <= limits.max && bet % limits.step === 0 && bet % 2 === 0;

/** A hand the session says is still waiting for a decision. */
function resumedRound(unfinished: StudioBlackjackInput['unfinished']): BlackjackRound | null {
  if (!unfinished || unfinished.status !== 'open' || unfinished.outcome?.game !== 'blackjack') return null;
  return blackjackRoundOf(unfinished);
}

export const studioBlackjackMachine = setup({
  types: { input: {} as StudioBlackjackInput, context: {} as StudioBlackjackContext, events: {} as StudioBlackjackEvent },
  // Provided by the studio page (src/studio) with its API client: studioBlackjackActors(api).
  actors: studioBlackjackActors(apiNotProvided('studioBlackjack')),
  guards: {
    'has a hand in play': ({ context }) => context.round?.status === 'open',
    'is an offered chip that fits': ({ context }, params: { chip: number }) =>
      chipChoices(context.limits).includes(params.chip) && context.bet + params.chip <= context.limits.max,
    'is a valid bet': ({ context }) => isValidBet(context.bet, context.limits),
    'is a legal action': ({ context }, params: { action: BlackjackAction }) => context.round?.legalActions.includes(params.action) ?? false,
    'is settled': (_, params: { round: BlackjackRound }) => params.round.status !== 'open',
  },
  actions: {
    'add chip': assign(({ context }, params: { chip: number }) => ({ bet: context.bet + params.chip })),
    'clear bet': assign({ bet: 0 }),
    'new request id': assign(() => ({ requestId: crypto.randomUUID() })),
    'set decision': assign((_, params: { action: BlackjackAction }) => ({ decision: params.action })),
    'store round': assign((_, params: { round: BlackjackRound }) => ({ round: params.round, error: null })),
    'clear error': assign({ error: null }),
    'set error': assign((_, params: { error: string }) => ({ error: params.error })),
    'report balance': sendTo(
      ({ system }) => system.get('studio'),
      ({ context }) => ({ type: 'balance.updated' as const, balance: context.round!.balance }),
    ),
    'report round': sendTo(
      ({ system }) => system.get('studio'),
      ({ context }) => ({ type: 'round.settled' as const, balance: context.round!.balance, nonce: context.round!.nonce, bet: context.round!.bet, win: context.round!.win }),
    ),
    'play sound': (_, _params: { name: 'chip' | 'card' | 'win' | 'lose' }) => undefined,
  },
}).createMachine({
  id: 'studioBlackjack',
  context: ({ input }) => {
    const chips = chipChoices(input.limits);
    return {
      token: input.token,
      limits: input.limits,
      bet: chips.find((chip) => chip >= input.limits.min) ?? input.limits.min,
      round: resumedRound(input.unfinished),
      requestId: '',
      decision: null,
      error: null,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'has a hand in play', target: 'playing' }, { target: 'ready' }],
    },
    ready: {
      initial: 'betting',
      on: {
        'blackjack.chip.added': {
          guard: { type: 'is an offered chip that fits', params: ({ event }) => ({ chip: event.chip }) },
          actions: [{ type: 'add chip', params: ({ event }) => ({ chip: event.chip }) }, { type: 'play sound', params: { name: 'chip' } }],
        },
        'blackjack.bet.cleared': { actions: 'clear bet' },
        'blackjack.deal': { guard: 'is a valid bet', target: 'dealing', actions: ['new request id', 'clear error', { type: 'play sound', params: { name: 'card' } }] },
      },
      states: {
        betting: {},
        settled: {
          entry: ['report round', { type: 'play sound', params: ({ context }) => ({ name: (context.round?.win ?? 0) > 0 ? ('win' as const) : ('lose' as const) }) }],
        },
      },
    },
    dealing: {
      tags: ['busy'],
      invoke: {
        src: 'dealBlackjack',
        input: ({ context }) => ({ token: context.token, requestId: context.requestId, bet: context.bet }),
        onDone: [
          {
            guard: { type: 'is settled', params: ({ event }) => ({ round: event.output }) },
            target: 'ready.settled',
            actions: { type: 'store round', params: ({ event }) => ({ round: event.output }) },
          },
          { target: 'playing', actions: [{ type: 'store round', params: ({ event }) => ({ round: event.output }) }, 'report balance'] },
        ],
        onError: { target: 'dealFailed', actions: { type: 'set error', params: ({ event }) => ({ error: (event.error as Error).message }) } },
      },
    },
    dealFailed: {
      tags: ['error'],
      on: {
        'blackjack.retry': { target: 'dealing', actions: 'clear error' },
        'blackjack.error.dismissed': { target: 'ready.betting', actions: 'clear error' },
      },
    },
    playing: {
      initial: 'deciding',
      states: {
        deciding: {
          on: {
            'blackjack.decided': {
              guard: { type: 'is a legal action', params: ({ event }) => ({ action: event.action }) },
              target: 'acting',
              actions: [{ type: 'set decision', params: ({ event }) => ({ action: event.action }) }, { type: 'play sound', params: { name: 'card' } }],
            },
          },
        },
        acting: {
          tags: ['busy'],
          invoke: {
            src: 'actBlackjack',
            input: ({ context }) => ({ token: context.token, roundId: context.round!.roundId, action: context.decision!, step: context.round!.steps }),
            onDone: [
              {
                guard: { type: 'is settled', params: ({ event }) => ({ round: event.output }) },
                target: '#studioBlackjack.ready.settled',
                actions: { type: 'store round', params: ({ event }) => ({ round: event.output }) },
              },
              { target: 'deciding', actions: [{ type: 'store round', params: ({ event }) => ({ round: event.output }) }, 'report balance'] },
            ],
            onError: { target: 'failed', actions: { type: 'set error', params: ({ event }) => ({ error: (event.error as Error).message }) } },
          },
        },
        failed: {
          tags: ['error'],
          on: { 'blackjack.retry': { target: 'acting', actions: 'clear error' } },
        },
      },
    },
  },
});
