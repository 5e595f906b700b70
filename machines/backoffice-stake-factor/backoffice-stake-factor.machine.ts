// A player's sports stake factor (issue 17), on the player's back-office page for traders: read on
// entry (the factor in force, the book's maximum stake per bet and the player's), then a form: the new
// factor (0 to 10, two decimals at most; 0 closes sports betting for the player, 0.5 halves the
// maximum) and a reason for the audit log (3 to 500 characters, the contract's). Saving keeps what the
// server answers and clears the reason; a refusal keeps the form as typed.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { notifyFailure } from '../shared/reason-dialog';
import { type OpsSportsStakeFactor, stakeFactorActors } from './backoffice-stake-factor.actors';

export interface StakeFactorInput {
  playerId: string;
}

export interface StakeFactorContext extends StakeFactorInput {
  view: OpsSportsStakeFactor | null;
  /** The factor as typed ("0,5"), filled with the one in force when read. */
  factor: string;
  reason: string;
}

export type StakeFactorEvent =
  | { type: 'stake.factor.changed'; value: string }
  | { type: 'stake.reason.changed'; value: string }
  | { type: 'stake.submitted' }
  | { type: 'stake.retried' };

/** The contract's OpsSportsStakeFactorRequest: 0 to 10 in hundredths; a reason of 3 to 500 characters. */
export const FACTOR_MAX = 10;
export const REASON_MIN = 3;
export const REASON_MAX = 500;
const FACTOR = /^\d{1,2}([.,]\d{1,2})?$/;

/** "0,5" → 0.5; null unless 0 to 10 with at most two decimals. */
export function parseFactor(text: string): number | null {
  const trimmed = text.trim();
  if (!FACTOR.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return value <= FACTOR_MAX ? value : null;
}

/** The factor as a Turkish operator types it: 0.5 → "0,5". */
export const factorText = (value: number) => String(value).replace('.', ',');

const reasonValid = (reason: string) => reason.trim().length >= REASON_MIN && reason.trim().length <= REASON_MAX;

export const stakeFactorMachine = setup({
  types: { input: {} as StakeFactorInput, context: {} as StakeFactorContext, events: {} as StakeFactorEvent },
  // Provided at the app edge with the operator's API client: stakeFactorActors(api).
  actors: stakeFactorActors(apiNotProvided('backofficeStakeFactor')),
  guards: {
    'is the change valid': ({ context }) => parseFactor(context.factor) !== null && reasonValid(context.reason),
  },
  actions: {
    'keep factor': assign(({ event }) => {
      const view = (event as unknown as { output: OpsSportsStakeFactor }).output;
      return { view, factor: factorText(view.stakeFactor) };
    }),
    'keep saved factor': assign(({ event }) => {
      const { view } = (event as unknown as { output: { view: OpsSportsStakeFactor } }).output;
      return { view, factor: factorText(view.stakeFactor), reason: '' };
    }),
    'set factor': assign({ factor: ({ context, event }) => (event.type === 'stake.factor.changed' ? event.value : context.factor) }),
    'set reason': assign({ reason: ({ context, event }) => (event.type === 'stake.reason.changed' ? event.value : context.reason) }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeStakeFactor',
  context: ({ input }) => ({ ...input, view: null, factor: '', reason: '' }),
  initial: 'reading',
  states: {
    reading: {
      tags: ['loading'],
      invoke: {
        id: 'loadStakeFactor',
        src: 'loadStakeFactor',
        input: ({ context }) => ({ playerId: context.playerId }),
        onDone: { target: 'ready', actions: 'keep factor' },
        onError: { target: 'failed', actions: notifyFailure },
      },
    },
    failed: { on: { 'stake.retried': 'reading' } },
    ready: {
      on: {
        'stake.factor.changed': { actions: 'set factor' },
        'stake.reason.changed': { actions: 'set reason' },
        'stake.submitted': { guard: 'is the change valid', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveStakeFactor',
        src: 'saveStakeFactor',
        input: ({ context }) => ({ playerId: context.playerId, stakeFactor: parseFactor(context.factor)!, reason: context.reason.trim() }),
        onDone: {
          target: 'ready',
          actions: ['keep saved factor', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: { target: 'ready', actions: notifyFailure },
      },
    },
  },
});
