// Named selectors over the audit log screen: the filters, the page and its position, the chain's check.
import type { SnapshotFrom } from 'xstate';
import type { auditMachine } from './backoffice-audit.machine';

export type AuditSnapshot = SnapshotFrom<typeof auditMachine>;

export const selectFilters = (snapshot: AuditSnapshot) => snapshot.context.filters;
export const selectRows = (snapshot: AuditSnapshot) => snapshot.context.items;
export const selectIsLoading = (snapshot: AuditSnapshot) => snapshot.matches({ list: 'loading' });
export const selectHasFailed = (snapshot: AuditSnapshot) => snapshot.matches({ list: 'failed' });
export const selectPageNumber = (snapshot: AuditSnapshot) => snapshot.context.cursors.length;
export const selectCanGoNext = (snapshot: AuditSnapshot) => snapshot.can({ type: 'audit.page.next' });
export const selectCanGoPrevious = (snapshot: AuditSnapshot) => snapshot.can({ type: 'audit.page.previous' });
export const selectIsVerifying = (snapshot: AuditSnapshot) => snapshot.hasTag('verifying');
export const selectVerification = (snapshot: AuditSnapshot) => (snapshot.matches({ chain: 'checked' }) ? snapshot.context.verification : null);
/** The row where the chain breaks, when it does and that row is on the page. */
export const selectBrokenRowId = (snapshot: AuditSnapshot) => selectVerification(snapshot)?.firstBroken?.id ?? null;
