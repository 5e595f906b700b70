// AML cases I/O: the cases in one status (opsListAmlCases) and a case's resolution (opsResolveAmlCase).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsAmlCase = components['schemas']['OpsAmlCase'];
export type AmlCaseStatus = components['schemas']['AmlCaseStatus'];
export type AmlOutcome = 'cleared' | 'blocked';

export const AML_PAGE = 100;

/** The AML screen's I/O, closing over the API client the app edge provides. */
export const amlCasesActors = (api: ApiClient) => ({
  listAmlCases: fromPromise<OpsAmlCase[], { status: AmlCaseStatus }>(
    async ({ input, signal }) => unwrap(await api.GET('/ops/aml/cases', { params: { query: { status: input.status, take: AML_PAGE } }, signal })).data.items,
  ),
  resolveAmlCase: fromPromise<string, { id: number; outcome: AmlOutcome; note: string }>(async ({ input, signal }) =>
    unwrap(await api.POST('/ops/aml/cases/{caseId}/resolve', { params: { path: { caseId: input.id } }, body: { outcome: input.outcome, note: input.note }, signal })).message,
  ),
});
