// Game history I/O: a page of the player's rounds (customer/gamehistory) and one studio round in
// full for its recall (studio/rounds/get).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type GameHistoryPage = components['schemas']['GameHistoryPage'];
export type GameRound = components['schemas']['GameRound'];
export type StudioRound = components['schemas']['StudioRound'];

const loadHistoryPage = (api: ApiClient) => fromPromise<GameHistoryPage, { skip: number; take: number }>(async ({ input, signal }) =>
  unwrap(await api.POST('/customer/gamehistory', { body: { skip: input.skip, take: input.take }, signal })).data,
);

const loadRound = (api: ApiClient) => fromPromise<StudioRound, { roundId: string }>(async ({ input, signal }) =>
  unwrap(await api.POST('/studio/rounds/get', { body: { roundId: input.roundId }, signal })).data,
);

/** The history's I/O, closing over the API client the app edge provides. */
export const gameHistoryActors = (api: ApiClient) => ({
  loadHistoryPage: loadHistoryPage(api),
  loadRound: loadRound(api),
});
