// The built-in support chat panel (issue 16): where no third-party chat widget is configured, the Live
// Chat buttons open this panel. A guest is asked to log in (the chat belongs to an account, so support
// sees who writes); a player's conversation loads, they write, and the operators' answers arrive live:
// the hub's `SupportChat` push makes the panel read the lines after the last it shows. A push that comes
// while those lines are being read is remembered and read again after, so none is missed.
// While the panel is closed, a player's unread count (support's replies after their read marker, kept by
// the server) is read at the session's start and again at every push: the Live Chat buttons show it as a
// badge. Showing the lines moves the marker (markSupportChatRead), so a reload or another device agrees.
// When the session ends (logout, expiry, ended from the hub) the panel closes and the conversation leaves
// memory, so whoever logs in next on this browser sees nothing of it.
import { assign, setup, spawnChild } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { listen } from '../shared/listen';
import {
  supportChatActors,
  SUPPORT_CHAT_COMMAND,
  SUPPORT_MESSAGE_MAX,
  type SupportConversation,
  type SupportMessage,
  type SupportMessageList,
} from './support-chat.actors';

export interface SupportChatInput {
  /** A support link (WhatsApp, Telegram) a guest may use instead of logging in; null when none is set. */
  supportLink: string | null;
  /** Whether a player is signed in when the chat starts (its code arrives late); later changes are the session's news. */
  player?: boolean;
}

interface SupportChatContext extends SupportChatInput {
  conversationId: number | null;
  status: SupportConversation['status'] | null;
  messages: SupportMessage[];
  draft: string;
  /** The server's refusal of the last load or send, shown in the panel. */
  error: string | null;
  /** A push arrived while new lines were being read: read again once done. */
  stale: boolean;
  /** Whether a player's session is on (told by the session, and by an open). */
  player: boolean;
  /** Support's replies the player has not seen: the Live Chat buttons' badge while the panel is closed. */
  unread: number;
  /** The last line id the panel marked read (0: none yet). */
  readUpTo: number;
}

export type SupportChatEvent =
  | { type: 'supportChat.open'; player: boolean }
  | { type: 'supportChat.close' }
  | { type: 'supportChat.login' }
  | { type: 'supportChat.retry' }
  | { type: 'supportChat.draft.changed'; text: string }
  | { type: 'supportChat.sent' }
  | { type: 'hub.message'; command: string; message: unknown }
  /** The session's news (machines/session emits it): a token when a session begins, null when it ends. */
  | { type: 'session.token.changed'; token: string | null };

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

export const supportChatMachine = setup({
  types: {
    input: {} as SupportChatInput,
    context: {} as SupportChatContext,
    events: {} as SupportChatEvent,
  },
  // Provided at the app edge with the player's API client: supportChatActors(api).
  actors: { ...supportChatActors(apiNotProvided('supportChat')), listen },
  guards: {
    'is a player': ({ event }) => event.type === 'supportChat.open' && event.player,
    'is signed in': ({ context }) => context.player,
    'session ended': ({ event }) => event.type === 'session.token.changed' && event.token === null,
    'session began': ({ context, event }) => event.type === 'session.token.changed' && event.token !== null && !context.player,
    'has unseen replies': ({ context }) => context.unread > 0 || context.messages.some((message) => message.author === 'operator' && message.id > context.readUpTo),
    'has a draft': ({ context }) => context.draft.trim().length > 0 && [...context.draft.trim()].length <= SUPPORT_MESSAGE_MAX,
    'is a support push': ({ event }) => event.type === 'hub.message' && event.command === SUPPORT_CHAT_COMMAND,
    'is stale': ({ context }) => context.stale,
    'is unauthorized': ({ event }) => (event as { error?: { status?: number } }).error?.status === 401,
  },
  actions: {
    'set conversation': assign((_, params: { conversation: SupportConversation | null }) =>
      params.conversation
        ? { conversationId: params.conversation.id, status: params.conversation.status, messages: params.conversation.messages, unread: params.conversation.unread, error: null }
        : { conversationId: null, status: null, messages: [], unread: 0, error: null },
    ),
    'set unread': assign((_, params: { conversation: SupportConversation | null }) => ({ unread: params.conversation?.unread ?? 0 })),
    'note player': assign({ player: true }),
    // Nothing of the last player's chat stays in memory: the next one on this browser starts blank.
    'forget conversation': assign({ player: false, conversationId: null, status: null, messages: [], draft: '', error: null, stale: false, unread: 0, readUpTo: 0 }),
    // The lines are on screen: the server's marker moves to the last (fire and forget; a failure is retried
    // by the next showing, and the count it would fix is the server's to tell).
    'mark shown lines read': spawnChild('markRead', { input: ({ context }) => ({ upTo: lastId(context) }) }),
    'note read': assign(({ context }) => ({ unread: 0, readUpTo: lastId(context) })),
    'add new messages': assign(({ context }, params: { list: SupportMessageList }) => {
      // A line the send already showed may come again; a new conversation (the last was closed) starts over.
      const sameConversation = params.list.conversationId === context.conversationId;
      const known = new Set(sameConversation ? context.messages.map((message) => message.id) : []);
      const kept = sameConversation ? context.messages : [];
      return {
        conversationId: params.list.conversationId,
        messages: [...kept, ...params.list.items.filter((message) => !known.has(message.id))],
      };
    }),
    'set draft': assign((_, params: { text: string }) => ({ draft: params.text })),
    'clear draft': assign({ draft: '' }),
    'set error': assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    'clear error': assign({ error: null }),
    'mark stale': assign({ stale: true }),
    'note pushed status': assign(({ context, event }) => ({
      status: (event.type === 'hub.message' ? pushedStatus(event.message) : null) ?? context.status,
    })),
    'clear stale': assign({ stale: false }),
    // UI effect, provided at the app edge: the login dialog.
    'open login': () => {},
  },
}).createMachine({
  id: 'supportChat',
  context: ({ input }) => ({ ...input, conversationId: null, status: null, messages: [], draft: '', error: null, stale: false, player: input.player ?? false, unread: 0, readUpTo: 0 }),
  // The session tells when a session begins or ends (machines/shared/listen.ts); alone, nothing is heard.
  invoke: { id: 'sessionNews', src: 'listen', input: { systemId: 'session', types: ['session.token.changed'] } },
  on: {
    // Logout, expiry, a 401, the hub ending the session: the panel closes and forgets the conversation.
    'session.token.changed': [
      { guard: 'session ended', target: '.hidden', actions: 'forget conversation' },
      { guard: 'session began', target: '.hidden', actions: ['forget conversation', 'note player'] },
    ],
  },
  initial: 'hidden',
  states: {
    hidden: {
      initial: 'checking',
      on: {
        'supportChat.open': [{ guard: 'is a player', target: 'chat', actions: 'note player' }, { target: 'guest' }],
      },
      states: {
        checking: {
          always: [{ guard: 'is signed in', target: 'counting' }, { target: 'idle' }],
        },
        // A guest: no chat, no badge.
        idle: {},
        // The player's unread count, for the badge (a push meanwhile asks again from the start).
        counting: {
          invoke: {
            src: 'loadConversation',
            onDone: { target: 'counted', actions: { type: 'set unread', params: ({ event }) => ({ conversation: event.output }) } },
            onError: { target: 'counted' },
          },
          on: { 'hub.message': { guard: 'is a support push', target: 'counting', reenter: true } },
        },
        counted: {
          on: { 'hub.message': { guard: 'is a support push', target: 'counting' } },
        },
      },
    },
    guest: {
      tags: ['open'],
      on: {
        'supportChat.login': { target: 'hidden', actions: 'open login' },
        'supportChat.close': { target: 'hidden' },
        'supportChat.open': { guard: 'is a player', target: 'chat' },
      },
    },
    chat: {
      tags: ['open'],
      initial: 'loading',
      on: {
        // What was shown is read: the count starts from nothing.
        'supportChat.close': { target: '#supportChat.hidden.counted' },
        'supportChat.draft.changed': { actions: { type: 'set draft', params: ({ event }) => ({ text: event.text }) } },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadConversation',
            onDone: { target: 'ready', actions: { type: 'set conversation', params: ({ event }) => ({ conversation: event.output }) } },
            onError: [
              { guard: 'is unauthorized', target: '#supportChat.guest' },
              { target: 'failed', actions: { type: 'set error', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        failed: {
          on: { 'supportChat.retry': { target: 'loading' } },
        },
        ready: {
          // Lines on screen are read lines: the server's marker follows (and so does the badge elsewhere).
          always: { guard: 'has unseen replies', actions: ['mark shown lines read', 'note read'] },
          on: {
            'supportChat.sent': { guard: 'has a draft', target: 'sending' },
            'hub.message': { guard: 'is a support push', target: 'catchingUp', actions: 'note pushed status' },
          },
        },
        sending: {
          tags: ['sending'],
          invoke: {
            src: 'sendMessage',
            input: ({ context }) => ({ body: context.draft.trim() }),
            onDone: {
              target: 'ready',
              actions: ['clear draft', { type: 'set conversation', params: ({ event }) => ({ conversation: event.output }) }],
            },
            onError: [
              { guard: 'is unauthorized', target: '#supportChat.guest' },
              { target: 'ready', actions: { type: 'set error', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
          on: { 'hub.message': { guard: 'is a support push', actions: ['mark stale', 'note pushed status'] } },
        },
        catchingUp: {
          entry: 'clear stale',
          invoke: {
            src: 'loadNewMessages',
            input: ({ context }) => ({ after: lastId(context) }),
            onDone: [
              { guard: 'is stale', target: 'catchingUp', reenter: true, actions: { type: 'add new messages', params: ({ event }) => ({ list: event.output }) } },
              { target: 'ready', actions: { type: 'add new messages', params: ({ event }) => ({ list: event.output }) } },
            ],
            onError: { target: 'ready', actions: { type: 'set error', params: ({ event }) => ({ error: event.error }) } },
          },
          on: { 'hub.message': { guard: 'is a support push', actions: ['mark stale', 'note pushed status'] } },
        },
      },
    },
  },
});

/** The id of the last line shown (0 when none): new lines are those after it. */
function lastId(context: SupportChatContext): number {
  return context.messages.at(-1)?.id ?? 0;
}

const STATUSES: ReadonlyArray<SupportConversation['status']> = ['open', 'assigned', 'closed'];

/** The conversation's status a push carries (server/support/chat.ts SupportChatPush), or null. */
export function pushedStatus(message: unknown): SupportConversation['status'] | null {
  const status = typeof message === 'object' && message !== null ? (message as { status?: unknown }).status : null;
  return STATUSES.includes(status as never) ? (status as SupportConversation['status']) : null;
}
