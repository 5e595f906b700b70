// Bonus offers I/O: the campaigns on offer with the player's standing in each, and joining or claiming one.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type BonusOffer = components['schemas']['BonusOffer'];

export interface ClaimInput {
  campaignId: number;
}

export interface ClaimOutput {
  offer: BonusOffer;
  /** The server's message for the toast. */
  message: string;
}

const loadOffers = (api: ApiClient) => fromPromise<BonusOffer[]>(
  async ({ signal }) => unwrap(await api.GET('/bonus/offers', { signal })).data,
);

/** Joins a campaign, or claims a due cashback; resolves the offer as it stands after and the message. */
const claimOffer = (api: ApiClient) => fromPromise<ClaimOutput, ClaimInput>(async ({ input, signal }) => {
  const answer = unwrap(await api.POST('/bonus/offers/claim', { body: { campaignId: input.campaignId }, signal }));
  return { offer: answer.data, message: answer.message };
});

/** The offers' I/O, closing over the API client the app edge provides. */
export const bonusOffersActors = (api: ApiClient) => ({
  loadOffers: loadOffers(api),
  claimOffer: claimOffer(api),
});
