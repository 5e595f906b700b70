// The themed slots' one call: a paid spin (and its free spins or hold-and-win respins) through the slot's
// endpoint, with a fresh request id per click (a retry of the same id would answer the same round).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import { tryFromKurus } from '../shared/money';

export type StudioRound = components['schemas']['StudioRound'];

export interface SpinInput {
  token: string;
  /** Kuruş. */
  bet: number;
  requestId: string;
}

const spinReels = (api: ApiClient) => fromPromise<StudioRound, SpinInput>(async ({ input, signal }) => {
  const { data } = unwrap(
    await api.POST('/studio/slot/spin', { body: { token: input.token, requestId: input.requestId, bet: tryFromKurus(input.bet) }, signal }),
  );
  return data;
});

/** The reels' I/O, closing over the API client the page provides. */
export const studioReelsActors = (api: ApiClient) => ({
  spinReels: spinReels(api),
});
