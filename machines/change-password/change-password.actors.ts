// Change password I/O: customer/changepassword with the old password and the new one twice.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type ChangePasswordBody = components['schemas']['ChangePasswordRequest'];

/** The change's I/O, closing over the API client the app edge provides. */
export const changePasswordActors = (api: ApiClient) => ({
  /** The server's message on success, shown as a success toast. */
  changePassword: fromPromise<string, { body: ChangePasswordBody }>(
    async ({ input, signal }) => unwrap(await api.POST('/customer/changepassword', { body: input.body, signal })).message,
  ),
});
