// Tombala rooms I/O (issue 21, "a pool or fixed prize table per room (operator setting)"): every room with its
// settings and current game (opsListTombalaRooms), a new room (opsCreateTombalaRoom) and a change to one
// (opsUpdateTombalaRoom). The server answers the stored room and its message in the operator's language.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

type Schemas = components['schemas'];
export type OpsTombalaRoom = Schemas['OpsTombalaRoom'];
export type TombalaRoomChange = Schemas['OpsTombalaRoomChange'];
export type TombalaRoomCreate = Schemas['OpsTombalaRoomCreate'];

export interface SavedRoom {
  room: OpsTombalaRoom;
  message: string;
}

/** The tombala rooms screen's I/O, closing over the API client the app edge provides. */
export const tombalaRoomsActors = (api: ApiClient) => ({
  loadRooms: fromPromise<OpsTombalaRoom[]>(
    async ({ signal }) => unwrap(await api.GET('/ops/studio/tombala/rooms', { signal })).data.items,
  ),
  updateRoom: fromPromise<SavedRoom, { id: string; change: TombalaRoomChange }>(async ({ input, signal }) => {
    const answer = unwrap(await api.POST('/ops/studio/tombala/rooms/{roomId}', { params: { path: { roomId: input.id } }, body: input.change, signal }));
    return { room: answer.data, message: answer.message };
  }),
  createRoom: fromPromise<SavedRoom, { room: TombalaRoomCreate }>(async ({ input, signal }) => {
    const answer = unwrap(await api.POST('/ops/studio/tombala/rooms', { body: input.room, signal }));
    return { room: answer.data, message: answer.message };
  }),
});
