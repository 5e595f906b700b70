// Marketing consent I/O: the player's consent to promotional messages, read and set.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type MarketingConsent = components['schemas']['MarketingConsent'];

export interface SavedConsent {
  consent: MarketingConsent;
  message: string;
}

const loadConsent = (api: ApiClient) => fromPromise<MarketingConsent>(
  async ({ signal }) => unwrap(await api.GET('/protection/marketing', { signal })).data,
);

const saveConsent = (api: ApiClient) => fromPromise<SavedConsent, { allowed: boolean }>(async ({ input, signal }) => {
  const answer = unwrap(await api.POST('/protection/marketing', { body: { allowed: input.allowed }, signal }));
  return { consent: answer.data, message: answer.message };
});

/** The consent's I/O, closing over the API client the app edge provides. */
export const marketingConsentActors = (api: ApiClient) => ({
  loadConsent: loadConsent(api),
  saveConsent: saveConsent(api),
});
