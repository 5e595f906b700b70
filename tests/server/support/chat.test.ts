// The built-in support chat (issue 16) on every database target, through the real server on a real port
// with the real @microsoft/signalr client: a player's first line opens a conversation in the queue and
// reaches every back office live; an operator claims it (a second one is refused), answers, and the
// player is pushed and reads the answer; a transfer hands it to a colleague who alone may answer then;
// closing ends it and the player's next line opens a new one. Every operator action is audited with
// before and after; text is cleaned as plain text; the player's lines are rate limited; guests and roles
// without `support:chat` are refused with the envelope in the request's language.
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { cleanMessage } from '../../../server/support/chat';
import { expectContract } from '../helpers/contract';
import { listenOnLoopback } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { nextNotify, signalrClient } from '../hub/hub-helpers';
import { buildPaymentsApp, operatorWithToken, playerWithCash, post, type PaymentsApp, type TestOperator, type TestPlayer } from '../payments/fixtures';

describe('cleanMessage (plain text as stored)', () => {
  it('trims, unifies line breaks, drops control and direction-override characters, keeps markup as text', () => {
    expect(cleanMessage('  Merhaba\r\nnasılsınız?  ')).toBe('Merhaba\nnasılsınız?');
    expect(cleanMessage('a\u0000b\u0007c\u202Ed\u2066e\u200Ff')).toBe('abcdef');
    expect(cleanMessage('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(cleanMessage('one\n\n\n\n\ntwo')).toBe('one\n\ntwo');
    expect(cleanMessage('tab\tkept')).toBe('tab\tkept');
  });
  it('refuses blank text and text over 1000 characters (counted as characters, not UTF-16 units)', () => {
    expect(() => cleanMessage(' \u0000\n\t ')).toThrow('support.blank');
    expect(() => cleanMessage('x'.repeat(1001))).toThrow('support.tooLong');
    expect(cleanMessage('ş'.repeat(1000))).toHaveLength(1000);
    // 1000 emoji are 2000 UTF-16 units but 1000 characters.
    expect([...cleanMessage('😀'.repeat(1000))]).toHaveLength(1000);
  });
});

describeEachTarget('support chat on %s', (target) => {
  let t: PaymentsApp;
  let base: string;
  let alice: TestOperator;
  let bora: TestOperator;
  const connections: HubConnection[] = [];
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    base = await listenOnLoopback(t);
    alice = await operatorWithToken(t, 'support');
    bora = await operatorWithToken(t, 'support');
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.stop()));
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  const connect = async (token: string) => {
    const connection = signalrClient(base, { token, fingerprint: 'fp-support', reconnect: false });
    connections.push(connection);
    await connection.start();
    return connection;
  };
  const get = (url: string, headers: Record<string, string>, locale = 'en') => t.request({ method: 'GET', url, headers: { ...headers, 'x-locale': locale } });
  const write = (player: TestPlayer, body: string, locale = 'en') => post(t, '/api/customer/support/messages', { body }, { ...player.auth, 'x-locale': locale });
  const op = (operator: TestOperator, id: number, action: string, payload: unknown = {}, locale = 'en') =>
    post(t, `/api/ops/support/conversations/${id}/${action}`, payload, { ...operator.auth, 'x-locale': locale });
  const isSupport = (command: string) => command === 'SupportChat';

  it('a first line opens a conversation that every back office sees live; a claim, a reply and the player reads it', async () => {
    const player = await playerWithCash(t);
    expect((await get('/api/customer/support/conversation', player.auth)).json()).toEqual({ success: true, message: '', data: null });

    const opsHub = await connect(bora.token);
    const queued = nextNotify(opsHub, isSupport);
    const first = await write(player, 'Para yatırma işlemim görünmüyor');
    expect(first.statusCode, first.body).toBe(200);
    expectContract('sendSupportMessage', 200, first.json());
    const conversation = first.json().data;
    expect(conversation).toMatchObject({ status: 'open', closedAt: null, messages: [{ author: 'player', body: 'Para yatırma işlemim görünmüyor' }] });
    expect(await queued).toEqual(['SupportChat', { event: 'message', conversationId: conversation.id, status: 'open', operatorId: null, by: 'player:new' }]);

    const queue = await get('/api/ops/support/conversations?view=open', alice.auth);
    expectContract('opsListSupportConversations', 200, queue.json());
    const row = queue.json().data.items.find((item: { id: number }) => item.id === conversation.id);
    expect(row).toMatchObject({ status: 'open', operator: null, player: { id: player.id, username: player.username }, lastMessage: 'Para yatırma işlemim görünmüyor' });

    const playerHub = await connect(player.token);
    const assigned = nextNotify(playerHub, isSupport);
    const claim = await op(alice, conversation.id, 'claim');
    expect(claim.statusCode, claim.body).toBe(200);
    expectContract('opsClaimSupportConversation', 200, claim.json());
    expect(claim.json().data).toMatchObject({ status: 'assigned', operator: { id: alice.id, username: alice.username } });
    expect(await assigned).toEqual(['SupportChat', { event: 'assigned', conversationId: conversation.id, status: 'assigned' }]);

    // Bora comes second: refused, told who has it, in his language.
    const late = await op(bora, conversation.id, 'claim', {}, 'tr');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, message: `Bu sohbeti ${alice.username} üstlendi`, data: null });
    expect((await op(bora, conversation.id, 'messages', { body: 'Merhaba' })).statusCode).toBe(409);

    const answered = nextNotify(playerHub, isSupport);
    const reply = await op(alice, conversation.id, 'messages', { body: 'Merhaba, hemen kontrol ediyorum.' });
    expect(reply.statusCode, reply.body).toBe(200);
    expectContract('opsReplySupportConversation', 200, reply.json());
    expect(await answered).toEqual(['SupportChat', { event: 'message', conversationId: conversation.id, status: 'assigned' }]);

    const after = first.json().data.messages[0].id;
    const fresh = await get(`/api/customer/support/messages?after=${after}`, player.auth);
    expectContract('listSupportMessages', 200, fresh.json());
    // The system line in the player's language, then the answer; the operator's name is not shown to the player.
    expect(fresh.json().data.items.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ['system', 'A support agent joined the chat.'],
      ['operator', 'Merhaba, hemen kontrol ediyorum.'],
    ]);
    expect(JSON.stringify(fresh.json())).not.toContain(alice.username);
    const turkish = await get('/api/customer/support/conversation', player.auth, 'tr');
    expectContract('getSupportConversation', 200, turkish.json());
    expect(turkish.json().data.messages[1].body).toBe('Bir destek temsilcisi sohbete katıldı.');

    // The operator's view names who wrote each line.
    const seen = (await get(`/api/ops/support/conversations/${conversation.id}`, bora.auth)).json();
    expectContract('opsGetSupportConversation', 200, seen);
    expect(seen.data.messages.map((m: { author: string; operator: string | null }) => [m.author, m.operator])).toEqual([
      ['player', null],
      ['system', null],
      ['operator', alice.username],
    ]);

    const [claimed] = await listAudit(t.db, { action: 'support.claim', target: { kind: 'support_conversation', id: conversation.id } });
    expect(claimed).toMatchObject({ actorKind: 'operator', actorId: alice.id });
    expect(claimed.details).toMatchObject({ playerId: player.id, before: { status: 'open', operatorId: null }, after: { status: 'assigned', operatorId: alice.id } });
    const [replied] = await listAudit(t.db, { action: 'support.reply', target: { kind: 'support_conversation', id: conversation.id } });
    expect(replied).toMatchObject({ actorKind: 'operator', actorId: alice.id });
  });

  it('a transfer hands the chat to a colleague, who alone may answer; closing ends it and the next line opens a new one', async () => {
    const player = await playerWithCash(t);
    const conversation = (await write(player, 'Bonusum nerede?')).json().data;
    expect((await op(alice, conversation.id, 'claim')).statusCode).toBe(200);

    const colleagues = (await get('/api/ops/support/operators', alice.auth)).json();
    expectContract('opsListSupportOperators', 200, colleagues);
    const names = colleagues.data.items.map((item: { username: string }) => item.username);
    expect(names).toContain(bora.username);
    expect(names).not.toContain(alice.username);

    // A finance operator may not chat: neither a target of a transfer nor a caller.
    const finance = await operatorWithToken(t, 'finance');
    expect(names).not.toContain(finance.username);
    const toFinance = await op(alice, conversation.id, 'transfer', { operatorId: finance.id });
    expect(toFinance.statusCode).toBe(400);
    expect(toFinance.json().message).toBe('The conversation cannot be handed to this operator');
    expect((await get('/api/ops/support/conversations', finance.auth)).statusCode).toBe(403);

    const borasHub = await connect(bora.token);
    const pushed = nextNotify(borasHub, (command, message) => isSupport(command) && (message as { event: string }).event === 'transferred');
    const moved = await op(alice, conversation.id, 'transfer', { operatorId: bora.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expectContract('opsTransferSupportConversation', 200, moved.json());
    expect(moved.json().message).toBe(`The conversation was handed to ${bora.username}`);
    expect(await pushed).toEqual(['SupportChat', { event: 'transferred', conversationId: conversation.id, status: 'assigned', operatorId: bora.id, by: alice.username }]);
    const mine = (await get('/api/ops/support/conversations?view=mine', bora.auth)).json().data.items.map((item: { id: number }) => item.id);
    expect(mine).toContain(conversation.id);

    expect((await op(alice, conversation.id, 'messages', { body: 'still me?' })).statusCode).toBe(409);
    expect((await op(bora, conversation.id, 'messages', { body: 'Bonusunuz hesabınızda.' })).statusCode).toBe(200);
    const [transfer] = await listAudit(t.db, { action: 'support.transfer', target: { kind: 'support_conversation', id: conversation.id } });
    expect(transfer.details).toMatchObject({ before: { operatorId: alice.id }, after: { operatorId: bora.id } });

    // Only the assigned operator closes it.
    expect((await op(alice, conversation.id, 'close')).statusCode).toBe(409);
    const closed = await op(bora, conversation.id, 'close');
    expect(closed.statusCode, closed.body).toBe(200);
    expectContract('opsCloseSupportConversation', 200, closed.json());
    expect(closed.json().data.status).toBe('closed');
    expect((await op(bora, conversation.id, 'messages', { body: 'again' })).statusCode).toBe(409);
    const [close] = await listAudit(t.db, { action: 'support.close', target: { kind: 'support_conversation', id: conversation.id } });
    expect(close).toMatchObject({ actorId: bora.id });

    // The player still reads the closed conversation, with its ending line ...
    const ended = (await get('/api/customer/support/conversation', player.auth)).json().data;
    expect(ended).toMatchObject({ id: conversation.id, status: 'closed' });
    expect(ended.messages.at(-1)).toMatchObject({ author: 'system', body: 'The chat has ended. Thank you for writing to us.' });
    // ... and the next line opens a new one in the queue.
    const next = (await write(player, 'Bir sorum daha var')).json().data;
    expect(next.id).not.toBe(conversation.id);
    expect(next).toMatchObject({ status: 'open', messages: [{ author: 'player', body: 'Bir sorum daha var' }] });
  });

  it('opens one conversation when two first lines race', async () => {
    const player = await playerWithCash(t);
    const [a, b] = await Promise.all([write(player, 'first'), write(player, 'second')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const all = (await get('/api/customer/support/conversation', player.auth)).json().data.messages.map((m: { body: string }) => m.body);
    expect(all.sort()).toEqual(['first', 'second']);
  });

  it('refuses client mistakes in the request language: blank, too long, a guest, an unknown conversation', async () => {
    const player = await playerWithCash(t);
    const blank = await write(player, ' \n\t\u200F ', 'tr');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ success: false, message: 'Mesaj boş olamaz', data: null });
    const long = await write(player, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, message: 'A message can be at most 1000 characters long', data: null });
    const stored = await write(player, `  <b>${'y'.repeat(993)}</b>  `);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data.messages[0].body).toBe(`<b>${'y'.repeat(993)}</b>`);

    const guest = await post(t, '/api/customer/support/messages', { body: 'hi' }, { 'x-locale': 'en' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().success).toBe(false);
    const missing = await op(alice, 987654321, 'claim');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Conversation not found', data: null });
  });

  it('limits a player to a burst of 10 lines a minute (then 429 with Retry-After); another player is not affected', async () => {
    const player = await playerWithCash(t);
    for (let i = 1; i <= 10; i += 1) expect((await write(player, `line ${i}`)).statusCode).toBe(200);
    const refused = await write(player, 'line 11');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success).toBe(false);
    // One more line is allowed every 6 s: the wait is at most that.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(6);
    const lines = (await get('/api/customer/support/conversation', player.auth)).json().data.messages;
    expect(lines).toHaveLength(10);
    const other = await playerWithCash(t);
    expect((await write(other, 'hello')).statusCode).toBe(200);
  });
});
