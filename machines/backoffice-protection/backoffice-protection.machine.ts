// A player's protection on their back-office page: read on entry (limits as the player sees them, every
// time-out and self-exclusion, the history of changes), read again on demand; an exclusion in force can
// be proposed for an early lift with a reason of at least ten characters (the contract's minimum). The
// proposal goes to the approvals queue, where a second operator decides it (four-eyes); the page then
// reads again, so the history shows the proposal's effect once approved.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type OpsPlayerProtection, protectionActors } from './backoffice-protection.actors';

export interface ProtectionInput {
  playerId: string;
}

export interface ProtectionContext extends ProtectionInput {
  protection: OpsPlayerProtection | null;
  reason: string;
}

export type ProtectionEvent =
  | { type: 'protection.refreshed' }
  | { type: 'protection.lift.opened' }
  | { type: 'protection.reason.changed'; value: string }
  | { type: 'protection.lift.confirmed' }
  | { type: 'protection.lift.cancelled' };

/** The contract's minimum for a lift's reason. */
export const LIFT_REASON_MIN = 10;

const failure = { type: 'notify failure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

export const protectionMachine = setup({
  types: { input: {} as ProtectionInput, context: {} as ProtectionContext, events: {} as ProtectionEvent },
  // Provided at the app edge with the operator's API client: protectionActors(api).
  actors: protectionActors(apiNotProvided('backofficeProtection')),
  guards: {
    'is an exclusion in force': ({ context }) => context.protection?.protection.exclusion != null,
    'is reason valid': ({ context }) => context.reason.trim().length >= LIFT_REASON_MIN,
  },
  actions: {
    'keep protection': assign({ protection: ({ event }) => (event as unknown as { output: OpsPlayerProtection }).output }),
    'set reason': assign({ reason: ({ context, event }) => (event.type === 'protection.reason.changed' ? event.value : context.reason) }),
    'forget reason': assign({ reason: '' }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeProtection',
  context: ({ input }) => ({ ...input, protection: null, reason: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadProtection',
        src: 'loadProtection',
        input: ({ context }) => ({ playerId: context.playerId }),
        onDone: { target: 'ready', actions: 'keep protection' },
        onError: { target: 'failed', actions: failure },
      },
    },
    failed: {
      on: { 'protection.refreshed': 'loading' },
    },
    ready: {
      on: {
        'protection.refreshed': 'loading',
        'protection.lift.opened': { guard: 'is an exclusion in force', target: 'lifting' },
      },
    },
    // The lift proposal's dialog.
    lifting: {
      tags: ['open'],
      initial: 'entering',
      on: { 'protection.lift.cancelled': { target: 'ready', actions: 'forget reason' } },
      states: {
        entering: {
          on: {
            'protection.reason.changed': { actions: 'set reason' },
            'protection.lift.confirmed': { guard: 'is reason valid', target: 'saving' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'proposeLift',
            src: 'proposeLift',
            input: ({ context }) => ({ playerId: context.playerId, reason: context.reason.trim() }),
            onDone: {
              target: '#backofficeProtection.loading',
              actions: ['forget reason', { type: 'notify success', params: ({ event }) => ({ message: event.output }) }],
            },
            onError: { target: 'entering', actions: failure },
          },
        },
      },
    },
  },
});
