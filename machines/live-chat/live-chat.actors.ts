// Live chat I/O: injecting the widget's script, and the window's messages (received and posted). The
// browser parts come from the app edge through LiveChatPorts, so the machine's tests run without a DOM.
import { fromCallback, fromPromise } from 'xstate';

/** The widget's settings (spec §7: chat-site-id and chat-div-id), resolved to script addresses. */
export interface ChatConfig {
  siteId: string;
  divId: string;
  /** The widget script; `siteId` is appended. */
  scriptUrl: string;
  /** The widget's standby server, tried when the first script fails or is slow. */
  standbyUrl: string;
}

export interface LiveChatPorts {
  /** Adds the widget's script tag (with its button container); settles when the script loaded or failed. */
  injectScript(config: ChatConfig, url: string): Promise<void>;
  /** Listens to the window's `message` events; returns the unsubscribe. */
  listenMessages(listener: (data: unknown) => void): () => void;
  /** Posts a message to the window (as a JSON string, the way the widget exchanges them). */
  postMessage(message: Record<string, unknown>): void;
}

export const injectScript = fromPromise<void, { ports: LiveChatPorts; config: ChatConfig; url: string }>(({ input }) =>
  input.ports.injectScript(input.config, input.url),
);

/** Spec §7: JSON strings are parsed; anything else is passed on as it came. */
export function parseMessage(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

export type WindowMessageEvent = { type: 'window.message'; data: unknown };
export type PostMessageEvent = { type: 'window.post'; message: Record<string, unknown> };

/** Receives the window's messages (parsed) and posts the ones the machine sends it. */
export const windowMessages = fromCallback<PostMessageEvent, { ports: LiveChatPorts }>(
  ({ input, sendBack, receive }) => {
    receive((event) => input.ports.postMessage(event.message));
    return input.ports.listenMessages((data) => sendBack({ type: 'window.message', data: parseMessage(data) }));
  },
);
