// Named selectors over the AML cases screen.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { complianceSettingsMachine } from '../backoffice-kyc-settings/backoffice-kyc-settings.machine';
import { AML_NOTE_MIN, type amlCasesMachine } from './backoffice-kyc-aml.machine';

export type AmlCasesSnapshot = SnapshotFrom<typeof amlCasesMachine>;

export const selectItems = (snapshot: AmlCasesSnapshot) => snapshot.context.items;
export const selectStatus = (snapshot: AmlCasesSnapshot) => snapshot.context.status;
export const selectIsLoading = (snapshot: AmlCasesSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: AmlCasesSnapshot) => snapshot.matches('failed');
export const selectCanResolve = (snapshot: AmlCasesSnapshot) => snapshot.matches('ready');
export const selectIsResolving = (snapshot: AmlCasesSnapshot) => snapshot.hasTag('open');
export const selectOutcome = (snapshot: AmlCasesSnapshot) => snapshot.context.outcome;
export const selectNote = (snapshot: AmlCasesSnapshot) => snapshot.context.note;
export const selectNoteTooShort = (snapshot: AmlCasesSnapshot) => snapshot.context.note.trim().length < AML_NOTE_MIN;
export const selectIsBusy = (snapshot: AmlCasesSnapshot) => snapshot.hasTag('busy');
/** The compliance settings form's own actor while it is open (machines/backoffice-kyc-settings). */
export const selectSettingsActor = (snapshot: AmlCasesSnapshot) =>
  (snapshot.children as { settings?: ActorRefFrom<typeof complianceSettingsMachine> }).settings ?? null;
