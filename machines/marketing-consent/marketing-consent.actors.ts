// Marketing consent I/O: the player's consent to promotional messages, read and set.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type MarketingConsent = components['schemas']['MarketingConsent'];

export interface SavedConsent {
  consent: MarketingConsent;
  message: string;
}

export const loadConsent = fromPromise<MarketingConsent, { api: ApiClient }>(
  async ({ input, signal }) => unwrap(await input.api.GET('/protection/marketing', { signal })).data,
);

export const saveConsent = fromPromise<SavedConsent, { api: ApiClient; allowed: boolean }>(async ({ input, signal }) => {
  const answer = unwrap(await input.api.POST('/protection/marketing', { body: { allowed: input.allowed }, signal }));
  return { consent: answer.data, message: answer.message };
});
