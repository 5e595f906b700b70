// The tombala page's I/O through the contract's typed client with the page's launch token: the room's
// state (rooms, the current game, the player's tickets, the last games) and the ticket purchase.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type TombalaState = components['schemas']['StudioTombalaState'];
export type TombalaGame = components['schemas']['StudioTombalaGame'];

export interface TombalaCallInput {
  api: ApiClient;
  token: string;
  roomId: string | null;
}

export const fetchTombalaState = fromPromise<TombalaState, TombalaCallInput>(async ({ input, signal }) => {
  const body = { token: input.token, ...(input.roomId ? { roomId: input.roomId } : {}) };
  return unwrap(await input.api.POST('/studio/tombala/state', { body, signal })).data;
});

export const buyTombalaTickets = fromPromise<TombalaState, TombalaCallInput & { roomId: string; count: number; requestId: string }>(
  async ({ input, signal }) =>
    unwrap(
      await input.api.POST('/studio/tombala/buy', {
        body: { token: input.token, roomId: input.roomId, count: input.count, requestId: input.requestId },
        signal,
      }),
    ).data,
);
