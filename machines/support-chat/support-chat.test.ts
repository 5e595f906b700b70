// The support chat panel: a guest is asked to log in (and nothing is called); a player's conversation
// loads, a line is sent and the draft cleared, a refusal keeps the draft and shows the server's text; a
// hub push reads the lines after the last shown, one arriving meanwhile is read after (none lost), and a
// push for a closed conversation shows it closed; a 401 turns the panel to the guest view; the unread
// badge while the panel is closed (read at the session's start and at each push, gone once the lines are
// shown, which marks them read on the server); the end of a session closes the panel and forgets the
// conversation; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, createMachine, emit } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import type { SupportConversation, SupportMessage, SupportMessageList } from './support-chat.actors';
import { type SupportChatEvent, supportChatMachine } from './support-chat.machine';
import { selectCanSend, selectDraft, selectError, selectIsGuest, selectIsPanelOpen, selectMessages, selectStatus, selectUnreadBadge } from './support-chat.selectors';

const at = '2026-11-27T06:00:00.000Z';
const line = (id: number, author: SupportMessage['author'], body: string): SupportMessage => ({ id, author, body, createdAt: at });
const conversation = (messages: SupportMessage[], status: SupportConversation['status'] = 'open', unread = 0): SupportConversation => ({ id: 7, status, createdAt: at, closedAt: null, messages, unread });
const push = (status: SupportConversation['status'], event = 'message'): SupportChatEvent => ({ type: 'hub.message', command: 'SupportChat', message: { event, conversationId: 7, status } });

function start(player?: boolean) {
  const load = controllable<unknown, SupportConversation | null>();
  const fresh = controllable<{ after: number }, SupportMessageList, number>((input) => input.after);
  const send = controllable<{ body: string }, SupportConversation | null, string>((input) => input.body);
  const read = controllable<{ upTo: number }, number | null, number>((input) => input.upTo);
  const login = vi.fn();
  const actor = createActor(
    supportChatMachine.provide({
      actors: { loadConversation: load.logic, loadNewMessages: fresh.logic, sendMessage: send.logic, markRead: read.logic },
      actions: { 'open login': login },
    }),
    { input: { supportLink: 'https://wa.me/905550000000', player } },
  ).start();
  return { actor, load, fresh, send, read, login };
}

describe('support chat machine', () => {
  it('asks a guest to log in, calls nothing, and the login closes the panel', () => {
    const h = start();
    h.actor.send({ type: 'supportChat.open', player: false });
    expect(selectIsPanelOpen(h.actor.getSnapshot())).toBe(true);
    expect(selectIsGuest(h.actor.getSnapshot())).toBe(true);
    expect(h.load.calls).toEqual([]);
    h.actor.send({ type: 'supportChat.login' });
    expect(h.login).toHaveBeenCalledTimes(1);
    expect(selectIsPanelOpen(h.actor.getSnapshot())).toBe(false);
  });

  it("loads a player's conversation, sends a trimmed line and clears the draft", async () => {
    const h = start();
    h.actor.send({ type: 'supportChat.open', player: true });
    expect(h.load.calls).toHaveLength(1);
    await h.load.resolve(null);
    expect(selectMessages(h.actor.getSnapshot())).toEqual([]);
    // Nothing to send yet: the button is disabled.
    expect(selectCanSend(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: 'supportChat.draft.changed', text: '  Merhaba  ' });
    expect(selectCanSend(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'supportChat.sent' });
    expect(h.send.calls).toEqual(['Merhaba']);
    await h.send.resolve(conversation([line(1, 'player', 'Merhaba')]));
    expect(selectMessages(h.actor.getSnapshot()).map((m) => m.body)).toEqual(['Merhaba']);
    expect(selectDraft(h.actor.getSnapshot())).toBe('');
    expect(selectStatus(h.actor.getSnapshot())).toBe('open');
  });

  it('does not send a line over 1000 characters', async () => {
    const h = start();
    h.actor.send({ type: 'supportChat.open', player: true });
    await h.load.resolve(null);
    h.actor.send({ type: 'supportChat.draft.changed', text: 'x'.repeat(1001) });
    expect(selectCanSend(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: 'supportChat.draft.changed', text: 'x'.repeat(1000) });
    expect(selectCanSend(h.actor.getSnapshot())).toBe(true);
  });

  it("keeps the draft and shows the server's text when a send is refused (the rate limit)", async () => {
    const h = start();
    h.actor.send({ type: 'supportChat.open', player: true });
    await h.load.resolve(conversation([line(1, 'player', 'a')]));
    h.actor.send({ type: 'supportChat.draft.changed', text: 'again' });
    h.actor.send({ type: 'supportChat.sent' });
    await h.send.reject(new ApiError('Çok fazla deneme yapıldı, lütfen 6 saniye sonra yeniden deneyin', 429));
    expect(selectDraft(h.actor.getSnapshot())).toBe('again');
    expect(selectError(h.actor.getSnapshot())).toBe('Çok fazla deneme yapıldı, lütfen 6 saniye sonra yeniden deneyin');
    expect(selectMessages(h.actor.getSnapshot())).toHaveLength(1);
  });

  it('a push reads the lines after the last shown; one arriving meanwhile is read after; pushes of other commands are ignored', async () => {
    const h = start();
    h.actor.send({ type: 'supportChat.open', player: true });
    await h.load.resolve(conversation([line(1, 'player', 'Merhaba')]));
    h.actor.send({ type: 'hub.message', command: 'Balance', message: { balance: 1 } });
    expect(h.fresh.calls).toEqual([]);
    h.actor.send(push('assigned', 'assigned'));
    expect(h.fresh.calls).toEqual([1]);
    expect(selectStatus(h.actor.getSnapshot())).toBe('assigned');
    h.actor.send(push('assigned'));
    await h.fresh.resolve({ conversationId: 7, items: [line(2, 'system', 'A support agent joined the chat.')] });
    // The second push is read from after line 2.
    expect(h.fresh.calls).toEqual([1, 2]);
    await h.fresh.resolve({ conversationId: 7, items: [line(3, 'operator', 'Nasıl yardımcı olabilirim?')] });
    expect(selectMessages(h.actor.getSnapshot()).map((m) => [m.id, m.author])).toEqual([
      [1, 'player'],
      [2, 'system'],
      [3, 'operator'],
    ]);
    h.actor.send(push('closed', 'closed'));
    await h.fresh.resolve({ conversationId: 7, items: [line(4, 'system', 'The chat has ended.')] });
    expect(selectStatus(h.actor.getSnapshot())).toBe('closed');
    expect(selectMessages(h.actor.getSnapshot())).toHaveLength(4);
  });

  it('a line the send already showed is not shown twice when a push reads it again', async () => {
    const h = start();
    h.actor.send({ type: 'supportChat.open', player: true });
    await h.load.resolve(conversation([line(1, 'player', 'a')]));
    h.actor.send(push('open'));
    await h.fresh.resolve({ conversationId: 7, items: [line(1, 'player', 'a'), line(2, 'player', 'b')] });
    expect(selectMessages(h.actor.getSnapshot()).map((m) => m.id)).toEqual([1, 2]);
  });

  it('a 401 (the session ended) turns the panel to the guest view; a failed load can be retried', async () => {
    const h = start();
    h.actor.send({ type: 'supportChat.open', player: true });
    await h.load.reject(new ApiError('Oturum sona erdi', 401));
    expect(selectIsGuest(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'supportChat.open', player: true });
    await h.load.reject(new ApiError('Sunucu hatası', 500));
    expect(h.actor.getSnapshot().matches({ chat: 'failed' })).toBe(true);
    expect(selectError(h.actor.getSnapshot())).toBe('Sunucu hatası');
    h.actor.send({ type: 'supportChat.retry' });
    await h.load.resolve(null);
    expect(h.actor.getSnapshot().matches({ chat: 'ready' })).toBe(true);
    expect(selectError(h.actor.getSnapshot())).toBeNull();
    h.actor.send({ type: 'supportChat.close' });
    expect(selectIsPanelOpen(h.actor.getSnapshot())).toBe(false);
  });
});

describe('support chat machine: unread badge and the end of a session', () => {
  const token = (value: string | null): SupportChatEvent => ({ type: 'session.token.changed', token: value });
  const greeting = [line(1, 'player', 'Merhaba'), line(2, 'system', 'A support agent joined the chat.'), line(3, 'operator', 'Buyrun')];

  it("counts support's replies while the panel is closed, from the session's start and at each push; opening shows them, marks them read and the badge goes", async () => {
    const h = start();
    const badge = () => selectUnreadBadge(h.actor.getSnapshot());
    // A guest: nothing is asked and nothing shows.
    h.actor.send(push('assigned'));
    expect(h.load.calls).toEqual([]);
    h.actor.send(token('t1'));
    expect(h.load.calls).toHaveLength(1);
    await h.load.resolve(conversation(greeting.slice(0, 2), 'assigned', 0));
    expect(badge()).toBe(0);
    // The operator answers while the panel is closed: the count is read again (a second push meanwhile starts it over).
    h.actor.send(push('assigned'));
    h.actor.send(push('assigned'));
    expect(h.load.calls).toHaveLength(3);
    await h.load.resolve(conversation(greeting, 'assigned', 1));
    expect(badge()).toBe(1);
    // Opening: the lines load, line 3 is on screen, the marker moves to it, no badge.
    h.actor.send({ type: 'supportChat.open', player: true });
    await h.load.resolve(conversation(greeting, 'assigned', 1));
    expect(selectIsPanelOpen(h.actor.getSnapshot())).toBe(true);
    expect(h.read.calls).toEqual([3]);
    expect(h.actor.getSnapshot().context.unread).toBe(0);
    // A reply arriving while the panel is open is seen there, and marked read once shown.
    h.actor.send(push('assigned'));
    await h.fresh.resolve({ conversationId: 7, items: [line(4, 'operator', 'Bakıyorum')] });
    expect(h.read.calls).toEqual([3, 4]);
    // A push that brings no reply marks nothing.
    h.actor.send(push('assigned'));
    await h.fresh.resolve({ conversationId: 7, items: [] });
    expect(h.read.calls).toEqual([3, 4]);
    // Closed: what was shown is read, nothing is asked; the next reply counts from there.
    const loads = h.load.calls.length;
    h.actor.send({ type: 'supportChat.close' });
    expect(badge()).toBe(0);
    expect(h.load.calls).toHaveLength(loads);
    h.actor.send(push('assigned'));
    await h.load.resolve(conversation([...greeting, line(4, 'operator', 'Bakıyorum'), line(5, 'operator', 'Tamamdır')], 'assigned', 1));
    expect(badge()).toBe(1);
  });

  it("a chat whose code arrives while a player is signed in counts the replies at once; a guest's asks nothing", async () => {
    const player = start(true);
    expect(player.load.calls).toHaveLength(1);
    await player.load.resolve(conversation(greeting, 'assigned', 2));
    expect(selectUnreadBadge(player.actor.getSnapshot())).toBe(2);
    const guest = start(false);
    expect(guest.load.calls).toEqual([]);
    expect(selectUnreadBadge(guest.actor.getSnapshot())).toBe(0);
  });

  it('hears the session begin and end by its system id', async () => {
    const session = createMachine({
      types: { emitted: {} as { type: 'session.token.changed'; token: string | null } },
      on: { 'test.tell': { actions: emit(({ event }) => ({ type: 'session.token.changed' as const, token: (event as unknown as { token: string | null }).token })) } },
    });
    const load = controllable<unknown, SupportConversation | null>();
    const chat = supportChatMachine.provide({ actors: { loadConversation: load.logic, loadNewMessages: pending as never, sendMessage: pending as never, markRead: pending as never } });
    const root = createActor(
      createMachine({
        invoke: [
          { id: 'session', systemId: 'session', src: session },
          { id: 'chat', src: chat, input: { supportLink: null } },
        ],
      }),
    ).start();
    const chatRef = () => root.getSnapshot().children.chat as ActorRefFrom<typeof supportChatMachine>;
    root.getSnapshot().children.session!.send({ type: 'test.tell', token: 't1' } as never);
    expect(load.calls).toHaveLength(1);
    await load.resolve(conversation(greeting, 'assigned', 1));
    expect(selectUnreadBadge(chatRef().getSnapshot())).toBe(1);
    root.getSnapshot().children.session!.send({ type: 'test.tell', token: null } as never);
    expect(selectUnreadBadge(chatRef().getSnapshot())).toBe(0);
    expect(chatRef().getSnapshot().context.player).toBe(false);
  });

  it('the end of the session closes the panel and forgets the conversation; the next player on this browser starts blank', async () => {
    const h = start();
    h.actor.send(token('t1'));
    await h.load.resolve(conversation(greeting, 'assigned', 1));
    h.actor.send({ type: 'supportChat.open', player: true });
    await h.load.resolve(conversation(greeting, 'assigned', 1));
    h.actor.send({ type: 'supportChat.draft.changed', text: 'Bir sorum daha var' });
    expect(selectMessages(h.actor.getSnapshot())).toHaveLength(3);
    // A refreshed token is the same session: the panel stays.
    h.actor.send(token('t1-refreshed'));
    expect(selectIsPanelOpen(h.actor.getSnapshot())).toBe(true);
    const loads = h.load.calls.length;
    h.actor.send(token(null));
    const after = h.actor.getSnapshot();
    expect(selectIsPanelOpen(after)).toBe(false);
    expect(selectMessages(after)).toEqual([]);
    expect(selectDraft(after)).toBe('');
    expect(selectStatus(after)).toBeNull();
    expect(selectUnreadBadge(after)).toBe(0);
    expect(after.context.conversationId).toBeNull();
    // A guest now: pushes ask nothing.
    h.actor.send(push('assigned'));
    expect(h.load.calls).toHaveLength(loads);
    // The next player's own count is read; nothing of the last one's shows.
    h.actor.send(token('t2'));
    expect(h.load.calls).toHaveLength(loads + 1);
    await h.load.resolve(null);
    expect(selectUnreadBadge(h.actor.getSnapshot())).toBe(0);
    expect(selectMessages(h.actor.getSnapshot())).toEqual([]);
  });
});

describe('support chat machine: generated paths', () => {
  const events = (): SupportChatEvent[] =>
    [
      { type: 'supportChat.open', player: true },
      { type: 'supportChat.open', player: false },
      { type: 'supportChat.close' },
      { type: 'supportChat.login' },
      { type: 'supportChat.retry' },
      { type: 'supportChat.draft.changed', text: 'hi' },
      { type: 'supportChat.sent' },
      push('assigned'),
      { type: 'session.token.changed', token: 't1' },
      { type: 'session.token.changed', token: null },
      { type: 'xstate.done.actor.0.supportChat.hidden.counting', output: conversation([line(1, 'operator', 'hi')], 'assigned', 1) },
      { type: 'xstate.error.actor.0.supportChat.hidden.counting', error: new ApiError('x', 500) },
      { type: 'xstate.done.actor.0.supportChat.chat.loading', output: null },
      { type: 'xstate.done.actor.0.supportChat.chat.loading', output: conversation([line(1, 'operator', 'hi')], 'assigned', 1) },
      { type: 'xstate.error.actor.0.supportChat.chat.loading', error: new ApiError('x', 500) },
      { type: 'xstate.error.actor.0.supportChat.chat.loading', error: new ApiError('x', 401) },
      { type: 'xstate.done.actor.0.supportChat.chat.sending', output: conversation([line(1, 'player', 'hi')]) },
      { type: 'xstate.error.actor.0.supportChat.chat.sending', error: new ApiError('x', 429) },
      { type: 'xstate.error.actor.0.supportChat.chat.sending', error: new ApiError('x', 401) },
      { type: 'xstate.done.actor.0.supportChat.chat.catchingUp', output: { conversationId: 7, items: [] } },
      { type: 'xstate.error.actor.0.supportChat.chat.catchingUp', error: new ApiError('x', 500) },
    ] as SupportChatEvent[];
  const suite = generatePaths(
    supportChatMachine.provide({ actors: { loadConversation: pending as never, loadNewMessages: pending as never, sendMessage: pending as never, markRead: pending as never, listen: pending as never } }),
    {
    events,
    input: () => ({ supportLink: null }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.draft !== '', snapshot.context.stale, snapshot.context.player, snapshot.context.unread > 0]),
  },
  );
  testEveryPath(supportChatMachine, suite);
});
