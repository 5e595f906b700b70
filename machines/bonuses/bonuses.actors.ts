// Bonuses I/O: the player's bonuses with the trial-bonus offer, and the trial bonus claim.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type BonusOverview = components['schemas']['BonusOverview'];
export type PlayerBonus = components['schemas']['PlayerBonus'];

const loadBonuses = (api: ApiClient) => fromPromise<BonusOverview>(
  async ({ signal }) => unwrap(await api.GET('/bonus/list', { signal })).data,
);

/** Claims the trial bonus; resolves the server's congratulation for the toast. */
const claimTrialBonus = (api: ApiClient) => fromPromise<string>(
  async ({ signal }) => unwrap(await api.GET('/bonus/definetrialbonus', { signal })).message,
);

/** The bonuses' I/O, closing over the API client the app edge provides. */
export const bonusesActors = (api: ApiClient) => ({
  loadBonuses: loadBonuses(api),
  claimTrialBonus: claimTrialBonus(api),
});
