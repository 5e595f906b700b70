// Session history (spec §2 dashboard): the player's sessions with device, IP, start and last seen,
// the current one marked; another active session can be ended after a confirmation; the list can be
// refreshed and paged. Ending answers with a toast and reloads the page of the list.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { SESSION_PAGE_SIZE, sessionHistoryActors, type SessionHistoryPage } from './session-history.actors';

export interface SessionHistoryContext {
  page: number;
  list: SessionHistoryPage | null;
  /** The session the confirmation (then the end request) is about. */
  endingId: number | null;
}

export type SessionHistoryEvent =
  | { type: 'sessions.retried' }
  | { type: 'sessions.refreshed' }
  | { type: 'sessions.paged'; page: number }
  | { type: 'session.end.requested'; id: number }
  | { type: 'session.end.confirmed' }
  | { type: 'session.end.cancelled' };

export const sessionHistoryMachine = setup({
  types: {
    context: {} as SessionHistoryContext,
    events: {} as SessionHistoryEvent,
  },
  // Provided at the app edge with the player's API client: sessionHistoryActors(api).
  actors: sessionHistoryActors(apiNotProvided('sessionHistory')),
  guards: {
    /** Only another, still active session of this list can be ended (the current one logs out). */
    'is another active session': ({ context, event }) =>
      event.type === 'session.end.requested' &&
      (context.list?.items.some((item) => item.id === event.id && !item.current && item.endedAt === null) ?? false),
    'is a page of the list': ({ context, event }) =>
      event.type === 'sessions.paged' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page !== context.page &&
      (event.page === 1 || (context.list !== null && (event.page - 1) * SESSION_PAGE_SIZE < context.list.total)),
  },
  actions: {
    'keep list': assign(({ event }) => ('output' in event ? { list: event.output as SessionHistoryPage } : {})),
    'go to page': assign(({ event }) => (event.type === 'sessions.paged' ? { page: event.page } : {})),
    'keep ending id': assign(({ event }) => (event.type === 'session.end.requested' ? { endingId: event.id } : {})),
    'forget ending id': assign({ endingId: null }),
    // UI effects, provided at the page's edge (src/features/dashboard/dashboard-effects.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'sessionHistory',
  context: () => ({ page: 1, list: null, endingId: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        input: ({ context }) => ({ page: context.page }),
        onDone: { target: 'loaded', actions: 'keep list' },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'sessions.retried': { target: 'loading' } },
    },
    loaded: {
      initial: 'idle',
      on: {
        'sessions.refreshed': { target: 'loading' },
      },
      states: {
        idle: {
          on: {
            'sessions.paged': { guard: 'is a page of the list', target: '#sessionHistory.loading', actions: 'go to page' },
            'session.end.requested': { guard: 'is another active session', target: 'confirming', actions: 'keep ending id' },
          },
        },
        confirming: {
          tags: ['confirming'],
          on: {
            'session.end.confirmed': { target: 'ending' },
            'session.end.cancelled': { target: 'idle', actions: 'forget ending id' },
          },
        },
        ending: {
          tags: ['ending'],
          invoke: {
            id: 'endSession',
            src: 'endSession',
            input: ({ context }) => ({ id: context.endingId ?? 0 }),
            onDone: {
              target: '#sessionHistory.loading',
              actions: ['forget ending id', { type: 'notify success', params: ({ event }) => ({ message: event.output }) }],
            },
            onError: {
              target: 'idle',
              actions: ['forget ending id', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }],
            },
          },
          // No refresh while the end request runs: the list would change under the confirmation.
          on: { 'sessions.refreshed': {} },
        },
      },
    },
  },
});
