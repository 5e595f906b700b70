// Named selectors over the verification page's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { kycVerificationMachine } from './kyc-verification.machine';

export type KycVerificationSnapshot = SnapshotFrom<typeof kycVerificationMachine>;

export const selectIsLoading = (snapshot: KycVerificationSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: KycVerificationSnapshot) => snapshot.matches('failed');
export const selectVerification = (snapshot: KycVerificationSnapshot) => snapshot.context.verification;
export const selectDocuments = (snapshot: KycVerificationSnapshot) => snapshot.context.documents;
export const selectKind = (snapshot: KycVerificationSnapshot) => snapshot.context.kind;
export const selectFileName = (snapshot: KycVerificationSnapshot) => snapshot.context.file?.name ?? null;
export const selectFileProblem = (snapshot: KycVerificationSnapshot) => snapshot.context.fileProblem;
export const selectUploadError = (snapshot: KycVerificationSnapshot) => snapshot.context.uploadError;
export const selectIsUploading = (snapshot: KycVerificationSnapshot) => snapshot.hasTag('uploading');
/** Whole percent while uploading, else null. */
export const selectProgressPercent = (snapshot: KycVerificationSnapshot) =>
  snapshot.hasTag('uploading') ? Math.round(snapshot.context.progress * 100) : null;
export const selectCanUpload = (snapshot: KycVerificationSnapshot) => snapshot.can({ type: 'verification.upload.submitted' });
