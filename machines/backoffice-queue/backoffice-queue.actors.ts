// Payments queue I/O: a page of withdrawals or deposits by status, and the operator's decision on one.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsTransaction = components['schemas']['OpsTransaction'];
export type TransactionStatus = components['schemas']['TransactionStatus'];
export type QueueKind = 'withdrawals' | 'deposits';

/** Enough for a working day's queue; the table draws only the rows on screen. */
export const QUEUE_PAGE = 100;

/** The queue's filters as typed: Turkish days (YYYY-MM-DD), a username or usercode, TRY bounds; blank for none. */
export interface QueueFilters {
  from: string;
  to: string;
  player: string;
  minAmount: string;
  maxAmount: string;
}

export const NO_QUEUE_FILTERS: QueueFilters = { from: '', to: '', player: '', minAmount: '', maxAmount: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TRY = /^\d{1,9}([.,]\d{1,2})?$/;

/** Whether every filled filter is well formed (a day, an amount with at most two decimals) and the ranges are not backwards. */
export function filtersValid(filters: QueueFilters): boolean {
  const day = (value: string) => value === '' || DAY.test(value);
  const amount = (value: string) => value.trim() === '' || TRY.test(value.trim());
  if (!day(filters.from) || !day(filters.to) || !amount(filters.minAmount) || !amount(filters.maxAmount)) return false;
  if (filters.from && filters.to && filters.from > filters.to) return false;
  const min = toTry(filters.minAmount);
  const max = toTry(filters.maxAmount);
  return min === undefined || max === undefined || min <= max;
}

const toTry = (value: string) => (value.trim() === '' ? undefined : Number(value.trim().replace(',', '.')));

/** The query the filters make: blanks are left out. */
export function queueQuery(status: TransactionStatus, filters: QueueFilters) {
  return {
    status,
    from: filters.from || undefined,
    to: filters.to || undefined,
    player: filters.player.trim() || undefined,
    minAmount: toTry(filters.minAmount),
    maxAmount: toTry(filters.maxAmount),
    take: QUEUE_PAGE,
  };
}

/** A payments queue's I/O, closing over the API client the app edge provides. */
export const queueActors = (api: ApiClient) => ({
  listQueue: fromPromise<
    { items: OpsTransaction[]; total: number },
    { kind: QueueKind; status: TransactionStatus; filters: QueueFilters }
  >(async ({ input, signal }) => {
    const query = { params: { query: queueQuery(input.status, input.filters) }, signal };
    const page =
      input.kind === 'withdrawals' ? await api.GET('/ops/withdrawals', query) : await api.GET('/ops/deposits', query);
    return unwrap(page).data;
  }),
  /**
   * The server's message: "approved", or for a withdrawal above the four-eyes threshold "proposed, a second
   * operator must approve" on the first approval; a second operator's approval of the same withdrawal pays
   * it, and the proposer's own is refused (403).
   */
  approveItem: fromPromise<string, { kind: QueueKind; item: OpsTransaction }>(async ({ input, signal }) => {
    const { kind, item } = input;
    const request = { params: { path: { id: item.id } }, body: {}, signal };
    return kind === 'withdrawals'
      ? unwrap(await api.POST('/ops/withdrawals/{id}/approve', request)).message
      : unwrap(await api.POST('/ops/deposits/{id}/confirm', request)).message;
  }),
  rejectItem: fromPromise<string, { kind: QueueKind; item: OpsTransaction; reason: string }>(
    async ({ input, signal }) => {
      const { kind, item, reason } = input;
      const body = { reason };
      const path = { id: item.id };
      return kind === 'withdrawals'
        ? unwrap(await api.POST('/ops/withdrawals/{id}/reject', { params: { path }, body, signal })).message
        : unwrap(await api.POST('/ops/deposits/{id}/reject', { params: { path }, body, signal })).message;
    },
  ),
});
