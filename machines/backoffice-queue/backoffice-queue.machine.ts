// Payments queue (issue 16): the withdrawals or the deposits of one status, oldest first, optionally of a
// range of Turkish days, one player or an amount range. The operator
// approves one (a withdrawal above the four-eyes threshold becomes a proposal a second operator
// approves) or rejects it with a reason the player sees. After every decision, and whenever the hub
// says another operator acted (`queue.refreshed`), the page is read again, so no one acts on a stale row.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { filtersValid, NO_QUEUE_FILTERS, type OpsTransaction, queueActors, type QueueFilters, type QueueKind, type TransactionStatus } from './backoffice-queue.actors';

export interface QueueInput {
  kind: QueueKind;
}

export interface QueueContext extends QueueInput {
  status: TransactionStatus;
  /** Days, player and amount range as typed; applied when the operator asks. */
  filters: QueueFilters;
  items: OpsTransaction[];
  total: number;
  /** The row being decided. */
  target: OpsTransaction | null;
  reason: string;
}

export type QueueEvent =
  | { type: 'queue.status.changed'; status: TransactionStatus }
  | { type: 'queue.filter.changed'; field: keyof QueueFilters; value: string }
  | { type: 'queue.filters.applied' }
  | { type: 'queue.filters.cleared' }
  | { type: 'queue.refreshed' }
  | { type: 'queue.approved'; id: number }
  | { type: 'queue.reject.opened'; id: number }
  | { type: 'queue.reason.changed'; value: string }
  | { type: 'queue.reject.confirmed' }
  | { type: 'queue.reject.cancelled' };

/** The contract's OpsRejectRequest: 3 to 500 characters. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;
const PENDING: TransactionStatus = 2;

export const queueMachine = setup({
  types: {
    input: {} as QueueInput,
    context: {} as QueueContext,
    events: {} as QueueEvent,
  },
  // Provided at the app edge with the operator's API client: queueActors(api).
  actors: queueActors(apiNotProvided('backofficeQueue')),
  guards: {
    'is a pending row': ({ context, event }) =>
      'id' in event && context.items.some((item) => item.id === event.id && item.status === PENDING),
    'are filters valid': ({ context }) => filtersValid(context.filters),
    'is reason valid': ({ context }) => context.reason.trim().length >= REASON_MIN && context.reason.trim().length <= REASON_MAX,
  },
  actions: {
    'set filter': assign({
      filters: ({ context, event }) => (event.type === 'queue.filter.changed' ? { ...context.filters, [event.field]: event.value } : context.filters),
    }),
    'clear filters': assign({ filters: NO_QUEUE_FILTERS }),
    'set status': assign({ status: ({ context, event }) => (event.type === 'queue.status.changed' ? event.status : context.status) }),
    'keep page': assign(({ event }) => {
      const page = (event as unknown as { output: { items: OpsTransaction[]; total: number } }).output;
      return { items: page.items, total: page.total };
    }),
    'pick target': assign({
      target: ({ context, event }) => ('id' in event ? (context.items.find((item) => item.id === event.id) ?? null) : null),
      reason: '',
    }),
    'set reason': assign({ reason: ({ context, event }) => (event.type === 'queue.reason.changed' ? event.value : context.reason) }),
    'forget target': assign({ target: null, reason: '' }),
    // UI effects: the implementations are provided at the app edge (src/backoffice/app/effects.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeQueue',
  context: ({ input }) => ({ ...input, status: PENDING, filters: NO_QUEUE_FILTERS, items: [], total: 0, target: null, reason: '' }),
  initial: 'loading',
  on: {
    'queue.status.changed': { target: '.loading', actions: ['set status', 'forget target'] },
    'queue.filter.changed': { actions: 'set filter' },
    'queue.filters.applied': { guard: 'are filters valid', target: '.loading', actions: 'forget target' },
    'queue.filters.cleared': { target: '.loading', actions: ['clear filters', 'forget target'] },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'listQueue',
        src: 'listQueue',
        input: ({ context }) => ({ kind: context.kind, status: context.status, filters: context.filters }),
        onDone: { target: 'ready', actions: 'keep page' },
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
      // Another operator acted while the page was being read: that read may have started before the change
      // was committed, so it starts again (its answer would show a row already decided as pending).
      on: { 'queue.refreshed': { target: 'loading', reenter: true } },
    },
    failed: {
      on: { 'queue.refreshed': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'queue.refreshed': '#backofficeQueue.loading',
            'queue.approved': { guard: 'is a pending row', target: 'approving', actions: 'pick target' },
            'queue.reject.opened': { guard: 'is a pending row', target: 'rejecting', actions: 'pick target' },
          },
        },
        approving: {
          tags: ['busy'],
          invoke: {
            id: 'approveItem',
            src: 'approveItem',
            input: ({ context }) => ({ kind: context.kind, item: context.target! }),
            onDone: {
              target: '#backofficeQueue.loading',
              actions: [{ type: 'notify success', params: ({ event }) => ({ message: event.output }) }, 'forget target'],
            },
            onError: {
              target: '#backofficeQueue.loading',
              actions: [{ type: 'notify failure', params: ({ event }) => ({ error: event.error }) }, 'forget target'],
            },
          },
        },
        // The reason dialog: open until confirmed with a valid reason or cancelled.
        rejecting: {
          tags: ['open'],
          initial: 'entering',
          states: {
            entering: {
              on: {
                'queue.reason.changed': { actions: 'set reason' },
                'queue.reject.confirmed': { guard: 'is reason valid', target: 'submitting' },
                'queue.reject.cancelled': { target: '#backofficeQueue.ready.idle', actions: 'forget target' },
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'rejectItem',
                src: 'rejectItem',
                input: ({ context }) => ({ kind: context.kind, item: context.target!, reason: context.reason.trim() }),
                onDone: {
                  target: '#backofficeQueue.loading',
                  actions: [{ type: 'notify success', params: ({ event }) => ({ message: event.output }) }, 'forget target'],
                },
                onError: { target: 'entering', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});
