// System messages (type 5) from operators, on every database target, through the real server on a real
// port with the real @microsoft/signalr client: to one player (named by username in any case, usercode or
// id) or to every player whose account is not closed, stored as written, pushed live as the list item the
// player's list then shows, audited; and every client mistake refused with the envelope in its language.
// The ops CLI's `notify` goes through the same service.
import type { HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { notifications } from '../../../server/db/schema/customer';
import { players } from '../../../server/db/schema/players';
import { protectionExclusions } from '../../../server/db/schema/protection';
import { startExclusion } from '../../../server/protection/exclusions';
import { createOperator } from '../../../server/operators';
import { runOps } from '../../../server/operators/cli';
import type { HubPublisher } from '../../../server/realtime';
import { expectContract } from '../helpers/contract';
import { listenOnLoopback } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';
import { nextNotify, signalrClient } from '../hub/hub-helpers';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

describeEachTarget('operator System messages on %s', (target) => {
  let t: PaymentsApp;
  let base: string;
  let operator: TestOperator;
  const connections: HubConnection[] = [];
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    base = await listenOnLoopback(t);
    operator = await operatorWithToken(t, 'support');
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.stop()));
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  async function onlinePlayer() {
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    const connection = signalrClient(base, { token: token!, fingerprint: 'fp-ops-notify', reconnect: false });
    connections.push(connection);
    await connection.start();
    return { player, auth: { authorization: `Bearer ${token}` }, connection };
  }

  const send = (payload: unknown, locale = 'en', auth = operator.auth) => post(t, '/api/ops/notifications', payload, { ...auth, 'x-locale': locale });
  const list = async (auth: Record<string, string>, locale = 'tr') =>
    (await post(t, '/api/customer/notification', { skip: 0, take: 100 }, { ...auth, 'x-locale': locale })).json().data;

  it('sends to one player named by username in any case, pushes the list item live and audits it', async () => {
    const { player, auth, connection } = await onlinePlayer();
    const pushed = nextNotify(connection, (command) => command === 'Notification');
    const response = await send({ audience: 'player', player: player.username.toUpperCase(), title: 'Bakım duyurusu', note: 'Gece 03:00-04:00 arası bakım yapılacaktır.' });
    expect(response.statusCode, response.body).toBe(200);
    expectContract('sendSystemNotification', 200, response.json());
    expect(response.json()).toEqual({ success: true, message: 'Message sent; recipients: 1', data: { recipients: 1, pushed: 1 } });

    const [, message] = await pushed;
    const turkish = await list(auth, 'tr');
    expect(turkish.items[0]).toEqual(message);
    expect(message).toMatchObject({ type: 5, title: 'Bakım duyurusu', note: 'Gece 03:00-04:00 arası bakım yapılacaktır.', isRead: false });
    // The operator's own words are the same in every language.
    expect((await list(auth, 'en')).items[0]).toEqual(message);

    const [row] = await listAudit(t.db, { actor: { kind: 'operator', id: operator.id }, action: 'notification.system' });
    expect(row).toMatchObject({ targetKind: 'player', targetId: player.id });
    expect(row.details).toMatchObject({ title: 'Bakım duyurusu', recipients: 1 });
  });

  it('finds the player by usercode and by id as well', async () => {
    const player = await createTestPlayer(t.db);
    for (const reference of [player.usercode.toLowerCase(), player.id]) {
      const response = await send({ audience: 'player', player: reference, title: 'Hello', note: `Reached by ${reference}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.recipients).toBe(1);
    }
    const stored = await t.db.select().from(notifications).where(eq(notifications.playerId, player.id));
    expect(stored.map((row) => [row.type, row.noteText])).toEqual([
      [5, `Reached by ${player.usercode.toLowerCase()}`],
      [5, `Reached by ${player.id}`],
    ]);
  });

  it('sends to every player whose account is not closed, each online one getting it live', async () => {
    const online = [await onlinePlayer(), await onlinePlayer()];
    const closed = await createTestPlayer(t.db);
    await t.db.update(players).set({ status: 'closed' }).where(eq(players.id, closed.id));
    const open = await t.db.select({ id: players.id }).from(players).where(eq(players.status, 'active'));
    const suspendedOrActive = (await t.db.select({ id: players.id, status: players.status }).from(players)).filter((p) => p.status !== 'closed');

    const pushes = online.map(({ connection }) => nextNotify(connection, (command, message) => command === 'Notification' && (message as { title: string }).title === 'Herkese'));
    const response = await send({ audience: 'all', title: 'Herkese', note: 'Yeni oyunlar eklendi.' }, 'tr');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(`Mesaj gönderildi; alıcı sayısı: ${suspendedOrActive.length}`);
    expect(response.json().data).toEqual({ recipients: suspendedOrActive.length, pushed: suspendedOrActive.length });
    expect(open.length).toBeGreaterThanOrEqual(3);

    for (const [index, [, message]] of (await Promise.all(pushes)).entries()) {
      expect((await list(online[index].auth)).items[0]).toEqual(message);
    }
    const toClosed = await t.db.select().from(notifications).where(eq(notifications.playerId, closed.id));
    expect(toClosed).toEqual([]);
    const [row] = await listAudit(t.db, { actor: { kind: 'operator', id: operator.id }, action: 'notification.system.all' });
    expect(row.details).toMatchObject({ title: 'Herkese', recipients: suspendedOrActive.length });
  });

  it('skips, in a message to all, players in a time-out or self-exclusion and those whose marketing is stopped', async () => {
    // The rule (issue 19): time-outs and self-exclusions stop marketing messages; a message to everyone
    // is one. Written by hand: who is in force now, who has marketing stopped, who gets it.
    const acting = { actor: { kind: 'player' as const, id: 'test' } };
    const timedOut = await createTestPlayer(t.db);
    await startExclusion(t.db, timedOut.id, 'timeOut', '24h', acting);
    const selfExcluded = await createTestPlayer(t.db);
    await startExclusion(t.db, selfExcluded.id, 'selfExclusion', 'permanent', acting);
    // A time-out that ended a week ago: its marketing stop stays until the player opts in again.
    const optedOut = await createTestPlayer(t.db);
    await startExclusion(t.db, optedOut.id, 'timeOut', '24h', acting, new Date(Date.now() - 8 * 24 * 3_600_000));
    // An exclusion row in force with no marketing stop recorded (a lift proposal's player, an import):
    // skipped on the exclusion alone.
    const excludedOnly = await createTestPlayer(t.db);
    await t.db.insert(protectionExclusions).values({ playerId: excludedOnly.id, kind: 'timeOut', period: '7d', startedAt: new Date(), endsAt: new Date(Date.now() + 7 * 24 * 3_600_000) });
    // An exclusion that is over and no marketing stop: gets it.
    const endedNoStop = await createTestPlayer(t.db);
    await t.db.insert(protectionExclusions).values({ playerId: endedNoStop.id, kind: 'timeOut', period: '24h', startedAt: new Date(Date.now() - 3 * 24 * 3_600_000), endsAt: new Date(Date.now() - 2 * 24 * 3_600_000) });
    const ordinary = await createTestPlayer(t.db);

    const response = await send({ audience: 'all', title: 'Kampanya', note: 'Hafta sonu bonusu.' }, 'tr');
    expect(response.statusCode, response.body).toBe(200);
    const received = async (playerId: string) => (await t.db.select().from(notifications).where(eq(notifications.playerId, playerId))).filter((n) => n.titleText === 'Kampanya').length;
    expect(await received(timedOut.id)).toBe(0);
    expect(await received(selfExcluded.id)).toBe(0);
    expect(await received(optedOut.id)).toBe(0);
    expect(await received(excludedOnly.id)).toBe(0);
    expect(await received(endedNoStop.id)).toBe(1);
    expect(await received(ordinary.id)).toBe(1);
    // The count says how many got it: every player not closed, less the four skipped.
    const notClosed = (await t.db.select({ status: players.status }).from(players)).filter((p) => p.status !== 'closed').length;
    expect(response.json().data.recipients).toBe(notClosed - 4);

    // One named player still gets an operator's message (support writing to them is not marketing).
    const direct = await send({ audience: 'player', player: selfExcluded.username, title: 'Destek', note: 'Bakiyeniz için bize yazın.' });
    expect(direct.json().data.recipients).toBe(1);
  });

  it.each([
    [{ audience: 'player', title: 'T', note: 'N' }, 400, 'Name the player (username, usercode or id) when sending to one player'],
    [{ audience: 'player', player: '   ', title: 'T', note: 'N' }, 400, 'Name the player (username, usercode or id) when sending to one player'],
    [{ audience: 'all', player: 'someone', title: 'T', note: 'N' }, 400, 'A message to all players names no player'],
    [{ audience: 'player', player: 'no-such-player-here', title: 'T', note: 'N' }, 404, 'No player no-such-player-here'],
    [{ audience: 'player', player: 'x', title: '   ', note: 'N' }, 400, 'The title and the message cannot be blank'],
  ])('refuses %j with %i and says why', async (payload, status, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message, data: null });
  });

  it('refuses what the contract forbids (no title, too long a note, another audience) in the request language', async () => {
    for (const payload of [
      { audience: 'all', note: 'N' },
      { audience: 'all', title: 'T', note: 'x'.repeat(2001) },
      { audience: 'some', title: 'T', note: 'N' },
    ]) {
      const response = await send(payload, 'tr');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toMatch(/\S/);
    }
  });

  it("refuses a closed player's account and stores nothing when refused", async () => {
    const closed = await createTestPlayer(t.db);
    await t.db.update(players).set({ status: 'closed' }).where(eq(players.id, closed.id));
    const response = await send({ audience: 'player', player: closed.username, title: 'T', note: 'N' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`${closed.username}'s account is closed; no message can be sent`);
    expect(await t.db.select().from(notifications).where(eq(notifications.playerId, closed.id))).toEqual([]);
  });

  it('refuses a player session and no token', async () => {
    const { auth } = await onlinePlayer();
    for (const headers of [auth, {}]) {
      const response = await send({ audience: 'all', title: 'T', note: 'N' }, 'en', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Your session has ended, please log in again', data: null });
    }
  });

  describe('ops CLI notify', () => {
    async function ops(argv: string[], hub?: HubPublisher) {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runOps(argv, { db: t.db, out: (l) => out.push(l), err: (l) => err.push(l), askSecret: async () => '', hub });
      return { code, out: out.join('\n'), err: err.join('\n') };
    }

    beforeAll(async () => {
      await createOperator(t.db, { username: 'cli.notifier', password: 'operator-secret-1' }, { actor: { kind: 'system', id: 'test' } });
    });

    it('sends to one player through the hub it is given, audited as the named operator', async () => {
      const { player, auth, connection } = await onlinePlayer();
      const pushed = nextNotify(connection, (command) => command === 'Notification');
      const run = await ops(['notify', player.username, '--title', 'CLI', '--note', 'From the command line', '--operator', 'cli.notifier'], t.app.hub);
      expect(run).toMatchObject({ code: 0, out: 'sent "CLI" to 1 player; 1 pushed live' });
      const [, message] = await pushed;
      expect((await list(auth)).items[0]).toEqual(message);
      const [row] = await listAudit(t.db, { action: 'notification.system', target: { kind: 'player', id: player.id } });
      expect(row.actorKind).toBe('operator');
    });

    it('says when nothing is pushed, and refuses wrong usage', async () => {
      const player = await createTestPlayer(t.db);
      const quiet = await ops(['notify', player.usercode, '--title', 'CLI', '--note', 'Stored only', '--operator', 'cli.notifier']);
      expect(quiet.code).toBe(0);
      expect(quiet.out).toContain('not pushed live (no REDIS_URL)');
      expect((await ops(['notify', '--title', 'T', '--note', 'N', '--operator', 'cli.notifier'])).err).toContain('notify needs <username|usercode|id> or --all');
      expect((await ops(['notify', 'x', '--all', '--title', 'T', '--note', 'N', '--operator', 'cli.notifier'])).err).toContain('either a player or --all');
      expect((await ops(['notify', 'x', '--note', 'N', '--operator', 'cli.notifier'])).err).toContain('notify needs --title');
      expect((await ops(['notify', 'x', '--title', 'T', '--note', 'N', '--operator', 'nobody'])).err).toContain('no enabled operator named "nobody"');
      const unknown = await ops(['notify', 'no-such-player-here', '--title', 'T', '--note', 'N', '--operator', 'cli.notifier']);
      expect(unknown).toMatchObject({ code: 1, err: 'No player no-such-player-here' });
    });

    it('sends to everyone with --all', async () => {
      // The four players the marketing-stop case left timed out, self-excluded or opted out are skipped.
      const count = (await t.db.select({ id: players.id, status: players.status }).from(players)).filter((p) => p.status !== 'closed').length - 4;
      const run = await ops(['notify', '--all', '--title', 'Everyone', '--note', 'All of you', '--operator', 'cli.notifier'], t.app.hub);
      expect(run).toMatchObject({ code: 0, out: `sent "Everyone" to ${count} players; ${count} pushed live` });
    });
  });
});
