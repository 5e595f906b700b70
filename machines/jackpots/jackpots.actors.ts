// Jackpot I/O: the four provider feeds of the home jackpot carousel, one call each.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

type Schemas = components['schemas'];
export type AmusnetJackpot = Schemas['AmusnetJackpot'];
export type EgtJackpotInstance = Schemas['EgtJackpotInstance'];
export type PragmaticJackpotFeed = Schemas['PragmaticJackpotFeed'];

/** The four feeds, closing over the API client the app edge provides. */
export const jackpotsActors = (api: ApiClient) => ({
  /** Amusnet: currentLevelI..IV. */
  fetchAmusnet: fromPromise<AmusnetJackpot>(async ({ signal }) => unwrap(await api.GET('/casino/jackpotcards', { signal })).data),
  /** EGT: every instance; the machine keeps Bell Link and VIP Bell Link. */
  fetchEgt: fromPromise<EgtJackpotInstance[]>(async ({ signal }) => unwrap(await api.GET('/casino/egtjackpot', { signal })).data),
  /** Pragmatic Play: the machine reads jackpots[0].tiers[].amount. */
  fetchPragmatic: fromPromise<PragmaticJackpotFeed>(
    async ({ signal }) => unwrap(await api.GET('/casino/pragmaticjackpotfeed', { signal })).data,
  ),
  /** Egypt Quest (the path keeps its historical spelling). */
  fetchEgyptQuest: fromPromise<AmusnetJackpot>(async ({ signal }) => unwrap(await api.GET('/casino/eqyptquest', { signal })).data),
});
