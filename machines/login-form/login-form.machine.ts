// Login form: the two fields, checked against the contract's LoginRequest schema (spec §5). A field's
// error shows once the player left it or after the first submit attempt, then follows every keystroke;
// a valid submit hands the credentials to the session, which owns the login call and its loading state.
import { assign, sendTo, setup } from 'xstate';
import { isValid } from '../../common/contract/validate';
import { withVisited } from '../shared/visited-fields';

export type LoginField = 'username' | 'password';
export type LoginValues = Record<LoginField, string>;

export type LoginFormEvent =
  | { type: 'login.field.changed'; field: LoginField; value: string }
  | { type: 'login.field.left'; field: LoginField }
  | { type: 'login.form.submitted' };

export const LOGIN_SCHEMA = 'LoginRequest';

export const loginFormMachine = setup({
  types: {
    context: {} as { values: LoginValues; visited: LoginField[] },
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
    'remember left field': assign(({ context, event }) =>
      event.type === 'login.field.left' ? { visited: withVisited(context.visited, event.field) } : {},
    ),
    'submit credentials': sendTo(({ system }) => system.get('session'), ({ context }) => ({
      type: 'login.submitted' as const,
      username: context.values.username,
      password: context.values.password,
    })),
  },
}).createMachine({
  id: 'loginForm',
  context: { values: { username: '', password: '' }, visited: [] },
  initial: 'pristine',
  on: {
    'login.field.changed': { actions: 'set field' },
    'login.field.left': { actions: 'remember left field' },
    'login.form.submitted': [
      { guard: 'are credentials valid', target: '.checked', actions: 'submit credentials' },
      { target: '.checked' },
    ],
  },
  states: {
    // Nothing submitted yet: only the fields the player left show their errors.
    pristine: {},
    // Submitted at least once: every field shows its current error.
    checked: {},
  },
});
