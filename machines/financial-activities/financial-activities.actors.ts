// Financial activities I/O: one page of the player's deposits and withdrawals with the filters.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../src/api/client';
import type { components } from '../../src/api/schema.gen';

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
  api: ApiClient;
  filters: FinancialFilters;
}

export const loadFinancialActivities = fromPromise<FinancialActivityPage, LoadFinancialActivitiesInput>(
  async ({ input, signal }) => {
    const { page, ...filters } = input.filters;
    return unwrap(
      await input.api.POST('/customer/financialactivities', {
        body: { skip: (page - 1) * FINANCIAL_PAGE_SIZE, take: FINANCIAL_PAGE_SIZE, ...filters },
        signal,
      }),
    ).data;
  },
);
