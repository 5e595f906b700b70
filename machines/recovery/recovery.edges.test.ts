// Hand-written expectations for the recovery flow's important edges: after each step's failure, each
// retry and the success, the state (by value) and what the player sees (step, busy button, the
// field errors), written out here rather than taken from walking the machine.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, hosted } from '../testing/fixtures';
import { type RecoveryField, recoveryMachine } from './recovery.machine';
import { selectErrors, selectIsBusy, selectStep } from './recovery.selectors';

function start() {
  const call = () => controllable<{ body: unknown }, string, unknown>((input) => input.body);
  const calls = { reset: call(), check: call(), change: call() };
  const failures = vi.fn<(error: unknown) => void>();
  const machine = recoveryMachine.provide({
    actors: {
      sendResetPassword: calls.reset.logic as never,
      checkResetCode: calls.check.logic as never,
      changePasswordWithCode: calls.change.logic as never,
    },
    actions: { 'notify failure': (_, params) => failures(params.error) },
  });
  const clock = new SimulatedClock();
  const { actor, received } = hosted(machine, undefined, { systemIds: ['dialogs'], clock });
  const type = (field: RecoveryField, value: string) => actor.send({ type: 'recovery.field.changed', field, value });
  const submit = () => actor.send({ type: 'recovery.submitted' });
  const leave = (field: RecoveryField) => actor.send({ type: 'recovery.field.left', field });
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return { value: snapshot.value, step: selectStep(snapshot), busy: selectIsBusy(snapshot), errors: selectErrors(snapshot) };
  };
  return { calls, failures, dialogs: received.dialogs, clock, type, submit, leave, seen };
}

describe('recovery edges', () => {
  it('a pristine step shows no error; a field left empty shows its error before any submit', () => {
    const { leave, type, seen } = start();
    expect(seen()).toEqual({ value: { username: 'pristine' }, step: 1, busy: false, errors: {} });
    leave('username');
    expect(seen()).toEqual({ value: { username: 'pristine' }, step: 1, busy: false, errors: { username: { key: 'required' } } });
    type('username', 'demo');
    expect(seen().errors).toEqual({});
  });

  it('step 1 failure: back to the checked form, not busy, the server error toasted; a retry calls again', async () => {
    const { calls, failures, type, submit, seen } = start();
    type('username', 'demo');
    submit();
    expect(seen()).toEqual({ value: { username: 'submitting' }, step: 1, busy: true, errors: {} });
    const error = new ApiError('Kullanıcı bulunamadı', 404);
    await calls.reset.reject(error);
    expect(seen()).toEqual({ value: { username: 'checked' }, step: 1, busy: false, errors: {} });
    expect(failures.mock.calls).toEqual([[error]]);
    // Checked: an edit that breaks the field shows its error at once, without another submit.
    type('username', 'ab');
    expect(seen().errors).toEqual({ username: { key: 'minLength', params: { limit: 3 } } });
    type('username', 'demo');
    submit();
    expect(seen()).toEqual({ value: { username: 'submitting' }, step: 1, busy: true, errors: {} });
    expect(calls.reset.calls).toEqual([{ username: 'demo' }, { username: 'demo' }]);
  });

  it('step 2 failure: back to the checked code form (not pristine), the error toasted; a retry goes on to step 3', async () => {
    const { calls, failures, type, submit, seen } = start();
    type('username', 'demo');
    submit();
    await calls.reset.resolve('ok');
    expect(seen()).toEqual({ value: { code: 'pristine' }, step: 2, busy: false, errors: {} });
    type('code', '123456');
    submit();
    expect(seen()).toEqual({ value: { code: 'submitting' }, step: 2, busy: true, errors: {} });
    const error = new ApiError('Kod hatalı', 400);
    await calls.check.reject(error);
    expect(seen()).toEqual({ value: { code: 'checked' }, step: 2, busy: false, errors: {} });
    expect(failures.mock.calls).toEqual([[error]]);
    // The step was submitted, so clearing the code shows "required" at once.
    type('code', '');
    expect(seen().errors).toEqual({ code: { key: 'required' } });
    // An invalid submit stays put and calls nothing.
    submit();
    expect(seen()).toEqual({ value: { code: 'checked' }, step: 2, busy: false, errors: { code: { key: 'required' } } });
    expect(calls.check.calls).toHaveLength(1);
    type('code', '654321');
    submit();
    expect(calls.check.calls).toEqual([
      { username: 'demo', code: '123456' },
      { username: 'demo', code: '654321' },
    ]);
    await calls.check.resolve('ok');
    expect(seen()).toEqual({ value: { password: 'pristine' }, step: 3, busy: false, errors: {} });
  });

  it('step 3 failure: back to the checked password form with the error toasted; a retry reaches step 4, then the login dialog after 1000 ms', async () => {
    const { calls, failures, dialogs, clock, type, submit, seen } = start();
    type('username', 'demo');
    submit();
    await calls.reset.resolve('ok');
    type('code', '123456');
    submit();
    await calls.check.resolve('ok');
    type('password', 'newpass1');
    type('password2', 'newpass1');
    submit();
    expect(seen()).toEqual({ value: { password: 'submitting' }, step: 3, busy: true, errors: {} });
    const error = new ApiError('Kodun süresi doldu', 400);
    await calls.change.reject(error);
    expect(seen()).toEqual({ value: { password: 'checked' }, step: 3, busy: false, errors: {} });
    expect(failures.mock.calls).toEqual([[error]]);
    type('password2', 'other');
    expect(seen().errors).toEqual({ password2: { key: 'mismatch', params: { field: 'password' } } });
    type('password2', 'newpass1');
    submit();
    await calls.change.resolve('ok');
    expect(seen()).toEqual({ value: 'success', step: 4, busy: false, errors: {} });
    expect(dialogs).toEqual([]);
    clock.increment(999);
    expect(dialogs).toEqual([]);
    clock.increment(1);
    expect(dialogs).toEqual([{ type: 'dialog.open', dialog: 'login' }]);
    expect(seen().value).toBe('finished');
  });

  it('an invalid first submit of each step shows the errors and calls nothing', () => {
    const { calls, submit, seen } = start();
    submit();
    expect(seen()).toEqual({ value: { username: 'checked' }, step: 1, busy: false, errors: { username: { key: 'required' } } });
    expect(calls.reset.calls).toEqual([]);
  });
});
