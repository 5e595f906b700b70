// Named selectors over a payments queue: its rows, what each row allows this operator, the reason
// dialog and the loading states.
import type { SnapshotFrom } from 'xstate';
import type { OpsTransaction } from './backoffice-queue.actors';
import { REASON_MIN, type queueMachine } from './backoffice-queue.machine';

export type QueueSnapshot = SnapshotFrom<typeof queueMachine>;

export const selectItems = (snapshot: QueueSnapshot) => snapshot.context.items;
export const selectTotal = (snapshot: QueueSnapshot) => snapshot.context.total;
export const selectStatus = (snapshot: QueueSnapshot) => snapshot.context.status;
export const selectFilters = (snapshot: QueueSnapshot) => snapshot.context.filters;
export const selectCanApplyFilters = (snapshot: QueueSnapshot) => snapshot.can({ type: 'queue.filters.applied' });
export const selectIsLoading = (snapshot: QueueSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: QueueSnapshot) => snapshot.matches('failed');
export const selectIsBusy = (snapshot: QueueSnapshot) => snapshot.hasTag('busy');
export const selectBusyId = (snapshot: QueueSnapshot) => (snapshot.hasTag('busy') ? (snapshot.context.target?.id ?? null) : null);

/** The row whose rejection reason is being typed, or null when the dialog is closed. */
export const selectRejecting = (snapshot: QueueSnapshot) => (snapshot.hasTag('open') ? snapshot.context.target : null);
export const selectReason = (snapshot: QueueSnapshot) => snapshot.context.reason;
export const selectReasonTooShort = (snapshot: QueueSnapshot) => snapshot.context.reason.trim().length < REASON_MIN;

/**
 * What a row offers `operator`: a withdrawal they proposed waits for someone else (the server refuses
 * them too); everything pending can be decided while the queue is idle.
 */
export type RowAction = 'decide' | 'ownProposal' | 'none';
export const rowAction = (item: OpsTransaction, operator: string | undefined): RowAction => {
  if (item.status !== 2) return 'none';
  if (item.pendingApproval && item.pendingApproval.proposedBy === operator) return 'ownProposal';
  return 'decide';
};

export const selectCanDecide = (snapshot: QueueSnapshot) => snapshot.matches({ ready: 'idle' });
