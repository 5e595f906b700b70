// Named selectors over the responsible gaming page's snapshot.
import type { SnapshotFrom } from 'xstate';
import type { responsibleGamingMachine } from './responsible-gaming.machine';

export type ResponsibleGamingSnapshot = SnapshotFrom<typeof responsibleGamingMachine>;

export const selectIsLoading = (s: ResponsibleGamingSnapshot) => s.hasTag('loading');
export const selectHasFailed = (s: ResponsibleGamingSnapshot) => s.matches('failed');
export const selectIsSaving = (s: ResponsibleGamingSnapshot) => s.hasTag('saving');
export const selectLimits = (s: ResponsibleGamingSnapshot) => s.context.protection?.limits ?? [];
export const selectCoolingOffHours = (s: ResponsibleGamingSnapshot) => s.context.protection?.coolingOffHours ?? 24;
export const selectRealityCheckMinutes = (s: ResponsibleGamingSnapshot) => s.context.protection?.realityCheckMinutes ?? 0;
export const selectDraft = (s: ResponsibleGamingSnapshot) => s.context.draft;
export const selectDraftError = (s: ResponsibleGamingSnapshot) => s.context.draftError;
/** The exclusion waiting for the player's second "yes", while its dialog is open. */
export const selectAskedExclusion = (s: ResponsibleGamingSnapshot) => (s.hasTag('asking-exclusion') ? s.context.exclusion : null);
export const selectIsAskingClosure = (s: ResponsibleGamingSnapshot) => s.hasTag('asking-closure');
export const selectPassword = (s: ResponsibleGamingSnapshot) => s.context.password;
export const selectStatementRange = (s: ResponsibleGamingSnapshot) => s.context.statementRange;
export const selectStatement = (s: ResponsibleGamingSnapshot) => s.context.statement;
export const selectIsLoadingStatement = (s: ResponsibleGamingSnapshot) => s.hasTag('loading-statement');
export const selectHasEnded = (s: ResponsibleGamingSnapshot) => s.status === 'done';
