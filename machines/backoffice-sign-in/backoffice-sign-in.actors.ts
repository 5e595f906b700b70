// Back-office sign-in I/O: the password step (operatorLogin) answers a challenge, the code step
// (operatorVerifyTotp) turns it into an operator session.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OperatorChallenge = components['schemas']['OperatorChallenge'];
export type OperatorSession = components['schemas']['OperatorSession'];

/** The sign-in's I/O, closing over the API client the app edge provides. */
export const signInActors = (api: ApiClient) => ({
  checkPassword: fromPromise<OperatorChallenge, { username: string; password: string }>(
    async ({ input, signal }) =>
      unwrap(await api.POST('/ops/auth/login', { body: { username: input.username, password: input.password }, signal })).data,
  ),
  verifyCode: fromPromise<OperatorSession, { challenge: string; code: string }>(
    async ({ input, signal }) =>
      unwrap(await api.POST('/ops/auth/totp', { body: { challenge: input.challenge, code: input.code }, signal })).data,
  ),
});
