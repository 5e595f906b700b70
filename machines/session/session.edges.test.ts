// Hand-written expectations for the session's important edges: a failed login and its retry, a
// failed balance refresh, a 401, a failed logout, the hub dropping, and the expiry region's (issue
// 12.11): the warning a minute before the end, "stay signed in", a failed keepAlive, the local logout at
// the end, a later end from an answer's header, a restored session already past its end. After each, the
// state (by value) and what the header shows (player or guest, busy, username, balance text).
// Kept apart from session.test.ts so the session-expiry work in that machine merges cleanly.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { memoryStore } from '../shared/ports';
import { controllable, hosted, sessionFixture } from '../testing/fixtures';
import { AUTH_DATA_KEY, type AuthData } from './auth-data';
import type { Credentials, LoginResult } from './session.actors';
import { sessionMachine } from './session.machine';
import {
  selectBalanceText,
  selectExpiresAt,
  selectIsBalancePushed,
  selectIsBusy,
  selectIsExpiryWarningOpen,
  selectIsPlayer,
  selectUsername,
} from './session.selectors';

function start(stored?: AuthData) {
  const calls = {
    login: controllable<{ credentials: Credentials }, LoginResult, Credentials>((input) => input.credentials),
    balance: controllable<unknown, number, null>(() => null),
    logout: controllable<unknown, void, null>(() => null),
    keepAlive: controllable<unknown, string, null>(() => null),
  };
  const effects = { success: vi.fn(), failure: vi.fn(), goHome: vi.fn(), reload: vi.fn(), expired: vi.fn() };
  const machine = sessionMachine.provide({
    actors: {
      login: calls.login.logic as never,
      fetchBalance: calls.balance.logic as never,
      logout: calls.logout.logic as never,
      keepAlive: calls.keepAlive.logic as never,
    },
    actions: {
      'notify success': (_, params) => effects.success(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
      'notify session expired': () => effects.expired(),
      'go home': () => effects.goHome(),
      'reload page': () => effects.reload(),
    },
  });
  const storage = memoryStore(stored ? { [AUTH_DATA_KEY]: JSON.stringify(stored), lang: 'en' } : { lang: 'en' });
  const sessionStorage = memoryStore({ seen: '1' });
  const clock = new SimulatedClock();
  const { actor, received } = hosted(machine, { storage, sessionStorage }, { systemIds: ['dialogs'], clock });
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      value: snapshot.value,
      player: selectIsPlayer(snapshot),
      busy: selectIsBusy(snapshot),
      username: selectUsername(snapshot),
      balance: selectBalanceText(snapshot),
    };
  };
  /** Moves both clocks: the machine's timers and Date.now(), from which the expiry delays are measured. */
  const advance = (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(ms);
  };
  return { actor, calls, effects, dialogs: received.dialogs, storage, sessionStorage, clock, seen, advance };
}

const demo = sessionFixture({ balance: 1000 });

describe('session edges', () => {
  it('a failed login: back to guest, not busy, the error toasted, no dialog closed; the retry logs in', async () => {
    const { actor, calls, effects, dialogs, storage, seen } = start();
    actor.send({ type: 'login.submitted', username: 'demo', password: 'wrong1' });
    expect(seen()).toEqual({ value: 'loggingIn', player: false, busy: true, username: null, balance: '₺0,00' });
    const error = new ApiError('Kullanıcı adı veya şifre hatalı', 400);
    await calls.login.reject(error);
    expect(seen()).toEqual({ value: 'guest', player: false, busy: false, username: null, balance: '₺0,00' });
    expect(effects.failure.mock.calls).toEqual([[error]]);
    expect(dialogs).toEqual([]);
    expect(storage.getItem(AUTH_DATA_KEY)).toBeNull();

    actor.send({ type: 'login.submitted', username: 'demo', password: 'right1' });
    expect(calls.login.calls).toEqual([
      { username: 'demo', password: 'wrong1' },
      { username: 'demo', password: 'right1' },
    ]);
    await calls.login.resolve({ message: 'Hoş geldiniz', auth: sessionFixture({ balance: 250.5 }) });
    expect(seen()).toEqual({ value: { player: { balance: 'refreshing', expiry: 'untracked' } }, player: true, busy: false, username: 'demo', balance: '₺250,50' });
    expect(effects.success.mock.calls).toEqual([['Hoş geldiniz']]);
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(JSON.parse(storage.getItem(AUTH_DATA_KEY) ?? 'null')).toMatchObject({ username: 'demo', balance: 250.5 });
  });

  it('a failed balance refresh keeps the last balance, and the next poll comes 3000 ms later', async () => {
    const { calls, clock, seen } = start(demo);
    expect(seen()).toEqual({ value: { player: { balance: 'refreshing', expiry: 'untracked' } }, player: true, busy: false, username: 'demo', balance: '₺1.000,00' });
    await calls.balance.reject(new ApiError('Sunucu hatası', 500));
    expect(seen()).toEqual({ value: { player: { balance: 'waiting', expiry: 'untracked' } }, player: true, busy: false, username: 'demo', balance: '₺1.000,00' });
    clock.increment(2999);
    expect(calls.balance.calls).toHaveLength(1);
    clock.increment(1);
    expect(calls.balance.calls).toHaveLength(2);
    await calls.balance.resolve(999.99);
    expect(seen().balance).toBe('₺999,99');
  });

  it('a 401 drops the session: guest, nothing stored, no toast', async () => {
    const { actor, calls, effects, storage, seen } = start(demo);
    await calls.balance.resolve(1000);
    actor.send({ type: 'session.unauthorized' });
    expect(seen()).toEqual({ value: 'guest', player: false, busy: false, username: null, balance: '₺0,00' });
    expect(storage.getItem(AUTH_DATA_KEY)).toBeNull();
    expect(effects.failure).not.toHaveBeenCalled();
  });

  it('a failed logout still ends the session: storage cleared, home, then the reload 300 ms later', async () => {
    const { actor, calls, effects, storage, sessionStorage, clock, seen } = start(demo);
    await calls.balance.resolve(1000);
    actor.send({ type: 'logout.requested' });
    expect(seen()).toEqual({ value: 'loggingOut', player: false, busy: true, username: 'demo', balance: '₺1.000,00' });
    await calls.logout.reject(new Error('network down'));
    expect(seen()).toEqual({ value: 'leaving', player: false, busy: false, username: null, balance: '₺0,00' });
    expect(storage.getItem(AUTH_DATA_KEY)).toBeNull();
    expect(storage.getItem('lang')).toBeNull();
    expect(sessionStorage.getItem('seen')).toBeNull();
    expect(effects.goHome).toHaveBeenCalledTimes(1);
    clock.increment(299);
    expect(effects.reload).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(seen().value).toBe('guest');
  });

  it('the hub dropping while balances are pushed fetches the balance at once, then polls again', async () => {
    const { actor, calls, clock, seen } = start(demo);
    actor.send({ type: 'hub.status.changed', connected: true });
    await calls.balance.resolve(1000);
    expect(seen().value).toEqual({ player: { balance: 'pushed', expiry: 'untracked' } });
    expect(selectIsBalancePushed(actor.getSnapshot())).toBe(true);
    // No polling while pushed.
    clock.increment(9000);
    expect(calls.balance.calls).toHaveLength(1);
    actor.send({ type: 'session.balance.pushed', balance: 1500 });
    expect(seen().balance).toBe('₺1.500,00');
    actor.send({ type: 'hub.status.changed', connected: false });
    expect(seen().value).toEqual({ player: { balance: 'refreshing', expiry: 'untracked' } });
    expect(calls.balance.calls).toHaveLength(2);
    await calls.balance.resolve(1500);
    expect(seen().value).toEqual({ player: { balance: 'waiting', expiry: 'untracked' } });
    expect(selectIsBalancePushed(actor.getSnapshot())).toBe(false);
  });
});

describe('session expiry edges', () => {
  const T = Date.parse('2026-11-24T12:00:00.000Z');
  const minute = 60_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** The stored session the server said ends at 12:30 (30 minutes idle from 12:00). */
  const ending = (at: number) => sessionFixture({ balance: 1000, expiresAt: iso(at) });
  const startAt = (stored: AuthData) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T);
    return start(stored);
  };
  afterEach(() => {
    vi.useRealTimers();
  });
  const expiry = (s: ReturnType<typeof start>) => (s.actor.getSnapshot().value as { player?: { expiry: string } }).player?.expiry ?? null;

  it('opens the warning exactly one minute before the end (12:29), not earlier', () => {
    const s = startAt(ending(T + 30 * minute));
    expect(expiry(s)).toBe('counting');
    s.advance(29 * minute - 1);
    expect(selectIsExpiryWarningOpen(s.actor.getSnapshot())).toBe(false);
    s.advance(1);
    expect(expiry(s)).toBe('warning');
    expect(selectIsExpiryWarningOpen(s.actor.getSnapshot())).toBe(true);
    expect(s.seen().player).toBe(true);
  });

  it('"stay signed in" calls keepAlive, closes the warning with the new end stored, and warns again a minute before it', async () => {
    const s = startAt(ending(T + 30 * minute));
    s.advance(29 * minute);
    s.actor.send({ type: 'session.keepAlive.requested' });
    expect(expiry(s)).toBe('extending');
    expect(s.calls.keepAlive.calls).toHaveLength(1);
    // Still shown while the call runs, so the player sees the button busy, not a flicker.
    expect(selectIsExpiryWarningOpen(s.actor.getSnapshot())).toBe(true);
    await s.calls.keepAlive.resolve(iso(T + 59 * minute)); // 12:29 + 30 min
    expect(expiry(s)).toBe('counting');
    expect(selectIsExpiryWarningOpen(s.actor.getSnapshot())).toBe(false);
    expect(selectExpiresAt(s.actor.getSnapshot())).toBe('2026-11-24T12:59:00.000Z');
    expect(JSON.parse(s.storage.getItem(AUTH_DATA_KEY) ?? 'null').expiresAt).toBe('2026-11-24T12:59:00.000Z');
    // The old end (12:30) passes without effect; the next warning is at 12:58.
    s.advance(minute);
    expect(s.seen().player).toBe(true);
    s.advance(28 * minute - 1);
    expect(expiry(s)).toBe('counting');
    s.advance(1);
    expect(expiry(s)).toBe('warning');
  });

  it('at the end it logs out locally (no logout call), closes the dialogs and says why', () => {
    const s = startAt(ending(T + 30 * minute));
    s.advance(29 * minute);
    s.advance(minute - 1);
    expect(s.seen().player).toBe(true);
    s.advance(1);
    expect(s.seen()).toEqual({ value: 'guest', player: false, busy: false, username: null, balance: '₺0,00' });
    expect(s.calls.logout.calls).toHaveLength(0);
    expect(s.effects.expired).toHaveBeenCalledTimes(1);
    expect(s.dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(s.storage.getItem(AUTH_DATA_KEY)).toBeNull();
    // The language and the rest of storage stay: this is not the logout button.
    expect(s.storage.getItem('lang')).toBe('en');
  });

  it('a failed keepAlive keeps the warning (the error toasted) and the original end', async () => {
    const s = startAt(ending(T + 30 * minute));
    s.advance(29 * minute + 10_000);
    s.actor.send({ type: 'session.keepAlive.requested' });
    const error = new ApiError('Sunucu hatası', 500);
    await s.calls.keepAlive.reject(error);
    expect(expiry(s)).toBe('warning');
    expect(s.effects.failure.mock.calls).toEqual([[error]]);
    s.advance(50_000 - 1);
    expect(s.seen().player).toBe(true);
    s.advance(1);
    expect(s.seen().value).toBe('guest');
    expect(s.effects.expired).toHaveBeenCalledTimes(1);
  });

  it('a later end from an answer header closes the warning; the same or an earlier end changes nothing', () => {
    const s = startAt(ending(T + 30 * minute));
    s.advance(29 * minute);
    s.actor.send({ type: 'session.expiry.updated', expiresAt: iso(T + 30 * minute) });
    expect(expiry(s)).toBe('warning');
    s.actor.send({ type: 'session.expiry.updated', expiresAt: iso(T + 20 * minute) });
    expect(expiry(s)).toBe('warning');
    expect(selectExpiresAt(s.actor.getSnapshot())).toBe('2026-11-24T12:30:00.000Z');
    s.actor.send({ type: 'session.expiry.updated', expiresAt: iso(T + 59 * minute) });
    expect(expiry(s)).toBe('counting');
    expect(selectExpiresAt(s.actor.getSnapshot())).toBe('2026-11-24T12:59:00.000Z');
  });

  it('the warning\'s "log out" logs out as the header button does', () => {
    const s = startAt(ending(T + 30 * minute));
    s.advance(29 * minute);
    s.actor.send({ type: 'logout.requested' });
    expect(s.seen().value).toBe('loggingOut');
    expect(s.calls.logout.calls).toHaveLength(1);
  });

  it('a restored session already past its end is dropped at once; one ending in 30 s warns at once', () => {
    const past = startAt(ending(T - 1000));
    // Both delays (to the warning, then to the end) are 0 ms: each fires on the next turn of the clock.
    past.advance(0);
    expect(selectIsExpiryWarningOpen(past.actor.getSnapshot())).toBe(true);
    past.advance(0);
    expect(past.seen().value).toBe('guest');
    expect(past.effects.expired).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    const soon = startAt(ending(T + 30_000));
    soon.advance(0);
    expect(expiry(soon)).toBe('warning');
    soon.advance(30_000);
    expect(soon.seen().value).toBe('guest');
  });

  it('a stored session without an end (an older app) waits for the first answer to bring one', () => {
    const s = startAt(sessionFixture({ balance: 1000 }));
    expect(expiry(s)).toBe('untracked');
    s.actor.send({ type: 'session.expiry.updated', expiresAt: iso(T + 30 * minute) });
    expect(expiry(s)).toBe('counting');
  });
});
