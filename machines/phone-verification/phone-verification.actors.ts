// Phone verification I/O (customer/updatephone): step 1 sends an SMS code to the phone, step 2
// checks the code. Shared with the registration flow, which verifies the phone the same way.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type PhoneStatus = components['schemas']['PhoneStatus'];

export interface PhoneCallResult {
  /** The server's message, shown as a success toast where the flow shows one. */
  message: string;
  status: PhoneStatus;
}

export interface PhoneCallInput {
  phone: string;
  /**
   * The bearer token to send, when the caller holds a session the client may not know yet (right
   * after sign-up). Without it the client's own session token goes.
   */
  token?: string | null;
}

const authorization = (token: string | null | undefined) =>
  token ? { headers: { Authorization: `Bearer ${token}` } } : {};

/** The phone calls, closing over the API client the app edge provides. */
export const phoneVerificationActors = (api: ApiClient) => ({
  sendPhoneCode: fromPromise<PhoneCallResult, PhoneCallInput>(async ({ input, signal }) => {
    const envelope = unwrap(
      await api.POST('/customer/updatephone', {
        body: { step: 1, phone: input.phone },
        signal,
        ...authorization(input.token),
      }),
    );
    return { message: envelope.message, status: envelope.data };
  }),
  verifyPhoneCode: fromPromise<PhoneCallResult, PhoneCallInput & { code: string }>(async ({ input, signal }) => {
    const envelope = unwrap(
      await api.POST('/customer/updatephone', {
        body: { step: 2, phone: input.phone, code: input.code },
        signal,
        ...authorization(input.token),
      }),
    );
    return { message: envelope.message, status: envelope.data };
  }),
});
