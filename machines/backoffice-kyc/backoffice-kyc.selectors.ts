// Named selectors over the KYC review queue.
import type { SnapshotFrom } from 'xstate';
import { KYC_REASON_MIN, type kycQueueMachine } from './backoffice-kyc.machine';

export type KycQueueSnapshot = SnapshotFrom<typeof kycQueueMachine>;

export const selectItems = (snapshot: KycQueueSnapshot) => snapshot.context.items;
export const selectStatus = (snapshot: KycQueueSnapshot) => snapshot.context.status;
export const selectIsLoading = (snapshot: KycQueueSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: KycQueueSnapshot) => snapshot.matches('failed');
export const selectIsViewing = (snapshot: KycQueueSnapshot) => snapshot.hasTag('open');
export const selectChosen = (snapshot: KycQueueSnapshot) => snapshot.context.items.find((item) => item.id === snapshot.context.chosen) ?? null;
export const selectFile = (snapshot: KycQueueSnapshot) => snapshot.context.file;
export const selectIsFileLoading = (snapshot: KycQueueSnapshot) => snapshot.hasTag('fileLoading');
export const selectIsBusy = (snapshot: KycQueueSnapshot) => snapshot.hasTag('busy');
export const selectCanApprove = (snapshot: KycQueueSnapshot) => snapshot.can({ type: 'kyc.approved' });
export const selectCanReject = (snapshot: KycQueueSnapshot) => snapshot.can({ type: 'kyc.reject.opened' });
export const selectIsRejecting = (snapshot: KycQueueSnapshot) => snapshot.hasTag('rejecting');
export const selectReason = (snapshot: KycQueueSnapshot) => snapshot.context.reason;
export const selectReasonTooShort = (snapshot: KycQueueSnapshot) => snapshot.context.reason.trim().length < KYC_REASON_MIN;
