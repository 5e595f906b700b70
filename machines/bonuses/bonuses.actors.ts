// Bonuses I/O: the player's bonuses with the trial-bonus offer, and the trial bonus claim.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type BonusOverview = components['schemas']['BonusOverview'];
export type PlayerBonus = components['schemas']['PlayerBonus'];

export interface BonusesInput {
  api: ApiClient;
}

export const loadBonuses = fromPromise<BonusOverview, BonusesInput>(
  async ({ input, signal }) => unwrap(await input.api.GET('/bonus/list', { signal })).data,
);

/** Claims the trial bonus; resolves the server's congratulation for the toast. */
export const claimTrialBonus = fromPromise<string, BonusesInput>(
  async ({ input, signal }) => unwrap(await input.api.GET('/bonus/definetrialbonus', { signal })).message,
);
