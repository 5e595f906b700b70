// Game history I/O: a page of the player's rounds (customer/gamehistory) and one studio round in
// full for its recall (studio/rounds/get).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type GameHistoryPage = components['schemas']['GameHistoryPage'];
export type GameRound = components['schemas']['GameRound'];
export type StudioRound = components['schemas']['StudioRound'];

export const loadHistoryPage = fromPromise<GameHistoryPage, { api: ApiClient; skip: number; take: number }>(async ({ input, signal }) =>
  unwrap(await input.api.POST('/customer/gamehistory', { body: { skip: input.skip, take: input.take }, signal })).data,
);

export const loadRound = fromPromise<StudioRound, { api: ApiClient; roundId: string }>(async ({ input, signal }) =>
  unwrap(await input.api.POST('/studio/rounds/get', { body: { roundId: input.roundId }, signal })).data,
);
