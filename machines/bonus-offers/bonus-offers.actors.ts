// Bonus offers I/O: the campaigns on offer with the player's standing in each, and joining or claiming one.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type BonusOffer = components['schemas']['BonusOffer'];

export interface OffersInput {
  api: ApiClient;
}

export interface ClaimInput extends OffersInput {
  campaignId: number;
}

export interface ClaimOutput {
  offer: BonusOffer;
  /** The server's message for the toast. */
  message: string;
}

export const loadOffers = fromPromise<BonusOffer[], OffersInput>(
  async ({ input, signal }) => unwrap(await input.api.GET('/bonus/offers', { signal })).data,
);

/** Joins a campaign, or claims a due cashback; resolves the offer as it stands after and the message. */
export const claimOffer = fromPromise<ClaimOutput, ClaimInput>(async ({ input, signal }) => {
  const answer = unwrap(await input.api.POST('/bonus/offers/claim', { body: { campaignId: input.campaignId }, signal }));
  return { offer: answer.data, message: answer.message };
});
