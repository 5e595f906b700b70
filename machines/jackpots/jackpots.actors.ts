// Jackpot I/O: the four provider feeds of the home jackpot carousel, one call each.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

type Schemas = components['schemas'];
export type AmusnetJackpot = Schemas['AmusnetJackpot'];
export type EgtJackpotInstance = Schemas['EgtJackpotInstance'];
export type PragmaticJackpotFeed = Schemas['PragmaticJackpotFeed'];

interface FeedInput {
  api: ApiClient;
}

/** Amusnet: currentLevelI..IV. */
export const fetchAmusnet = fromPromise<AmusnetJackpot, FeedInput>(async ({ input, signal }) => {
  return unwrap(await input.api.GET('/casino/jackpotcards', { signal })).data;
});

/** EGT: every instance; the machine keeps Bell Link and VIP Bell Link. */
export const fetchEgt = fromPromise<EgtJackpotInstance[], FeedInput>(async ({ input, signal }) => {
  return unwrap(await input.api.GET('/casino/egtjackpot', { signal })).data;
});

/** Pragmatic Play: the machine reads jackpots[0].tiers[].amount. */
export const fetchPragmatic = fromPromise<PragmaticJackpotFeed, FeedInput>(async ({ input, signal }) => {
  return unwrap(await input.api.GET('/casino/pragmaticjackpotfeed', { signal })).data;
});

/** Egypt Quest (the path keeps its historical spelling). */
export const fetchEgyptQuest = fromPromise<AmusnetJackpot, FeedInput>(async ({ input, signal }) => {
  return unwrap(await input.api.GET('/casino/eqyptquest', { signal })).data;
});
