// Notifications machine: loading only while logged in, pushed notifications, resync and merging,
// the panel (list, detail toggle, back arrow), read only after the server's yes, the badge, the bell
// and the icons/time of the selectors; the actors' requests; generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { delayEvents, generatePaths } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { deferred, ok, outputOf, recordingApi, refusal, settled } from '../testing/fixtures';
import { mergePage } from './notification-list';
import { type Notification, type NotificationPage, notificationsActors } from './notifications.actors';
import { type NotificationsEvent, notificationsMachine } from './notifications.machine';
import {
  badgeText,
  formatNotificationTime,
  selectBadgeText,
  selectHasError,
  selectIsLoading,
  selectIsLoggedIn,
  selectIsPanelOpen,
  selectItems,
  selectOpenItem,
  selectPanelView,
  selectUnreadCount,
  typeIcon,
} from './notifications.selectors';

const note = (id: number, timeStamp: string, isRead: boolean, type: Notification['type'] = 5): Notification => ({
  id,
  title: `Başlık ${id}`,
  note: `Mesaj ${id}`,
  type,
  timeStamp,
  isRead,
});

const deposit = note(11, '2026-03-01T10:00:00Z', false, 1);
const withdraw = note(12, '2026-03-02T11:30:00Z', true, 2);
const bonus = note(13, '2026-03-03T09:05:00Z', false, 4);
const page: NotificationPage = { items: [deposit, bonus, withdraw], total: 3, unread: 2 };

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setupNotifications() {
  const loads: Array<ReturnType<typeof deferred<NotificationPage>>> = [];
  const reads: Array<{ id: number; reply: ReturnType<typeof deferred<number>> }> = [];
  const shakes: number[] = [];
  const machine = notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise<NotificationPage>(() => {
        const reply = deferred<NotificationPage>();
        loads.push(reply);
        return reply.promise;
      }) as never,
      markRead: fromPromise<number, { id: number }>(({ input }) => {
        const reply = deferred<number>();
        reads.push({ id: input.id, reply });
        return reply.promise;
      }) as never,
    },
    actions: { 'shake bell': (_, params) => shakes.push(params.count) },
  });
  const actor = createActor(machine);
  actor.start();
  const snapshot = () => actor.getSnapshot();
  return {
    actor,
    loads,
    reads,
    shakes,
    snapshot,
    answerLoad: async (answer: NotificationPage, index = loads.length - 1) => {
      loads[index].resolve(answer);
      await flush();
    },
    failLoad: async (index = loads.length - 1) => {
      loads[index].reject(new ApiError('Sunucu hatası', 500));
      await flush();
    },
    answerRead: async (index = reads.length - 1) => {
      reads[index].reply.resolve(reads[index].id);
      await flush();
    },
    failRead: async (index = reads.length - 1) => {
      reads[index].reply.reject(new ApiError('Hata', 500));
      await flush();
    },
  };
}

async function loaded() {
  const harness = setupNotifications();
  harness.actor.send({ type: 'notifications.load' });
  await harness.answerLoad(page);
  return harness;
}

describe('notifications machine', () => {
  it('loads nothing and ignores pushes until the player is logged in', async () => {
    const { actor, loads, snapshot } = setupNotifications();
    actor.send({ type: 'hub.message', command: 'Notification', message: bonus });
    await flush();
    expect(loads).toHaveLength(0);
    expect(selectIsLoggedIn(snapshot())).toBe(false);
    expect(selectItems(snapshot())).toEqual([]);
    expect(selectBadgeText(snapshot())).toBe('');
  });

  it('loads the list on notifications.load, newest first, with the unread count and a bell shake', async () => {
    const { actor, loads, shakes, snapshot, answerLoad } = setupNotifications();
    actor.send({ type: 'notifications.load' });
    expect(loads).toHaveLength(1);
    expect(selectIsLoading(snapshot())).toBe(true);
    await answerLoad(page);
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(selectItems(snapshot()).map((item) => item.id)).toEqual([13, 12, 11]);
    expect(selectUnreadCount(snapshot())).toBe(2);
    expect(selectBadgeText(snapshot())).toBe('2');
    expect(shakes).toEqual([2]);
  });

  it('shows each item with its type icon and its UTC time', async () => {
    const { snapshot } = await loaded();
    expect(selectItems(snapshot())).toEqual([
      {
        id: 13,
        title: 'Başlık 13',
        note: 'Mesaj 13',
        type: 4,
        typeIcon: 'gift',
        time: '03.03.2026 09:05',
        isRead: false,
        isOpen: false,
      },
      {
        id: 12,
        title: 'Başlık 12',
        note: 'Mesaj 12',
        type: 2,
        typeIcon: 'down-arrow',
        time: '02.03.2026 11:30',
        isRead: true,
        isOpen: false,
      },
      {
        id: 11,
        title: 'Başlık 11',
        note: 'Mesaj 11',
        type: 1,
        typeIcon: 'up-arrow',
        time: '01.03.2026 10:00',
        isRead: false,
        isOpen: false,
      },
    ]);
    // The same snapshot data gives the same array, so components do not re-render for nothing.
    expect(selectItems(snapshot())).toBe(selectItems(snapshot()));
  });

  it('adds a pushed Notification at the top, once per id, and shakes the bell when the count moves', async () => {
    const { actor, shakes, snapshot } = await loaded();
    const pushed = note(20, '2026-03-04T08:00:00Z', false, 3);
    actor.send({ type: 'hub.message', command: 'Notification', message: pushed });
    expect(selectItems(snapshot()).map((item) => item.id)).toEqual([20, 13, 12, 11]);
    expect(selectUnreadCount(snapshot())).toBe(3);
    actor.send({ type: 'hub.message', command: 'Notification', message: pushed });
    expect(selectItems(snapshot())).toHaveLength(4);
    expect(shakes).toEqual([2, 3]);
  });

  it('ignores other hub commands and messages that are not notifications', async () => {
    const { actor, snapshot, shakes } = await loaded();
    actor.send({ type: 'hub.message', command: 'Balance', message: { balance: 10, cash: 10, bonus: 0 } });
    actor.send({ type: 'hub.message', command: 'Notification', message: { id: 'x', title: 'bad' } });
    actor.send({ type: 'hub.message', command: 'Notification', message: { ...bonus, id: 30, type: 9 } });
    actor.send({ type: 'hub.message', command: 'reconnected', message: null });
    expect(selectItems(snapshot()).map((item) => item.id)).toEqual([13, 12, 11]);
    expect(shakes).toEqual([2]);
  });

  it('panel: the bell toggles the list, opening an item shows its detail, the back arrow returns', async () => {
    const { actor, snapshot } = await loaded();
    expect(selectPanelView(snapshot())).toBe('closed');
    actor.send({ type: 'notifications.panel.toggle' });
    expect(selectPanelView(snapshot())).toBe('list');
    expect(selectIsPanelOpen(snapshot())).toBe(true);
    actor.send({ type: 'notifications.item.open', id: 12 });
    expect(selectPanelView(snapshot())).toBe('detail');
    expect(selectOpenItem(snapshot())?.id).toBe(12);
    actor.send({ type: 'notifications.detail.close' });
    expect(selectPanelView(snapshot())).toBe('list');
    expect(selectOpenItem(snapshot())).toBeNull();
    actor.send({ type: 'notifications.item.open', id: 12 });
    // Opening the open item again toggles its detail.
    actor.send({ type: 'notifications.item.open', id: 12 });
    expect(selectPanelView(snapshot())).toBe('list');
    actor.send({ type: 'notifications.item.open', id: 12 });
    actor.send({ type: 'notifications.item.open', id: 13 });
    expect(selectOpenItem(snapshot())?.id).toBe(13);
    actor.send({ type: 'notifications.panel.toggle' });
    expect(selectPanelView(snapshot())).toBe('closed');
    expect(selectIsPanelOpen(snapshot())).toBe(false);
  });

  it('an unknown id does not open anything', async () => {
    const { actor, snapshot, reads } = await loaded();
    actor.send({ type: 'notifications.panel.toggle' });
    actor.send({ type: 'notifications.item.open', id: 999 });
    expect(selectPanelView(snapshot())).toBe('list');
    expect(reads).toHaveLength(0);
  });

  it('opening an unread item asks the server and marks it read only after a successful reply', async () => {
    const { actor, reads, shakes, snapshot, answerRead } = await loaded();
    actor.send({ type: 'notifications.panel.toggle' });
    actor.send({ type: 'notifications.item.open', id: 13 });
    expect(reads.map((read) => read.id)).toEqual([13]);
    expect(selectItems(snapshot()).find((item) => item.id === 13)?.isRead).toBe(false);
    expect(selectUnreadCount(snapshot())).toBe(2);
    await answerRead();
    expect(selectItems(snapshot()).find((item) => item.id === 13)?.isRead).toBe(true);
    expect(selectUnreadCount(snapshot())).toBe(1);
    expect(shakes).toEqual([2, 1]);
    // A read item asks nothing.
    actor.send({ type: 'notifications.detail.close' });
    actor.send({ type: 'notifications.item.open', id: 13 });
    actor.send({ type: 'notifications.item.open', id: 12 });
    expect(reads).toHaveLength(1);
  });

  it('a refused read leaves the item unread, and opening it again asks again', async () => {
    const { actor, reads, snapshot, failRead, answerRead } = await loaded();
    actor.send({ type: 'notifications.panel.toggle' });
    actor.send({ type: 'notifications.item.open', id: 11 });
    await failRead();
    expect(selectItems(snapshot()).find((item) => item.id === 11)?.isRead).toBe(false);
    actor.send({ type: 'notifications.detail.close' });
    actor.send({ type: 'notifications.item.open', id: 11 });
    expect(reads.map((read) => read.id)).toEqual([11, 11]);
    await answerRead();
    expect(selectUnreadCount(snapshot())).toBe(1);
  });

  it('reads opened in quick succession go one after another, each once', async () => {
    const { actor, reads, snapshot, answerRead } = await loaded();
    actor.send({ type: 'notifications.panel.toggle' });
    actor.send({ type: 'notifications.item.open', id: 13 });
    actor.send({ type: 'notifications.item.open', id: 11 });
    actor.send({ type: 'notifications.item.open', id: 13 });
    actor.send({ type: 'notifications.item.open', id: 13 });
    expect(reads.map((read) => read.id)).toEqual([13]);
    await answerRead(0);
    expect(reads.map((read) => read.id)).toEqual([13, 11]);
    await answerRead(1);
    expect(selectUnreadCount(snapshot())).toBe(0);
    expect(selectBadgeText(snapshot())).toBe('');
  });

  it('the read continues when the panel closes meanwhile', async () => {
    const { actor, snapshot, answerRead } = await loaded();
    actor.send({ type: 'notifications.panel.toggle' });
    actor.send({ type: 'notifications.item.open', id: 13 });
    actor.send({ type: 'notifications.panel.close' });
    await answerRead();
    expect(selectUnreadCount(snapshot())).toBe(1);
  });

  it('resync refetches: the server page wins, but newer pushes and confirmed reads survive', async () => {
    const { actor, loads, snapshot, answerLoad, answerRead } = await loaded();
    actor.send({ type: 'notifications.panel.toggle' });
    actor.send({ type: 'notifications.item.open', id: 13 });
    await answerRead();
    const late = note(40, '2026-03-05T00:00:00Z', false, 5);
    actor.send({ type: 'notifications.resync' });
    expect(loads).toHaveLength(2);
    actor.send({ type: 'hub.message', command: 'Notification', message: late });
    // The page was read before 13's read reached the server, and before 40 existed; 14 is new to us.
    const gap = note(14, '2026-03-04T12:00:00Z', false, 4);
    await answerLoad({ items: [gap, bonus, withdraw, deposit], total: 4, unread: 3 });
    expect(selectItems(snapshot()).map((item) => [item.id, item.isRead])).toEqual([
      [40, false],
      [14, false],
      [13, true],
      [12, true],
      [11, false],
    ]);
    expect(selectUnreadCount(snapshot())).toBe(3);
  });

  it('counts unread notifications beyond the fetched page', async () => {
    const { actor, snapshot, answerLoad } = setupNotifications();
    actor.send({ type: 'notifications.load' });
    await answerLoad({ items: [deposit, bonus, withdraw], total: 140, unread: 12 });
    expect(selectUnreadCount(snapshot())).toBe(12);
    expect(selectBadgeText(snapshot())).toBe('9+');
  });

  it('a resync during a load starts over and only the newer answer counts', async () => {
    const { actor, loads, snapshot, answerLoad } = setupNotifications();
    actor.send({ type: 'notifications.load' });
    actor.send({ type: 'notifications.resync' });
    expect(loads).toHaveLength(2);
    await answerLoad({ items: [withdraw], total: 1, unread: 0 }, 0);
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectItems(snapshot())).toEqual([]);
    await answerLoad(page, 1);
    expect(selectItems(snapshot())).toHaveLength(3);
  });

  it('a failed load keeps the list and flags the error until a resync succeeds', async () => {
    const { actor, snapshot, failLoad, answerLoad } = await loaded();
    actor.send({ type: 'notifications.resync' });
    await failLoad();
    expect(selectHasError(snapshot())).toBe(true);
    expect(selectItems(snapshot())).toHaveLength(3);
    actor.send({ type: 'notifications.resync' });
    await answerLoad(page);
    expect(selectHasError(snapshot())).toBe(false);
  });

  it('clear (logout) empties the list, closes the panel and forgets pending reads', async () => {
    const { actor, snapshot, shakes, reads, answerRead } = await loaded();
    actor.send({ type: 'notifications.panel.toggle' });
    actor.send({ type: 'notifications.item.open', id: 11 });
    actor.send({ type: 'notifications.clear' });
    expect(selectIsLoggedIn(snapshot())).toBe(false);
    expect(selectItems(snapshot())).toEqual([]);
    expect(selectPanelView(snapshot())).toBe('closed');
    expect(shakes).toEqual([2, 0]);
    await answerRead();
    expect(reads).toHaveLength(1);
    expect(selectItems(snapshot())).toEqual([]);
    actor.send({ type: 'hub.message', command: 'Notification', message: bonus });
    expect(selectItems(snapshot())).toEqual([]);
  });
});

describe('notification selectors', () => {
  it('badge: the count, 9+ from 9 upward, nothing at 0', () => {
    expect([0, 1, 8, 9, 10, 250].map(badgeText)).toEqual(['', '1', '8', '9+', '9+', '9+']);
  });

  it('icons: Bonus gift, Deposit up-arrow, Withdraw down-arrow, Jackpot and System the system icon', () => {
    expect(([1, 2, 3, 4, 5] as const).map(typeIcon)).toEqual(['up-arrow', 'down-arrow', 'system', 'gift', 'system']);
  });

  it('time: UTC day.month.year hour:minute with two-digit parts', () => {
    expect(formatNotificationTime('2026-01-02T03:04:05Z')).toBe('02.01.2026 03:04');
    expect(formatNotificationTime('2026-01-01T01:30:00+03:00')).toBe('31.12.2025 22:30');
    expect(formatNotificationTime('not a date')).toBe('');
  });

  it('merging keeps the page order newest first even when the server sends it unordered', () => {
    expect(mergePage([], page).items.map((item) => item.id)).toEqual([13, 12, 11]);
  });
});

describe('notifications actors', () => {
  it('list via POST /customer/notification (skip 0, take 100), read via POST /customer/readnotification', async () => {
    let readAnswer: unknown = ok(null);
    const { api: client, requests } = recordingApi((request) => (request.path === '/customer/notification' ? ok(page) : readAnswer));
    const { loadNotifications, markRead } = notificationsActors(client);
    expect(await outputOf(loadNotifications, undefined)).toEqual(page);
    expect(await outputOf(markRead, { id: 13 })).toBe(13);
    readAnswer = refusal('Bildirim bulunamadı');
    const refused = await settled(markRead, { id: 99 });
    expect(refused.status).toBe('error');
    expect(refused.error).toEqual(new ApiError('Bildirim bulunamadı', 200));
    expect(requests.slice(0, 2).map(({ method, url, text }) => ({ method, url, body: text }))).toEqual([
      { method: 'POST', url: 'http://site.test/api/customer/notification', body: '{"skip":0,"take":100}' },
      { method: 'POST', url: 'http://site.test/api/customer/readnotification', body: '{"id":[13]}' },
    ]);
  });
});

describe('notifications machine: generated paths', () => {
  const pendingLogic = fromPromise<never>(() => new Promise<never>(() => {}));
  const machine = notificationsMachine.provide({
    actors: { loadNotifications: pendingLogic as never, markRead: pendingLogic as never },
    actions: { 'shake bell': () => {} },
  });
  const pushed = note(20, '2026-03-04T08:00:00Z', false, 3);
  const events = (snapshot: Parameters<typeof delayEvents>[0]): NotificationsEvent[] => {
    const { readQueue } = (snapshot as unknown as { context: { readQueue: number[] } }).context;
    return [
      { type: 'notifications.load' },
      { type: 'notifications.clear' },
      { type: 'notifications.resync' },
      { type: 'notifications.panel.toggle' },
      { type: 'notifications.panel.close' },
      { type: 'notifications.item.open', id: 11 },
      { type: 'notifications.item.open', id: 12 },
      { type: 'notifications.detail.close' },
      { type: 'hub.message', command: 'Notification', message: pushed },
      { type: 'xstate.done.actor.list', output: page },
      { type: 'xstate.error.actor.list', error: new ApiError('', 500) },
      { type: 'xstate.done.actor.read', output: readQueue[0] },
      { type: 'xstate.error.actor.read', error: new ApiError('', 500) },
    ] as NotificationsEvent[];
  };
  const serializeState = (snapshot: { value: unknown; context: { items: Notification[]; readQueue: number[] } }) =>
    // Which items exist and are unread steer the guards; the queue's length is enough for the read
    // region. The open item's id is left out: the panel's state already tells list from detail, and
    // the paths still take both branches of opening an item from the detail (coverage checks it).
    JSON.stringify([
      snapshot.value,
      snapshot.context.items.map((item) => [item.id, item.isRead]),
      snapshot.context.readQueue.length,
    ]);
  const suite = generatePaths(machine, { events, serializeState });

  testEveryPath(machine, suite, (actual, expected) => {
    expect(actual.context.items).toEqual(expected.context.items);
    expect(actual.context.readQueue).toEqual(expected.context.readQueue);
  });
});
