// Dynamic deposit and withdraw dialog (spec §2, §4, §5): loads the method's fields, then the form
// (every field required, checked with the contract's paymentFormSchema) is submitted only when
// valid. A failed or empty detail toasts and closes all dialogs after 100 ms; a deposit answering a
// link opens it in a new tab and offers to reopen it; another deposit answer shows the message
// with a congratulations icon; a withdrawal toasts and closes all dialogs after 500 ms; a refused
// submit toasts the server's message and keeps the form.
import { assign, sendTo, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { paymentDialogActors, type SubmitPaymentOutput, TRANSACTION_TYPE, type TransactionType } from './payment-dialog.actors';
import { withVisited } from '../shared/visited-fields';
import { newIdempotencyKey } from './idempotency-key';
import { isNumericField, type PaymentField, paymentDetail, paymentFormErrors, stepValue } from './payment-values';

/** The method the dialog was opened for (a dashboard list entry). */
export interface PaymentMethodRef {
  id: number;
  type: TransactionType;
  title: string;
  /** A `message` method shows only the server's answer once submitted, not the fields. */
  displayType?: 'form' | 'message';
}

export interface PaymentDialogInput {
  method: PaymentMethodRef;
}

export interface PaymentDialogContext extends PaymentDialogInput {
  fields: PaymentField[];
  /** What the player typed, per field key. */
  values: Record<string, string>;
  /** Fields the player has left (blur) or stepped: their errors show from then on. */
  touched: string[];
  /** The deposit's provider link, or the answer shown with the congratulations icon. */
  result: SubmitPaymentOutput | null;
  /**
   * The Idempotency-Key of the current intent: made at the first submit, kept when the same values
   * are submitted again after a failure (a retry), dropped when the player changes a field.
   */
  intentKey: string | null;
  /** The number field whose stepper is held, and which way it steps. */
  stepping: { key: string; direction: 1 | -1 } | null;
}

export type PaymentDialogEvent =
  | { type: 'payment.field.changed'; key: string; value: string }
  /** The player left a field (blur): from then on its error shows. */
  | { type: 'payment.field.left'; key: string }
  /** A number field's − or + held down (spec §9: step 1, repeat after 500 ms, then every 40 ms). */
  | { type: 'payment.step.pressed'; key: string; direction: 1 | -1 }
  | { type: 'payment.step.released' }
  | { type: 'payment.submitted' }
  | { type: 'payment.link.reopened' };

/** Spec §9: dialog close delays. */
export const DETAIL_ERROR_CLOSE_DELAY = 100;
export const WITHDRAW_CLOSE_DELAY = 500;
/** Spec §9: a held number stepper repeats after 500 ms, then every 40 ms. */
export const STEP_REPEAT_DELAY = 500;
export const STEP_REPEAT_INTERVAL = 40;

const isLink = (data: string | null): data is string => typeof data === 'string' && /^https?:\/\//i.test(data);

export const paymentDialogMachine = setup({
  types: {
    input: {} as PaymentDialogInput,
    context: {} as PaymentDialogContext,
    events: {} as PaymentDialogEvent,
  },
  // Provided at the app edge with the player's API client: paymentDialogActors(api).
  actors: paymentDialogActors(apiNotProvided('paymentDialog')),
  delays: {
    detailErrorClose: DETAIL_ERROR_CLOSE_DELAY,
    withdrawClose: WITHDRAW_CLOSE_DELAY,
    stepRepeatDelay: STEP_REPEAT_DELAY,
    stepRepeatInterval: STEP_REPEAT_INTERVAL,
  },
  guards: {
    'has fields': ({ event }) =>
      'output' in event && Array.isArray(event.output) && (event.output as PaymentField[]).length > 0,
    'is form valid': ({ context }) => Object.keys(paymentFormErrors(context.fields, context.values)).length === 0,
    'is withdrawal': ({ context }) => context.method.type === TRANSACTION_TYPE.withdraw,
    'is a number field': ({ context, event }) =>
      event.type === 'payment.step.pressed' && context.fields.some((field) => field.key === event.key && isNumericField(field)),
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
            // Other values are another intent: its first submit gets a key of its own.
            intentKey: context.values[event.key] === event.value ? context.intentKey : null,
          }
        : {},
    ),
    'remember left field': assign(({ context, event }) =>
      event.type === 'payment.field.left' ? { touched: withVisited(context.touched, event.key) } : {},
    ),
    'hold stepper': assign(({ event }) =>
      event.type === 'payment.step.pressed' ? { stepping: { key: event.key, direction: event.direction } } : {},
    ),
    'release stepper': assign({ stepping: null }),
    // One step of the held stepper: a changed value, so a new intent (like typing).
    step: assign(({ context }) => {
      const held = context.stepping;
      const field = held ? context.fields.find((candidate) => candidate.key === held.key) : undefined;
      if (!held || !field) return {};
      return {
        values: { ...context.values, [held.key]: stepValue(field, context.values[held.key] ?? '', held.direction) },
        touched: withVisited(context.touched, held.key),
        intentKey: null,
      };
    }),
    'keep intent key': assign(({ context }) => ({ intentKey: context.intentKey ?? newIdempotencyKey() })),
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
  context: ({ input }) => ({ ...input, fields: [], values: {}, touched: [], result: null, intentKey: null, stepping: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPaymentDetail',
        src: 'loadPaymentDetail',
        input: ({ context }) => ({ id: context.method.id, type: context.method.type }),
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
        'payment.field.left': { actions: 'remember left field' },
        // An invalid submit is refused (the button is disabled: `snapshot.can`), so nothing else to do.
        'payment.submitted': { guard: 'is form valid', target: 'submitting', actions: 'keep intent key' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'payment.step.pressed': { guard: 'is a number field', target: 'stepping', actions: ['hold stepper', 'step'] },
          },
        },
        // Held: one step at once, then after 500 ms one every 40 ms until released.
        stepping: {
          initial: 'waiting',
          exit: 'release stepper',
          on: { 'payment.step.released': { target: 'idle' } },
          states: {
            waiting: { after: { stepRepeatDelay: { target: 'repeating', actions: 'step' } } },
            repeating: { after: { stepRepeatInterval: { target: 'repeating', reenter: true, actions: 'step' } } },
          },
        },
      },
    },
    submitting: {
      tags: ['loading'],
      invoke: {
        id: 'submitPayment',
        src: 'submitPayment',
        input: ({ context }) => ({
          id: context.method.id,
          type: context.method.type,
          detail: paymentDetail(context.fields, context.values),
          idempotencyKey: context.intentKey,
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
