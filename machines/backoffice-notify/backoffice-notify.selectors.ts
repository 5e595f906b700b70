// Named selectors over the notifications screen.
import type { SnapshotFrom } from 'xstate';
import type { notifyMachine } from './backoffice-notify.machine';

export type NotifySnapshot = SnapshotFrom<typeof notifyMachine>;

export const selectForm = (snapshot: NotifySnapshot) => ({
  audience: snapshot.context.audience,
  player: snapshot.context.player,
  title: snapshot.context.title,
  note: snapshot.context.note,
});
export const selectCanSend = (snapshot: NotifySnapshot) => snapshot.can({ type: 'notify.submitted' });
export const selectIsConfirming = (snapshot: NotifySnapshot) => snapshot.hasTag('open');
export const selectIsBusy = (snapshot: NotifySnapshot) => snapshot.hasTag('busy');
