// The top banner announcing a domain change (spec §2, §4): shown only on the home route, until the
// visitor closes it or leaves home after seeing it; either way a stored flag (per announced change)
// marks it read so it stays away on later visits.
import { assign, fromCallback, setup } from 'xstate';
import type { KeyValueStore } from '../shared/ports';

export interface DomainChange {
  current: string;
  next: string;
}

/** Calls the listener with the path after every navigation; returns the unsubscribe. */
export type WatchPath = (listener: (path: string) => void) => () => void;

export interface TopBannerInput {
  storage: KeyValueStore;
  change: DomainChange | null;
  path: string;
  watchPath: WatchPath;
}

export const readFlagKey = (change: DomainChange) => `topBannerRead:${change.current}>${change.next}`;

export type TopBannerEvent = { type: 'banner.closed' } | { type: 'route.changed'; path: string };

const isHome = (path: string) => path === '/';

export const topBannerMachine = setup({
  types: {
    input: {} as TopBannerInput,
    context: {} as TopBannerInput,
    events: {} as TopBannerEvent,
  },
  actors: {
    routes: fromCallback<TopBannerEvent, { watch: WatchPath }>(({ input, sendBack }) =>
      input.watch((path) => sendBack({ type: 'route.changed', path })),
    ),
  },
  guards: {
    'has an unread change': ({ context }) =>
      context.change !== null && context.storage.getItem(readFlagKey(context.change)) === null,
    'is at home': ({ context }) => isHome(context.path),
    'left home': ({ event }) => event.type === 'route.changed' && !isHome(event.path),
    'came home': ({ event }) => event.type === 'route.changed' && isHome(event.path),
  },
  actions: {
    'remember path': assign(({ event }) => (event.type === 'route.changed' ? { path: event.path } : {})),
    'mark read': ({ context }) => {
      if (context.change) context.storage.setItem(readFlagKey(context.change), '1');
    },
  },
}).createMachine({
  id: 'topBanner',
  context: ({ input }) => input,
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'has an unread change', target: 'unread' },
        { target: 'read' },
      ],
    },
    unread: {
      invoke: { id: 'routes', src: 'routes', input: ({ context }) => ({ watch: context.watchPath }) },
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'is at home', target: 'shown' }, { target: 'away' }],
        },
        shown: {
          tags: ['visible'],
          on: {
            'banner.closed': { target: '#topBanner.read', actions: 'mark read' },
            'route.changed': [
              { guard: 'left home', target: '#topBanner.read', actions: ['remember path', 'mark read'] },
              { actions: 'remember path' },
            ],
          },
        },
        away: {
          on: {
            'route.changed': [
              { guard: 'came home', target: 'shown', actions: 'remember path' },
              { actions: 'remember path' },
            ],
          },
        },
      },
    },
    read: {},
  },
});
