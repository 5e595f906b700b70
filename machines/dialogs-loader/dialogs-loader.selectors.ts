// Named selectors over the dialogs loader.
import type { SnapshotFrom } from 'xstate';
import type { DialogName } from '../dialogs/dialogs.machine';
import type { dialogsLoaderMachine } from './dialogs-loader.machine';

export type DialogsLoaderSnapshot = SnapshotFrom<typeof dialogsLoaderMachine>;

/** The dialogs actor, or null until its code arrived. */
export const selectLoadedDialogs = (snapshot: DialogsLoaderSnapshot) => snapshot.context.dialogs;
export const selectIsLoadingDialogs = (snapshot: DialogsLoaderSnapshot) => snapshot.matches('loading');

/** The open dialog, or the one asked for while the dialogs' code loads; null when none. */
export const selectRequestedDialog = (snapshot: DialogsLoaderSnapshot): DialogName | null => {
  const dialogs = snapshot.context.dialogs;
  // Read from the state value (one state per dialog): the dialogs' selectors would bring their code along.
  if (dialogs) {
    const value = dialogs.getSnapshot().value;
    return value === 'closed' ? null : (value as DialogName);
  }
  return snapshot.context.pending?.dialog ?? null;
};
