// Sign-up I/O: the form's lists (auth/form), the registration itself (auth/register) and the trial
// bonus claim (bonus/definetrialbonus). The phone steps are the phone verification flow, invoked.
import { fromPromise } from 'xstate';
import { type ApiClient, onLocalClock, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import type { AuthData } from '../session/auth-data';

type Schemas = components['schemas'];
export type Country = Schemas['Country'];
export type RegisterBody = Schemas['RegisterRequest'];


export interface RegisterResult {
  /** The server's message, shown as a success toast. */
  message: string;
  /** The new player's session: registration logs in at once (spec §6). */
  auth: AuthData;
}

/** Sign-up's I/O, closing over the API client the app edge provides. */
export const registrationActors = (api: ApiClient) => ({
  loadRegistrationForm: fromPromise<Country[]>(async ({ signal }) => {
    const envelope = unwrap(await api.GET('/auth/form', { signal }));
    return envelope.data.countries;
  }),
  register: fromPromise<RegisterResult, { body: RegisterBody }>(async ({ input, signal }) => {
    const result = await api.POST('/auth/register', { body: input.body, signal });
    const { message, data } = unwrap(result);
    // The session's end on this device's clock, as login does (common/contract/client.ts onLocalClock).
    return { message, auth: data.expiresAt ? { ...data, expiresAt: onLocalClock(data.expiresAt, result.response) } : data };
  }),
  /**
   * Claims the trial bonus; the answer is not needed (the balance poll shows the credit). The token is
   * the new session's, sent explicitly as for the phone calls (see PhoneCallInput.token).
   */
  defineTrialBonus: fromPromise<void, { token?: string | null }>(async ({ input, signal }) => {
    const headers = input.token ? { Authorization: `Bearer ${input.token}` } : undefined;
    unwrap(await api.GET('/bonus/definetrialbonus', { signal, ...(headers ? { headers } : {}) }));
  }),
});
