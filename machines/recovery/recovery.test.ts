// Password recovery: the four steps with their contract rules, failures that stay on the step, the
// login dialog 1000 ms after success (machine clock), the calls themselves; plus generated paths.
import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { ApiError, createApiClient } from '../../src/api/client';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
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

const api = createApiClient({
  baseUrl: 'http://test.invalid/api',
  fetch: () => Promise.reject(new Error('no network in machine tests')),
  getToken: () => null,
  getLocale: () => 'tr',
  getFingerprint: () => 'fp',
  onUnauthorized: () => {},
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** An actor whose request bodies are recorded and whose answers the test gives. */
function controllable() {
  const bodies: unknown[] = [];
  let settle: { resolve: (message: string) => void; reject: (error: unknown) => void } | null = null;
  const logic = fromPromise<string, { body: unknown }>(
    ({ input }) =>
      new Promise<string>((resolve, reject) => {
        bodies.push(input.body);
        settle = { resolve, reject };
      }),
  );
  return {
    logic,
    bodies,
    resolve: async () => {
      settle?.resolve('ok');
      await flush();
    },
    reject: async (error: unknown) => {
      settle?.reject(error);
      await flush();
    },
  };
}

function start() {
  const calls = { reset: controllable(), check: controllable(), change: controllable() };
  const failures = vi.fn<(error: unknown) => void>();
  const dialogs: unknown[] = [];
  const machine = recoveryMachine.provide({
    actors: {
      sendResetPassword: calls.reset.logic as never,
      checkResetCode: calls.check.logic as never,
      changePasswordWithCode: calls.change.logic as never,
    },
    actions: { 'notify failure': (_, params) => failures(params.error) },
  });
  const clock = new SimulatedClock();
  const host = createActor(
    createMachine({
      invoke: [
        { src: createMachine({ on: { '*': { actions: ({ event }) => dialogs.push(event) } } }), systemId: 'dialogs' },
        { id: 'recovery', src: machine, input: { api } },
      ],
    }),
    { clock },
  );
  host.start();
  const actor = host.getSnapshot().children.recovery as ActorRefFrom<typeof recoveryMachine>;
  const type = (field: RecoveryField, value: string) => actor.send({ type: 'recovery.field.changed', field, value });
  const submit = () => actor.send({ type: 'recovery.submitted' });
  return { actor, calls, failures, dialogs, clock, type, submit, snapshot: () => actor.getSnapshot() };
}

describe('recovery machine', () => {
  it('step 1 checks the username (3 to 20) before asking for a reset code', async () => {
    const { calls, type, submit, snapshot } = start();
    expect(selectStep(snapshot())).toBe(1);
    expect(selectErrors(snapshot())).toEqual({});
    submit();
    expect(calls.reset.bodies).toEqual([]);
    expect(selectFieldError('username')(snapshot())).toEqual({ key: 'required' });
    type('username', 'ab');
    expect(selectFieldError('username')(snapshot())).toEqual({ key: 'minLength', params: { limit: 3 } });
    type('username', 'u'.repeat(21));
    expect(selectFieldError('username')(snapshot())).toEqual({ key: 'maxLength', params: { limit: 20 } });
    type('username', 'demo');
    submit();
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(calls.reset.bodies).toEqual([{ username: 'demo' }]);
    await calls.reset.resolve();
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
    expect(calls.reset.bodies).toHaveLength(2);
  });

  async function onStep(step: 2 | 3) {
    const started = start();
    started.type('username', 'demo');
    started.submit();
    await started.calls.reset.resolve();
    if (step === 3) {
      started.type('code', '123456');
      started.submit();
      await started.calls.check.resolve();
    }
    return started;
  }

  it('step 2 checks the code with the username; the username is fixed from here on', async () => {
    const { calls, failures, type, submit, snapshot } = await onStep(2);
    type('username', 'someone-else');
    expect(selectValue('username')(snapshot())).toBe('demo');
    type('code', '12');
    submit();
    expect(calls.check.bodies).toEqual([]);
    expect(selectFieldError('code')(snapshot())).toEqual({ key: 'minLength', params: { limit: 3 } });
    type('code', '654321');
    submit();
    expect(calls.check.bodies).toEqual([{ username: 'demo', code: '654321' }]);
    await calls.check.reject(new ApiError('Kod hatalı', 400));
    expect(selectStep(snapshot())).toBe(2);
    expect(failures).toHaveBeenCalledTimes(1);
    submit();
    await calls.check.resolve();
    expect(selectStep(snapshot())).toBe(3);
    expect(selectFormStep(snapshot())).toBe('password');
  });

  it('step 3 needs two matching passwords of 5 or more, then sends them with the username and code', async () => {
    const { calls, type, submit, snapshot } = await onStep(3);
    type('password', 'abcd');
    type('password2', 'abcde');
    submit();
    expect(calls.change.bodies).toEqual([]);
    expect(selectErrors(snapshot())).toEqual({
      password: { key: 'minLength', params: { limit: 5 } },
      password2: { key: 'mismatch', params: { field: 'password' } },
    });
    type('password', 'abcde');
    expect(selectErrors(snapshot())).toEqual({});
    submit();
    expect(calls.change.bodies).toEqual([{ username: 'demo', code: '123456', password: 'abcde', password2: 'abcde' }]);
  });

  it('step 4 shows success, then opens the login dialog after 1000 ms', async () => {
    const { calls, dialogs, clock, type, submit, snapshot } = await onStep(3);
    type('password', 'newpass1');
    type('password2', 'newpass1');
    submit();
    await calls.change.resolve();
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
    const requests: Array<{ url: string; body: unknown }> = [];
    const client = createApiClient({
      baseUrl: 'http://site.test/api',
      fetch: async (request) => {
        requests.push({ url: request.url, body: await request.json() });
        const failed = request.url.endsWith('/checkresetcode');
        const body = failed
          ? { success: false, message: 'Kod hatalı', data: null }
          : { success: true, message: 'ok', data: null };
        return new Response(JSON.stringify(body), {
          status: failed ? 400 : 200,
          headers: { 'content-type': 'application/json' },
        });
      },
      getToken: () => null,
      getLocale: () => 'tr',
      getFingerprint: () => 'fp',
      onUnauthorized: () => {},
    });
    const actors = await import('./recovery.actors');
    const run = async (logic: Parameters<typeof createActor>[0], body: unknown) => {
      const actor = createActor(logic, { input: { api: client, body } } as never);
      actor.subscribe({ error: () => {} });
      actor.start();
      await vi.waitFor(() => expect(['done', 'error']).toContain(actor.getSnapshot().status));
      return actor.getSnapshot();
    };
    expect((await run(actors.sendResetPassword, { username: 'demo' })).output).toBe('ok');
    const failed = await run(actors.checkResetCode, { username: 'demo', code: '000000' });
    expect(failed.status).toBe('error');
    expect(failed.error).toEqual(new ApiError('Kod hatalı', 400));
    const body = { username: 'demo', code: '123456', password: 'abcde', password2: 'abcde' };
    expect((await run(actors.changePasswordWithCode, body)).output).toBe('ok');
    expect(requests).toEqual([
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
      { type: 'recovery.submitted' },
      ...['sendResetPassword', 'checkResetCode', 'changePasswordWithCode'].flatMap((id) => [
        { type: `xstate.done.actor.${id}`, output: 'ok' },
        { type: `xstate.error.actor.${id}`, error: failure },
      ]),
      ...delayEvents(snapshot),
    ] as RecoveryEvent[];
  const { paths, replay, coverage } = generatePaths(machine, {
    events,
    input: () => ({ api }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.values]),
  });

  it.each(paths.map((path) => [path.description, path] as const))('reaches %s', (_, path) => {
    const { snapshot } = replay(path);
    expect(snapshot.value).toEqual(path.expected.value);
    expect(snapshot.context.values).toEqual(path.expected.context.values);
  });

  it('reaches every state and takes every transition', () => {
    expect(coverage()).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
