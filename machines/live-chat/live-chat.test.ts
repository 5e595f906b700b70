// Live chat: the script is injected only with both ids, retried from the standby address 5000 ms
// after a failure (or a slow first script), opens the widget (asked before it loaded: once it has),
// parses window messages and posts its own; without the widget the built-in support chat opens (told
// whether a player is logged in) and takes the hub's pushes; plus
// generated path coverage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type ChatConfig, type LiveChatPorts, parseMessage } from './live-chat.actors';
import {
  chatConfig,
  DEFAULT_CHAT_SCRIPT_URL,
  DEFAULT_CHAT_STANDBY_URL,
  type LiveChatEvent,
  liveChatMachine,
  OPENED_COMMAND,
  READY_COMMAND,
  supportLink,
} from './live-chat.machine';
import { selectIsWidgetReady, selectSupportLink } from './live-chat.selectors';

const configured = {
  'chat-site-id': '10001234',
  'chat-div-id': 'a1b2c3',
  'support-whatsapp-1': 'https://wa.me/908500000001',
};

/** Ports whose script loads the test settles by hand; messages are recorded and can be delivered. */
function fakePorts() {
  const loads: Array<{ url: string; resolve: () => void; reject: (error: Error) => void }> = [];
  const posted: Array<Record<string, unknown>> = [];
  let deliver: (data: unknown) => void = () => {};
  const ports: LiveChatPorts = {
    injectScript: (_config, url) =>
      new Promise<void>((resolve, reject) => {
        loads.push({ url, resolve, reject });
      }),
    listenMessages: (listener) => {
      deliver = listener;
      return () => {
        deliver = () => {};
      };
    },
    postMessage: (message) => void posted.push(message),
  };
  return { ports, loads, posted, deliver: (data: unknown) => deliver(data) };
}

function start(settings: Record<string, string>, isPlayer?: () => boolean) {
  const io = fakePorts();
  const effects = {
    widget: vi.fn<(config: ChatConfig) => void>(),
  };
  // The built-in chat, recording what it is told and the input it started with.
  const builtIn: EventObject[] = [];
  const builtInInput: unknown[] = [];
  const machine = liveChatMachine.provide({
    actions: {
      'open widget': (_, params) => effects.widget(params.config),
    },
    actors: {
      supportChat: fromCallback<EventObject, unknown>(({ input, receive }) => {
        builtInInput.push(input);
        receive((event) => void builtIn.push(event));
      }) as never,
    },
  });
  const actor = createActor(machine, { input: { settings, ports: io.ports, isPlayer } }).start();
  return { actor, effects, builtIn, builtInInput, ...io };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('live chat settings', () => {
  it('needs both ids; the script addresses default to the widget and its standby server', () => {
    expect(chatConfig({ 'chat-site-id': '1' })).toBeNull();
    expect(chatConfig({ 'chat-div-id': 'x' })).toBeNull();
    expect(chatConfig({ 'chat-site-id': ' ', 'chat-div-id': 'x' })).toBeNull();
    expect(chatConfig(configured)).toEqual({
      siteId: '10001234',
      divId: 'a1b2c3',
      scriptUrl: DEFAULT_CHAT_SCRIPT_URL,
      standbyUrl: DEFAULT_CHAT_STANDBY_URL,
    });
    expect(chatConfig({ ...configured, 'chat-script-url': 'https://chat.example/w.js?site=' })?.scriptUrl).toBe(
      'https://chat.example/w.js?site=',
    );
  });

  it('takes the first support link that is a web address (WhatsApp before Telegram)', () => {
    expect(supportLink({ 'support-telegram-1': 'https://t.me/a', 'support-whatsapp-1': 'https://wa.me/1' })).toBe(
      'https://wa.me/1',
    );
    expect(supportLink({ 'support-whatsapp-1': 'javascript:alert(1)', 'support-telegram-1': 'https://t.me/a' })).toBe(
      'https://t.me/a',
    );
    expect(supportLink({})).toBeNull();
  });

  it('parses JSON strings and passes anything else on', () => {
    expect(parseMessage('{"command":"liveChat.open"}')).toEqual({ command: 'liveChat.open' });
    expect(parseMessage('not json')).toBe('not json');
    expect(parseMessage({ a: 1 })).toEqual({ a: 1 });
  });
});

describe('live chat machine', () => {
  it('without the ids injects nothing and opens the built-in chat, telling it whether a player asks', () => {
    const { actor, loads, effects, builtIn, builtInInput } = start({ 'support-whatsapp-1': 'https://wa.me/908500000001' });
    expect(loads).toHaveLength(0);
    expect(selectSupportLink(actor.getSnapshot())).toBe('https://wa.me/908500000001');
    // The built-in chat offers the support link to a guest.
    expect(builtInInput).toEqual([{ supportLink: 'https://wa.me/908500000001', player: false }]);
    actor.send({ type: 'liveChat.open', player: true });
    actor.send({ type: 'liveChat.open' });
    expect(builtIn).toEqual([
      { type: 'supportChat.open', player: true },
      { type: 'supportChat.open', player: false },
    ]);
    expect(effects.widget).not.toHaveBeenCalled();
  });

  it('starts the built-in chat knowing whether a player is signed in then', () => {
    expect(start({}, () => true).builtInInput).toEqual([{ supportLink: null, player: true }]);
    expect(start({}, () => false).builtInInput).toEqual([{ supportLink: null, player: false }]);
  });

  it("hands the hub's pushes to the built-in chat, and a frame's open message opens it as the last open did", () => {
    const { actor, builtIn, deliver } = start({});
    const push = { type: 'hub.message', command: 'SupportChat', message: { event: 'message', conversationId: 1, status: 'assigned' } } as const;
    actor.send(push);
    actor.send({ type: 'liveChat.open', player: true });
    deliver('{"command":"liveChat.open"}');
    expect(builtIn).toEqual([push, { type: 'supportChat.open', player: true }, { type: 'supportChat.open', player: true }]);
  });

  it('injects the script, posts that it is ready, and opens the widget on request', async () => {
    const { actor, loads, posted, effects } = start(configured);
    expect(loads.map((load) => load.url)).toEqual([DEFAULT_CHAT_SCRIPT_URL]);
    loads[0]!.resolve();
    await flush();
    expect(selectIsWidgetReady(actor.getSnapshot())).toBe(true);
    expect(posted).toEqual([{ command: READY_COMMAND }]);
    actor.send({ type: 'liveChat.open' });
    expect(effects.widget).toHaveBeenCalledWith(expect.objectContaining({ siteId: '10001234', divId: 'a1b2c3' }));
    expect(posted.at(-1)).toEqual({ command: OPENED_COMMAND });
  });

  it('an open asked for while loading happens once the widget is there', async () => {
    const { actor, loads, effects } = start(configured);
    actor.send({ type: 'liveChat.open' });
    expect(effects.widget).not.toHaveBeenCalled();
    loads[0]!.resolve();
    await flush();
    expect(effects.widget).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.openWhenReady).toBe(false);
  });

  it('retries from the standby address 5000 ms after a failure, then falls back to the built-in chat', async () => {
    vi.useFakeTimers();
    const { actor, loads, builtIn } = start(configured);
    loads[0]!.reject(new Error('blocked'));
    await vi.advanceTimersByTimeAsync(4999);
    expect(loads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads.map((load) => load.url)).toEqual([DEFAULT_CHAT_SCRIPT_URL, DEFAULT_CHAT_STANDBY_URL]);
    actor.send({ type: 'liveChat.open', player: true });
    loads[1]!.reject(new Error('blocked'));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectIsWidgetReady(actor.getSnapshot())).toBe(false);
    // The open asked for while loading still leads somewhere.
    expect(builtIn).toEqual([{ type: 'supportChat.open', player: true }]);
  });

  it('tries the standby address when the first script is still not loaded after 5000 ms', async () => {
    vi.useFakeTimers();
    const { loads } = start(configured);
    await vi.advanceTimersByTimeAsync(5000);
    expect(loads.map((load) => load.url)).toEqual([DEFAULT_CHAT_SCRIPT_URL, DEFAULT_CHAT_STANDBY_URL]);
  });

  it('a window message asking to open (a JSON string) opens the chat; others are ignored', async () => {
    const { loads, deliver, effects } = start(configured);
    loads[0]!.resolve();
    await flush();
    deliver('{"command":"something else"}');
    deliver('plain text');
    expect(effects.widget).not.toHaveBeenCalled();
    deliver('{"command":"liveChat.open"}');
    expect(effects.widget).toHaveBeenCalledTimes(1);
  });
});

describe('live chat machine: generated paths', () => {
  const openMessage = { type: 'window.message', data: { command: 'liveChat.open' } } as const;
  const events = (snapshot: Parameters<typeof delayEvents>[0]) =>
    [
      ...delayEvents(snapshot),
      { type: 'liveChat.open' },
      { type: 'liveChat.open', player: true },
      { type: 'hub.message', command: 'SupportChat', message: {} },
      openMessage,
      { type: 'window.message', data: 'other' },
      { type: 'xstate.done.actor.script' },
      { type: 'xstate.error.actor.script', error: new Error('blocked') },
      { type: 'xstate.done.actor.standbyScript' },
      { type: 'xstate.error.actor.standbyScript', error: new Error('blocked') },
    ] as LiveChatEvent[];
  const machine = liveChatMachine.provide({ actors: { injectScript: pending as never, supportChat: fromCallback(() => () => {}) as never } });
  const ports = () => fakePorts().ports;
  const serializeState = (snapshot: { value: unknown; context: { openWhenReady: boolean; player: boolean } }) =>
    JSON.stringify([snapshot.value, snapshot.context.openWhenReady, snapshot.context.player]);
  const chatOnly = { 'chat-site-id': '1', 'chat-div-id': 'x' };
  const settingsCases: Array<Record<string, string>> = [configured, chatOnly, { 'support-whatsapp-1': 'https://wa.me/1' }, {}];
  const suites = settingsCases.map((settings) =>
    generatePaths(machine, { events, input: () => ({ settings, ports: ports() }), serializeState }),
  );
  testEveryPath(liveChatMachine, suites);
});
