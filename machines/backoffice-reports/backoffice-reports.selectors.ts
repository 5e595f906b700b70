// Named selectors over the reports screen: the choice, the range, the table, whether it can be saved.
import type { SnapshotFrom } from 'xstate';
import type { reportsMachine } from './backoffice-reports.machine';

export type ReportsSnapshot = SnapshotFrom<typeof reportsMachine>;

export const selectKind = (snapshot: ReportsSnapshot) => snapshot.context.report;
export const selectRange = (snapshot: ReportsSnapshot) => ({ from: snapshot.context.from, to: snapshot.context.to });
export const selectReport = (snapshot: ReportsSnapshot) => (snapshot.matches('ready') ? snapshot.context.result : null);
export const selectIsLoading = (snapshot: ReportsSnapshot) => snapshot.hasTag('loading');
export const selectCanShow = (snapshot: ReportsSnapshot) => snapshot.can({ type: 'reports.submitted' });
export const selectCanDownload = (snapshot: ReportsSnapshot) => snapshot.matches('ready');
