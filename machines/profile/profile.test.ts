// Personal information: the profile as loaded (TC number masked by the server), the e-mail edit
// (validation, unchanged refused, saved, refused by the server), retry; the calls; generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { type Profile, profileActors, type SavedProfile, type SaveEmailInput } from './profile.actors';
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

function start() {
  const load = controllable<unknown, Profile>();
  const save = controllable<SaveEmailInput, SavedProfile>();
  const notify = notifySpies();
  const actor = createActor(
    profileMachine.provide({
      actors: { loadProfile: load.logic, saveEmail: save.logic },
      actions: notify.actions,
    }),
  ).start();
  const type = (value: string) => actor.send({ type: 'profile.email.changed', value });
  return {
    actor,
    effects: notify.effects,
    saves: save.calls,
    type,
    loads: () => load.calls.length,
    snapshot: () => actor.getSnapshot(),
    answer: (value: Profile = profile) => load.resolve(value),
    failLoad: load.reject,
    saved: save.resolve,
    refused: save.reject,
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
    expect(saves).toEqual([{ email: 'ayse.yilmaz@example.com' }]);
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
    const { api: client, requests } = recordingApi((request) => ok(profile, request.method === 'POST' ? 'Güncellendi' : ''));
    expect(await outputOf(profileActors(client).loadProfile, undefined)).toEqual(profile);
    expect(await outputOf(profileActors(client).saveEmail, { email: 'a@example.com' })).toEqual({ profile, message: 'Güncellendi' });
    expect(requests.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
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
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.email, snapshot.context.profile?.email ?? null]),
  });

  testEveryPath(profileMachine, suite, (actual, expected) => expect(actual.context.email).toBe(expected.context.email));
});
