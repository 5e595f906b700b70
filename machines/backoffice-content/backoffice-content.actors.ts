// Content I/O (issue 16): the promotions as stored, with their texts per language (opsListPromotionsForEdit),
// and saving one (opsSavePromotion); the server sanitises the rich text and answers what it stored.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsPromotion = components['schemas']['OpsPromotion'];
export type OpsPromotionSave = components['schemas']['OpsPromotionSaveRequest'];

/** The promotions screen's I/O, closing over the API client the app edge provides. */
export const contentActors = (api: ApiClient) => ({
  loadPromotions: fromPromise<OpsPromotion[]>(async ({ signal }) =>
    unwrap(await api.GET('/ops/content/promotions', { signal })).data,
  ),
  savePromotion: fromPromise<{ promotion: OpsPromotion; message: string }, { draft: OpsPromotionSave }>(
    async ({ input, signal }) => {
      const answer = unwrap(await api.POST('/ops/content/promotions/save', { body: input.draft, signal }));
      return { promotion: answer.data, message: answer.message };
    },
  ),
});
