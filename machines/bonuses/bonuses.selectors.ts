// Named selectors over the bonuses snapshot: the list with wagering progress, the trial offer.
import type { SnapshotFrom } from 'xstate';
import { kurusFromTry } from '../shared/money';
import type { PlayerBonus } from './bonuses.actors';
import type { bonusesMachine } from './bonuses.machine';

export type BonusesSnapshot = SnapshotFrom<typeof bonusesMachine>;

export const selectIsLoading = (snapshot: BonusesSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: BonusesSnapshot) => snapshot.matches('failed');
export const selectBonuses = (snapshot: BonusesSnapshot) => snapshot.context.overview?.items ?? [];
/** The first answer arrived (later reloads keep showing it). */
export const selectHasLoaded = (snapshot: BonusesSnapshot) => snapshot.context.overview !== null;
export const selectIsClaiming = (snapshot: BonusesSnapshot) => snapshot.hasTag('claiming');

/** Spec §3 process status 1: the bonus is still being wagered. */
export const isActiveBonus = (bonus: PlayerBonus) => bonus.status === 1;

/** Wagering progress in whole percent (0–100), from kuruş so 0.1 + 0.2 never shows 29 %. */
export function wageringPercent(bonus: PlayerBonus): number {
  const required = kurusFromTry(bonus.wagerRequired);
  if (required <= 0) return 100;
  return Math.min(100, Math.floor((kurusFromTry(bonus.wagered) * 100) / required));
}

export type TrialOfferView =
  /** Nothing to show: none offered, or already claimed. */
  | { kind: 'none' }
  | { kind: 'claimable'; amount: number }
  | { kind: 'needsPhone'; amount: number };

/** The trial bonus offer as the page shows it; amounts in kuruş. */
export const selectTrialOffer = (snapshot: BonusesSnapshot): TrialOfferView => {
  const offer = snapshot.context.overview?.trialBonus;
  if (!offer || offer.amount <= 0) return { kind: 'none' };
  if (offer.claimable) return { kind: 'claimable', amount: kurusFromTry(offer.amount) };
  if (offer.phoneRequired) return { kind: 'needsPhone', amount: kurusFromTry(offer.amount) };
  return { kind: 'none' };
};

export const selectCanClaim = (snapshot: BonusesSnapshot) => snapshot.can({ type: 'trialBonus.claimed' });
