// The automated roulette table's I/O through the contract's typed client with the page's launch token: the
// spin running now (with the player's placements, the last results and the balance), a placement of chips,
// and the page's clock. Money crosses the edge in TRY; the machine counts kuruş.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import { localClock } from '../shared/clock';
import { tryFromKurus } from '../shared/money';
import type { PlacedBet } from '../studio-roulette/studio-roulette.actors';

export type LiveRouletteState = components['schemas']['StudioLiveRouletteState'];
export type LiveRouletteSpin = components['schemas']['StudioLiveRouletteSpin'];
export type LiveRoulettePlacement = components['schemas']['StudioLiveRouletteBets'];

export interface LiveRouletteCallInput {
  token: string;
}

/** The state with the local time it arrived at, so the page can set its clock to the server's. */
export interface LiveRouletteFetched {
  state: LiveRouletteState;
  receivedAt: number;
}

const fetchLiveRouletteSpin = (api: ApiClient) => fromPromise<LiveRouletteFetched, LiveRouletteCallInput>(async ({ input, signal }) => {
  const state = unwrap(await api.POST('/studio/live-roulette/spin', { body: { token: input.token }, signal })).data;
  return { state, receivedAt: Date.now() };
});

export interface LiveRouletteBetsInput extends LiveRouletteCallInput {
  /** The same id on a retry after a failed call, so the chips are staked once. */
  requestId: string;
  spinNo: number;
  /** Amounts in kuruş. */
  bets: PlacedBet[];
}

const placeLiveRouletteBets = (api: ApiClient) => fromPromise<LiveRouletteFetched, LiveRouletteBetsInput>(async ({ input, signal }) => {
  const bets = input.bets.map(({ amount, ...bet }) => ({ ...bet, amount: tryFromKurus(amount) }));
  const state = unwrap(
    await api.POST('/studio/live-roulette/bet', { body: { token: input.token, requestId: input.requestId, spinNo: input.spinNo, bets }, signal }),
  ).data;
  return { state, receivedAt: Date.now() };
});

/** The local clock (the wheel and the countdown follow the spin's moments on the server's clock). */
export const liveRouletteClock = localClock;

/** The table's I/O, closing over the API client the page provides. */
export const studioLiveRouletteActors = (api: ApiClient) => ({
  fetchLiveRouletteSpin: fetchLiveRouletteSpin(api),
  placeLiveRouletteBets: placeLiveRouletteBets(api),
});
