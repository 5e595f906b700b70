// Operators and roles (issue 16, admins only): the operators with their role and state, creating one
// (username, a password of 10 or more, a role; they enrol their second factor at their first sign-in),
// changing a role, unlocking, and the changes that need a reason (lock, remove, reset the second factor).
// Every change re-reads the list; the server refuses an admin acting on themselves or the last admin.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type OperatorChange, type OperatorRole, operatorsActors, type OpsOperator, type ReasonedChange } from './backoffice-operators.actors';

export interface OperatorsContext {
  items: OpsOperator[];
  /** The operator a change is about, and the change. */
  chosen: string | null;
  change: OperatorChange | null;
  reason: string;
  draft: { username: string; password: string; role: OperatorRole };
}

export type OperatorsEvent =
  | { type: 'operators.refreshed' }
  | { type: 'operators.role.chosen'; id: string; role: OperatorRole }
  | { type: 'operators.unlocked'; id: string }
  | { type: 'operators.change.opened'; id: string; kind: ReasonedChange }
  | { type: 'operators.reason.changed'; value: string }
  | { type: 'operators.create.opened' }
  | { type: 'operators.draft.changed'; field: 'username' | 'password' | 'role'; value: string }
  | { type: 'operators.dialog.confirmed' }
  | { type: 'operators.dialog.cancelled' };

export const REASON_MIN = 3;
export const PASSWORD_MIN = 10;
const USERNAME = /^[A-Za-z0-9._-]{3,40}$/;
const EMPTY_DRAFT = { username: '', password: '', role: 'support' as OperatorRole };
const failure = { type: 'notify failure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const success = { type: 'notify success', params: ({ event }: { event: { output: unknown } }) => ({ message: String(event.output) }) } as const;

export const operatorsMachine = setup({
  types: { context: {} as OperatorsContext, events: {} as OperatorsEvent },
  // Provided at the app edge with the operator's API client: operatorsActors(api).
  actors: operatorsActors(apiNotProvided('backofficeOperators')),
  guards: {
    'is reason valid': ({ context }) => context.reason.trim().length >= REASON_MIN,
    'is draft valid': ({ context }) => USERNAME.test(context.draft.username) && context.draft.password.length >= PASSWORD_MIN,
  },
  actions: {
    'keep items': assign({ items: ({ event }) => (event as unknown as { output: OpsOperator[] }).output }),
    'choose change': assign(({ event }) => {
      if (event.type === 'operators.role.chosen') return { chosen: event.id, change: { kind: 'role' as const, role: event.role } };
      if (event.type === 'operators.unlocked') return { chosen: event.id, change: { kind: 'unlock' as const } };
      if (event.type === 'operators.change.opened') return { chosen: event.id, change: { kind: event.kind, reason: '' }, reason: '' };
      return {};
    }),
    'set reason': assign({ reason: ({ context, event }) => (event.type === 'operators.reason.changed' ? event.value : context.reason) }),
    'set draft': assign({
      draft: ({ context, event }) => (event.type === 'operators.draft.changed' ? { ...context.draft, [event.field]: event.value } : context.draft),
    }),
    'forget change': assign({ chosen: null, change: null, reason: '' }),
    'forget draft': assign({ draft: EMPTY_DRAFT }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeOperators',
  context: () => ({ items: [], chosen: null, change: null, reason: '', draft: EMPTY_DRAFT }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'listOperators',
        src: 'listOperators',
        onDone: { target: 'ready', actions: 'keep items' },
        onError: { target: 'failed', actions: failure },
      },
    },
    failed: { on: { 'operators.refreshed': 'loading' } },
    ready: {
      on: {
        'operators.refreshed': 'loading',
        'operators.role.chosen': { target: 'changing', actions: 'choose change' },
        'operators.unlocked': { target: 'changing', actions: 'choose change' },
        'operators.change.opened': { target: 'reasoning', actions: 'choose change' },
        'operators.create.opened': 'creating',
      },
    },
    // A role change or an unlock: no reason asked.
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'change',
        src: 'changeOperator',
        input: ({ context }) => ({ id: context.chosen!, change: context.change! }),
        onDone: { target: 'loading', actions: ['forget change', success] },
        onError: { target: 'loading', actions: ['forget change', failure] },
      },
    },
    // Lock, remove or reset the second factor, with a reason.
    reasoning: {
      tags: ['open'],
      initial: 'entering',
      on: { 'operators.dialog.cancelled': { target: 'ready', actions: 'forget change' } },
      states: {
        entering: {
          on: {
            'operators.reason.changed': { actions: 'set reason' },
            'operators.dialog.confirmed': { guard: 'is reason valid', target: 'saving' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'changeWithReason',
            src: 'changeOperator',
            input: ({ context }) => ({ id: context.chosen!, change: { ...(context.change as { kind: ReasonedChange }), reason: context.reason.trim() } }),
            onDone: { target: '#backofficeOperators.loading', actions: ['forget change', success] },
            onError: { target: 'entering', actions: failure },
          },
        },
      },
    },
    creating: {
      tags: ['open'],
      initial: 'entering',
      on: { 'operators.dialog.cancelled': { target: 'ready', actions: 'forget draft' } },
      states: {
        entering: {
          on: {
            'operators.draft.changed': { actions: 'set draft' },
            'operators.dialog.confirmed': { guard: 'is draft valid', target: 'saving' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'createOperator',
            src: 'createOperator',
            input: ({ context }) => ({ ...context.draft, username: context.draft.username.trim() }),
            onDone: { target: '#backofficeOperators.loading', actions: ['forget draft', success] },
            onError: { target: 'entering', actions: failure },
          },
        },
      },
    },
  },
});
