// Password recovery I/O: the three calls of the four steps (reset code by e-mail, code check, new
// password with the code). Each resolves to the server's message and throws on `success: false`.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

type Schemas = components['schemas'];
export type ResetPasswordBody = Schemas['ResetPasswordRequest'];
export type CheckResetCodeBody = Schemas['CheckResetCodeRequest'];
export type ChangePasswordWithCodeBody = Schemas['ChangePasswordWithCodeRequest'];

/** The recovery steps' I/O, closing over the API client the app edge provides. */
export const recoveryActors = (api: ApiClient) => ({
  sendResetPassword: fromPromise<string, { body: ResetPasswordBody }>(
    async ({ input, signal }) => unwrap(await api.POST('/auth/sendresetpassword', { body: input.body, signal })).message,
  ),
  checkResetCode: fromPromise<string, { body: CheckResetCodeBody }>(
    async ({ input, signal }) => unwrap(await api.POST('/auth/checkresetcode', { body: input.body, signal })).message,
  ),
  changePasswordWithCode: fromPromise<string, { body: ChangePasswordWithCodeBody }>(
    async ({ input, signal }) => unwrap(await api.POST('/auth/changepasswordwithcode', { body: input.body, signal })).message,
  ),
});
