// Where the built-in support chat's panel mounts (issue 16): nothing until the Live Chat buttons opened
// it; the panel's code loads then. This module itself loads once the live chat's code arrived
// (src/layout/shell-extras.tsx), so the first load carries none of it.
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectIsPanelOpen } from '../../../machines/support-chat/support-chat.selectors';
import { useSupportChatRef } from './hooks';

const SupportChatPanel = lazy(() => import('./support-chat-panel'));

export default function SupportChatDock() {
  const chat = useSupportChatRef();
  const open = useSelector(chat, (snapshot) => (snapshot ? selectIsPanelOpen(snapshot) : false));
  if (!chat || !open) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatPanel chat={chat} />
    </Suspense>
  );
}
