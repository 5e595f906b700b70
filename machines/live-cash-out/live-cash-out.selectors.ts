// Named selectors over one bet's cash out: the quote on offer, why not, the typed part, what was paid.
import type { SnapshotFrom } from 'xstate';
import { type liveCashOutMachine, partialAmount } from './live-cash-out.machine';

export type LiveCashOutSnapshot = SnapshotFrom<typeof liveCashOutMachine>;

export const selectCashOutBet = (snapshot: LiveCashOutSnapshot) => snapshot.context.bet;
/** The value on offer now (kuruş), null when not offered. */
export const selectOffer = (snapshot: LiveCashOutSnapshot) =>
  snapshot.matches({ offer: 'offered' }) || snapshot.matches({ offer: 'cashing' }) ? (snapshot.context.quote?.amount ?? null) : null;
/** Why cash out is not offered (the quote's reason), while it is not. */
export const selectUnavailableReason = (snapshot: LiveCashOutSnapshot) =>
  snapshot.matches({ offer: 'unavailable' }) ? (snapshot.context.quote?.reason ?? 'no_price') : null;
export const selectIsQuoting = (snapshot: LiveCashOutSnapshot) => snapshot.matches({ offer: 'quoting' }) && snapshot.context.quote === null;
export const selectIsCashing = (snapshot: LiveCashOutSnapshot) => snapshot.hasTag('busy');
export const selectIsCashedOut = (snapshot: LiveCashOutSnapshot) => snapshot.matches({ offer: 'cashedOut' });
export const selectAmountText = (snapshot: LiveCashOutSnapshot) => snapshot.context.amountText;
export const selectAutoText = (snapshot: LiveCashOutSnapshot) => snapshot.context.autoText;
export const selectAutoValue = (snapshot: LiveCashOutSnapshot) => snapshot.context.quote?.autoCashOut ?? null;
export const selectMinPartial = (snapshot: LiveCashOutSnapshot) => snapshot.context.quote?.minPartial ?? null;
export const selectPartAllowed = (snapshot: LiveCashOutSnapshot) => partialAmount(snapshot.context) !== null;
export const selectCashOutRefusal = (snapshot: LiveCashOutSnapshot) => snapshot.context.refusal;
export const selectPaid = (snapshot: LiveCashOutSnapshot) => snapshot.context.paid;
export const selectIsSavingAuto = (snapshot: LiveCashOutSnapshot) => !snapshot.matches({ auto: 'idle' });
