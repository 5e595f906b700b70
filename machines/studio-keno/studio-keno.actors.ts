// The keno page's I/O through the contract's typed client with the page's launch token: the draw running
// now (with the player's bets, the last results and the paytable), a bet, and the page's clock (the show
// is timed by the server's moments; the clock only says what time it is here).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import { localClock } from '../shared/clock';

export type KenoState = components['schemas']['StudioKenoState'];
export type KenoDraw = components['schemas']['StudioKenoDraw'];
export type KenoBetSpec = components['schemas']['StudioKenoBetSpec'];

export interface KenoCallInput {
  token: string;
}

/** The state with the local time it arrived at, so the page can set its clock to the server's. */
export interface KenoFetched {
  state: KenoState;
  receivedAt: number;
}

const fetchKenoDraw = (api: ApiClient) => fromPromise<KenoFetched, KenoCallInput>(async ({ input, signal }) => {
  const state = unwrap(await api.POST('/studio/keno/draw', { body: { token: input.token }, signal })).data;
  return { state, receivedAt: Date.now() };
});

export interface KenoBetInput extends KenoCallInput {
  requestId: string;
  drawNo: number;
  bet: KenoBetSpec;
  /** TRY. */
  stake: number;
}

const placeKenoBet = (api: ApiClient) => fromPromise<KenoFetched, KenoBetInput>(async ({ input, signal }) => {
  const state = unwrap(
    await api.POST('/studio/keno/bet', {
      body: { token: input.token, requestId: input.requestId, drawNo: input.drawNo, bet: input.bet, stake: input.stake },
      signal,
    }),
  ).data;
  return { state, receivedAt: Date.now() };
});

/** The local clock (what is on screen is decided by the draw's moments). */
export const kenoClock = localClock;

/** The keno's I/O, closing over the API client the page provides. */
export const studioKenoActors = (api: ApiClient) => ({
  fetchKenoDraw: fetchKenoDraw(api),
  placeKenoBet: placeKenoBet(api),
});
