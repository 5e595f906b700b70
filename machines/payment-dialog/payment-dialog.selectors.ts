// Named selectors over the payment dialog snapshot: the view, the fields, shown errors, the submit.
import type { SnapshotFrom } from 'xstate';
import type { ValidationErrors } from '../../common/contract/validate';
import type { paymentDialogMachine } from './payment-dialog.machine';
import { paymentFormErrors } from './payment-values';

export type PaymentDialogSnapshot = SnapshotFrom<typeof paymentDialogMachine>;

export type PaymentDialogView = 'loading' | 'form' | 'linkReady' | 'congratulations' | 'closing';

export const selectView = (snapshot: PaymentDialogSnapshot): PaymentDialogView => {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loaded') || snapshot.matches('submitting')) return 'form';
  if (snapshot.matches('linkReady')) return 'linkReady';
  if (snapshot.matches('congratulations')) return 'congratulations';
  return 'closing';
};

export const selectMethod = (snapshot: PaymentDialogSnapshot) => snapshot.context.method;
export const selectFields = (snapshot: PaymentDialogSnapshot) => snapshot.context.fields;
export const selectValues = (snapshot: PaymentDialogSnapshot) => snapshot.context.values;

/** Fields stay visible while the form is in use; after a deposit they go for a `message` method. */
export const selectShowsFields = (snapshot: PaymentDialogSnapshot): boolean => {
  const view = selectView(snapshot);
  if (view === 'form') return true;
  if (view === 'congratulations') return snapshot.context.method.displayType !== 'message';
  return false;
};

/** The errors of the fields the player has left or stepped (the submit stays disabled while any is invalid). */
export const selectErrors = (snapshot: PaymentDialogSnapshot): ValidationErrors => {
  const { fields, values, touched } = snapshot.context;
  const all = paymentFormErrors(fields, values);
  return Object.fromEntries(Object.entries(all).filter(([key]) => touched.includes(key)));
};

/** The submit is enabled only for a valid form (spec §5). */
export const selectCanSubmit = (snapshot: PaymentDialogSnapshot) => snapshot.can({ type: 'payment.submitted' });
export const selectIsBusy = (snapshot: PaymentDialogSnapshot) => snapshot.hasTag('loading');

/** The deposit answer to show: a text the server sent, else its message. */
export const selectResultText = (snapshot: PaymentDialogSnapshot): string => {
  const result = snapshot.context.result;
  if (!result) return '';
  return result.data && !/^https?:\/\//i.test(result.data) ? result.data : result.message;
};
