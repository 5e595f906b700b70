// Named selectors over the support chat panel.
import type { SnapshotFrom } from 'xstate';
import type { supportChatMachine } from './support-chat.machine';

export type SupportChatSnapshot = SnapshotFrom<typeof supportChatMachine>;

export const selectIsPanelOpen = (snapshot: SupportChatSnapshot) => snapshot.hasTag('open');
export const selectIsGuest = (snapshot: SupportChatSnapshot) => snapshot.matches('guest');
export const selectIsLoading = (snapshot: SupportChatSnapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: SupportChatSnapshot) => snapshot.matches({ chat: 'failed' });
export const selectIsSending = (snapshot: SupportChatSnapshot) => snapshot.hasTag('sending');
export const selectMessages = (snapshot: SupportChatSnapshot) => snapshot.context.messages;
export const selectDraft = (snapshot: SupportChatSnapshot) => snapshot.context.draft;
export const selectStatus = (snapshot: SupportChatSnapshot) => snapshot.context.status;
export const selectError = (snapshot: SupportChatSnapshot) => snapshot.context.error;
export const selectSupportLink = (snapshot: SupportChatSnapshot) => snapshot.context.supportLink;
/** The Send button is enabled when a draft could go. */
export const selectCanSend = (snapshot: SupportChatSnapshot) => snapshot.can({ type: 'supportChat.sent' });
/** The Live Chat buttons' badge: support's unread replies while the panel is closed (0: no badge). */
export const selectUnreadBadge = (snapshot: SupportChatSnapshot) => (snapshot.hasTag('open') ? 0 : snapshot.context.unread);
