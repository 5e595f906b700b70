// Overview I/O: the figures of today, 7 and 30 days and the last 30 days day by day (opsGetOverview).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsOverview = components['schemas']['OpsOverview'];

export const loadOverview = fromPromise<OpsOverview, { api: ApiClient }>(async ({ input, signal }) =>
  unwrap(await input.api.GET('/ops/overview', { signal })).data,
);
