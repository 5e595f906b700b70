// Session history: the list and its paging, the current session marked and never endable, ending
// another one through the confirmation (toast, reload), a refused end, refresh and retry; the
// calls; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import {
  type EndSessionInput,
  type LoadSessionsInput,
  SESSION_PAGE_SIZE,
  sessionHistoryActors,
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

function start() {
  const load = controllable<LoadSessionsInput, SessionHistoryPage>();
  const end = controllable<EndSessionInput, string>();
  const notify = notifySpies();
  const actor = createActor(
    sessionHistoryMachine.provide({
      actors: { loadSessions: load.logic, endSession: end.logic },
      actions: notify.actions,
    }),
  ).start();
  return {
    actor,
    loads: load.calls,
    ends: end.calls,
    effects: notify.effects,
    snapshot: () => actor.getSnapshot(),
    answer: (page: SessionHistoryPage = list) => load.resolve(page),
    failLoad: load.reject,
    ended: end.resolve,
    refuseEnd: end.reject,
  };
}

describe('session history machine', () => {
  it('loads the first page and marks which sessions can be ended', async () => {
    const { answer, loads, snapshot } = start();
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(loads).toEqual([{ page: 1 }]);
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
    expect(ends).toEqual([{ id: 2 }]);
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
    const { api: client, requests } = recordingApi((request) => (request.path === '/customer/endsession' ? ok(null, 'Bitti') : ok(list)));
    expect(await outputOf(sessionHistoryActors(client).loadSessions, { page: 2 })).toEqual(list);
    expect(await outputOf(sessionHistoryActors(client).endSession, { id: 5 })).toBe('Bitti');
    expect(requests.map(({ url, body }) => ({ url, body }))).toEqual([
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
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.page, snapshot.context.endingId]),
  });

  testEveryPath(sessionHistoryMachine, suite, (actual, expected) => expect(actual.context.page).toBe(expected.context.page));
});
