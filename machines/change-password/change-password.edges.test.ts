// Hand-written expectations for the change password dialog's edges: a failed change and its retry,
// success, an invalid submit. After each, the state (by value) and what the dialog shows (busy
// button, field errors, the toast, whether the dialogs close), written out here.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../common/contract/client';
import { controllable, hosted } from '../testing/fixtures';
import { type ChangePasswordField, changePasswordMachine } from './change-password.machine';
import { selectErrors, selectIsBusy } from './change-password.selectors';

function start() {
  const change = controllable<{ body: unknown }, string, unknown>((input) => input.body);
  const effects = { success: vi.fn(), failure: vi.fn() };
  const machine = changePasswordMachine.provide({
    actors: { changePassword: change.logic as never },
    actions: {
      'notify success': (_, params) => effects.success(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
    },
  });
  const { actor, received } = hosted(machine, undefined, { systemIds: ['dialogs'] });
  const type = (field: ChangePasswordField, value: string) => actor.send({ type: 'password.field.changed', field, value });
  const submit = () => actor.send({ type: 'password.submitted' });
  const leave = (field: ChangePasswordField) => actor.send({ type: 'password.field.left', field });
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return { value: snapshot.value, busy: selectIsBusy(snapshot), errors: selectErrors(snapshot) };
  };
  return { actor, change, effects, dialogs: received.dialogs, type, submit, leave, seen };
}

describe('change password edges', () => {
  it('a pristine form shows no error; a left field shows its own error, the others wait for the submit', () => {
    const { leave, type, seen } = start();
    expect(seen()).toEqual({ value: 'pristine', busy: false, errors: {} });
    type('password', 'abc');
    expect(seen().errors).toEqual({});
    leave('password');
    expect(seen()).toEqual({ value: 'pristine', busy: false, errors: { password: { key: 'minLength', params: { limit: 5 } } } });
  });

  it('a refused change: back to checked, not busy, the server error toasted, the dialog stays; a retry sends again and closes', async () => {
    const { actor, change, effects, dialogs, type, submit, seen } = start();
    type('oldPassword', 'oldpass1');
    type('password', 'newpass1');
    type('confirmPassword', 'newpass1');
    submit();
    expect(seen()).toEqual({ value: 'submitting', busy: true, errors: {} });
    const error = new ApiError('Eski şifre hatalı', 400);
    await change.reject(error);
    expect(seen()).toEqual({ value: 'checked', busy: false, errors: {} });
    expect(effects.failure.mock.calls).toEqual([[error]]);
    expect(dialogs).toEqual([]);
    // Checked: a broken field shows its error at once.
    type('oldPassword', 'old');
    expect(seen().errors).toEqual({ oldPassword: { key: 'minLength', params: { limit: 5 } } });
    type('oldPassword', 'oldpass2');
    submit();
    expect(change.calls).toEqual([
      { oldPassword: 'oldpass1', password: 'newpass1', confirmPassword: 'newpass1' },
      { oldPassword: 'oldpass2', password: 'newpass1', confirmPassword: 'newpass1' },
    ]);
    await change.resolve('Şifreniz değiştirildi');
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.success.mock.calls).toEqual([['Şifreniz değiştirildi']]);
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
  });

  it('an invalid first submit shows every rule and calls nothing; an invalid submit from checked stays', () => {
    const { change, type, submit, seen } = start();
    type('password', 'newpass1');
    type('confirmPassword', 'newpass2');
    expect(seen()).toEqual({ value: 'pristine', busy: false, errors: {} });
    submit();
    expect(seen()).toEqual({
      value: 'checked',
      busy: false,
      errors: { oldPassword: { key: 'required' }, confirmPassword: { key: 'mismatch', params: { field: 'password' } } },
    });
    submit();
    expect(seen().value).toBe('checked');
    expect(change.calls).toEqual([]);
  });
});
