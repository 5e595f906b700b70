// Support chat I/O: the player's conversation, the lines after the last one shown, and sending a line,
// each one call through the API client (issue 16). The hub's `SupportChat` push only says something
// changed; the panel reads the new lines here, so a push lost while the link was down costs nothing.
import { fromPromise } from 'xstate';
import { BACKGROUND_CALL, type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type SupportConversation = components['schemas']['SupportConversation'];
export type SupportMessage = components['schemas']['SupportMessage'];
export type SupportMessageList = components['schemas']['SupportMessageList'];

/** The hub command the server pushes for support chat changes (server/support/chat.ts). */
export const SUPPORT_CHAT_COMMAND = 'SupportChat';

/** The server's limit on one line, in characters (the server checks it again after cleaning). */
export const SUPPORT_MESSAGE_MAX = 1000;

/** The chat's calls, closing over the API client the app edge provides. */
export const supportChatActors = (api: ApiClient) => ({
  loadConversation: fromPromise<SupportConversation | null>(async ({ signal }) => {
    return unwrap(await api.GET('/customer/support/conversation', { signal, headers: BACKGROUND_CALL })).data;
  }),
  loadNewMessages: fromPromise<SupportMessageList, { after: number }>(async ({ input, signal }) => {
    return unwrap(await api.GET('/customer/support/messages', { params: { query: { after: input.after } }, signal, headers: BACKGROUND_CALL })).data;
  }),
  sendMessage: fromPromise<SupportConversation | null, { body: string }>(async ({ input, signal }) => {
    return unwrap(await api.POST('/customer/support/messages', { body: { body: input.body }, signal })).data;
  }),
  /**
   * Moves the player's read marker up to the last line shown and answers what stays unread; null when the
   * call failed (the next showing marks again: nothing depends on this one landing).
   */
  markRead: fromPromise<number | null, { upTo: number }>(async ({ input }) => {
    try {
      return unwrap(await api.POST('/customer/support/read', { body: { upTo: input.upTo }, headers: BACKGROUND_CALL })).data.unread;
    } catch {
      return null;
    }
  }),
});
