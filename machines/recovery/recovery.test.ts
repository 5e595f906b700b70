// Password recovery: the four steps with their contract rules, failures that stay on the step, the
// login dialog 1000 ms after success (machine clock), the calls themselves; plus generated paths.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, hosted, ok, type RecordedRequest, recordingApi, refusal, settled } from '../testing/fixtures';
import { recoveryActors } from './recovery.actors';
import { OPEN_LOGIN_DELAY, type RecoveryEvent, type RecoveryField, recoveryMachine } from './recovery.machine';
import {
  selectErrors,
  selectFieldError,
  selectFormStep,
  selectIsBusy,
  selectStep,
  selectUsername,
  selectValue,
} from './recovery.selectors';


/** A recovery step's call: its request bodies are recorded, and the test answers it. */
const stepCall = () => controllable<{ body: unknown }, string, unknown>((input) => input.body);

function start() {
  const calls = { reset: stepCall(), check: stepCall(), change: stepCall() };
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
  return { actor, calls, failures, dialogs: received.dialogs, clock, type, submit, snapshot: () => actor.getSnapshot() };
}

describe('recovery machine', () => {
  it('step 1 checks the username (3 to 20) before asking for a reset code', async () => {
    const { calls, type, submit, snapshot } = start();
    expect(selectStep(snapshot())).toBe(1);
    expect(selectErrors(snapshot())).toEqual({});
    submit();
    expect(calls.reset.calls).toEqual([]);
    expect(selectFieldError('username')(snapshot())).toEqual({ key: 'required' });
    type('username', 'ab');
    expect(selectFieldError('username')(snapshot())).toEqual({ key: 'minLength', params: { limit: 3 } });
    type('username', 'u'.repeat(21));
    expect(selectFieldError('username')(snapshot())).toEqual({ key: 'maxLength', params: { limit: 20 } });
    type('username', 'demo');
    submit();
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(calls.reset.calls).toEqual([{ username: 'demo' }]);
    await calls.reset.resolve('ok');
    expect(selectStep(snapshot())).toBe(2);
    expect(selectUsername(snapshot())).toBe('demo');
    // A fresh step shows no error until it is submitted.
    expect(selectErrors(snapshot())).toEqual({});
  });

  it('a failed step toasts the server message and stays on the step', async () => {
    const { calls, failures, type, submit, snapshot } = start();
    type('username', 'demo');
    submit();
    const error = new ApiError('Çok fazla deneme', 429);
    await calls.reset.reject(error);
    expect(selectStep(snapshot())).toBe(1);
    expect(selectIsBusy(snapshot())).toBe(false);
    expect(failures).toHaveBeenCalledWith(error);
    submit();
    expect(calls.reset.calls).toHaveLength(2);
  });

  async function onStep(step: 2 | 3) {
    const started = start();
    started.type('username', 'demo');
    started.submit();
    await started.calls.reset.resolve('ok');
    if (step === 3) {
      started.type('code', '123456');
      started.submit();
      await started.calls.check.resolve('ok');
    }
    return started;
  }

  it('step 2 checks the code with the username; the username is fixed from here on', async () => {
    const { calls, failures, type, submit, snapshot } = await onStep(2);
    type('username', 'someone-else');
    expect(selectValue('username')(snapshot())).toBe('demo');
    type('code', '12');
    submit();
    expect(calls.check.calls).toEqual([]);
    expect(selectFieldError('code')(snapshot())).toEqual({ key: 'minLength', params: { limit: 3 } });
    type('code', '654321');
    submit();
    expect(calls.check.calls).toEqual([{ username: 'demo', code: '654321' }]);
    await calls.check.reject(new ApiError('Kod hatalı', 400));
    expect(selectStep(snapshot())).toBe(2);
    expect(failures).toHaveBeenCalledTimes(1);
    submit();
    await calls.check.resolve('ok');
    expect(selectStep(snapshot())).toBe(3);
    expect(selectFormStep(snapshot())).toBe('password');
  });

  it('step 3 needs two matching passwords of 5 or more, then sends them with the username and code', async () => {
    const { calls, type, submit, snapshot } = await onStep(3);
    type('password', 'abcd');
    type('password2', 'abcde');
    submit();
    expect(calls.change.calls).toEqual([]);
    expect(selectErrors(snapshot())).toEqual({
      password: { key: 'minLength', params: { limit: 5 } },
      password2: { key: 'mismatch', params: { field: 'password' } },
    });
    type('password', 'abcde');
    expect(selectErrors(snapshot())).toEqual({});
    submit();
    expect(calls.change.calls).toEqual([{ username: 'demo', code: '123456', password: 'abcde', password2: 'abcde' }]);
  });

  it('step 4 shows success, then opens the login dialog after 1000 ms', async () => {
    const { calls, dialogs, clock, type, submit, snapshot } = await onStep(3);
    type('password', 'newpass1');
    type('password2', 'newpass1');
    submit();
    await calls.change.resolve('ok');
    expect(selectStep(snapshot())).toBe(4);
    expect(selectFormStep(snapshot())).toBeNull();
    clock.increment(OPEN_LOGIN_DELAY - 1);
    expect(dialogs).toEqual([]);
    clock.increment(1);
    expect(dialogs).toEqual([{ type: 'dialog.open', dialog: 'login' }]);
    expect(snapshot().status).toBe('done');
  });
});

describe('recovery actors', () => {
  it('post each step to its path and fail on success: false', async () => {
    const failing = (request: RecordedRequest) => request.path === '/auth/checkresetcode';
    const { api: client, requests } = recordingApi((request) => (failing(request) ? refusal('Kod hatalı') : ok(null, 'ok')), {
      token: null,
      status: (request) => (failing(request) ? 400 : 200),
    });
    const actors = recoveryActors(client);
    const run = (logic: Parameters<typeof settled>[0], body: unknown) => settled(logic, { body });
    expect((await run(actors.sendResetPassword, { username: 'demo' })).output).toBe('ok');
    const failed = await run(actors.checkResetCode, { username: 'demo', code: '000000' });
    expect(failed.status).toBe('error');
    expect(failed.error).toEqual(new ApiError('Kod hatalı', 400));
    const body = { username: 'demo', code: '123456', password: 'abcde', password2: 'abcde' };
    expect((await run(actors.changePasswordWithCode, body)).output).toBe('ok');
    expect(requests.map(({ url, body }) => ({ url, body }))).toEqual([
      { url: 'http://site.test/api/auth/sendresetpassword', body: { username: 'demo' } },
      { url: 'http://site.test/api/auth/checkresetcode', body: { username: 'demo', code: '000000' } },
      { url: 'http://site.test/api/auth/changepasswordwithcode', body },
    ]);
  });
});

describe('recovery machine: generated paths', () => {
  const machine = recoveryMachine.provide({
    actors: {
      sendResetPassword: pending as never,
      checkResetCode: pending as never,
      changePasswordWithCode: pending as never,
    },
    actions: { 'open login': () => {} },
  });
  const failure = new ApiError('Hata', 400);
  const events = (snapshot: Parameters<typeof delayEvents>[0]): RecoveryEvent[] =>
    [
      { type: 'recovery.field.changed', field: 'username', value: 'demo' },
      { type: 'recovery.field.changed', field: 'code', value: '123456' },
      { type: 'recovery.field.changed', field: 'password', value: 'newpass1' },
      { type: 'recovery.field.changed', field: 'password2', value: 'newpass1' },
      { type: 'recovery.field.left', field: 'code' },
      { type: 'recovery.submitted' },
      ...['sendResetPassword', 'checkResetCode', 'changePasswordWithCode'].flatMap((id) => [
        { type: `xstate.done.actor.${id}`, output: 'ok' },
        { type: `xstate.error.actor.${id}`, error: failure },
      ]),
      ...delayEvents(snapshot),
    ] as RecoveryEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.values]),
  });

  testEveryPath(machine, suite, (actual, expected) => expect(actual.context.values).toEqual(expected.context.values));
});
