// Named selectors over the live chat.
import type { SnapshotFrom } from 'xstate';
import type { liveChatMachine } from './live-chat.machine';

export type LiveChatSnapshot = SnapshotFrom<typeof liveChatMachine>;

/** The third-party widget loaded and answers the Live Chat buttons. */
export const selectIsWidgetReady = (snapshot: LiveChatSnapshot) => snapshot.hasTag('widget');
/** Where the Live Chat buttons lead without the widget (a support link), or null. */
export const selectSupportLink = (snapshot: LiveChatSnapshot) => snapshot.context.supportLink;
