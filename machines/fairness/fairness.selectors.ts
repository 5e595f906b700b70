// Named selectors over the verification page's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { fairnessMachine } from './fairness.machine';

export type FairnessSnapshot = SnapshotFrom<typeof fairnessMachine>;

export const selectValues = (snapshot: FairnessSnapshot) => snapshot.context.values;
export const selectIsBusy = (snapshot: FairnessSnapshot) => snapshot.hasTag('busy');
export const selectResult = (snapshot: FairnessSnapshot) => (snapshot.matches('verified') ? snapshot.context.result : null);
export const selectError = (snapshot: FairnessSnapshot) => (snapshot.hasTag('failed') ? snapshot.context.error : null);
export const selectIsIncomplete = (snapshot: FairnessSnapshot) => snapshot.context.incomplete;
