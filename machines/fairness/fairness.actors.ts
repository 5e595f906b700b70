// Fairness I/O: verifyStudioRound, either for a round of the player (by its id) or for typed-in seeds.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type StudioVerification = components['schemas']['StudioVerification'];
export type StudioGame = components['schemas']['StudioGame'];
export type VerifyRequest = components['schemas']['StudioVerifyRequest'];

const verifyRound = (api: ApiClient) => fromPromise<StudioVerification, { request: VerifyRequest }>(async ({ input, signal }) =>
  unwrap(await api.POST('/studio/rounds/verify', { body: input.request, signal })).data,
);

/** The verification's I/O, closing over the API client the app edge provides. */
export const fairnessActors = (api: ApiClient) => ({
  verifyRound: verifyRound(api),
});
