// Named selectors over the start-up popup.
import type { SnapshotFrom } from 'xstate';
import type { popupMachine } from './popup.machine';

export type PopupSnapshot = SnapshotFrom<typeof popupMachine>;

export const selectIsPopupOpen = (snapshot: PopupSnapshot) => snapshot.hasTag('open');
export const selectPopup = (snapshot: PopupSnapshot) => snapshot.context.popup;
