// Session I/O: login, logout and the balance, each one call through the app's API client.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../src/api/client';
import type { AuthData } from './auth-data';

export interface Credentials {
  username: string;
  password: string;
}

export interface LoginResult {
  message: string;
  auth: AuthData;
}

export const login = fromPromise<LoginResult, { api: ApiClient; credentials: Credentials }>(
  async ({ input, signal }) => {
    const envelope = unwrap(await input.api.POST('/auth/login', { body: input.credentials, signal }));
    return { message: envelope.message, auth: envelope.data };
  },
);

/** Logout's answer is ignored (spec §7): the session ends locally whatever the server says. */
export const logout = fromPromise<void, { api: ApiClient }>(async ({ input, signal }) => {
  await input.api.GET('/auth/logout', { signal }).catch(() => undefined);
});

/** The balance in TRY as the API carries it. */
export const fetchBalance = fromPromise<number, { api: ApiClient }>(async ({ input, signal }) => {
  const envelope = unwrap(await input.api.GET('/user/balance', { signal }));
  return envelope.data.balance;
});
