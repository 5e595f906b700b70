// Change password: the contract's rules (with the `mismatch` key), the loading state, success and
// failure, the call itself; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, hosted, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { type ChangePasswordBody, changePasswordActors } from './change-password.actors';
import { type ChangePasswordEvent, type ChangePasswordField, changePasswordMachine } from './change-password.machine';
import { selectErrors, selectFieldError, selectIsBusy, selectValue } from './change-password.selectors';


function start() {
  const change = controllable<{ body: ChangePasswordBody }, string, ChangePasswordBody>((input) => input.body);
  const notify = notifySpies();
  const machine = changePasswordMachine.provide({ actors: { changePassword: change.logic as never }, actions: notify.actions });
  const { actor, received } = hosted(machine, undefined, { systemIds: ['dialogs'] });
  const type = (field: ChangePasswordField, value: string) =>
    actor.send({ type: 'password.field.changed', field, value });
  const fill = (oldPassword: string, password: string, confirmPassword: string) => {
    type('oldPassword', oldPassword);
    type('password', password);
    type('confirmPassword', confirmPassword);
  };
  return {
    actor,
    calls: change.calls,
    effects: notify.effects,
    dialogs: received.dialogs,
    fill,
    snapshot: () => actor.getSnapshot(),
    resolve: change.resolve,
    reject: change.reject,
  };
}

describe('change password machine', () => {
  it('shows no error before the first submit', () => {
    const { fill, snapshot } = start();
    fill('old', 'new', 'other');
    expect(selectValue('password')(snapshot())).toBe('new');
    expect(selectErrors(snapshot())).toEqual({});
  });

  it('refuses an invalid submit and shows each rule: required, minimum 5, mismatch', () => {
    const { actor, calls, fill, snapshot } = start();
    actor.send({ type: 'password.submitted' });
    expect(calls).toEqual([]);
    expect(selectErrors(snapshot())).toEqual({
      oldPassword: { key: 'required' },
      password: { key: 'required' },
      confirmPassword: { key: 'required' },
    });
    fill('abcd', 'secret1', 'secret2');
    actor.send({ type: 'password.submitted' });
    expect(calls).toEqual([]);
    expect(selectFieldError('oldPassword')(snapshot())).toEqual({ key: 'minLength', params: { limit: 5 } });
    expect(selectFieldError('password')(snapshot())).toBeUndefined();
    expect(selectFieldError('confirmPassword')(snapshot())).toEqual({ key: 'mismatch', params: { field: 'password' } });
  });

  it('submits valid passwords in a loading state, then toasts the message and closes the dialogs', async () => {
    const { actor, calls, effects, dialogs, fill, snapshot, resolve } = start();
    fill('oldpass', 'newpass1', 'newpass1');
    actor.send({ type: 'password.submitted' });
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(calls).toEqual([{ oldPassword: 'oldpass', password: 'newpass1', confirmPassword: 'newpass1' }]);
    // A second press while the call runs does not send again.
    actor.send({ type: 'password.submitted' });
    expect(calls).toHaveLength(1);
    await resolve('Şifreniz değiştirildi');
    expect(selectIsBusy(snapshot())).toBe(false);
    expect(effects.success).toHaveBeenCalledWith('Şifreniz değiştirildi');
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(snapshot().status).toBe('done');
  });

  it('a refused change toasts the server message and keeps the dialog and the values', async () => {
    const { actor, effects, dialogs, fill, snapshot, reject } = start();
    fill('wrongold', 'newpass1', 'newpass1');
    actor.send({ type: 'password.submitted' });
    const error = new ApiError('Eski şifre hatalı', 400);
    await reject(error);
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(dialogs).toEqual([]);
    expect(selectIsBusy(snapshot())).toBe(false);
    expect(snapshot().matches('checked')).toBe(true);
    expect(selectValue('oldPassword')(snapshot())).toBe('wrongold');
  });
});

describe('change password actor', () => {
  it('posts the three fields to customer/changepassword and returns the message', async () => {
    const { api: client, requests } = recordingApi(() => ok(null, 'Değiştirildi'));
    const { changePassword } = changePasswordActors(client);
    const body = { oldPassword: 'oldpass', password: 'newpass1', confirmPassword: 'newpass1' };
    expect(await outputOf(changePassword, { body })).toBe('Değiştirildi');
    expect(requests.map(({ url, body }) => ({ url, body }))).toEqual([{ url: 'http://site.test/api/customer/changepassword', body }]);
  });
});

describe('change password machine: generated paths', () => {
  const machine = changePasswordMachine.provide({
    actors: { changePassword: pending as never },
    actions: { 'close all dialogs': () => {} },
  });
  const events = (): ChangePasswordEvent[] =>
    [
      { type: 'password.field.changed', field: 'oldPassword', value: 'oldpass' },
      { type: 'password.field.changed', field: 'password', value: 'newpass1' },
      { type: 'password.field.changed', field: 'confirmPassword', value: 'newpass1' },
      { type: 'password.field.left', field: 'password' },
      { type: 'password.submitted' },
      { type: 'xstate.done.actor.changePassword', output: 'ok' },
      { type: 'xstate.error.actor.changePassword', error: new ApiError('Hata', 400) },
    ] as ChangePasswordEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.values]),
  });

  testEveryPath(machine, suite, (actual, expected) => expect(actual.context.values).toEqual(expected.context.values));
});
