// Overview I/O: the figures of today, 7 and 30 days and the last 30 days day by day (opsGetOverview).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsOverview = components['schemas']['OpsOverview'];

/** The overview's I/O, closing over the API client the app edge provides. */
export const overviewActors = (api: ApiClient) => ({
  loadOverview: fromPromise<OpsOverview>(async ({ signal }) => unwrap(await api.GET('/ops/overview', { signal })).data),
});
