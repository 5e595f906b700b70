// Four-eyes I/O: the proposals waiting for a second operator (opsListApprovals), approving one
// (opsApproveProposal: the server refuses the proposer with 403) and rejecting one with a reason.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsApproval = components['schemas']['OpsApproval'];

export const APPROVALS_PAGE = 100;

export const listApprovals = fromPromise<OpsApproval[], { api: ApiClient }>(
  async ({ input, signal }) =>
    unwrap(await input.api.GET('/ops/approvals', { params: { query: { status: 'pending', take: APPROVALS_PAGE } }, signal })).data.items,
);

export const decideApproval = fromPromise<string, { api: ApiClient; id: number; approve: boolean; reason: string }>(async ({ input, signal }) => {
  const path = { proposalId: input.id };
  const answer = input.approve
    ? unwrap(await input.api.POST('/ops/approvals/{proposalId}/approve', { params: { path }, body: {}, signal }))
    : unwrap(await input.api.POST('/ops/approvals/{proposalId}/reject', { params: { path }, body: { reason: input.reason }, signal }));
  return answer.message;
});
