// The payment dialog's generated paths, one suite per method of the demo seed (server/seed/payments.ts,
// as payment/detail presents it in Turkish): a card deposit that answers a provider link (with the
// stepper), a bank transfer that answers a message, and a withdrawal. The vitest replays
// (payment-dialog.test.ts) and the browser model (tests/e2e/model/flows/payment-dialog.ts) both take
// them from here, so a path has one name in both and `npm run paths` runs it in either.
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { type PaymentDialogEvent, type PaymentMethodRef, paymentDialogMachine } from './payment-dialog.machine';
import { type PaymentField, paymentFormErrors } from './payment-values';

const amount = (min: number, max: number): PaymentField => ({ key: 'amount', label: 'Tutar', mask: null, objectType: 4, option: null, min, max });

/** The seeded methods: the method, the fields payment/detail answers, the values a path types. */
export const pathMethods = {
  card: {
    ref: { id: 0, type: 1, title: 'Kredi / Banka Kartı (demo)', displayType: 'form' },
    fields: [amount(50, 50_000)],
    values: { amount: '100' },
  },
  transfer: {
    ref: { id: 0, type: 1, title: 'Havale / EFT', displayType: 'message' },
    fields: [
      amount(100, 250_000),
      { key: 'senderName', label: 'Gönderenin adı soyadı', mask: null, objectType: 1, option: null, min: null, max: null },
      { key: 'senderBank', label: 'Gönderen banka', mask: null, objectType: 7, option: [{ id: 1, name: 'Ziraat Bankası' }], min: null, max: null },
    ],
    values: { amount: '250', senderName: 'Ayşe Yılmaz', senderBank: '1' },
  },
  withdrawal: {
    ref: { id: 0, type: 2, title: 'Banka Havalesi (IBAN)', displayType: 'form' },
    fields: [
      { key: 'iban', label: 'IBAN', mask: 'TR00 0000 0000 0000 0000 0000 00', objectType: 1, option: null, min: null, max: null },
      { key: 'accountHolder', label: 'Hesap sahibinin adı soyadı', mask: null, objectType: 1, option: null, min: null, max: null },
      amount(100, 100_000),
    ],
    // A published example IBAN with a valid mod-97 checksum, in the mask's groups.
    values: { iban: 'TR33 0006 1005 1978 6457 8413 26', accountHolder: 'Ayşe Yılmaz', amount: '150' },
  },
} satisfies Record<string, { ref: PaymentMethodRef; fields: PaymentField[]; values: Record<string, string> }>;

export type PathMethod = keyof typeof pathMethods;

const replayMachine = paymentDialogMachine.provide({
  actors: { loadPaymentDetail: pending as never, submitPayment: pending as never },
  actions: { 'close all dialogs': () => {} },
});

function suiteOf(method: PathMethod) {
  const { ref, fields, values } = pathMethods[method];
  const events = (): PaymentDialogEvent[] =>
    [
      { type: 'xstate.done.actor.loadPaymentDetail', output: fields },
      { type: 'xstate.done.actor.loadPaymentDetail', output: [] },
      { type: 'xstate.error.actor.loadPaymentDetail', error: new ApiError('', 0) },
      ...Object.entries(values).map(([key, value]) => ({ type: 'payment.field.changed', key, value })),
      { type: 'payment.field.left', key: fields[0]!.key },
      { type: 'payment.submitted' },
      method === 'card'
        ? { type: 'xstate.done.actor.submitPayment', output: { message: 'ok', data: 'https://pay.example/1' } }
        : { type: 'xstate.done.actor.submitPayment', output: { message: 'ok', data: null } },
      { type: 'xstate.error.actor.submitPayment', error: new ApiError('Hata', 400) },
      { type: 'payment.link.reopened' },
      // The stepper in one suite: the card's amount is its only field.
      ...(method === 'card'
        ? [
            { type: 'payment.step.pressed', key: 'amount', direction: 1 },
            { type: 'payment.step.released' },
            { type: 'xstate.after.stepRepeatDelay.paymentDialog.loaded.stepping.waiting' },
            { type: 'xstate.after.stepRepeatInterval.paymentDialog.loaded.stepping.repeating' },
          ]
        : []),
      { type: 'xstate.after.detailErrorClose.paymentDialog.failed' },
      { type: 'xstate.after.withdrawClose.paymentDialog.withdrawn' },
    ] as PaymentDialogEvent[];
  return generatePaths(replayMachine, {
    events,
    // The replays' actors never run: the client is never called.
    input: () => ({ method: ref }),
    // Which fields are filled, in error and left, not the numbers: a held stepper counts up without end.
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        Object.keys(snapshot.context.values).filter((key) => snapshot.context.values[key] !== ''),
        Object.keys(paymentFormErrors(snapshot.context.fields, snapshot.context.values)),
        snapshot.context.touched,
      ]),
  });
}

export const paymentDialogPaths = () => ({ card: suiteOf('card'), transfer: suiteOf('transfer'), withdrawal: suiteOf('withdrawal') });
