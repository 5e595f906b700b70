// Named selectors over the login form: values, and the errors it shows once checked.
import type { SnapshotFrom } from 'xstate';
import { validate, type ValidationErrors } from '../../src/api/validate';
import { LOGIN_SCHEMA, type LoginField, type loginFormMachine } from './login-form.machine';

export type LoginFormSnapshot = SnapshotFrom<typeof loginFormMachine>;

export const selectValue = (field: LoginField) => (snapshot: LoginFormSnapshot) => snapshot.context.values[field];

const noErrors: ValidationErrors = {};

/** The shown errors: none before the first submit, the schema's verdict afterwards. */
export const selectErrors = (snapshot: LoginFormSnapshot): ValidationErrors =>
  snapshot.matches('checked') ? validate(LOGIN_SCHEMA, snapshot.context.values) : noErrors;

export const selectFieldError = (field: LoginField) => (snapshot: LoginFormSnapshot) => selectErrors(snapshot)[field];
