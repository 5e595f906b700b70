// Named selectors over the login form: values, and the errors it shows once checked.
import type { SnapshotFrom } from 'xstate';
import { validate, type ValidationErrors } from '../../common/contract/validate';
import { shownErrors } from '../shared/visited-fields';
import { LOGIN_SCHEMA, type LoginField, type loginFormMachine } from './login-form.machine';

export type LoginFormSnapshot = SnapshotFrom<typeof loginFormMachine>;

export const selectValue = (field: LoginField) => (snapshot: LoginFormSnapshot) => snapshot.context.values[field];

/** The shown errors: those of the fields left before the first submit, every one afterwards. */
export const selectErrors = (snapshot: LoginFormSnapshot): ValidationErrors =>
  shownErrors(validate(LOGIN_SCHEMA, snapshot.context.values), snapshot.context.visited, snapshot.matches('checked'));

export const selectFieldError = (field: LoginField) => (snapshot: LoginFormSnapshot) => selectErrors(snapshot)[field];
