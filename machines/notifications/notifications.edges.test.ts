// Hand-written expectations for the notification bell's edges: a failed load and the resync that
// retries it, a failed mark-read (the item stays unread, the next read still goes), a push, closing
// the panel and the detail (the cancels), logging out. After each, the state and what the bell shows
// (badge, panel view, open item, loading, error), written out here.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable } from '../testing/fixtures';
import type { Notification, NotificationPage } from './notifications.actors';
import { notificationsMachine } from './notifications.machine';
import { selectBadgeText, selectHasError, selectIsLoading, selectOpenItem, selectPanelView } from './notifications.selectors';

const note = (id: number, isRead: boolean): Notification => ({
  id,
  title: `Başlık ${id}`,
  note: `Mesaj ${id}`,
  type: 1,
  timeStamp: `2026-03-0${id - 10}T10:00:00Z`,
  isRead,
});
const page: NotificationPage = { items: [note(13, false), note(12, true), note(11, false)], total: 3, unread: 2 };

function start() {
  const load = controllable<unknown, NotificationPage, null>(() => null);
  const read = controllable<{ id: number }, number, number>((input) => input.id);
  const shakes = vi.fn();
  const machine = notificationsMachine.provide({
    actors: { loadNotifications: load.logic as never, markRead: read.logic as never },
    actions: { 'shake bell': (_, params) => shakes(params.count) },
  });
  const actor = createActor(machine).start();
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      badge: selectBadgeText(snapshot),
      panel: selectPanelView(snapshot),
      open: selectOpenItem(snapshot)?.id ?? null,
      loading: selectIsLoading(snapshot),
      error: selectHasError(snapshot),
    };
  };
  return { actor, load, read, shakes, seen };
}

describe('notifications edges', () => {
  it('a failed load shows the error and an empty badge; a resync retries it', async () => {
    const { actor, load, seen } = start();
    actor.send({ type: 'notifications.load' });
    expect(seen()).toEqual({ badge: '', panel: 'closed', open: null, loading: true, error: false });
    await load.reject(new ApiError('Sunucu hatası', 500));
    expect(actor.getSnapshot().value).toEqual({ signedIn: { feed: 'failed', reads: 'idle', panel: 'closed' } });
    expect(seen()).toEqual({ badge: '', panel: 'closed', open: null, loading: false, error: true });
    actor.send({ type: 'notifications.resync' });
    expect(seen().loading).toBe(true);
    await load.resolve(page);
    expect(seen()).toEqual({ badge: '2', panel: 'closed', open: null, loading: false, error: false });
  });

  it('opening an unread item marks it read; a failed mark leaves it unread, and the next read still goes', async () => {
    const { actor, load, read, shakes, seen } = start();
    actor.send({ type: 'notifications.load' });
    await load.resolve(page);
    expect(shakes.mock.calls).toEqual([[2]]);
    actor.send({ type: 'notifications.panel.toggle' });
    actor.send({ type: 'notifications.item.open', id: 13 });
    expect(seen()).toEqual({ badge: '2', panel: 'detail', open: 13, loading: false, error: false });
    expect(read.calls).toEqual([13]);
    await read.reject(new ApiError('Sunucu hatası', 500));
    expect(seen().badge).toBe('2');
    actor.send({ type: 'notifications.item.open', id: 11 });
    expect(seen()).toEqual({ badge: '2', panel: 'detail', open: 11, loading: false, error: false });
    expect(read.calls).toEqual([13, 11]);
    await read.resolve(11);
    expect(seen().badge).toBe('1');
    expect(shakes.mock.calls).toEqual([[2], [1]]);
  });

  it('closing the detail goes back to the list; closing the panel from the detail closes both', async () => {
    const { actor, load, seen } = start();
    actor.send({ type: 'notifications.load' });
    await load.resolve(page);
    actor.send({ type: 'notifications.panel.toggle' });
    actor.send({ type: 'notifications.item.open', id: 12 });
    actor.send({ type: 'notifications.detail.close' });
    expect(seen()).toEqual({ badge: '2', panel: 'list', open: null, loading: false, error: false });
    actor.send({ type: 'notifications.item.open', id: 12 });
    actor.send({ type: 'notifications.panel.close' });
    expect(seen()).toEqual({ badge: '2', panel: 'closed', open: null, loading: false, error: false });
    // An id that is not listed opens nothing.
    actor.send({ type: 'notifications.panel.toggle' });
    actor.send({ type: 'notifications.item.open', id: 99 });
    expect(seen().panel).toBe('list');
  });

  it('a pushed notification raises the badge and shakes the bell; logging out clears it all', async () => {
    const { actor, load, shakes, seen } = start();
    actor.send({ type: 'notifications.load' });
    await load.resolve(page);
    actor.send({ type: 'hub.message', command: 'Notification', message: note(14, false) });
    expect(seen().badge).toBe('3');
    // Another command, or a message that is not a notification, changes nothing.
    actor.send({ type: 'hub.message', command: 'Balance', message: { balance: 5 } });
    actor.send({ type: 'hub.message', command: 'Notification', message: { id: 'x' } });
    expect(seen().badge).toBe('3');
    actor.send({ type: 'notifications.panel.toggle' });
    actor.send({ type: 'notifications.clear' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(seen()).toEqual({ badge: '', panel: 'closed', open: null, loading: false, error: false });
    expect(shakes.mock.calls).toEqual([[2], [3], [0]]);
  });
});
