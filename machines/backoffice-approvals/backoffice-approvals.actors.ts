// Four-eyes I/O: the proposals waiting for a second operator (opsListApprovals), approving one
// (opsApproveProposal: the server refuses the proposer with 403) and rejecting one with a reason.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsApproval = components['schemas']['OpsApproval'];

export const APPROVALS_PAGE = 100;

/** The approvals screen's I/O, closing over the API client the app edge provides. */
export const approvalsActors = (api: ApiClient) => ({
  listApprovals: fromPromise<OpsApproval[]>(
    async ({ signal }) => unwrap(await api.GET('/ops/approvals', { params: { query: { status: 'pending', take: APPROVALS_PAGE } }, signal })).data.items,
  ),
  decideApproval: fromPromise<string, { id: number; approve: boolean; reason: string }>(async ({ input, signal }) => {
    const path = { proposalId: input.id };
    const answer = input.approve
      ? unwrap(await api.POST('/ops/approvals/{proposalId}/approve', { params: { path }, body: {}, signal }))
      : unwrap(await api.POST('/ops/approvals/{proposalId}/reject', { params: { path }, body: { reason: input.reason }, signal }));
    return answer.message;
  }),
});
