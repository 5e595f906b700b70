// Session history: the list and its paging, the current session marked and never endable, ending
// another one through the confirmation (toast, reload), a refused end, refresh and retry; the
// calls; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError, createApiClient } from '../../src/api/client';
import { generatePaths, missingCoverage, pending } from '../testing/path-coverage';
import {
  type EndSessionInput,
  endSession,
  type LoadSessionsInput,
  loadSessions,
  SESSION_PAGE_SIZE,
  type SessionHistoryPage,
  type SessionRecord,
} from './session-history.actors';
import { type SessionHistoryEvent, sessionHistoryMachine } from './session-history.machine';
import {
  selectCanEnd,
  selectConfirming,
  selectEndingId,
  selectHasFailed,
  selectIsLoading,
  selectPage,
  selectPageCount,
  selectSessions,
} from './session-history.selectors';

const api = createApiClient({
  baseUrl: 'http://test.invalid/api',
  fetch: () => Promise.reject(new Error('no network in machine tests')),
  getToken: () => 'token-1',
  getLocale: () => 'tr',
  getFingerprint: () => 'fp',
  onUnauthorized: () => {},
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const session = (id: number, extra: Partial<SessionRecord> = {}): SessionRecord => ({
  id,
  createdAt: '2030-03-01T10:00:00.000Z',
  lastSeenAt: '2030-03-01T11:00:00.000Z',
  endedAt: null,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  device: 'Chrome 126 · Windows',
  fingerprint: null,
  current: false,
  ...extra,
});

const list: SessionHistoryPage = {
  items: [session(3, { current: true }), session(2), session(1, { endedAt: '2030-03-01T12:00:00.000Z' })],
  total: 3,
};

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function start() {
  const loads: LoadSessionsInput[] = [];
  const ends: EndSessionInput[] = [];
  let load: Deferred<SessionHistoryPage> | null = null;
  let end: Deferred<string> | null = null;
  const effects = { success: vi.fn<(message: string) => void>(), failure: vi.fn<(error: unknown) => void>() };
  const actor = createActor(
    sessionHistoryMachine.provide({
      actors: {
        loadSessions: fromPromise<SessionHistoryPage, LoadSessionsInput>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              loads.push(input);
              load = { resolve, reject };
            }),
        ),
        endSession: fromPromise<string, EndSessionInput>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              ends.push(input);
              end = { resolve, reject };
            }),
        ),
      },
      actions: {
        'notify success': (_, params) => effects.success(params.message),
        'notify failure': (_, params) => effects.failure(params.error),
      },
    }),
    { input: { api } },
  ).start();
  return {
    actor,
    loads,
    ends,
    effects,
    snapshot: () => actor.getSnapshot(),
    answer: async (page: SessionHistoryPage = list) => {
      load?.resolve(page);
      await flush();
    },
    failLoad: async (error: unknown) => {
      load?.reject(error);
      await flush();
    },
    ended: async (message: string) => {
      end?.resolve(message);
      await flush();
    },
    refuseEnd: async (error: unknown) => {
      end?.reject(error);
      await flush();
    },
  };
}

describe('session history machine', () => {
  it('loads the first page and marks which sessions can be ended', async () => {
    const { answer, loads, snapshot } = start();
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(loads).toEqual([{ api, page: 1 }]);
    await answer();
    expect(selectSessions(snapshot()).map((item) => item.id)).toEqual([3, 2, 1]);
    // The current one logs out instead; an ended one is over; an unknown id is not on the list.
    expect(selectCanEnd(snapshot(), 3)).toBe(false);
    expect(selectCanEnd(snapshot(), 2)).toBe(true);
    expect(selectCanEnd(snapshot(), 1)).toBe(false);
    expect(selectCanEnd(snapshot(), 99)).toBe(false);
  });

  it('ends another session after the confirmation, toasts and reloads the list', async () => {
    const { actor, answer, ended, ends, effects, loads, snapshot } = start();
    await answer();
    actor.send({ type: 'session.end.requested', id: 2 });
    expect(selectConfirming(snapshot())?.id).toBe(2);
    expect(ends).toEqual([]);
    actor.send({ type: 'session.end.confirmed' });
    expect(selectEndingId(snapshot())).toBe(2);
    expect(selectConfirming(snapshot())).toBeNull();
    expect(ends).toEqual([{ api, id: 2 }]);
    // A refresh cannot pull the list away while the request runs.
    actor.send({ type: 'sessions.refreshed' });
    expect(loads).toHaveLength(1);
    await ended('Oturum sonlandırıldı');
    expect(effects.success).toHaveBeenCalledWith('Oturum sonlandırıldı');
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(loads).toHaveLength(2);
    await answer({ items: [list.items[0]!, session(2, { endedAt: '2030-03-01T13:00:00.000Z' })], total: 2 });
    expect(selectCanEnd(snapshot(), 2)).toBe(false);
  });

  it('cancelling the confirmation ends nothing', async () => {
    const { actor, answer, ends, snapshot } = start();
    await answer();
    actor.send({ type: 'session.end.requested', id: 2 });
    actor.send({ type: 'session.end.cancelled' });
    expect(snapshot().context.endingId).toBeNull();
    expect(selectConfirming(snapshot())).toBeNull();
    expect(ends).toEqual([]);
    // Not for the current session.
    actor.send({ type: 'session.end.requested', id: 3 });
    expect(selectConfirming(snapshot())).toBeNull();
  });

  it('a refused end toasts the message and keeps the list', async () => {
    const { actor, answer, effects, loads, refuseEnd, snapshot } = start();
    await answer();
    actor.send({ type: 'session.end.requested', id: 2 });
    actor.send({ type: 'session.end.confirmed' });
    const error = new ApiError('Oturum bulunamadı', 404);
    await refuseEnd(error);
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(snapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(selectSessions(snapshot())).toHaveLength(3);
    expect(loads).toHaveLength(1);
  });

  it('pages through a long list and refreshes the page in view', async () => {
    const { actor, answer, loads, snapshot } = start();
    const many = { items: [session(30, { current: true })], total: SESSION_PAGE_SIZE * 2 + 1 };
    await answer(many);
    expect(selectPageCount(snapshot())).toBe(3);
    actor.send({ type: 'sessions.paged', page: 4 });
    actor.send({ type: 'sessions.paged', page: 1 });
    expect(loads).toHaveLength(1);
    actor.send({ type: 'sessions.paged', page: 3 });
    expect(selectPage(snapshot())).toBe(3);
    await answer(many);
    actor.send({ type: 'sessions.refreshed' });
    expect(loads.map((load) => load.page)).toEqual([1, 3, 3]);
  });

  it('a failed load offers a retry', async () => {
    const { actor, answer, failLoad, loads, snapshot } = start();
    await failLoad(new ApiError('', 0));
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'sessions.retried' });
    expect(loads).toHaveLength(2);
    await answer();
    expect(selectSessions(snapshot())).toHaveLength(3);
  });
});

describe('session history actors', () => {
  it('posts the page and the end request', async () => {
    const requests: unknown[] = [];
    const client = createApiClient({
      baseUrl: 'http://site.test/api',
      fetch: async (request) => {
        requests.push({ url: request.url, body: await request.json() });
        const ending = request.url.endsWith('/endsession');
        const body = ending ? { success: true, message: 'Bitti', data: null } : { success: true, message: '', data: list };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      },
      getToken: () => 'token-1',
      getLocale: () => 'tr',
      getFingerprint: () => 'fp',
      onUnauthorized: () => {},
    });
    const run = async (logic: Parameters<typeof createActor>[0], input: unknown) => {
      const actor = createActor(logic, { input } as never).start();
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      return actor.getSnapshot().output;
    };
    expect(await run(loadSessions, { api: client, page: 2 })).toEqual(list);
    expect(await run(endSession, { api: client, id: 5 })).toBe('Bitti');
    expect(requests).toEqual([
      { url: 'http://site.test/api/customer/sessionhistory', body: { skip: SESSION_PAGE_SIZE, take: SESSION_PAGE_SIZE } },
      { url: 'http://site.test/api/customer/endsession', body: { id: 5 } },
    ]);
  });
});

describe('session history machine: generated paths', () => {
  const machine = sessionHistoryMachine.provide({ actors: { loadSessions: pending as never, endSession: pending as never } });
  const suite = generatePaths(machine, {
    events: () =>
      [
        { type: 'xstate.done.actor.loadSessions', output: { ...list, total: SESSION_PAGE_SIZE + 1 } },
        { type: 'xstate.error.actor.loadSessions', error: new ApiError('Hata', 500) },
        { type: 'sessions.retried' },
        { type: 'sessions.refreshed' },
        { type: 'sessions.paged', page: 2 },
        { type: 'session.end.requested', id: 2 },
        { type: 'session.end.confirmed' },
        { type: 'session.end.cancelled' },
        { type: 'xstate.done.actor.endSession', output: 'Bitti' },
        { type: 'xstate.error.actor.endSession', error: new ApiError('Hata', 404) },
      ] as SessionHistoryEvent[],
    input: () => ({ api }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.page, snapshot.context.endingId]),
  });

  it.each(suite.paths.map((path) => [path.description, path] as const))('reaches %s', (_, path) => {
    const { snapshot } = suite.replay(path);
    expect(snapshot.value).toEqual(path.expected.value);
    expect(snapshot.context.page).toBe(path.expected.context.page);
  });

  it('reaches every state and takes every transition', () => {
    expect(missingCoverage(sessionHistoryMachine, [suite])).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
