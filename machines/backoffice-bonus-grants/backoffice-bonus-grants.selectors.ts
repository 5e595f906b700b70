// Named selectors over the bonus grants part of the bonuses screen.
import type { SnapshotFrom } from 'xstate';
import { formErrors, type bonusGrantsMachine } from './backoffice-bonus-grants.machine';

export type BonusGrantsSnapshot = SnapshotFrom<typeof bonusGrantsMachine>;

export const selectGrants = (snapshot: BonusGrantsSnapshot) => snapshot.context.grants;
export const selectGrantForm = (snapshot: BonusGrantsSnapshot) => snapshot.context.form;
export const selectGrantFormErrors = (snapshot: BonusGrantsSnapshot) => formErrors(snapshot.context.form);
export const selectCanGrant = (snapshot: BonusGrantsSnapshot) => snapshot.can({ type: 'grants.submitted' });
export const selectIsConfirmingGrant = (snapshot: BonusGrantsSnapshot) => snapshot.hasTag('open');
/** How many players the segment reaches (null for one player, or before counting). */
export const selectReach = (snapshot: BonusGrantsSnapshot) => snapshot.context.reach;
export const selectCancellingGrant = (snapshot: BonusGrantsSnapshot) =>
  snapshot.hasTag('cancel') ? (snapshot.context.grants?.find((g) => g.id === snapshot.context.cancelling) ?? null) : null;
export const selectCancelReason = (snapshot: BonusGrantsSnapshot) => snapshot.context.cancelReason;
export const selectCanCancelGrant = (snapshot: BonusGrantsSnapshot) => snapshot.can({ type: 'grants.cancel.confirmed' });
export const selectIsGrantsBusy = (snapshot: BonusGrantsSnapshot) => snapshot.hasTag('busy') || snapshot.hasTag('loading');
export const selectHaveGrantsFailed = (snapshot: BonusGrantsSnapshot) => snapshot.hasTag('error');
