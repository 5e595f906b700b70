// Second approvals (issue 16, four-eyes): the pending proposals (withdrawals above the threshold, manual
// balance adjustments, ...) with approve, or reject with a reason. The UI hides approve on the operator's
// own proposals; the server refuses the proposer anyway. A change another operator makes (the hub's
// OpsQueue 'approvals') reloads the list.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { approvalsActors, type OpsApproval } from './backoffice-approvals.actors';
import { notifyFailure, reasonDialog } from '../shared/reason-dialog';

export interface ApprovalsContext {
  items: OpsApproval[];
  /** The proposal being decided. */
  chosen: number | null;
  reason: string;
}

export type ApprovalsEvent =
  | { type: 'approvals.refreshed' }
  | { type: 'approvals.approved'; id: number }
  | { type: 'approvals.reject.opened'; id: number }
  | { type: 'approvals.reason.changed'; value: string }
  | { type: 'approvals.reject.confirmed' }
  | { type: 'approvals.reject.cancelled' };

export const REASON_MIN = 3;

/** The server's message after a decision. */
const notifySuccess = { type: 'notify success', params: ({ event }: { event: { output: string } }) => ({ message: event.output }) } as const;

export const approvalsMachine = setup({
  types: { context: {} as ApprovalsContext, events: {} as ApprovalsEvent },
  // Provided at the app edge with the operator's API client: approvalsActors(api).
  actors: approvalsActors(apiNotProvided('backofficeApprovals')),
  guards: {
    'is reason valid': ({ context }) => context.reason.trim().length >= REASON_MIN,
  },
  actions: {
    'keep items': assign({ items: ({ event }) => (event as unknown as { output: OpsApproval[] }).output }),
    'choose proposal': assign({ chosen: ({ event }) => ('id' in event ? event.id : null), reason: '' }),
    'set reason': assign({ reason: ({ context, event }) => (event.type === 'approvals.reason.changed' ? event.value : context.reason) }),
    'forget choice': assign({ chosen: null, reason: '' }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeApprovals',
  context: () => ({ items: [], chosen: null, reason: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'listApprovals',
        src: 'listApprovals',
        onDone: { target: 'ready', actions: 'keep items' },
        onError: { target: 'failed', actions: notifyFailure },
      },
    },
    failed: { on: { 'approvals.refreshed': 'loading' } },
    ready: {
      on: {
        'approvals.refreshed': 'loading',
        'approvals.approved': { target: 'approving', actions: 'choose proposal' },
        'approvals.reject.opened': { target: 'rejecting', actions: 'choose proposal' },
      },
    },
    approving: {
      tags: ['busy'],
      invoke: {
        id: 'approve',
        src: 'decideApproval',
        input: ({ context }) => ({ id: context.chosen!, approve: true, reason: '' }),
        onDone: { target: 'loading', actions: ['forget choice', notifySuccess] },
        onError: { target: 'loading', actions: ['forget choice', notifyFailure] },
      },
    },
    rejecting: reasonDialog({
      changed: 'approvals.reason.changed',
      confirmed: 'approvals.reject.confirmed',
      cancelled: 'approvals.reject.cancelled',
      cancel: { target: 'ready', actions: 'forget choice' },
      saving: {
        id: 'reject',
        src: 'decideApproval',
        input: ({ context }: { context: ApprovalsContext }) => ({ id: context.chosen!, approve: false, reason: context.reason.trim() }),
        onDone: { target: '#backofficeApprovals.loading', actions: ['forget choice', notifySuccess] },
      },
    }),
  },
});
