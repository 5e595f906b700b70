// How components reach the built-in support chat: it runs inside the live chat (machines/live-chat,
// when no third-party widget is configured), whose code arrives on first use (machines/late-child).
// Until then there is no chat actor and nothing shows.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectLiveChatRef } from '../../../machines/app/app.selectors';
import { selectLoadedChild } from '../../../machines/late-child/late-child.selectors';
import type { liveChatMachine } from '../../../machines/live-chat/live-chat.machine';
import type { supportChatMachine } from '../../../machines/support-chat/support-chat.machine';
import { selectUnreadBadge } from '../../../machines/support-chat/support-chat.selectors';
import { useAppActor } from '../../app/app-context';

export type SupportChatRef = ActorRefFrom<typeof supportChatMachine>;
type LiveChatRef = ActorRefFrom<typeof liveChatMachine>;

/** The built-in chat's actor once the live chat runs without a widget; undefined otherwise. */
export function useSupportChatRef(): SupportChatRef | undefined {
  const loader = useSelector(useAppActor(), selectLiveChatRef);
  const liveChat = useSelector(loader ?? undefined, (snapshot) => (snapshot ? (selectLoadedChild(snapshot) as LiveChatRef | null) : null));
  return useSelector(liveChat ?? undefined, (snapshot) => snapshot?.children.supportChat as SupportChatRef | undefined);
}

/** Support's unread replies while the panel is closed: the Live Chat buttons' badge (0 until the chat runs). */
export function useSupportChatUnread(): number {
  const chat = useSupportChatRef();
  return useSelector(chat, (snapshot) => (snapshot ? selectUnreadBadge(snapshot) : 0));
}
