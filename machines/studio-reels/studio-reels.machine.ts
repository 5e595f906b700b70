// The studio's themed slots (Boğaz Gecesi, Kapalıçarşı Hazinesi): choose a bet, spin, then the round is
// shown step by step (the paid spin, then each free spin or hold-and-win respin) and the next spin can start.
// The round is settled on the server before it is shown: the shell hears it (`round.settled`) at once, so the
// header's balance follows; skipping jumps to the last step. Money in kuruş.
import { assign, sendTo, setup } from 'xstate';
import { kurusFromTry } from '../shared/money';
import { apiNotProvided } from '../shared/api-dependency';
import { studioReelsActors, type StudioRound } from './studio-reels.actors';

export interface StudioReelsInput {
  token: string;
  limits: { min: number; max: number; step: number };
  /** Makes the request id of each spin (crypto.randomUUID at the edge, a counter in tests). */
  newRequestId: () => string;
}

export interface StudioReelsContext extends StudioReelsInput {
  bet: number;
  round: StudioRound | null;
  /** Which step of the round is shown: 0 the paid spin, then each free spin / respin. */
  step: number;
  error: string | null;
}

export type StudioReelsEvent =
  | { type: 'bet.changed'; bet: number }
  | { type: 'bet.raised' }
  | { type: 'bet.lowered' }
  | { type: 'spin.requested' }
  | { type: 'presentation.skipped' };

/** Steps of a round's presentation: the paid spin plus its free spins or respins. */
export function stepsOf(round: StudioRound | null): number {
  const outcome = round?.outcome;
  if (!outcome) return 0;
  if (outcome.game === 'bosphorus') return 1 + outcome.freeSpins.length;
  if (outcome.game === 'bazaar') return 1 + (outcome.feature?.respins.length ?? 0);
  return 1;
}

/** The bet a page opens with: ₺2 when the limits allow it, else the smallest bet. */
const openingBet = (limits: StudioReelsInput['limits']) => (limits.min <= 200 && limits.max >= 200 ? 200 : limits.min);

export const studioReelsMachine = setup({
  types: {} as { context: StudioReelsContext; events: StudioReelsEvent; input: StudioReelsInput },
  // Provided by the studio page (src/studio) with its API client: studioReelsActors(api).
  actors: studioReelsActors(apiNotProvided('studio-reels')),
  delays: { step: 700 },
  guards: {
    'is a valid bet': ({ context, event }) =>
      event.type === 'bet.changed' && event.bet >= context.limits.min && event.bet <= context.limits.max && event.bet % context.limits.step === 0,
    'can raise': ({ context }) => context.bet + context.limits.step <= context.limits.max,
    'can lower': ({ context }) => context.bet - context.limits.step >= context.limits.min,
    'has more steps': ({ context }) => context.step + 1 < stepsOf(context.round),
  },
  actions: {
    'set bet': assign((_, params: { bet: number }) => ({ bet: params.bet })),
    'raise bet': assign(({ context }) => ({ bet: context.bet + context.limits.step })),
    'lower bet': assign(({ context }) => ({ bet: context.bet - context.limits.step })),
    'clear error': assign({ error: null }),
    'set error': assign((_, params: { error: string }) => ({ error: params.error })),
    'store round': assign((_, params: { round: StudioRound }) => ({ round: params.round, step: 0 })),
    'next step': assign(({ context }) => ({ step: context.step + 1 })),
    'show last step': assign(({ context }) => ({ step: Math.max(0, stepsOf(context.round) - 1) })),
    // The shell is found by its system id, as every studio game tells it (issue 14: one way to talk).
    'report round': sendTo(({ system }) => system.get('studio'), (_, params: { round: StudioRound }) => ({
      type: 'round.settled' as const,
      balance: kurusFromTry(params.round.balance),
      nonce: params.round.fairness.nonce,
      bet: kurusFromTry(params.round.bet),
      win: kurusFromTry(params.round.win),
    })),
  },
}).createMachine({
  id: 'studio-reels',
  context: ({ input }) => ({ ...input, bet: openingBet(input.limits), round: null, step: 0, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'bet.changed': { guard: 'is a valid bet', actions: { type: 'set bet', params: ({ event }) => ({ bet: event.bet }) } },
        'bet.raised': { guard: 'can raise', actions: 'raise bet' },
        'bet.lowered': { guard: 'can lower', actions: 'lower bet' },
        'spin.requested': { target: 'spinning', actions: 'clear error' },
      },
    },
    spinning: {
      tags: ['busy'],
      invoke: {
        id: 'spin',
        src: 'spinReels',
        input: ({ context }) => ({ token: context.token, bet: context.bet, requestId: context.newRequestId() }),
        onDone: {
          target: 'presenting',
          actions: [
            { type: 'store round', params: ({ event }) => ({ round: event.output }) },
            { type: 'report round', params: ({ event }) => ({ round: event.output }) },
          ],
        },
        onError: { target: 'idle', actions: { type: 'set error', params: ({ event }) => ({ error: (event.error as Error).message }) } },
      },
    },
    presenting: {
      tags: ['busy'],
      after: {
        step: [{ guard: 'has more steps', target: 'presenting', reenter: true, actions: 'next step' }, { target: 'idle' }],
      },
      on: { 'presentation.skipped': { target: 'idle', actions: 'show last step' } },
    },
  },
});
