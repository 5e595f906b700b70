// Change password: the contract's rules (with the `mismatch` key), the loading state, success and
// failure, the call itself; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, createMachine, fromPromise } from 'xstate';
import { ApiError, createApiClient } from '../../src/api/client';
import { generatePaths, pending } from '../testing/path-coverage';
import type { ChangePasswordBody } from './change-password.actors';
import { type ChangePasswordEvent, type ChangePasswordField, changePasswordMachine } from './change-password.machine';
import { selectErrors, selectFieldError, selectIsBusy, selectValue } from './change-password.selectors';

const api = createApiClient({
  baseUrl: 'http://test.invalid/api',
  fetch: () => Promise.reject(new Error('no network in machine tests')),
  getToken: () => 'token-1',
  getLocale: () => 'tr',
  getFingerprint: () => 'fp',
  onUnauthorized: () => {},
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function start() {
  const calls: ChangePasswordBody[] = [];
  let settle: { resolve: (message: string) => void; reject: (error: unknown) => void } | null = null;
  const effects = { success: vi.fn<(message: string) => void>(), failure: vi.fn<(error: unknown) => void>() };
  const dialogs: unknown[] = [];
  const machine = changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise<string, { body: ChangePasswordBody }>(
        ({ input }) =>
          new Promise<string>((resolve, reject) => {
            calls.push(input.body);
            settle = { resolve, reject };
          }),
      ) as never,
    },
    actions: {
      'notify success': (_, params) => effects.success(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
    },
  });
  const host = createActor(
    createMachine({
      invoke: [
        { src: createMachine({ on: { '*': { actions: ({ event }) => dialogs.push(event) } } }), systemId: 'dialogs' },
        { id: 'form', src: machine, input: { api } },
      ],
    }),
  );
  host.start();
  const actor = host.getSnapshot().children.form as ActorRefFrom<typeof changePasswordMachine>;
  const type = (field: ChangePasswordField, value: string) =>
    actor.send({ type: 'password.field.changed', field, value });
  const fill = (oldPassword: string, password: string, confirmPassword: string) => {
    type('oldPassword', oldPassword);
    type('password', password);
    type('confirmPassword', confirmPassword);
  };
  return {
    actor,
    calls,
    effects,
    dialogs,
    fill,
    snapshot: () => actor.getSnapshot(),
    resolve: async (message: string) => {
      settle?.resolve(message);
      await flush();
    },
    reject: async (error: unknown) => {
      settle?.reject(error);
      await flush();
    },
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
    const requests: Array<{ url: string; body: unknown }> = [];
    const client = createApiClient({
      baseUrl: 'http://site.test/api',
      fetch: async (request) => {
        requests.push({ url: request.url, body: await request.json() });
        return new Response(JSON.stringify({ success: true, message: 'Değiştirildi', data: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
      getToken: () => 'token-1',
      getLocale: () => 'tr',
      getFingerprint: () => 'fp',
      onUnauthorized: () => {},
    });
    const { changePassword } = await import('./change-password.actors');
    const body = { oldPassword: 'oldpass', password: 'newpass1', confirmPassword: 'newpass1' };
    const actor = createActor(changePassword, { input: { api: client, body } });
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toBe('Değiştirildi');
    expect(requests).toEqual([{ url: 'http://site.test/api/customer/changepassword', body }]);
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
      { type: 'password.submitted' },
      { type: 'xstate.done.actor.changePassword', output: 'ok' },
      { type: 'xstate.error.actor.changePassword', error: new ApiError('Hata', 400) },
    ] as ChangePasswordEvent[];
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
