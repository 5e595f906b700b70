// Support chat I/O: the player's conversation, the lines after the last one shown, and sending a line,
// each one call through the API client (issue 16). The hub's `SupportChat` push only says something
// changed; the panel reads the new lines here, so a push lost while the link was down costs nothing.
import { type EventObject, fromCallback, fromPromise } from 'xstate';
import { BACKGROUND_CALL, type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';

export type SupportConversation = components['schemas']['SupportConversation'];
export type SupportMessage = components['schemas']['SupportMessage'];
export type SupportMessageList = components['schemas']['SupportMessageList'];

/** The hub command the server pushes for support chat changes (server/support/chat.ts). */
export const SUPPORT_CHAT_COMMAND = 'SupportChat';

/** The server's limit on one line, in characters (the server checks it again after cleaning). */
export const SUPPORT_MESSAGE_MAX = 1000;

export const loadConversation = fromPromise<SupportConversation | null, { api: ApiClient }>(async ({ input, signal }) => {
  return unwrap(await input.api.GET('/customer/support/conversation', { signal, headers: BACKGROUND_CALL })).data;
});

export const loadNewMessages = fromPromise<SupportMessageList, { api: ApiClient; after: number }>(async ({ input, signal }) => {
  return unwrap(await input.api.GET('/customer/support/messages', { params: { query: { after: input.after } }, signal, headers: BACKGROUND_CALL })).data;
});

export const sendMessage = fromPromise<SupportConversation | null, { api: ApiClient; body: string }>(async ({ input, signal }) => {
  return unwrap(await input.api.POST('/customer/support/messages', { body: { body: input.body }, signal })).data;
});

/**
 * Moves the player's read marker up to the last line shown and answers what stays unread; null when the
 * call failed (the next showing marks again: nothing depends on this one landing).
 */
export const markRead = fromPromise<number | null, { api: ApiClient; upTo: number }>(async ({ input }) => {
  try {
    return unwrap(await input.api.POST('/customer/support/read', { body: { upTo: input.upTo }, headers: BACKGROUND_CALL })).data.unread;
  } catch {
    return null;
  }
});

/**
 * The session's news for the chat: where it stands when the chat starts (its code arrives late, often after
 * the session began, which an emitted event cannot tell afterwards: so the token is read once from the
 * session's snapshot), then every `session.token.changed` it emits (machines/shared/listen.ts). Alone (a
 * machine test), there is no session and nothing is told.
 */
export const sessionNews = fromCallback<EventObject>(({ system, sendBack }) => {
  const session = system.get('session');
  if (!session) return undefined;
  const snapshot = session.getSnapshot() as { context?: { auth?: { token?: string } | null } };
  sendBack({ type: 'session.token.changed', token: snapshot.context?.auth?.token ?? null });
  const subscription = session.on('session.token.changed', (event: EventObject) => sendBack(event));
  return () => subscription.unsubscribe();
});
