// Bonus grants I/O (issue 16): the grants made by hand (opsListBonusGrants), a segment's size
// (opsCountBonusSegment), granting (opsGrantBonus) and cancelling a grant (opsCancelBonusGrant).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsBonusGrant = components['schemas']['OpsBonusGrant'];
export type OpsBonusGrantRequest = components['schemas']['OpsBonusGrantRequest'];
export type OpsBonusSegment = components['schemas']['OpsBonusSegment'];

export const loadGrants = fromPromise<OpsBonusGrant[], { api: ApiClient }>(
  async ({ input, signal }) => unwrap(await input.api.GET('/ops/bonuses/grants', { params: { query: { take: 50 } }, signal })).data.items,
);

export const countSegment = fromPromise<number, { api: ApiClient; segment: OpsBonusSegment }>(
  async ({ input, signal }) => unwrap(await input.api.GET('/ops/bonuses/segment-size', { params: { query: input.segment }, signal })).data.players,
);

export const grantBonus = fromPromise<string, { api: ApiClient; body: OpsBonusGrantRequest }>(
  async ({ input, signal }) => unwrap(await input.api.POST('/ops/bonuses/grants', { body: input.body, signal })).message,
);

export const cancelGrant = fromPromise<string, { api: ApiClient; id: number; reason: string }>(
  async ({ input, signal }) =>
    unwrap(await input.api.POST('/ops/bonuses/grants/{id}/cancel', { params: { path: { id: input.id } }, body: { reason: input.reason }, signal })).message,
);
