// Named selectors over the change password snapshot: values, shown errors and the loading state.
import type { SnapshotFrom } from 'xstate';
import { validate, type ValidationErrors } from '../../src/api/validate';
import {
  CHANGE_PASSWORD_SCHEMA,
  type ChangePasswordField,
  type changePasswordMachine,
} from './change-password.machine';

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export const selectValue = (field: ChangePasswordField) => (snapshot: ChangePasswordSnapshot) =>
  snapshot.context.values[field];

const noErrors: ValidationErrors = {};

/** The shown errors: none before the first submit, the schema's verdict afterwards. */
export const selectErrors = (snapshot: ChangePasswordSnapshot): ValidationErrors =>
  snapshot.matches('pristine') ? noErrors : validate(CHANGE_PASSWORD_SCHEMA, snapshot.context.values);

export const selectFieldError = (field: ChangePasswordField) => (snapshot: ChangePasswordSnapshot) =>
  selectErrors(snapshot)[field];

/** The Change button's loading state. */
export const selectIsBusy = (snapshot: ChangePasswordSnapshot) => snapshot.hasTag('loading');
