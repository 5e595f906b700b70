// Payment dialog I/O: the method's form fields (payment/detail), then payment/deposit or
// payment/withdraw with the filled `detail`.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { PaymentDetail, PaymentField } from './payment-values';

export const TRANSACTION_TYPE = { deposit: 1, withdraw: 2 } as const;
export type TransactionType = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

export interface PaymentDetailInput {
  id: number;
  type: TransactionType;
}

export interface SubmitPaymentInput extends PaymentDetailInput {
  detail: PaymentDetail;
  /** Sent as the Idempotency-Key header: the same key for a retry of the same intent. */
  idempotencyKey?: string | null;
}

export interface SubmitPaymentOutput {
  message: string;
  /** A deposit's continuation: a provider URL or a text; null for a withdrawal or when the message says it all. */
  data: string | null;
}

/** The dialog's I/O, closing over the API client the app edge provides. */
export const paymentDialogActors = (api: ApiClient) => ({
  /** The field descriptors in display order (an empty list is the caller's 'No data found'). */
  loadPaymentDetail: fromPromise<PaymentField[], PaymentDetailInput>(async ({ input, signal }) =>
    unwrap(await api.POST('/payment/detail', { body: { id: input.id, type: input.type }, signal })).data,
  ),
  submitPayment: fromPromise<SubmitPaymentOutput, SubmitPaymentInput>(async ({ input, signal }) => {
    const params = input.idempotencyKey ? { header: { 'Idempotency-Key': input.idempotencyKey } } : {};
    if (input.type === TRANSACTION_TYPE.deposit) {
      const body = unwrap(
        await api.POST('/payment/deposit', {
          params,
          body: { id: input.id, target: 'pay', detail: input.detail },
          signal,
        }),
      );
      return { message: body.message, data: body.data ?? null };
    }
    const body = unwrap(await api.POST('/payment/withdraw', { params, body: { id: input.id, detail: input.detail }, signal }));
    return { message: body.message, data: null };
  }),
});
