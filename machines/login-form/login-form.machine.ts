// Login form: the two fields, checked against the contract's LoginRequest schema (spec §5). Errors
// show only after the first submit attempt, then follow every keystroke; a valid submit hands the
// credentials to the session, which owns the login call and its loading state.
import { assign, sendTo, setup } from 'xstate';
import { isValid } from '../../src/api/validate';

export type LoginField = 'username' | 'password';
export type LoginValues = Record<LoginField, string>;

export type LoginFormEvent =
  | { type: 'login.field.changed'; field: LoginField; value: string }
  | { type: 'login.form.submitted' };

export const LOGIN_SCHEMA = 'LoginRequest';

export const loginFormMachine = setup({
  types: {
    context: {} as { values: LoginValues },
    events: {} as LoginFormEvent,
  },
  guards: {
    'are credentials valid': ({ context }) => isValid(LOGIN_SCHEMA, context.values),
  },
  actions: {
    'set field': assign(({ context, event }) => {
      if (event.type !== 'login.field.changed') return {};
      return { values: { ...context.values, [event.field]: event.value } };
    }),
    'submit credentials': sendTo(({ system }) => system.get('session'), ({ context }) => ({
      type: 'login.submitted' as const,
      username: context.values.username,
      password: context.values.password,
    })),
  },
}).createMachine({
  id: 'loginForm',
  context: { values: { username: '', password: '' } },
  initial: 'pristine',
  on: {
    'login.field.changed': { actions: 'set field' },
    'login.form.submitted': [
      { guard: 'are credentials valid', target: '.checked', actions: 'submit credentials' },
      { target: '.checked' },
    ],
  },
  states: {
    // Nothing submitted yet: no error is shown while the player is still typing.
    pristine: {},
    // Submitted at least once: every field shows its current error.
    checked: {},
  },
});
