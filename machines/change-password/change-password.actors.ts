// Change password I/O: customer/changepassword with the old password and the new one twice.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type ChangePasswordBody = components['schemas']['ChangePasswordRequest'];

/** The server's message on success, shown as a success toast. */
export const changePassword = fromPromise<string, { api: ApiClient; body: ChangePasswordBody }>(
  async ({ input, signal }) =>
    unwrap(await input.api.POST('/customer/changepassword', { body: input.body, signal })).message,
);
