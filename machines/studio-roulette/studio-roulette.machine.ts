// The studio's European roulette (issue 21): chips placed on the table (bets add up per spot), cleared,
// then Spin: the wheel turns while the round is asked for and lands on the pocket; the shell then hears
// the settled round. The wheel's landing is a delay the page shortens when motion is reduced.
import { assign, sendTo, setup } from 'xstate';
import type { StudioLimits } from '../studio-shell/studio-shell.actors';
import { apiNotProvided } from '../shared/api-dependency';
import { type PlacedBet, type RouletteRound, studioRouletteActors } from './studio-roulette.actors';

export interface StudioRouletteInput {
  token: string;
  limits: StudioLimits;
}

export interface StudioRouletteContext extends StudioRouletteInput {
  /** The chip value in kuruş. */
  chip: number;
  /** Bets by table spot ("n17", "red", "dozen2"). */
  bets: Record<string, PlacedBet>;
  round: RouletteRound | null;
  error: string | null;
}

export type StudioRouletteEvent =
  | { type: 'roulette.chip.changed'; chip: number }
  | { type: 'roulette.bet.placed'; spot: string; bet: Omit<PlacedBet, 'amount'> }
  | { type: 'roulette.bets.cleared' }
  | { type: 'roulette.spin' };

/** The chip values the page offers (kuruş). */
export const CHIP_VALUES = [100, 500, 1_000, 2_500, 10_000, 50_000];
export const chipChoices = (limits: StudioLimits) => CHIP_VALUES.filter((chip) => chip <= limits.max && chip % limits.step === 0);
export const totalOf = (bets: Record<string, PlacedBet>) => Object.values(bets).reduce((sum, bet) => sum + bet.amount, 0);
/** The table with one more chip of `chip` kuruş on `spot` (chips on one spot add up); shared with the live table. */
export const withChip = (bets: Record<string, PlacedBet>, spot: string, bet: Omit<PlacedBet, 'amount'>, chip: number) => ({
  ...bets,
  [spot]: { ...bet, amount: (bets[spot]?.amount ?? 0) + chip },
});

export const studioRouletteMachine = setup({
  types: { input: {} as StudioRouletteInput, context: {} as StudioRouletteContext, events: {} as StudioRouletteEvent },
  // Provided by the studio page (src/studio) with its API client: studioRouletteActors(api).
  actors: studioRouletteActors(apiNotProvided('studioRoulette')),
  delays: { 'wheel lands': 2_400 },
  guards: {
    'is an offered chip': ({ context, event }) => event.type === 'roulette.chip.changed' && chipChoices(context.limits).includes(event.chip),
    'has bets': ({ context }) => Object.keys(context.bets).length > 0,
  },
  actions: {
    'set chip': assign((_, params: { chip: number }) => ({ chip: params.chip })),
    'place chip': assign(({ context }, params: { spot: string; bet: Omit<PlacedBet, 'amount'> }) => ({
      bets: withChip(context.bets, params.spot, params.bet, context.chip),
    })),
    'clear bets': assign({ bets: {} }),
    'clear error': assign({ error: null }),
    'store round': assign((_, round: RouletteRound) => ({ round, error: null })),
    'set error': assign((_, params: { error: string }) => ({ error: params.error })),
    'report round': sendTo(
      ({ system }) => system.get('studio'),
      ({ context }) => ({ type: 'round.settled' as const, balance: context.round!.balance, nonce: context.round!.nonce, bet: context.round!.bet, win: context.round!.win }),
    ),
    'play sound': (_, _params: { name: 'chip' | 'spin' | 'win' | 'lose' }) => undefined,
  },
}).createMachine({
  id: 'studioRoulette',
  context: ({ input }) => ({ ...input, chip: chipChoices(input.limits)[0] ?? input.limits.min, bets: {}, round: null, error: null }),
  initial: 'betting',
  states: {
    betting: {
      on: {
        'roulette.chip.changed': { guard: 'is an offered chip', actions: { type: 'set chip', params: ({ event }) => ({ chip: event.chip }) } },
        'roulette.bet.placed': { actions: [{ type: 'place chip', params: ({ event }) => ({ spot: event.spot, bet: event.bet }) }, { type: 'play sound', params: { name: 'chip' } }] },
        'roulette.bets.cleared': { actions: 'clear bets' },
        'roulette.spin': { guard: 'has bets', target: 'spinning', actions: ['clear error', { type: 'play sound', params: { name: 'spin' } }] },
      },
    },
    spinning: {
      tags: ['busy', 'wheel turning'],
      invoke: {
        src: 'spinRoulette',
        input: ({ context }) => ({ token: context.token, bets: Object.values(context.bets) }),
        onDone: { target: 'landing', actions: { type: 'store round', params: ({ event }) => event.output } },
        onError: { target: 'betting', actions: { type: 'set error', params: ({ event }) => ({ error: (event.error as Error).message }) } },
      },
    },
    landing: {
      tags: ['busy'],
      after: {
        'wheel lands': {
          target: 'betting',
          actions: ['report round', { type: 'play sound', params: ({ context }) => ({ name: (context.round?.win ?? 0) > 0 ? ('win' as const) : ('lose' as const) }) }],
        },
      },
    },
  },
});
