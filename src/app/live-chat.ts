// The live chat widget in the browser (machines/live-chat names these; this binds them): its script
// tag and button container, the window's messages, and opening the widget. The widget these settings
// belong to (a site id and a button's div id, a standby server after 5 s) exposes a global API object;
// `open_chat_window` opens its chat for the configured button.
import type { ChatConfig, LiveChatPorts } from '../../machines/live-chat/live-chat.actors';
import type { Translate } from '../i18n/translate';

interface ChatApi {
  chat_buttons?: Array<{ code_plan: string; div_id: string }>;
  site_id?: number | string;
  main_code_plan?: string;
  loaded?: boolean;
  open_chat_window?: (event: unknown, plan: string) => void;
}

declare global {
  interface Window {
    Comm100API?: ChatApi;
  }
}

const buttonId = (config: ChatConfig) => `comm100-button-${config.divId}`;

export const liveChatPorts: LiveChatPorts = {
  injectScript(config, url) {
    // The widget finds its button container and its settings on the page before its script runs.
    if (!document.getElementById(buttonId(config))) {
      const container = document.createElement('div');
      container.id = buttonId(config);
      document.body.append(container);
    }
    const api: ChatApi = (window.Comm100API ??= {});
    api.chat_buttons = [{ code_plan: config.divId, div_id: buttonId(config) }];
    api.site_id = config.siteId;
    api.main_code_plan = config.divId;
    return new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = url + encodeURIComponent(config.siteId);
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => reject(new Error(`live chat script failed: ${script.src}`)), { once: true });
      document.head.append(script);
    });
  },
  listenMessages(listener) {
    const onMessage = (event: MessageEvent) => listener(event.data);
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  },
  postMessage(message) {
    window.postMessage(JSON.stringify(message), window.location.origin);
  },
};

/** The live chat's UI effects (the built-in chat's are supportChatEffects). */
export function liveChatEffects(_edge: { translate(): Translate }) {
  return {
    'open widget': (_: unknown, params: { config: ChatConfig }) => {
      window.Comm100API?.open_chat_window?.(undefined, params.config.divId);
    },
  };
}

/** The built-in support chat's UI effect: a guest's "Log in" opens the login dialog. */
export function supportChatEffects(edge: { openLogin(): void }) {
  return {
    'open login': () => edge.openLogin(),
  };
}
