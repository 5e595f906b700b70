// Bonus grants I/O (issue 16): the grants made by hand (opsListBonusGrants), a segment's size
// (opsCountBonusSegment), granting (opsGrantBonus) and cancelling a grant (opsCancelBonusGrant).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsBonusGrant = components['schemas']['OpsBonusGrant'];
export type OpsBonusGrantRequest = components['schemas']['OpsBonusGrantRequest'];
export type OpsBonusSegment = components['schemas']['OpsBonusSegment'];

/** The bonus grants panel's I/O, closing over the API client the app edge provides. */
export const bonusGrantsActors = (api: ApiClient) => ({
  loadGrants: fromPromise<OpsBonusGrant[]>(
    async ({ signal }) => unwrap(await api.GET('/ops/bonuses/grants', { params: { query: { take: 50 } }, signal })).data.items,
  ),
  countSegment: fromPromise<number, { segment: OpsBonusSegment }>(
    async ({ input, signal }) => unwrap(await api.GET('/ops/bonuses/segment-size', { params: { query: input.segment }, signal })).data.players,
  ),
  grantBonus: fromPromise<string, { body: OpsBonusGrantRequest }>(
    async ({ input, signal }) => unwrap(await api.POST('/ops/bonuses/grants', { body: input.body, signal })).message,
  ),
  cancelGrant: fromPromise<string, { id: number; reason: string }>(
    async ({ input, signal }) =>
      unwrap(await api.POST('/ops/bonuses/grants/{id}/cancel', { params: { path: { id: input.id } }, body: { reason: input.reason }, signal })).message,
  ),
});
