// Named selectors over the compliance settings form.
import type { SnapshotFrom } from 'xstate';
import { invalidFields, type complianceSettingsMachine } from './backoffice-kyc-settings.machine';

export type SettingsSnapshot = SnapshotFrom<typeof complianceSettingsMachine>;

export const selectForm = (snapshot: SettingsSnapshot) => snapshot.context.form;
export const selectInvalidFields = (snapshot: SettingsSnapshot) => (snapshot.context.form ? invalidFields(snapshot.context.form) : []);
export const selectCanSave = (snapshot: SettingsSnapshot) => snapshot.can({ type: 'settings.saved' });
export const selectIsLoading = (snapshot: SettingsSnapshot) => snapshot.hasTag('loading');
export const selectIsBusy = (snapshot: SettingsSnapshot) => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: SettingsSnapshot) => snapshot.matches('failed');
