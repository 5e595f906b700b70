// The player's read marker of the support chat (issue 16), on every database target through the real
// server with the real @microsoft/signalr client: support's replies after the marker are the chat button's
// badge (system lines and the player's own lines never count); markSupportChatRead moves it to the last
// line shown, never back and never past the conversation's last line; the count is the server's, so a
// reload or a second device reads the same, and the player's other devices are pushed a `read`. A player
// who never chatted marks nothing; a guest and a bad marker are refused in the request's language.
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { expectContract } from '../helpers/contract';
import { listenOnLoopback } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { nextNotify, signalrClient } from '../hub/hub-helpers';
import { buildPaymentsApp, operatorWithToken, playerWithCash, post, type PaymentsApp, type TestOperator, type TestPlayer } from '../payments/fixtures';

describeEachTarget('support chat read marker on %s', (target) => {
  let t: PaymentsApp;
  let base: string;
  let alice: TestOperator;
  const connections: HubConnection[] = [];
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    base = await listenOnLoopback(t);
    alice = await operatorWithToken(t, 'support');
  }, 300_000);
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.stop()));
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  const connect = async (token: string) => {
    const connection = signalrClient(base, { token, fingerprint: 'fp-support-read', reconnect: false });
    connections.push(connection);
    await connection.start();
    return connection;
  };
  const conversationOf = async (player: TestPlayer) => {
    const response = await t.request({ method: 'GET', url: '/api/customer/support/conversation', headers: { ...player.auth, 'x-locale': 'en' } });
    expect(response.statusCode, response.body).toBe(200);
    expectContract('getSupportConversation', 200, response.json());
    return response.json().data as { id: number; unread: number; messages: Array<{ id: number; author: string }> };
  };
  const markRead = (player: TestPlayer, upTo: unknown, locale = 'en') => post(t, '/api/customer/support/read', { upTo }, { ...player.auth, 'x-locale': locale });
  const reply = (id: number, body: string) => post(t, `/api/ops/support/conversations/${id}/messages`, { body }, alice.auth);

  it("counts support's replies after the marker; marking moves it, never back nor past the last line; every device reads the same", async () => {
    const player = await playerWithCash(t);
    const first = await post(t, '/api/customer/support/messages', { body: 'Çekim talebim ne durumda?' }, player.auth);
    expect(first.statusCode, first.body).toBe(200);
    // The player's own line is nothing to read.
    expect(first.json().data.unread).toBe(0);
    const id = first.json().data.id as number;
    expect((await post(t, `/api/ops/support/conversations/${id}/claim`, {}, alice.auth)).statusCode).toBe(200);
    // The "agent joined" line is a system line: still nothing to read.
    expect((await conversationOf(player)).unread).toBe(0);
    expect((await reply(id, 'Merhaba, bakıyorum.')).statusCode).toBe(200);
    expect((await reply(id, 'Talebiniz onaylandı.')).statusCode).toBe(200);
    const twoReplies = await conversationOf(player);
    expect(twoReplies.unread).toBe(2);
    expect(twoReplies.messages.map((m) => m.author)).toEqual(['player', 'system', 'operator', 'operator']);

    // Shown up to the first reply: one stays unread. The player's other device hears it.
    const otherDevice = await connect(player.token);
    const told = nextNotify(otherDevice, (command) => command === 'SupportChat');
    const firstReply = twoReplies.messages[2]!.id;
    const marked = await markRead(player, firstReply);
    expect(marked.statusCode, marked.body).toBe(200);
    expectContract('markSupportChatRead', 200, marked.json());
    expect(marked.json().data).toEqual({ conversationId: id, unread: 1 });
    expect(await told).toEqual(['SupportChat', { event: 'read', conversationId: id, status: 'assigned' }]);

    // All shown: nothing unread, on this device and on any other (the count is the server's).
    const last = twoReplies.messages[3]!.id;
    expect((await markRead(player, last)).json().data).toEqual({ conversationId: id, unread: 0 });
    expect((await conversationOf(player)).unread).toBe(0);
    // A slow device's older marker does not bring them back.
    expect((await markRead(player, firstReply)).json().data).toEqual({ conversationId: id, unread: 0 });
    expect((await conversationOf(player)).unread).toBe(0);

    // A marker past the last line stops at it: the next reply still counts.
    expect((await markRead(player, last + 1_000_000)).json().data).toEqual({ conversationId: id, unread: 0 });
    expect((await reply(id, 'Başka bir sorunuz var mı?')).statusCode).toBe(200);
    expect((await conversationOf(player)).unread).toBe(1);
  });

  it('a player who never chatted marks nothing; a guest and a bad marker are refused in the request language', async () => {
    const player = await playerWithCash(t);
    const none = await markRead(player, 5);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toEqual({ conversationId: null, unread: 0 });

    const guest = await post(t, '/api/customer/support/read', { upTo: 1 }, { 'x-locale': 'tr' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false });
    expect(guest.json().message).toMatch(/[a-zçğıöşü]/i);

    for (const upTo of [-1, 'son', 1.5]) {
      const bad = await markRead(player, upTo, 'en');
      expect(bad.statusCode, String(upTo)).toBe(400);
      expect(bad.json()).toMatchObject({ success: false });
    }
  });
});
