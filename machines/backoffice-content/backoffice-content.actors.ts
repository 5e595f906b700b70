// Content I/O (issue 16): the promotions as stored, with their texts per language (opsListPromotionsForEdit),
// and saving one (opsSavePromotion); the server sanitises the rich text and answers what it stored.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsPromotion = components['schemas']['OpsPromotion'];
export type OpsPromotionSave = components['schemas']['OpsPromotionSaveRequest'];

export const loadPromotions = fromPromise<OpsPromotion[], { api: ApiClient }>(async ({ input, signal }) =>
  unwrap(await input.api.GET('/ops/content/promotions', { signal })).data,
);

export const savePromotion = fromPromise<{ promotion: OpsPromotion; message: string }, { api: ApiClient; draft: OpsPromotionSave }>(
  async ({ input, signal }) => {
    const answer = unwrap(await input.api.POST('/ops/content/promotions/save', { body: input.draft, signal }));
    return { promotion: answer.data, message: answer.message };
  },
);
