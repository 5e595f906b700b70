// Reports I/O: one report over a range of Turkish days (opsGetReport), answered as a table and the same
// table as CSV made by the server.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsReport = components['schemas']['OpsReport'];
export type ReportKind = OpsReport['kind'];
export const REPORT_KINDS: readonly ReportKind[] = ['daily', 'games', 'providers', 'payments'];

/** Today's Turkish date (UTC+3 all year), `daysBack` days before: the range the screen opens with. */
export function istanbulDate(now: Date, daysBack = 0): string {
  return new Date(now.getTime() + 3 * 3_600_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
}

/** The reports screen's I/O, closing over the API client the app edge provides. */
export const reportsActors = (api: ApiClient) => ({
  loadReport: fromPromise<OpsReport, { report: ReportKind; from: string; to: string }>(async ({ input, signal }) =>
    unwrap(await api.GET('/ops/reports', { params: { query: { report: input.report, from: input.from, to: input.to } }, signal })).data,
  ),
});
