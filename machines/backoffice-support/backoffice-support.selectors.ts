// Named selectors over the support chat screen.
import type { SnapshotFrom } from 'xstate';
import type { supportMachine } from './backoffice-support.machine';

export type SupportSnapshot = SnapshotFrom<typeof supportMachine>;

export const selectView = (snapshot: SupportSnapshot) => snapshot.context.view;
export const selectItems = (snapshot: SupportSnapshot) => snapshot.context.items;
export const selectSelectedId = (snapshot: SupportSnapshot) => snapshot.context.selectedId;
export const selectConversation = (snapshot: SupportSnapshot) => snapshot.context.conversation;
export const selectPlayer = (snapshot: SupportSnapshot) => snapshot.context.player;
export const selectColleagues = (snapshot: SupportSnapshot) => snapshot.context.colleagues;
export const selectDraft = (snapshot: SupportSnapshot) => snapshot.context.draft;
export const selectTransferTo = (snapshot: SupportSnapshot) => snapshot.context.transferTo;
export const selectIsLoaded = (snapshot: SupportSnapshot) => !snapshot.matches('failed') && !(snapshot.matches('loading') && snapshot.context.items.length === 0 && snapshot.context.conversation === null);
export const selectHasFailed = (snapshot: SupportSnapshot) => snapshot.matches('failed');
export const selectIsBusy = (snapshot: SupportSnapshot) => snapshot.hasTag('busy');
export const selectCanClaim = (snapshot: SupportSnapshot) => snapshot.can({ type: 'support.claimed' });
export const selectCanReply = (snapshot: SupportSnapshot) => snapshot.can({ type: 'support.replied' });
export const selectCanTransfer = (snapshot: SupportSnapshot) => snapshot.can({ type: 'support.transferred' });
export const selectCanClose = (snapshot: SupportSnapshot) => snapshot.can({ type: 'support.closed' });
