// Financial activities I/O: one page of the player's deposits and withdrawals with the filters.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type FinancialActivityPage = components['schemas']['FinancialActivityPage'];
export type FinancialActivity = components['schemas']['FinancialActivity'];
export type TransactionType = components['schemas']['TransactionType'];
export type TransactionStatus = components['schemas']['TransactionStatus'];

/** The list's filters and page: the route's search params (state in the address). */
export interface FinancialFilters {
  /** 1-based page number. */
  page: number;
  type?: TransactionType;
  status?: TransactionStatus;
  /** Calendar days YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

export const FINANCIAL_PAGE_SIZE = 20;

export interface LoadFinancialActivitiesInput {
  filters: FinancialFilters;
}

const loadFinancialActivities = (api: ApiClient) => fromPromise<FinancialActivityPage, LoadFinancialActivitiesInput>(
  async ({ input, signal }) => {
    const { page, ...filters } = input.filters;
    return unwrap(
      await api.POST('/customer/financialactivities', {
        body: { skip: (page - 1) * FINANCIAL_PAGE_SIZE, take: FINANCIAL_PAGE_SIZE, ...filters },
        signal,
      }),
    ).data;
  },
);

/** Spec §3's statuses and types the cancel rules name. */
const DEPOSIT = 1;
const WITHDRAW = 2;
const PENDING = 2;
const CREATED = 6;

/**
 * What a player may cancel: a pending withdrawal (its amount returns to the balance) and a card deposit
 * still waiting for its payment (Created, its payment page known).
 */
export const isCancellable = (item: FinancialActivity) =>
  (item.type === WITHDRAW && item.status === PENDING) ||
  (item.type === DEPOSIT && item.status === CREATED && item.paymentUrl !== undefined);

export interface CancelOutput {
  /** The server's text, shown as a success toast. */
  message: string;
  activity: FinancialActivity;
}

/** payment/cancelwithdrawal or payment/canceldeposit, by the row's type. */
const cancelTransaction = (api: ApiClient) => fromPromise<CancelOutput, { activity: FinancialActivity }>(
  async ({ input, signal }) => {
    const body = { id: input.activity.id };
    const envelope = unwrap(
      input.activity.type === WITHDRAW
        ? await api.POST('/payment/cancelwithdrawal', { body, signal })
        : await api.POST('/payment/canceldeposit', { body, signal }),
    );
    return { message: envelope.message, activity: envelope.data };
  },
);

/** The activities' I/O, closing over the API client the app edge provides. */
export const financialActivitiesActors = (api: ApiClient) => ({
  loadFinancialActivities: loadFinancialActivities(api),
  cancelTransaction: cancelTransaction(api),
});
