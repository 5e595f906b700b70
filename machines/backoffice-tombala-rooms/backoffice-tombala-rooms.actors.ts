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

export const loadRooms = fromPromise<OpsTombalaRoom[], { api: ApiClient }>(
  async ({ input, signal }) => unwrap(await input.api.GET('/ops/studio/tombala/rooms', { signal })).data.items,
);

export const updateRoom = fromPromise<SavedRoom, { api: ApiClient; id: string; change: TombalaRoomChange }>(async ({ input, signal }) => {
  const answer = unwrap(await input.api.POST('/ops/studio/tombala/rooms/{roomId}', { params: { path: { roomId: input.id } }, body: input.change, signal }));
  return { room: answer.data, message: answer.message };
});

export const createRoom = fromPromise<SavedRoom, { api: ApiClient; room: TombalaRoomCreate }>(async ({ input, signal }) => {
  const answer = unwrap(await input.api.POST('/ops/studio/tombala/rooms', { body: input.room, signal }));
  return { room: answer.data, message: answer.message };
});
