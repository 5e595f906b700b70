// Named selectors over the bonus offers snapshot: the list, one campaign's offer and its button.
import type { SnapshotFrom } from 'xstate';
import { kurusFromTry } from '../shared/money';
import type { BonusOffer } from './bonus-offers.actors';
import type { bonusOffersMachine } from './bonus-offers.machine';

export type BonusOffersSnapshot = SnapshotFrom<typeof bonusOffersMachine>;

export const selectOffers = (snapshot: BonusOffersSnapshot) => snapshot.context.offers;
export const selectIsLoading = (snapshot: BonusOffersSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: BonusOffersSnapshot) => snapshot.matches('failed');
export const selectIsGuest = (snapshot: BonusOffersSnapshot) => snapshot.matches('guest');

/** The offer of one campaign, once loaded. */
export const selectOfferOf = (campaignId: number) => (snapshot: BonusOffersSnapshot) =>
  snapshot.context.offers.find((offer) => offer.campaignId === campaignId) ?? null;

/** Whose button is busy now. */
export const selectClaimingId = (snapshot: BonusOffersSnapshot) => (snapshot.hasTag('claiming') ? snapshot.context.claiming : null);

export type OfferButton =
  /** Join or Claim: pressing it does something (for a guest: asks to log in). */
  | { kind: 'join' }
  | { kind: 'claim'; amount: number }
  /** Nothing to do now: joined and waiting, or used. */
  | { kind: 'joined' }
  | { kind: 'used' }
  /** The player's standing is not known yet. */
  | { kind: 'loading' };

/** What a campaign's button shows; amounts in kuruş. A guest always sees Join. */
export const selectOfferButton = (campaignId: number) => (snapshot: BonusOffersSnapshot): OfferButton => {
  if (snapshot.matches('guest')) return { kind: 'join' };
  const offer = selectOfferOf(campaignId)(snapshot);
  if (!offer) return { kind: 'loading' };
  return offerButton(offer);
};

export function offerButton(offer: BonusOffer): OfferButton {
  if (offer.action === 'join') return { kind: 'join' };
  if (offer.action === 'claim') return { kind: 'claim', amount: kurusFromTry(offer.cashbackDue) };
  return offer.status === 'used' ? { kind: 'used' } : { kind: 'joined' };
}
