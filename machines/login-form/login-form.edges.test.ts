// Hand-written expectations for the login form's edges: an invalid submit, its correction, a valid
// submit handed to the session. After each, the state (by value), the errors shown and what the
// session received, written out here.
import { describe, expect, it } from 'vitest';
import { hosted } from '../testing/fixtures';
import { type LoginField, loginFormMachine } from './login-form.machine';
import { selectErrors } from './login-form.selectors';

function start() {
  const { actor, received } = hosted(loginFormMachine, undefined as never, { systemIds: ['session'] });
  const type = (field: LoginField, value: string) => actor.send({ type: 'login.field.changed', field, value });
  const submit = () => actor.send({ type: 'login.form.submitted' });
  const leave = (field: LoginField) => actor.send({ type: 'login.field.left', field });
  const seen = () => ({ value: actor.getSnapshot().value, errors: selectErrors(actor.getSnapshot()) });
  return { session: received.session, type, submit, leave, seen };
}

describe('login form edges', () => {
  it('an invalid submit shows the errors and sends nothing; fixing them clears the errors as typed; the valid submit goes to the session', () => {
    const { session, type, submit, seen } = start();
    type('username', 'de');
    expect(seen()).toEqual({ value: 'pristine', errors: {} });
    submit();
    expect(seen()).toEqual({
      value: 'checked',
      errors: { username: { key: 'minLength', params: { limit: 3 } }, password: { key: 'required' } },
    });
    expect(session).toEqual([]);
    type('username', 'demo');
    expect(seen().errors).toEqual({ password: { key: 'required' } });
    type('password', 'secret1');
    expect(seen()).toEqual({ value: 'checked', errors: {} });
    submit();
    expect(session).toEqual([{ type: 'login.submitted', username: 'demo', password: 'secret1' }]);
    // A failed login (the session's concern) leaves the form as it was, so the player can resubmit.
    submit();
    expect(session).toHaveLength(2);
  });

  it('a valid first submit goes straight to the session', () => {
    const { session, type, submit, seen } = start();
    type('username', 'demo');
    type('password', 'secret1');
    submit();
    expect(seen()).toEqual({ value: 'checked', errors: {} });
    expect(session).toEqual([{ type: 'login.submitted', username: 'demo', password: 'secret1' }]);
  });

  it('a pristine form shows no error; leaving a field shows that field\'s error only, and it follows the typing', () => {
    const { type, leave, seen } = start();
    expect(seen()).toEqual({ value: 'pristine', errors: {} });
    leave('username');
    expect(seen()).toEqual({ value: 'pristine', errors: { username: { key: 'required' } } });
    type('username', 'de');
    expect(seen().errors).toEqual({ username: { key: 'minLength', params: { limit: 3 } } });
    type('username', 'demo');
    expect(seen()).toEqual({ value: 'pristine', errors: {} });
    // The password was never left: its required error waits for the submit.
    type('password', 'x');
    expect(seen().errors).toEqual({});
  });
});
