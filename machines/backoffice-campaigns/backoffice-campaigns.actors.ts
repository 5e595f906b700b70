// Bonus campaigns I/O (issue 16): the campaigns (opsListCampaigns), saving one (opsSaveCampaign) and
// ending one now (opsEndCampaign).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsCampaign = components['schemas']['OpsCampaign'];
export type OpsCampaignSave = components['schemas']['OpsCampaignSaveRequest'];

export const loadCampaigns = fromPromise<OpsCampaign[], { api: ApiClient }>(async ({ input, signal }) => unwrap(await input.api.GET('/ops/bonuses/campaigns', { signal })).data);

export const saveCampaign = fromPromise<{ campaign: OpsCampaign; message: string }, { api: ApiClient; body: OpsCampaignSave }>(async ({ input, signal }) => {
  const answer = unwrap(await input.api.POST('/ops/bonuses/campaigns/save', { body: input.body, signal }));
  return { campaign: answer.data, message: answer.message };
});

export const endCampaign = fromPromise<{ campaign: OpsCampaign; message: string }, { api: ApiClient; id: number }>(async ({ input, signal }) => {
  const answer = unwrap(await input.api.POST('/ops/bonuses/campaigns/{id}/end', { params: { path: { id: input.id } }, body: {}, signal }));
  return { campaign: answer.data, message: answer.message };
});
