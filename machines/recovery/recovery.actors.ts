// Password recovery I/O: the three calls of the four steps (reset code by e-mail, code check, new
// password with the code). Each resolves to the server's message and throws on `success: false`.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

type Schemas = components['schemas'];
export type ResetPasswordBody = Schemas['ResetPasswordRequest'];
export type CheckResetCodeBody = Schemas['CheckResetCodeRequest'];
export type ChangePasswordWithCodeBody = Schemas['ChangePasswordWithCodeRequest'];

export const sendResetPassword = fromPromise<string, { api: ApiClient; body: ResetPasswordBody }>(
  async ({ input, signal }) =>
    unwrap(await input.api.POST('/auth/sendresetpassword', { body: input.body, signal })).message,
);

export const checkResetCode = fromPromise<string, { api: ApiClient; body: CheckResetCodeBody }>(
  async ({ input, signal }) =>
    unwrap(await input.api.POST('/auth/checkresetcode', { body: input.body, signal })).message,
);

export const changePasswordWithCode = fromPromise<string, { api: ApiClient; body: ChangePasswordWithCodeBody }>(
  async ({ input, signal }) =>
    unwrap(await input.api.POST('/auth/changepasswordwithcode', { body: input.body, signal })).message,
);
