// Bonus campaigns I/O (issue 16): the campaigns (opsListCampaigns), saving one (opsSaveCampaign) and
// ending one now (opsEndCampaign).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsCampaign = components['schemas']['OpsCampaign'];
export type OpsCampaignSave = components['schemas']['OpsCampaignSaveRequest'];

/** The campaigns screen's I/O, closing over the API client the app edge provides. */
export const campaignsActors = (api: ApiClient) => ({
  loadCampaigns: fromPromise<OpsCampaign[]>(async ({ signal }) => unwrap(await api.GET('/ops/bonuses/campaigns', { signal })).data),
  saveCampaign: fromPromise<{ campaign: OpsCampaign; message: string }, { body: OpsCampaignSave }>(async ({ input, signal }) => {
    const answer = unwrap(await api.POST('/ops/bonuses/campaigns/save', { body: input.body, signal }));
    return { campaign: answer.data, message: answer.message };
  }),
  endCampaign: fromPromise<{ campaign: OpsCampaign; message: string }, { id: number }>(async ({ input, signal }) => {
    const answer = unwrap(await api.POST('/ops/bonuses/campaigns/{id}/end', { params: { path: { id: input.id } }, body: {}, signal }));
    return { campaign: answer.data, message: answer.message };
  }),
});
