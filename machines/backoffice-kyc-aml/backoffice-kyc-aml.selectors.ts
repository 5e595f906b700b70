// Named selectors over the AML cases screen.
import type { SnapshotFrom } from 'xstate';
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
