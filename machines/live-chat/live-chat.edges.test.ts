// Hand-written expectations for live chat's edges: a failed script (the standby tried 5000 ms later),
// a slow one (the standby at 5000 ms), both failing (the built-in support chat opens instead, as it does
// when no chat is configured), an open asked for while loading (done once ready). After each, the state
// (by value), whether the widget is ready and what opened, written out here.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback, SimulatedClock } from 'xstate';
import { controllable } from '../testing/fixtures';
import { liveChatMachine } from './live-chat.machine';
import { selectIsWidgetReady } from './live-chat.selectors';

const chat = { 'chat-site-id': '42', 'chat-div-id': 'chat' };

function start(settings: Record<string, string>) {
  const script = controllable<{ url: string }, void, string>((input) => input.url);
  const effects = { widget: vi.fn(), builtIn: vi.fn<(event: EventObject) => void>() };
  const machine = liveChatMachine.provide({
    actors: {
      injectScript: script.logic as never,
      windowMessages: fromCallback(() => () => {}) as never,
      supportChat: fromCallback<EventObject>(({ receive }) => receive((event) => effects.builtIn(event))) as never,
    },
    actions: {
      'open widget': () => effects.widget(),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { settings, ports: {} as never }, clock }).start();
  const seen = () => ({ value: actor.getSnapshot().value, ready: selectIsWidgetReady(actor.getSnapshot()) });
  return { actor, script, effects, clock, seen };
}

describe('live chat edges', () => {
  it('a failed script waits 5000 ms, then tries the standby; an open asked for meanwhile happens once it is ready', async () => {
    const { actor, script, effects, clock, seen } = start(chat);
    expect(script.calls).toEqual(['https://vue.comm100.com/livechat.ashx?siteId=']);
    await script.reject(new Error('script error'));
    expect(seen()).toEqual({ value: { loading: 'waiting' }, ready: false });
    actor.send({ type: 'liveChat.open' });
    clock.increment(4999);
    expect(script.calls).toHaveLength(1);
    clock.increment(1);
    expect(script.calls).toEqual(['https://vue.comm100.com/livechat.ashx?siteId=', 'https://standby.comm100vue.com/livechat.ashx?siteId=']);
    expect(effects.widget).not.toHaveBeenCalled();
    await script.resolve();
    expect(seen()).toEqual({ value: 'ready', ready: true });
    expect(effects.widget).toHaveBeenCalledTimes(1);
  });

  it('a script still loading at 5000 ms is given up for the standby; if that fails too, the built-in chat opens', async () => {
    const { actor, script, effects, clock, seen } = start({ ...chat, 'support-whatsapp-1': 'https://wa.me/908500000001' });
    clock.increment(5000);
    expect(seen()).toEqual({ value: { loading: 'standby' }, ready: false });
    await script.reject(new Error('script error'));
    expect(seen()).toEqual({ value: 'fallback', ready: false });
    actor.send({ type: 'liveChat.open', player: true });
    expect(effects.builtIn.mock.calls).toEqual([[{ type: 'supportChat.open', player: true }]]);
    expect(effects.widget).not.toHaveBeenCalled();
  });

  it("no chat configured: no script, and a guest's open opens the built-in chat as a guest", () => {
    const { actor, script, effects, seen } = start({});
    expect(seen()).toEqual({ value: 'fallback', ready: false });
    expect(script.calls).toEqual([]);
    actor.send({ type: 'liveChat.open', player: false });
    expect(effects.builtIn.mock.calls).toEqual([[{ type: 'supportChat.open', player: false }]]);
  });
});
