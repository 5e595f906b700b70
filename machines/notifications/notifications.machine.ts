// Notifications (spec §4, issue 7): loaded only while a player is logged in, grown by pushed
// `Notification` hub messages, refetched after every reconnect and when the tab is visible again;
// the panel (closed, list, detail); an opened unread item is marked read once the server confirmed
// it. The bell shakes whenever the unread count changes (a UI effect provided at the app edge).
import { assign, enqueueActions, setup } from 'xstate';
import type { HubMessageEvent } from '../hub/hub.machine';
import { addNotification, isNotification, markReadIn, mergePage, unreadIn } from './notification-list';
import { apiNotProvided } from '../shared/api-dependency';
import { type Notification, type NotificationPage, notificationsActors } from './notifications.actors';

export interface NotificationsContext {
  /** Newest first. */
  items: Notification[];
  /** Unread notifications older than the fetched page. */
  unreadElsewhere: number;
  /** The item whose detail is shown. */
  openId: number | null;
  /** Opened unread items waiting for `customer/readnotification`, oldest first. */
  readQueue: number[];
  /** The count the bell last showed, to shake it exactly when the count moves. */
  bellCount: number;
}

export type NotificationsEvent =
  | { type: 'notifications.load' }
  | { type: 'notifications.clear' }
  | { type: 'notifications.resync' }
  | { type: 'notifications.panel.toggle' }
  | { type: 'notifications.panel.close' }
  | { type: 'notifications.item.open'; id: number }
  | { type: 'notifications.detail.close' }
  | HubMessageEvent;

/** The hub command that carries one new notification (server/hub/README.md). */
export const NOTIFICATION_COMMAND = 'Notification';

const unreadCount = (context: Pick<NotificationsContext, 'items' | 'unreadElsewhere'>) =>
  unreadIn(context.items) + context.unreadElsewhere;

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  // Provided at the app edge with the player's API client: notificationsActors(api).
  actors: notificationsActors(apiNotProvided('notifications')),
  guards: {
    'is pushed notification': ({ event }) =>
      event.type === 'hub.message' && event.command === NOTIFICATION_COMMAND && isNotification(event.message),
    'is listed': ({ context, event }) =>
      event.type === 'notifications.item.open' && context.items.some((item) => item.id === event.id),
    'is the open item': ({ context, event }) => event.type === 'notifications.item.open' && event.id === context.openId,
    'has queued reads': ({ context }) => context.readQueue.length > 0,
  },
  actions: {
    'apply page': assign(({ context }, params: { page: NotificationPage }) => mergePage(context.items, params.page)),
    'add notification': assign(({ context }, params: { notification: Notification }) => ({
      items: addNotification(context.items, params.notification),
    })),
    'mark read': assign(({ context }, params: { id: number }) => ({ items: markReadIn(context.items, params.id) })),
    'clear notifications': assign({ items: [], unreadElsewhere: 0 }),
    // Runs after every change of the list.
    'update bell': enqueueActions(({ context, enqueue }) => {
      const count = unreadCount(context);
      if (count === context.bellCount) return;
      enqueue.assign({ bellCount: count });
      // Sibling actions are not typed inside setup(); 'shake bell' is declared below.
      enqueue({ type: 'shake bell', params: { count } } as never);
    }),
    'forget reads': assign({ readQueue: [] }),
    'dequeue read': assign(({ context }) => ({ readQueue: context.readQueue.slice(1) })),
    // An unread item asks the server once; it turns read only when the server said yes.
    'open item': assign(({ context }, params: { id: number }) => {
      const item = context.items.find((candidate) => candidate.id === params.id);
      const needsRead = item !== undefined && !item.isRead && !context.readQueue.includes(item.id);
      return { openId: params.id, readQueue: needsRead ? [...context.readQueue, params.id] : context.readQueue };
    }),
    'close item': assign({ openId: null }),
    // UI effect: the implementation is provided at the app edge (src/app/effects.ts).
    'shake bell': (_, _params: { count: number }) => {},
  },
}).createMachine({
  id: 'notifications',
  context: () => ({ items: [], unreadElsewhere: 0, openId: null, readQueue: [], bellCount: 0 }),
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { 'notifications.load': { target: 'signedIn' } },
    },
    signedIn: {
      type: 'parallel',
      on: {
        'notifications.clear': {
          target: 'signedOut',
          actions: ['clear notifications', 'update bell', 'forget reads', 'close item'],
        },
        'hub.message': {
          guard: 'is pushed notification',
          actions: [
            // The guard has checked the shape.
            { type: 'add notification', params: ({ event }) => ({ notification: event.message as Notification }) },
            'update bell',
          ],
        },
      },
      states: {
        feed: {
          initial: 'loading',
          on: {
            // A resync restarts a load in flight too: that load may predate the gap it should cover.
            'notifications.resync': { target: '.loading', reenter: true },
            'notifications.load': { target: '.loading', reenter: true },
          },
          states: {
            loading: {
              tags: ['loading'],
              invoke: {
                id: 'list',
                src: 'loadNotifications',
                onDone: {
                  target: 'ready',
                  actions: [{ type: 'apply page', params: ({ event }) => ({ page: event.output }) }, 'update bell'],
                },
                // The list already shown stays; the next resync tries again.
                onError: { target: 'failed' },
              },
            },
            ready: {},
            failed: { tags: ['error'] },
          },
        },
        reads: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'has queued reads', target: 'marking' },
            },
            marking: {
              invoke: {
                id: 'read',
                src: 'markRead',
                input: ({ context }) => ({ id: context.readQueue[0] }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'mark read', params: ({ event }) => ({ id: event.output }) },
                    'update bell',
                    'dequeue read',
                  ],
                },
                // Stays unread; opening it again asks again.
                onError: { target: 'idle', actions: 'dequeue read' },
              },
            },
          },
        },
        panel: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'notifications.panel.toggle': { target: 'list' } },
            },
            list: {
              tags: ['open'],
              on: {
                'notifications.panel.toggle': { target: 'closed' },
                'notifications.panel.close': { target: 'closed' },
                'notifications.item.open': {
                  guard: 'is listed',
                  target: 'detail',
                  actions: { type: 'open item', params: ({ event }) => ({ id: event.id }) },
                },
              },
            },
            detail: {
              tags: ['open'],
              on: {
                'notifications.panel.toggle': { target: 'closed', actions: 'close item' },
                'notifications.panel.close': { target: 'closed', actions: 'close item' },
                // The back arrow.
                'notifications.detail.close': { target: 'list', actions: 'close item' },
                'notifications.item.open': [
                  // Opening the open item again toggles its detail shut.
                  { guard: 'is the open item', target: 'list', actions: 'close item' },
                  {
                    guard: 'is listed',
                    target: 'detail',
                    reenter: true,
                    actions: { type: 'open item', params: ({ event }) => ({ id: event.id }) },
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
