// Hand-written expectations for personal information's edges: a failed load and its retry, a refused
// e-mail change (back to editing, the draft kept), Cancel, the same e-mail (Save disabled). After
// each, the state (by value) and what the page shows (loading, failed, editing, saving, Save enabled,
// the e-mail shown and its error), written out here.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable } from '../testing/fixtures';
import type { Profile, SavedProfile } from './profile.actors';
import { profileMachine } from './profile.machine';
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

const profile = {
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
} as Profile;

function start() {
  const load = controllable<unknown, Profile, null>(() => null);
  const save = controllable<{ email: string }, SavedProfile, string>((input) => input.email);
  const effects = { success: vi.fn(), failure: vi.fn() };
  const machine = profileMachine.provide({
    actors: { loadProfile: load.logic as never, saveEmail: save.logic as never },
    actions: {
      'notify success': (_, params) => effects.success(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
    },
  });
  const actor = createActor(machine).start();
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      value: snapshot.value,
      loading: selectIsLoading(snapshot),
      failed: selectHasFailed(snapshot),
      editing: selectIsEditingEmail(snapshot),
      saving: selectIsSaving(snapshot),
      canSave: selectCanSaveEmail(snapshot),
      email: selectProfile(snapshot)?.email ?? null,
      draft: selectEmailDraft(snapshot),
      error: selectEmailError(snapshot),
    };
  };
  return { actor, load, save, effects, seen };
}

const viewing = { value: 'viewing', loading: false, failed: false, editing: false, saving: false, canSave: false, email: 'ayse@example.com', draft: '', error: undefined };

describe('profile edges', () => {
  it('a failed load shows the failure with no toast; Retry loads again', async () => {
    const { actor, load, effects, seen } = start();
    expect(seen()).toEqual({ ...viewing, value: 'loading', loading: true, email: null });
    await load.reject(new ApiError('Sunucu hatası', 500));
    expect(seen()).toEqual({ ...viewing, value: 'failed', failed: true, email: null });
    expect(effects.failure).not.toHaveBeenCalled();
    actor.send({ type: 'profile.retried' });
    expect(seen().loading).toBe(true);
    await load.resolve(profile);
    expect(seen()).toEqual(viewing);
    expect(load.calls).toHaveLength(2);
  });

  it('a refused e-mail change goes back to editing with the draft kept and the error toasted; Cancel returns to the saved e-mail', async () => {
    const { actor, load, save, effects, seen } = start();
    await load.resolve(profile);
    actor.send({ type: 'profile.email.edited' });
    expect(seen()).toEqual({ ...viewing, value: 'editing', editing: true, draft: 'ayse@example.com' });
    actor.send({ type: 'profile.email.changed', value: 'ayse@' });
    expect(seen()).toEqual({ ...viewing, value: 'editing', editing: true, draft: 'ayse@', error: { key: 'email' } });
    actor.send({ type: 'profile.email.changed', value: ' ayse.y@example.com ' });
    expect(seen().canSave).toBe(true);
    actor.send({ type: 'profile.email.saved' });
    expect(seen()).toEqual({ ...viewing, value: 'saving', editing: true, saving: true, draft: ' ayse.y@example.com ' });
    expect(save.calls).toEqual(['ayse.y@example.com']);
    const error = new ApiError('Bu e-posta kullanılıyor', 400);
    await save.reject(error);
    expect(seen()).toEqual({ ...viewing, value: 'editing', editing: true, canSave: true, draft: ' ayse.y@example.com ' });
    expect(effects.failure.mock.calls).toEqual([[error]]);
    actor.send({ type: 'profile.email.cancelled' });
    expect(seen()).toEqual({ ...viewing, draft: ' ayse.y@example.com ' });
    // Editing again starts from the saved e-mail, untouched.
    actor.send({ type: 'profile.email.edited' });
    expect(seen()).toEqual({ ...viewing, value: 'editing', editing: true, draft: 'ayse@example.com' });
  });

  it('a saved e-mail shows at once with the server message toasted', async () => {
    const { actor, load, save, effects, seen } = start();
    await load.resolve(profile);
    actor.send({ type: 'profile.email.edited' });
    actor.send({ type: 'profile.email.changed', value: 'ayse.y@example.com' });
    actor.send({ type: 'profile.email.saved' });
    await save.resolve({ message: 'Bilgileriniz güncellendi', profile: { ...profile, email: 'ayse.y@example.com' } } as SavedProfile);
    expect(seen()).toEqual({ ...viewing, email: 'ayse.y@example.com', draft: 'ayse.y@example.com', error: undefined });
    expect(effects.success.mock.calls).toEqual([['Bilgileriniz güncellendi']]);
  });
});
