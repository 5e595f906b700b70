// Hand-written expectations for the session history's edges: a failed load and its retry, ending
// another session (confirm, cancel, refused, done), paging past the end. After each, the state and
// what the page shows (loading, failed, the confirmation, the row's spinner, which rows can be
// ended, the page), written out here.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable } from '../testing/fixtures';
import type { SessionHistoryPage } from './session-history.actors';
import { sessionHistoryMachine } from './session-history.machine';
import {
  selectCanEnd,
  selectConfirming,
  selectEndingId,
  selectHasFailed,
  selectIsLoading,
  selectPage,
  selectPageCount,
} from './session-history.selectors';

type SessionRecord = SessionHistoryPage['items'][number];
const row = (id: number, extra: Partial<SessionRecord> = {}): SessionRecord => ({
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
// Ten rows a page: 12 sessions make two pages.
const list: SessionHistoryPage = { items: [row(3, { current: true }), row(2), row(1, { endedAt: '2030-03-01T12:00:00.000Z' })], total: 12 };

function start() {
  const load = controllable<{ page: number }, SessionHistoryPage, number>((input) => input.page);
  const end = controllable<{ id: number }, string, number>((input) => input.id);
  const effects = { success: vi.fn(), failure: vi.fn() };
  const machine = sessionHistoryMachine.provide({
    actors: { loadSessions: load.logic as never, endSession: end.logic as never },
    actions: {
      'notify success': (_, params) => effects.success(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
    },
  });
  const actor = createActor(machine).start();
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      loading: selectIsLoading(snapshot),
      failed: selectHasFailed(snapshot),
      confirming: selectConfirming(snapshot)?.id ?? null,
      ending: selectEndingId(snapshot),
      canEnd: [3, 2, 1].filter((id) => selectCanEnd(snapshot, id)),
      page: `${selectPage(snapshot)}/${selectPageCount(snapshot)}`,
    };
  };
  return { actor, load, end, effects, seen };
}

const shown = { loading: false, failed: false, confirming: null, ending: null, canEnd: [2], page: '1/2' };

describe('session history edges', () => {
  it('a failed load shows the failure; Retry loads again', async () => {
    const { actor, load, effects, seen } = start();
    await load.reject(new ApiError('Sunucu hatası', 500));
    expect(seen()).toEqual({ ...shown, failed: true, canEnd: [], page: '1/1' });
    expect(effects.failure).not.toHaveBeenCalled();
    actor.send({ type: 'sessions.retried' });
    await load.resolve(list);
    expect(seen()).toEqual(shown);
  });

  it('ending a session: only another active one; Cancel forgets it; a refusal is toasted and the list stays; a success reloads', async () => {
    const { actor, load, end, effects, seen } = start();
    await load.resolve(list);
    actor.send({ type: 'session.end.requested', id: 3 });
    actor.send({ type: 'session.end.requested', id: 1 });
    expect(seen()).toEqual(shown);
    actor.send({ type: 'session.end.requested', id: 2 });
    expect(seen()).toEqual({ ...shown, confirming: 2, canEnd: [] });
    actor.send({ type: 'session.end.cancelled' });
    expect(seen()).toEqual(shown);
    expect(end.calls).toEqual([]);
    actor.send({ type: 'session.end.requested', id: 2 });
    actor.send({ type: 'session.end.confirmed' });
    expect(seen()).toEqual({ ...shown, ending: 2, canEnd: [] });
    const error = new ApiError('Oturum bulunamadı', 404);
    await end.reject(error);
    expect(seen()).toEqual(shown);
    expect(effects.failure.mock.calls).toEqual([[error]]);
    actor.send({ type: 'session.end.requested', id: 2 });
    actor.send({ type: 'session.end.confirmed' });
    await end.resolve('Oturum sonlandırıldı');
    expect(effects.success.mock.calls).toEqual([['Oturum sonlandırıldı']]);
    expect(seen().loading).toBe(true);
    expect(end.calls).toEqual([2, 2]);
    expect(load.calls).toEqual([1, 1]);
  });

  it('paging: page 2 of 2 loads; page 3 and page 0 do nothing', async () => {
    const { actor, load, seen } = start();
    await load.resolve(list);
    actor.send({ type: 'sessions.paged', page: 3 });
    actor.send({ type: 'sessions.paged', page: 0 });
    actor.send({ type: 'sessions.paged', page: 1 });
    expect(load.calls).toEqual([1]);
    actor.send({ type: 'sessions.paged', page: 2 });
    expect(load.calls).toEqual([1, 2]);
    await load.resolve({ items: [row(13)], total: 12 });
    expect(seen()).toEqual({ ...shown, canEnd: [], page: '2/2' });
  });
});
