// Notifications: raised in the caller's transaction, rendered in each request's language (money
// formatted for it), listed newest first with the unread count over all of them, marked read only for
// their owner, deduplicated by the event's key, and pushed in the language the player last used.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../server/db/schema/customer';
import { notify, playerLocale, renderNotification } from '../../../server/notifications';
import { publishNotification } from '../../../server/realtime';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';

describeEachTarget('notifications on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  async function loggedIn() {
    const player = await createTestPlayer(t.db);
    const { token } = await login(t.request, player.username);
    return { player, auth: { authorization: `Bearer ${token}` } };
  }

  const list = (auth: Record<string, string>, body: unknown, locale = 'tr') =>
    t.request({ method: 'POST', url: '/api/customer/notification', headers: { ...auth, 'x-locale': locale }, payload: body as object });

  it('lists newest first in the language of the request, with money formatted for it', async () => {
    const { player, auth } = await loggedIn();
    await notify(t.db, { playerId: player.id, type: 1, titleKey: 'notification.deposit.confirmed.title', noteKey: 'notification.deposit.confirmed.note', vars: { amount: 123_456n } });
    await notify(t.db, { playerId: player.id, type: 5, text: { title: 'Bakım', note: 'Gece 02:00 - 03:00 arası bakım yapılacak.' } });

    const tr = await list(auth, { skip: 0, take: 100 });
    expect(tr.statusCode).toBe(200);
    expectContract('listNotifications', 200, tr.json());
    const trData = tr.json().data;
    expect(trData).toMatchObject({ total: 2, unread: 2 });
    expect(trData.items.map((i: { type: number }) => i.type)).toEqual([5, 1]);
    expect(trData.items[1]).toMatchObject({ title: 'Yatırımınız onaylandı', note: '₺1.234,56 tutarındaki yatırımınız hesabınıza eklendi.', isRead: false });
    expect(trData.items[1].timeStamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const en = (await list(auth, { skip: 0, take: 100 }, 'en')).json().data;
    expect(en.items[1]).toMatchObject({ title: 'Your deposit is confirmed', note: 'Your deposit of ₺1,234.56 was added to your balance.' });
    // The operator's own words are shown as written in every language.
    expect(en.items[0]).toMatchObject({ title: 'Bakım', note: 'Gece 02:00 - 03:00 arası bakım yapılacak.' });
  });

  it('pages with skip and take while total and unread count every notification', async () => {
    const { player, auth } = await loggedIn();
    for (let i = 0; i < 5; i++) {
      await notify(t.db, { playerId: player.id, type: 5, text: { title: `n${i}`, note: 'x' } });
    }
    const page = (await list(auth, { skip: 1, take: 2 })).json().data;
    expect(page.items.map((i: { title: string }) => i.title)).toEqual(['n3', 'n2']);
    expect(page).toMatchObject({ total: 5, unread: 5 });
    expect((await list(auth, { skip: 0, take: 101 })).statusCode).toBe(400);
    expect((await list(auth, { skip: -1, take: 5 })).statusCode).toBe(400);
  });

  it("marks read only the player's own notifications, and answers success for ids that are not theirs", async () => {
    const me = await loggedIn();
    const other = await loggedIn();
    const mine = await notify(t.db, { playerId: me.player.id, type: 5, text: { title: 'a', note: 'b' } });
    const theirs = await notify(t.db, { playerId: other.player.id, type: 5, text: { title: 'c', note: 'd' } });

    const response = await t.request({ method: 'POST', url: '/api/customer/readnotification', headers: me.auth, payload: { id: [mine.id, theirs.id, 999_999_999] } });
    expect(response.statusCode).toBe(200);
    expectContract('readNotifications', 200, response.json());
    expect((await list(me.auth, { skip: 0, take: 10 })).json().data).toMatchObject({ unread: 0, items: [{ id: mine.id, isRead: true }] });
    expect((await list(other.auth, { skip: 0, take: 10 })).json().data).toMatchObject({ unread: 1, items: [{ id: theirs.id, isRead: false }] });

    // Reading again keeps the first read time.
    const [before] = await t.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, mine.id));
    await t.request({ method: 'POST', url: '/api/customer/readnotification', headers: me.auth, payload: { id: [mine.id] } });
    const [after] = await t.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, mine.id));
    expect(after.readAt).toEqual(before.readAt);

    expect((await t.request({ method: 'POST', url: '/api/customer/readnotification', headers: me.auth, payload: { id: [] } })).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const response = await list({}, { skip: 0, take: 10 });
    expect(response.statusCode).toBe(401);
    expectContract('listNotifications', 401, response.json());
  });

  it('notifies an event once per dedupe key, inside the caller transaction', async () => {
    const { player } = await loggedIn();
    const input = { playerId: player.id, type: 2 as const, titleKey: 'notification.withdraw.confirmed.title' as const, noteKey: 'notification.withdraw.confirmed.note' as const, vars: { amount: 5_000n }, dedupeKey: 'withdraw:42:confirmed' };
    const first = await notify(t.db, input);
    const again = await notify(t.db, input);
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, id: first.id });
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, { ...input, dedupeKey: 'withdraw:43:confirmed' });
        throw new Error('the approval failed');
      }),
    ).rejects.toThrow('the approval failed');
    const rows = await t.db.select().from(notifications).where(eq(notifications.playerId, player.id));
    expect(rows).toHaveLength(1);

    const pushed: unknown[] = [];
    const hub = { publishToPlayer: async (...args: unknown[]) => (pushed.push(args), true) };
    expect(await publishNotification(hub, again)).toBe(false);
    expect(await publishNotification(hub, first)).toBe(true);
    expect(pushed).toEqual([[player.id, 'Notification', first.item]]);
  });

  it('refuses unknown types and empty texts', async () => {
    const { player } = await loggedIn();
    await expect(notify(t.db, { playerId: player.id, type: 9 as never, text: { title: 'a', note: 'b' } })).rejects.toThrow(RangeError);
    await expect(notify(t.db, { playerId: player.id, type: 5, text: { title: ' ', note: 'b' } })).rejects.toThrow(RangeError);
  });

  it('renders pushes in the language of the player’s last notification list', async () => {
    const { player, auth } = await loggedIn();
    expect(await playerLocale(t.db, player.id)).toBe('tr');
    const beforeSwitch = await notify(t.db, { playerId: player.id, type: 4, titleKey: 'notification.bonus.expired.title', noteKey: 'notification.bonus.expired.note', vars: { amount: 100n, name: { key: 'bonus.name.trial' } } });
    expect(beforeSwitch.item.note).toBe('Süresi dolan deneme bonusu için kalan ₺1,00 bonus bakiyenizden düşüldü.');

    await list(auth, { skip: 0, take: 100 }, 'en');
    expect(await playerLocale(t.db, player.id)).toBe('en');
    const afterSwitch = await notify(t.db, { playerId: player.id, type: 4, titleKey: 'notification.bonus.expired.title', noteKey: 'notification.bonus.expired.note', vars: { amount: 100n, name: { key: 'bonus.name.trial' } } });
    expect(afterSwitch.item).toMatchObject({ title: 'Your bonus expired', note: 'Your trial bonus expired; the remaining ₺1.00 was removed from your bonus balance.' });
    // The push is exactly what the list answers for that notification.
    const listed = (await list(auth, { skip: 0, take: 1 }, 'en')).json().data.items[0];
    expect(listed).toEqual(afterSwitch.item);
  });

  it('shows a message key a later release removed as the key rather than failing the list', () => {
    const item = renderNotification(
      { id: 1, type: 5, titleKey: 'gone.title', noteKey: 'gone.note', titleText: null, noteText: null, vars: {}, createdAt: new Date(0), readAt: null },
      'tr',
    );
    expect(item).toEqual({ id: 1, type: 5, title: 'gone.title', note: 'gone.note', timeStamp: '1970-01-01T00:00:00.000Z', isRead: false });
  });
});
