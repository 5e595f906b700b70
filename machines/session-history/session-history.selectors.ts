// Named selectors over the session history snapshot.
import type { SnapshotFrom } from 'xstate';
import { SESSION_PAGE_SIZE } from './session-history.actors';
import type { sessionHistoryMachine } from './session-history.machine';

export type SessionHistorySnapshot = SnapshotFrom<typeof sessionHistoryMachine>;

export const selectIsLoading = (snapshot: SessionHistorySnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: SessionHistorySnapshot) => snapshot.matches('failed');
export const selectSessions = (snapshot: SessionHistorySnapshot) => snapshot.context.list?.items ?? [];
export const selectPage = (snapshot: SessionHistorySnapshot) => snapshot.context.page;
export const selectPageCount = (snapshot: SessionHistorySnapshot) =>
  Math.max(1, Math.ceil((snapshot.context.list?.total ?? 0) / SESSION_PAGE_SIZE));

/** The session the confirmation asks about, while it is open. */
export const selectConfirming = (snapshot: SessionHistorySnapshot) =>
  snapshot.hasTag('confirming') ? (selectSessions(snapshot).find((item) => item.id === snapshot.context.endingId) ?? null) : null;

/** The session whose end request is running (its button shows the spinner). */
export const selectEndingId = (snapshot: SessionHistorySnapshot) => (snapshot.hasTag('ending') ? snapshot.context.endingId : null);

/** Whether the row offers "End session": another session that is still active. */
export const selectCanEnd = (snapshot: SessionHistorySnapshot, id: number) =>
  snapshot.can({ type: 'session.end.requested', id });
