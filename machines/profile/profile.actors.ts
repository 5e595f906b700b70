// Personal information I/O: the player's profile, and the change a player may make alone (e-mail).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type Profile = components['schemas']['Profile'];

export interface ProfileInput {
  api: ApiClient;
}

export const loadProfile = fromPromise<Profile, ProfileInput>(
  async ({ input, signal }) => unwrap(await input.api.GET('/customer/profile', { signal })).data,
);

export interface SaveEmailInput extends ProfileInput {
  email: string;
}

export interface SavedProfile {
  profile: Profile;
  message: string;
}

export const saveEmail = fromPromise<SavedProfile, SaveEmailInput>(async ({ input, signal }) => {
  const body = unwrap(await input.api.POST('/customer/updateprofile', { body: { email: input.email }, signal }));
  return { profile: body.data, message: body.message };
});
