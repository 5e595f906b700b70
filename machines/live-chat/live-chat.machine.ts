// Live chat (spec §1, §7): the third-party widget's script is injected when the chat-site-id and
// chat-div-id settings exist (enabled ones, keys lowercased by start-up); a script that fails, or has
// not loaded after 5000 ms, is retried once from the widget's standby address. The Live Chat buttons
// (header, bottom bar, the sign-up celebration) send `liveChat.open`, and so can a same-site frame
// with a window message `{"command":"liveChat.open"}`. Where no chat is configured, or it could not
// load, the built-in support chat (machines/support-chat, issue 16) opens instead: its panel, with the
// operator's first support link (WhatsApp, then Telegram) offered to a guest beside logging in.
import { assign, type EventObject, sendTo, setup } from 'xstate';
import { supportChatMachine } from '../support-chat/support-chat.machine';
import {
  type ChatConfig,
  injectScript,
  type LiveChatPorts,
  type PostMessageEvent,
  type WindowMessageEvent,
  windowMessages,
} from './live-chat.actors';

export const CHAT_SITE_ID_KEY = 'chat-site-id';
export const CHAT_DIV_ID_KEY = 'chat-div-id';
/** Optional overrides of the widget's script addresses. */
export const CHAT_SCRIPT_URL_KEY = 'chat-script-url';
export const CHAT_STANDBY_URL_KEY = 'chat-standby-url';
export const DEFAULT_CHAT_SCRIPT_URL = 'https://vue.comm100.com/livechat.ashx?siteId=';
export const DEFAULT_CHAT_STANDBY_URL = 'https://standby.comm100vue.com/livechat.ashx?siteId=';
/** Support links tried in order when the chat cannot open (site options, footer's links too). */
export const SUPPORT_LINK_KEYS = [
  'support-whatsapp-1',
  'support-telegram-1',
  'support-whatsapp-2',
  'support-telegram-2',
];

/** The message a frame posts to open the chat, and the ones the chat posts about itself. */
export const OPEN_COMMAND = 'liveChat.open';
export const READY_COMMAND = 'liveChat.ready';
export const OPENED_COMMAND = 'liveChat.opened';

export interface LiveChatInput {
  /** The enabled site options, keys lowercased. */
  settings: Record<string, string>;
  ports: LiveChatPorts;
  /** Whether a player is signed in (the session's persisted record); a guest's when not given. */
  isPlayer?: () => boolean;
}

interface LiveChatContext extends LiveChatInput {
  config: ChatConfig | null;
  supportLink: string | null;
  /** An open was asked for while the widget was still loading. */
  openWhenReady: boolean;
  /** Whether a player was logged in at the last open (a frame's open message does not say). */
  player: boolean;
}

/** `player`: whether a player is logged in (the built-in chat asks a guest to log in). */
export type LiveChatEvent =
  | { type: 'liveChat.open'; player?: boolean }
  | WindowMessageEvent
  /** Hub pushes, for the built-in chat. */
  | { type: 'hub.message'; command: string; message: unknown };

/** The widget's settings, or null when either id is missing. */
export function chatConfig(settings: Record<string, string>): ChatConfig | null {
  const siteId = settings[CHAT_SITE_ID_KEY]?.trim();
  const divId = settings[CHAT_DIV_ID_KEY]?.trim();
  if (!siteId || !divId) return null;
  return {
    siteId,
    divId,
    scriptUrl: settings[CHAT_SCRIPT_URL_KEY] || DEFAULT_CHAT_SCRIPT_URL,
    standbyUrl: settings[CHAT_STANDBY_URL_KEY] || DEFAULT_CHAT_STANDBY_URL,
  };
}

/** The first configured support link that is a web address. */
export function supportLink(settings: Record<string, string>): string | null {
  return SUPPORT_LINK_KEYS.map((key) => settings[key]).find((url) => url && /^https?:\/\//i.test(url)) ?? null;
}

const isOpenMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as Record<string, unknown>).command === OPEN_COMMAND;

export const liveChatMachine = setup({
  types: {
    input: {} as LiveChatInput,
    context: {} as LiveChatContext,
    events: {} as LiveChatEvent,
  },
  actors: { injectScript, windowMessages, supportChat: supportChatMachine },
  delays: {
    // Spec §9: live chat retry 5000 ms.
    'chat retry': 5000,
  },
  guards: {
    'is configured': ({ context }) => context.config !== null,
    'is an open message': ({ event }) => event.type === 'window.message' && isOpenMessage(event.data),
    'was asked to open': ({ context }) => context.openWhenReady,
  },
  actions: {
    'remember the open': assign({ openWhenReady: true }),
    'remember who opens': assign(({ context, event }) => ({
      player: event.type === 'liveChat.open' ? event.player === true : context.player,
    })),
    'open built-in chat': sendTo('supportChat', ({ context }) => ({ type: 'supportChat.open' as const, player: context.player })),
    'forward to built-in chat': sendTo('supportChat', ({ event }) => event as EventObject),
    'forget the open': assign({ openWhenReady: false }),
    post: sendTo(
      'messages',
      (_, params: { command: string }): PostMessageEvent => ({
        type: 'window.post',
        message: { command: params.command },
      }),
    ),
    // UI effects, provided at the app edge (src/app/create-app.ts).
    'open widget': (_, _params: { config: ChatConfig }) => {},
  },
}).createMachine({
  id: 'liveChat',
  context: ({ input }) => ({
    ...input,
    config: chatConfig(input.settings),
    supportLink: supportLink(input.settings),
    openWhenReady: false,
    player: false,
  }),
  invoke: { id: 'messages', src: 'windowMessages', input: ({ context }) => ({ ports: context.ports }) },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'is configured', target: 'loading' }, { target: 'fallback' }],
    },
    loading: {
      initial: 'main',
      on: {
        'liveChat.open': { actions: ['remember the open', 'remember who opens'] },
        'window.message': { guard: 'is an open message', actions: 'remember the open' },
      },
      states: {
        main: {
          invoke: {
            id: 'script',
            src: 'injectScript',
            input: ({ context }) => ({ ports: context.ports, config: context.config!, url: context.config!.scriptUrl }),
            onDone: { target: '#liveChat.ready' },
            onError: { target: 'waiting' },
          },
          // Still not loaded after 5 s: try the standby address as well.
          after: { 'chat retry': { target: 'standby' } },
        },
        waiting: {
          after: { 'chat retry': { target: 'standby' } },
        },
        standby: {
          invoke: {
            id: 'standbyScript',
            src: 'injectScript',
            input: ({ context }) => ({
              ports: context.ports,
              config: context.config!,
              url: context.config!.standbyUrl,
            }),
            onDone: { target: '#liveChat.ready' },
            onError: { target: '#liveChat.fallback' },
          },
        },
      },
    },
    ready: {
      tags: ['widget'],
      entry: [{ type: 'post', params: { command: READY_COMMAND } }],
      always: {
        guard: 'was asked to open',
        actions: [
          'forget the open',
          { type: 'open widget', params: ({ context }) => ({ config: context.config! }) },
          { type: 'post', params: { command: OPENED_COMMAND } },
        ],
      },
      on: {
        'liveChat.open': {
          actions: [
            { type: 'open widget', params: ({ context }) => ({ config: context.config! }) },
            { type: 'post', params: { command: OPENED_COMMAND } },
          ],
        },
        'window.message': {
          guard: 'is an open message',
          actions: [
            { type: 'open widget', params: ({ context }) => ({ config: context.config! }) },
            { type: 'post', params: { command: OPENED_COMMAND } },
          ],
        },
      },
    },
    // No chat configured, or it could not load: the built-in support chat stands in.
    fallback: {
      invoke: {
        id: 'supportChat',
        src: 'supportChat',
        input: ({ context }) => ({ supportLink: context.supportLink, player: context.isPlayer?.() ?? false }),
      },
      always: {
        guard: 'was asked to open',
        actions: ['forget the open', 'open built-in chat'],
      },
      on: {
        'liveChat.open': { actions: ['remember who opens', 'open built-in chat'] },
        'window.message': { guard: 'is an open message', actions: 'open built-in chat' },
        'hub.message': { actions: 'forward to built-in chat' },
      },
    },
  },
});
