// Dynamic deposit and withdraw dialog (spec §2, §4, §5): loads the method's fields, then the form
// (every field required, checked with the contract's paymentFormSchema) is submitted only when
// valid. A failed or empty detail toasts and closes all dialogs after 100 ms; a deposit answering a
// link opens it in a new tab and offers to reopen it; another deposit answer shows the message
// with a congratulations icon; a withdrawal toasts and closes all dialogs after 500 ms; a refused
// submit toasts the server's message and keeps the form.
import { assign, sendTo, setup } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { isValid, paymentFormSchema } from '../../src/api/validate';
import {
  loadPaymentDetail,
  submitPayment,
  type SubmitPaymentOutput,
  TRANSACTION_TYPE,
  type TransactionType,
} from './payment-dialog.actors';
import { type PaymentField, paymentDetail } from './payment-values';

/** The method the dialog was opened for (a dashboard list entry). */
export interface PaymentMethodRef {
  id: number;
  type: TransactionType;
  title: string;
  /** A `message` method shows only the server's answer once submitted, not the fields. */
  displayType?: 'form' | 'message';
}

export interface PaymentDialogInput {
  api: ApiClient;
  method: PaymentMethodRef;
}

export interface PaymentDialogContext extends PaymentDialogInput {
  fields: PaymentField[];
  /** What the player typed, per field key. */
  values: Record<string, string>;
  /** Fields the player has changed: their errors show from then on, the rest after a submit. */
  touched: string[];
  /** The deposit's provider link, or the answer shown with the congratulations icon. */
  result: SubmitPaymentOutput | null;
}

export type PaymentDialogEvent =
  | { type: 'payment.field.changed'; key: string; value: string }
  | { type: 'payment.submitted' }
  | { type: 'payment.link.reopened' };

/** Spec §9: dialog close delays. */
export const DETAIL_ERROR_CLOSE_DELAY = 100;
export const WITHDRAW_CLOSE_DELAY = 500;

const isLink = (data: string | null): data is string => typeof data === 'string' && /^https?:\/\//i.test(data);

export const paymentDialogMachine = setup({
  types: {
    input: {} as PaymentDialogInput,
    context: {} as PaymentDialogContext,
    events: {} as PaymentDialogEvent,
  },
  actors: { loadPaymentDetail, submitPayment },
  delays: { detailErrorClose: DETAIL_ERROR_CLOSE_DELAY, withdrawClose: WITHDRAW_CLOSE_DELAY },
  guards: {
    'has fields': ({ event }) =>
      'output' in event && Array.isArray(event.output) && (event.output as PaymentField[]).length > 0,
    'is form valid': ({ context }) =>
      isValid(paymentFormSchema(context.fields), paymentDetail(context.fields, context.values)),
    'is withdrawal': ({ context }) => context.method.type === TRANSACTION_TYPE.withdraw,
    'answered a link': ({ event }) =>
      'output' in event && isLink((event.output as SubmitPaymentOutput | undefined)?.data ?? null),
  },
  actions: {
    'keep fields': assign(({ event }) => {
      const fields = 'output' in event ? (event.output as PaymentField[]) : [];
      return { fields, values: Object.fromEntries(fields.map((field) => [field.key, ''])) };
    }),
    'set field': assign(({ context, event }) =>
      event.type === 'payment.field.changed'
        ? {
            values: { ...context.values, [event.key]: event.value },
            touched: context.touched.includes(event.key) ? context.touched : [...context.touched, event.key],
          }
        : {},
    ),
    'keep result': assign(({ event }) => ({
      result: 'output' in event ? (event.output as SubmitPaymentOutput) : null,
    })),
    'close all dialogs': sendTo(({ system }) => system.get('dialogs'), { type: 'dialogs.closeAll' }),
    // UI effects: the implementations are provided at the app edge (src/app/effects.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
    /** The 'No data found' error toast of an empty field list. */
    'notify no data': () => {},
    /** Opens the provider's page in a new tab. */
    'open link': (_, _params: { url: string }) => {},
  },
}).createMachine({
  id: 'paymentDialog',
  context: ({ input }) => ({ ...input, fields: [], values: {}, touched: [], result: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPaymentDetail',
        src: 'loadPaymentDetail',
        input: ({ context }) => ({ api: context.api, id: context.method.id, type: context.method.type }),
        onDone: [{ guard: 'has fields', target: 'loaded', actions: 'keep fields' }, { target: 'failed', actions: 'notify no data' }],
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The toast shows before the dialog goes, so the player sees why it closed.
    failed: {
      after: { detailErrorClose: { target: 'closed', actions: 'close all dialogs' } },
    },
    loaded: {
      on: {
        'payment.field.changed': { actions: 'set field' },
        // An invalid submit is refused (the button is disabled: `snapshot.can`), so nothing else to do.
        'payment.submitted': { guard: 'is form valid', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['loading'],
      invoke: {
        id: 'submitPayment',
        src: 'submitPayment',
        input: ({ context }) => ({
          api: context.api,
          id: context.method.id,
          type: context.method.type,
          detail: paymentDetail(context.fields, context.values),
        }),
        onDone: [
          {
            guard: 'is withdrawal',
            target: 'withdrawn',
            actions: { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) },
          },
          {
            guard: 'answered a link',
            target: 'linkReady',
            actions: [
              'keep result',
              { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) },
              { type: 'open link', params: ({ event }) => ({ url: event.output.data ?? '' }) },
            ],
          },
          { target: 'congratulations', actions: 'keep result' },
        ],
        onError: {
          target: 'loaded',
          actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Spec §2: 'Click the button below to continue the process!' with a button reopening the link
    // (a blocked pop-up or a closed tab is recovered from here).
    linkReady: {
      on: {
        'payment.link.reopened': {
          actions: { type: 'open link', params: ({ context }) => ({ url: context.result?.data ?? '' }) },
        },
      },
    },
    // The answer (data when the server sent a text, else the message) with a congratulations icon.
    congratulations: {},
    withdrawn: {
      after: { withdrawClose: { target: 'closed', actions: 'close all dialogs' } },
    },
    closed: { type: 'final' },
  },
});
