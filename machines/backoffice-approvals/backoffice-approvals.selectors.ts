// Named selectors over the second approvals screen.
import type { SnapshotFrom } from 'xstate';
import { REASON_MIN, type approvalsMachine } from './backoffice-approvals.machine';

export type ApprovalsSnapshot = SnapshotFrom<typeof approvalsMachine>;

export const selectItems = (snapshot: ApprovalsSnapshot) => snapshot.context.items;
export const selectIsLoading = (snapshot: ApprovalsSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: ApprovalsSnapshot) => snapshot.matches('failed');
export const selectIsBusy = (snapshot: ApprovalsSnapshot) => snapshot.hasTag('busy');
export const selectBusyId = (snapshot: ApprovalsSnapshot) => (snapshot.hasTag('busy') ? snapshot.context.chosen : null);
export const selectCanDecide = (snapshot: ApprovalsSnapshot) => snapshot.matches('ready');
export const selectIsRejecting = (snapshot: ApprovalsSnapshot) => snapshot.hasTag('open');
export const selectReason = (snapshot: ApprovalsSnapshot) => snapshot.context.reason;
export const selectReasonTooShort = (snapshot: ApprovalsSnapshot) => snapshot.context.reason.trim().length < REASON_MIN;
