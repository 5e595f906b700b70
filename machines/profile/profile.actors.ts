// Personal information I/O: the player's profile, and the change a player may make alone (e-mail).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type Profile = components['schemas']['Profile'];

const loadProfile = (api: ApiClient) => fromPromise<Profile>(
  async ({ signal }) => unwrap(await api.GET('/customer/profile', { signal })).data,
);

export interface SaveEmailInput {
  email: string;
}

export interface SavedProfile {
  profile: Profile;
  message: string;
}

const saveEmail = (api: ApiClient) => fromPromise<SavedProfile, SaveEmailInput>(async ({ input, signal }) => {
  const body = unwrap(await api.POST('/customer/updateprofile', { body: { email: input.email }, signal }));
  return { profile: body.data, message: body.message };
});

/** The profile's I/O, closing over the API client the app edge provides. */
export const profileActors = (api: ApiClient) => ({
  loadProfile: loadProfile(api),
  saveEmail: saveEmail(api),
});
