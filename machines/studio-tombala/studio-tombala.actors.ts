// The tombala page's I/O through the contract's typed client with the page's launch token: the room's
// state (rooms, the current game, the player's tickets, the last games) and the ticket purchase.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type TombalaState = components['schemas']['StudioTombalaState'];
export type TombalaGame = components['schemas']['StudioTombalaGame'];

export interface TombalaCallInput {
  token: string;
  roomId: string | null;
}

const fetchTombalaState = (api: ApiClient) => fromPromise<TombalaState, TombalaCallInput>(async ({ input, signal }) => {
  const body = { token: input.token, ...(input.roomId ? { roomId: input.roomId } : {}) };
  return unwrap(await api.POST('/studio/tombala/state', { body, signal })).data;
});

const buyTombalaTickets = (api: ApiClient) => fromPromise<TombalaState, TombalaCallInput & { roomId: string; count: number; requestId: string }>(
  async ({ input, signal }) =>
    unwrap(
      await api.POST('/studio/tombala/buy', {
        body: { token: input.token, roomId: input.roomId, count: input.count, requestId: input.requestId },
        signal,
      }),
    ).data,
);

/** The rooms' I/O, closing over the API client the page provides. */
export const studioTombalaActors = (api: ApiClient) => ({
  fetchTombalaState: fetchTombalaState(api),
  buyTombalaTickets: buyTombalaTickets(api),
});
