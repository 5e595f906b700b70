// Named selectors over a player's stake factor: what is in force, the form, and the maximum stake the
// typed factor would give (the server's rule: the book's maximum in kuruş times the factor in
// hundredths, divided by 100 and rounded down).
import type { SnapshotFrom } from 'xstate';
import { parseFactor, REASON_MAX, REASON_MIN, type stakeFactorMachine } from './backoffice-stake-factor.machine';

export type StakeFactorSnapshot = SnapshotFrom<typeof stakeFactorMachine>;

export const selectView = (snapshot: StakeFactorSnapshot) => snapshot.context.view;
export const selectFactor = (snapshot: StakeFactorSnapshot) => snapshot.context.factor;
export const selectReason = (snapshot: StakeFactorSnapshot) => snapshot.context.reason;
export const selectFactorValid = (snapshot: StakeFactorSnapshot) => parseFactor(snapshot.context.factor) !== null;
export const selectReasonValid = (snapshot: StakeFactorSnapshot) => {
  const length = snapshot.context.reason.trim().length;
  return length >= REASON_MIN && length <= REASON_MAX;
};
export const selectIsLoading = (snapshot: StakeFactorSnapshot) => snapshot.hasTag('loading');
export const selectIsBusy = (snapshot: StakeFactorSnapshot) => snapshot.hasTag('busy');
export const selectFailed = (snapshot: StakeFactorSnapshot) => snapshot.matches('failed');
export const selectCanSave = (snapshot: StakeFactorSnapshot) => snapshot.can({ type: 'stake.submitted' });

/** The maximum stake per bet (TRY) the typed factor would give, or null while it is not a valid factor. */
export const selectPreviewMaxStake = (snapshot: StakeFactorSnapshot): number | null => {
  const factor = parseFactor(snapshot.context.factor);
  const view = snapshot.context.view;
  if (factor === null || !view) return null;
  const bookKurus = BigInt(Math.round(view.bookMaxStake * 100));
  return Number((bookKurus * BigInt(Math.round(factor * 100))) / 100n) / 100;
};
