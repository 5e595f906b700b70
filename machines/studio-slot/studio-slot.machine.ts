// The studio slot's round (issue 21): choose a bet, spin; the reels spin while the round is asked for,
// then stop on the base spin and show each free spin it awarded in turn; the shell then hears the settled
// round (balance, nonce, stake, win). The reels' timings are delays the page shortens to nothing when the
// player prefers reduced motion; sounds are a named action the page binds (silent unless switched on).
import { assign, sendTo, setup } from 'xstate';
import type { StudioLimits } from '../studio-shell/studio-shell.actors';
import { apiNotProvided } from '../shared/api-dependency';
import { type SlotRound, studioSlotActors } from './studio-slot.actors';

export interface StudioSlotInput {
  token: string;
  limits: StudioLimits;
}

export interface StudioSlotContext extends StudioSlotInput {
  /** The chosen total bet in kuruş. */
  bet: number;
  round: SlotRound | null;
  /** Which spin of the round is on the reels: 0 the base spin, 1.. the free spins. */
  shown: number;
  error: string | null;
}

export type StudioSlotEvent = { type: 'slot.bet.changed'; bet: number } | { type: 'slot.spin' };

/** The bets the page offers (kuruş): within the limits and on the step. */
export const SLOT_BET_CHOICES = [20, 40, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 25_000, 50_000, 100_000];
export const betChoices = (limits: StudioLimits) =>
  SLOT_BET_CHOICES.filter((bet) => bet >= limits.min && bet <= limits.max && bet % limits.step === 0);

const freeSpinCount = (context: StudioSlotContext) => context.round?.outcome.freeSpins.length ?? 0;

export const studioSlotMachine = setup({
  types: {
    input: {} as StudioSlotInput,
    context: {} as StudioSlotContext,
    events: {} as StudioSlotEvent,
  },
  // Provided by the studio page (src/studio) with its API client: studioSlotActors(api).
  actors: studioSlotActors(apiNotProvided('studioSlot')),
  delays: {
    // How long the reels run after the answer, and how long each free spin stays before the next.
    'reels stop': 900,
    'free spin': 700,
  },
  guards: {
    'is an offered bet': ({ context, event }) => event.type === 'slot.bet.changed' && betChoices(context.limits).includes(event.bet),
    'has more free spins': ({ context }) => context.shown < freeSpinCount(context),
    'won something': ({ context }) => (context.round?.win ?? 0) > 0,
  },
  actions: {
    'set bet': assign((_, params: { bet: number }) => ({ bet: params.bet })),
    'clear error': assign({ error: null }),
    'store round': assign((_, round: SlotRound) => ({ round, shown: 0, error: null })),
    'show next free spin': assign(({ context }) => ({ shown: context.shown + 1 })),
    'set error': assign((_, params: { error: string }) => ({ error: params.error })),
    'report round': sendTo(
      ({ system }) => system.get('studio'),
      ({ context }) => ({
        type: 'round.settled' as const,
        balance: context.round!.balance,
        nonce: context.round!.nonce,
        bet: context.round!.bet,
        win: context.round!.win,
      }),
    ),
    /** A sound of the game; the page binds it (nothing plays until the player turns sound on). */
    'play sound': (_, _params: { name: 'spin' | 'stop' | 'win' | 'lose' }) => undefined,
  },
}).createMachine({
  id: 'studioSlot',
  context: ({ input }) => ({
    ...input,
    bet: betChoices(input.limits).find((bet) => bet >= 200) ?? betChoices(input.limits)[0] ?? input.limits.min,
    round: null,
    shown: 0,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'slot.bet.changed': { guard: 'is an offered bet', actions: { type: 'set bet', params: ({ event }) => ({ bet: event.bet }) } },
        'slot.spin': { target: 'spinning', actions: ['clear error', { type: 'play sound', params: { name: 'spin' } }] },
      },
    },
    spinning: {
      tags: ['busy', 'reels running'],
      invoke: {
        src: 'spinSlot',
        input: ({ context }) => ({ token: context.token, bet: context.bet }),
        onDone: { target: 'stopping', actions: { type: 'store round', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: { type: 'set error', params: ({ event }) => ({ error: (event.error as Error).message }) } },
      },
    },
    stopping: {
      tags: ['busy', 'reels running'],
      after: { 'reels stop': { target: 'showing', actions: { type: 'play sound', params: { name: 'stop' } } } },
    },
    showing: {
      tags: ['busy'],
      after: {
        'free spin': [
          { guard: 'has more free spins', target: 'showing', reenter: true, actions: 'show next free spin' },
          { guard: 'won something', target: 'idle', actions: ['report round', { type: 'play sound', params: { name: 'win' } }] },
          { target: 'idle', actions: ['report round', { type: 'play sound', params: { name: 'lose' } }] },
        ],
      },
    },
  },
});
