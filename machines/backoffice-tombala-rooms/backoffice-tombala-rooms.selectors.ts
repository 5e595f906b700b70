// Named selectors over the Tombala rooms actor.
import type { SnapshotFrom } from 'xstate';
import { draftErrors, type RoomErrors, type tombalaRoomsMachine } from './backoffice-tombala-rooms.machine';

type TombalaRoomsSnapshot = SnapshotFrom<typeof tombalaRoomsMachine>;

const NO_ERRORS: RoomErrors = {};
let lastErrors: { draft: unknown; rooms: unknown; errors: RoomErrors } | null = null;

export const selectRooms = (snapshot: TombalaRoomsSnapshot) => snapshot.context.rooms;
export const selectRoomDraft = (snapshot: TombalaRoomsSnapshot) => snapshot.context.draft;
/** The room as stored, while its draft is open (null for a new room). */
export const selectEditedRoom = (snapshot: TombalaRoomsSnapshot) =>
  snapshot.context.draft && !snapshot.context.draft.isNew ? (snapshot.context.rooms?.find((room) => room.id === snapshot.context.draft!.id) ?? null) : null;
/** Each field of the draft that cannot be sent, and why (the same object while the draft is the same, for React). */
export const selectDraftErrors = (snapshot: TombalaRoomsSnapshot): RoomErrors => {
  const { draft, rooms } = snapshot.context;
  if (!draft) return NO_ERRORS;
  if (lastErrors?.draft !== draft || lastErrors.rooms !== rooms) lastErrors = { draft, rooms, errors: draftErrors(draft, rooms ?? []) };
  return lastErrors.errors;
};
export const selectRoomRefusal = (snapshot: TombalaRoomsSnapshot) => snapshot.context.refusal;
export const selectIsTombalaBusy = (snapshot: TombalaRoomsSnapshot) => snapshot.hasTag('loading');
export const selectHaveTombalaRoomsFailed = (snapshot: TombalaRoomsSnapshot) => snapshot.hasTag('error');
export const selectIsConfirmingOff = (snapshot: TombalaRoomsSnapshot) => snapshot.matches({ editing: 'confirmingOff' });
export const selectCanSaveRoom = (snapshot: TombalaRoomsSnapshot) => snapshot.can({ type: 'tombala.saved' });
/** Tombala's share of the pool as the draft's shares leave it (100 − çinko − ikinci), null until both are whole numbers. */
export const selectTombalaShare = (snapshot: TombalaRoomsSnapshot): number | null => {
  const draft = snapshot.context.draft;
  if (!draft || !/^\d{1,3}$/.test(draft.splitCinko.trim()) || !/^\d{1,3}$/.test(draft.splitIkinci.trim())) return null;
  return 100 - Number(draft.splitCinko.trim()) - Number(draft.splitIkinci.trim());
};
