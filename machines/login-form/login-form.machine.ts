// Login form: the two fields, checked against the contract's LoginRequest schema (spec §5). A field's
// error shows once the player left it or after the first submit attempt, then follows every keystroke;
// a valid submit hands the credentials to the session, which owns the login call and its loading state.
import { sendTo, setup } from 'xstate';
import { isValid } from '../../common/contract/validate';
import { formStep, formStepActions } from '../shared/form-step';

export type LoginField = 'username' | 'password';
export type LoginValues = Record<LoginField, string>;

export type LoginFormEvent =
  | { type: 'login.field.changed'; field: LoginField; value: string }
  | { type: 'login.field.left'; field: LoginField }
  | { type: 'login.form.submitted' };

export const LOGIN_SCHEMA = 'LoginRequest';

const loginEvents = { changed: 'login.field.changed', left: 'login.field.left', submitted: 'login.form.submitted' } as const;

export const loginFormMachine = setup({
  types: {
    context: {} as { values: LoginValues; visited: LoginField[] },
    events: {} as LoginFormEvent,
  },
  guards: {
    'are credentials valid': ({ context }) => isValid(LOGIN_SCHEMA, context.values),
  },
  actions: {
    ...formStepActions<{ values: LoginValues; visited: LoginField[] }, LoginFormEvent>(loginEvents),
    'submit credentials': sendTo(({ system }) => system.get('session'), ({ context }) => ({
      type: 'login.submitted' as const,
      username: context.values.username,
      password: context.values.password,
    })),
  },
}).createMachine({
  id: 'loginForm',
  context: { values: { username: '', password: '' }, visited: [] },
  // The session owns the login call and its loading state, so a valid submit stays on this form.
  ...formStep({
    ...loginEvents,
    valid: 'are credentials valid',
    onValid: { target: 'checked', actions: 'submit credentials' },
  }),
});
