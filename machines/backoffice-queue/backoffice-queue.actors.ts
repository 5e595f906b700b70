// Payments queue I/O: a page of withdrawals or deposits by status, and the operator's decision on one.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsTransaction = components['schemas']['OpsTransaction'];
export type TransactionStatus = components['schemas']['TransactionStatus'];
export type QueueKind = 'withdrawals' | 'deposits';

/** Enough for a working day's queue; the table draws only the rows on screen. */
export const QUEUE_PAGE = 100;

export const listQueue = fromPromise<
  { items: OpsTransaction[]; total: number },
  { api: ApiClient; kind: QueueKind; status: TransactionStatus }
>(async ({ input, signal }) => {
  const query = { params: { query: { status: input.status, take: QUEUE_PAGE } }, signal };
  const page =
    input.kind === 'withdrawals' ? await input.api.GET('/ops/withdrawals', query) : await input.api.GET('/ops/deposits', query);
  return unwrap(page).data;
});

/**
 * The server's message: "approved", or for a withdrawal above the four-eyes threshold "proposed, a second
 * operator must approve" on the first approval; a second operator's approval of the same withdrawal pays
 * it, and the proposer's own is refused (403).
 */
export const approveItem = fromPromise<string, { api: ApiClient; kind: QueueKind; item: OpsTransaction }>(async ({ input, signal }) => {
  const { api, kind, item } = input;
  const request = { params: { path: { id: item.id } }, body: {}, signal };
  return kind === 'withdrawals'
    ? unwrap(await api.POST('/ops/withdrawals/{id}/approve', request)).message
    : unwrap(await api.POST('/ops/deposits/{id}/confirm', request)).message;
});

export const rejectItem = fromPromise<string, { api: ApiClient; kind: QueueKind; item: OpsTransaction; reason: string }>(
  async ({ input, signal }) => {
    const { api, kind, item, reason } = input;
    const body = { reason };
    const path = { id: item.id };
    return kind === 'withdrawals'
      ? unwrap(await api.POST('/ops/withdrawals/{id}/reject', { params: { path }, body, signal })).message
      : unwrap(await api.POST('/ops/deposits/{id}/reject', { params: { path }, body, signal })).message;
  },
);
