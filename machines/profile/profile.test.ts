// Personal information: the profile as loaded (TC number masked by the server), the e-mail edit
// (validation, unchanged refused, saved, refused by the server), retry; the calls; generated paths.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError, createApiClient } from '../../src/api/client';
import { generatePaths, missingCoverage, pending } from '../testing/path-coverage';
import { loadProfile, type Profile, type ProfileInput, type SavedProfile, type SaveEmailInput, saveEmail } from './profile.actors';
import { type ProfileEvent, profileMachine } from './profile.machine';
import {
  selectCanSaveEmail,
  selectEmailDraft,
  selectEmailError,
  selectHasFailed,
  selectIsEditingEmail,
  selectIsLoading,
  selectIsSaving,
  selectProfile,
} from './profile.selectors';

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

const profile: Profile = {
  username: 'ayseyilmaz',
  usercode: 'U1234567',
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '5321234567',
  smsVerified: false,
  personalNo: '*******0146',
  birthDate: '1990-05-17',
  country: { id: 1, name: 'Türkiye' },
  currency: 'TRY',
  createdAt: '2030-03-01T10:00:00.000Z',
};

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function start() {
  let loads = 0;
  const saves: SaveEmailInput[] = [];
  let load: Deferred<Profile> | null = null;
  let save: Deferred<SavedProfile> | null = null;
  const effects = { success: vi.fn<(message: string) => void>(), failure: vi.fn<(error: unknown) => void>() };
  const actor = createActor(
    profileMachine.provide({
      actors: {
        loadProfile: fromPromise<Profile, ProfileInput>(
          () =>
            new Promise((resolve, reject) => {
              loads += 1;
              load = { resolve, reject };
            }),
        ),
        saveEmail: fromPromise<SavedProfile, SaveEmailInput>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              saves.push(input);
              save = { resolve, reject };
            }),
        ),
      },
      actions: {
        'notify success': (_, params) => effects.success(params.message),
        'notify failure': (_, params) => effects.failure(params.error),
      },
    }),
    { input: { api } },
  ).start();
  const type = (value: string) => actor.send({ type: 'profile.email.changed', value });
  return {
    actor,
    effects,
    saves,
    type,
    loads: () => loads,
    snapshot: () => actor.getSnapshot(),
    answer: async (value: Profile = profile) => {
      load?.resolve(value);
      await flush();
    },
    failLoad: async (error: unknown) => {
      load?.reject(error);
      await flush();
    },
    saved: async (value: SavedProfile) => {
      save?.resolve(value);
      await flush();
    },
    refused: async (error: unknown) => {
      save?.reject(error);
      await flush();
    },
  };
}

describe('profile machine', () => {
  it('shows the profile as the server sends it', async () => {
    const { answer, snapshot } = start();
    expect(selectIsLoading(snapshot())).toBe(true);
    await answer();
    expect(selectProfile(snapshot())).toEqual(profile);
    expect(selectIsEditingEmail(snapshot())).toBe(false);
  });

  it('edits the e-mail: starts from the current one, validates, refuses an unchanged one', async () => {
    const { actor, answer, saves, snapshot, type } = start();
    await answer();
    actor.send({ type: 'profile.email.edited' });
    expect(selectEmailDraft(snapshot())).toBe('ayse@example.com');
    expect(selectEmailError(snapshot())).toBeUndefined();
    expect(selectCanSaveEmail(snapshot())).toBe(false);
    type('ayse@');
    expect(selectEmailError(snapshot())).toEqual({ key: 'email' });
    expect(selectCanSaveEmail(snapshot())).toBe(false);
    type('');
    expect(selectEmailError(snapshot())).toEqual({ key: 'required' });
    type(' ayse.yilmaz@example.com ');
    expect(selectEmailError(snapshot())).toBeUndefined();
    actor.send({ type: 'profile.email.saved' });
    expect(selectIsSaving(snapshot())).toBe(true);
    expect(saves).toEqual([{ api, email: 'ayse.yilmaz@example.com' }]);
  });

  it('a saved e-mail shows at once with the server message', async () => {
    const { actor, answer, effects, saved, snapshot, type } = start();
    await answer();
    actor.send({ type: 'profile.email.edited' });
    type('yeni@example.com');
    actor.send({ type: 'profile.email.saved' });
    await saved({ profile: { ...profile, email: 'yeni@example.com' }, message: 'Bilgileriniz güncellendi' });
    expect(effects.success).toHaveBeenCalledWith('Bilgileriniz güncellendi');
    expect(selectIsEditingEmail(snapshot())).toBe(false);
    expect(selectProfile(snapshot())?.email).toBe('yeni@example.com');
  });

  it('a refused e-mail keeps the edit open with the typed value', async () => {
    const { actor, answer, effects, refused, snapshot, type } = start();
    await answer();
    actor.send({ type: 'profile.email.edited' });
    type('taken@example.com');
    actor.send({ type: 'profile.email.saved' });
    const error = new ApiError('Bu e-posta adresi kullanılıyor', 400);
    await refused(error);
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(snapshot().value).toBe('editing');
    expect(selectEmailDraft(snapshot())).toBe('taken@example.com');
    actor.send({ type: 'profile.email.cancelled' });
    expect(selectProfile(snapshot())?.email).toBe('ayse@example.com');
  });

  it('a failed load offers a retry', async () => {
    const { actor, answer, failLoad, loads, snapshot } = start();
    await failLoad(new ApiError('', 0));
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'profile.retried' });
    expect(loads()).toBe(2);
    await answer();
    expect(selectProfile(snapshot())).toEqual(profile);
  });
});

describe('profile actors', () => {
  it('reads customer/profile and posts the e-mail to customer/updateprofile', async () => {
    const requests: unknown[] = [];
    const client = createApiClient({
      baseUrl: 'http://site.test/api',
      fetch: async (request) => {
        requests.push({ url: request.url, method: request.method, body: request.method === 'POST' ? await request.json() : null });
        const message = request.method === 'POST' ? 'Güncellendi' : '';
        return new Response(JSON.stringify({ success: true, message, data: profile }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
      getToken: () => 'token-1',
      getLocale: () => 'tr',
      getFingerprint: () => 'fp',
      onUnauthorized: () => {},
    });
    const run = async (logic: Parameters<typeof createActor>[0], input: unknown) => {
      const actor = createActor(logic, { input } as never).start();
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      return actor.getSnapshot().output;
    };
    expect(await run(loadProfile, { api: client })).toEqual(profile);
    expect(await run(saveEmail, { api: client, email: 'a@example.com' })).toEqual({ profile, message: 'Güncellendi' });
    expect(requests).toEqual([
      { url: 'http://site.test/api/customer/profile', method: 'GET', body: null },
      { url: 'http://site.test/api/customer/updateprofile', method: 'POST', body: { email: 'a@example.com' } },
    ]);
  });
});

describe('profile machine: generated paths', () => {
  const machine = profileMachine.provide({ actors: { loadProfile: pending as never, saveEmail: pending as never } });
  const suite = generatePaths(machine, {
    events: () =>
      [
        { type: 'xstate.done.actor.loadProfile', output: profile },
        { type: 'xstate.error.actor.loadProfile', error: new ApiError('Hata', 500) },
        { type: 'profile.retried' },
        { type: 'profile.email.edited' },
        { type: 'profile.email.changed', value: 'yeni@example.com' },
        { type: 'profile.email.saved' },
        { type: 'profile.email.cancelled' },
        { type: 'xstate.done.actor.saveEmail', output: { profile: { ...profile, email: 'yeni@example.com' }, message: 'Tamam' } },
        { type: 'xstate.error.actor.saveEmail', error: new ApiError('Hata', 400) },
      ] as ProfileEvent[],
    input: () => ({ api }),
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.email, snapshot.context.profile?.email ?? null]),
  });

  it.each(suite.paths.map((path) => [path.description, path] as const))('reaches %s', (_, path) => {
    const { snapshot } = suite.replay(path);
    expect(snapshot.value).toEqual(path.expected.value);
    expect(snapshot.context.email).toBe(path.expected.context.email);
  });

  it('reaches every state and takes every transition', () => {
    expect(missingCoverage(profileMachine, [suite])).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
