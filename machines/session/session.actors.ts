// Session I/O: login, logout, keepAlive and the balance, each one call through the app's API client.
import { fromPromise } from 'xstate';
import { BACKGROUND_CALL, type ApiClient, onLocalClock, unwrap } from '../../common/contract/client';
import type { AuthData } from './auth-data';

export interface Credentials {
  username: string;
  password: string;
}

export interface LoginResult {
  message: string;
  auth: AuthData;
}

/** The session's I/O, closing over the API client the app edge provides. */
export const sessionActors = (api: ApiClient) => ({
  login: fromPromise<LoginResult, { credentials: Credentials }>(async ({ input, signal }) => {
    const result = await api.POST('/auth/login', { body: input.credentials, signal });
    const { message, data } = unwrap(result);
    // The session's end on this device's clock (see onLocalClock).
    return { message, auth: data.expiresAt ? { ...data, expiresAt: onLocalClock(data.expiresAt, result.response) } : data };
  }),
  /** Logout's answer is ignored (spec §7): the session ends locally whatever the server says. */
  logout: fromPromise<void>(async ({ signal }) => {
    await api.GET('/auth/logout', { signal }).catch(() => undefined);
  }),
  /**
   * The balance in TRY as the API carries it. The poll is the app's own doing, not the player's, so it is
   * marked as background activity: it must not keep an idle session alive (issue 12.11).
   */
  fetchBalance: fromPromise<number>(async ({ signal }) => {
    const envelope = unwrap(await api.GET('/user/balance', { signal, headers: BACKGROUND_CALL }));
    return envelope.data.balance;
  }),
  /** "Stay signed in": restarts the server's idle timer and answers the session's new end (ISO time). */
  keepAlive: fromPromise<string>(async ({ signal }) => {
    const result = await api.POST('/auth/keepalive', { body: {}, signal });
    return onLocalClock(unwrap(result).data.expiresAt, result.response);
  }),
});
