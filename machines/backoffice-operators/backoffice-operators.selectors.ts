// Named selectors over the operators and roles screen.
import type { SnapshotFrom } from 'xstate';
import type { ReasonedChange } from './backoffice-operators.actors';
import { type operatorsMachine, REASON_MIN } from './backoffice-operators.machine';

export type OperatorsSnapshot = SnapshotFrom<typeof operatorsMachine>;

export const selectItems = (snapshot: OperatorsSnapshot) => snapshot.context.items;
export const selectIsLoading = (snapshot: OperatorsSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: OperatorsSnapshot) => snapshot.matches('failed');
export const selectIsBusy = (snapshot: OperatorsSnapshot) => snapshot.hasTag('busy');
export const selectCanAct = (snapshot: OperatorsSnapshot) => snapshot.matches('ready');
/** The change the reason dialog is for, when it is open. */
export const selectReasonedChange = (snapshot: OperatorsSnapshot): ReasonedChange | null =>
  snapshot.matches('reasoning') ? ((snapshot.context.change?.kind ?? null) as ReasonedChange | null) : null;
export const selectChosenName = (snapshot: OperatorsSnapshot) => snapshot.context.items.find((item) => item.id === snapshot.context.chosen)?.username ?? '';
export const selectReason = (snapshot: OperatorsSnapshot) => snapshot.context.reason;
export const selectReasonTooShort = (snapshot: OperatorsSnapshot) => snapshot.context.reason.trim().length < REASON_MIN;
export const selectIsCreating = (snapshot: OperatorsSnapshot) => snapshot.matches('creating');
export const selectDraft = (snapshot: OperatorsSnapshot) => snapshot.context.draft;
export const selectCanConfirm = (snapshot: OperatorsSnapshot) => snapshot.can({ type: 'operators.dialog.confirmed' });
