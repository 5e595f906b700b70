// A player's sports stake factor in the back office (issue 17): read it with the maximum stake per bet
// it gives (opsGetPlayerSportsStakeFactor, players:read), and set it with a reason for the audit log
// (opsSetPlayerSportsStakeFactor, sports:trade; the server refuses other roles).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type OpsSportsStakeFactor = components['schemas']['OpsSportsStakeFactor'];

/** A player's stake factor I/O, closing over the API client the app edge provides. */
export const stakeFactorActors = (api: ApiClient) => ({
  loadStakeFactor: fromPromise<OpsSportsStakeFactor, { playerId: string }>(async ({ input, signal }) =>
    unwrap(await api.GET('/ops/players/{playerId}/sports-stake-factor', { params: { path: { playerId: input.playerId } }, signal })).data,
  ),
  /** Saves the factor; answers the factor in force as the server now has it, and its message. */
  saveStakeFactor: fromPromise<{ view: OpsSportsStakeFactor; message: string }, { playerId: string; stakeFactor: number; reason: string }>(
    async ({ input, signal }) => {
      const answer = unwrap(
        await api.PUT('/ops/players/{playerId}/sports-stake-factor', {
          params: { path: { playerId: input.playerId } },
          body: { stakeFactor: input.stakeFactor, reason: input.reason },
          signal,
        }),
      );
      return { view: answer.data, message: answer.message };
    },
  ),
});
