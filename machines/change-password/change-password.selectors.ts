// Named selectors over the change password snapshot: values, shown errors and the loading state.
import type { SnapshotFrom } from 'xstate';
import { validate, type ValidationErrors } from '../../common/contract/validate';
import { shownErrors } from '../shared/visited-fields';
import {
  CHANGE_PASSWORD_SCHEMA,
  type ChangePasswordField,
  type changePasswordMachine,
} from './change-password.machine';

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export const selectValue = (field: ChangePasswordField) => (snapshot: ChangePasswordSnapshot) =>
  snapshot.context.values[field];

/** The shown errors: those of the fields left before the first submit, every one afterwards. */
export const selectErrors = (snapshot: ChangePasswordSnapshot): ValidationErrors =>
  shownErrors(
    validate(CHANGE_PASSWORD_SCHEMA, snapshot.context.values),
    snapshot.context.visited,
    !snapshot.matches('pristine'),
  );

export const selectFieldError = (field: ChangePasswordField) => (snapshot: ChangePasswordSnapshot) =>
  selectErrors(snapshot)[field];

/** The Change button's loading state. */
export const selectIsBusy = (snapshot: ChangePasswordSnapshot) => snapshot.hasTag('loading');
