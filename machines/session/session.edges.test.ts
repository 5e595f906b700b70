// Hand-written expectations for the session's important edges: a failed login and its retry, a
// failed balance refresh, a 401, a failed logout, the hub dropping. After each, the state (by value)
// and what the header shows (player or guest, busy, username, balance text), written out here.
// Kept apart from session.test.ts so the session-expiry work in that machine merges cleanly.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../src/api/client';
import { memoryStore } from '../shared/ports';
import { controllable, hosted, offlineApi, sessionFixture } from '../testing/fixtures';
import { AUTH_DATA_KEY, type AuthData } from './auth-data';
import type { Credentials, LoginResult } from './session.actors';
import { sessionMachine } from './session.machine';
import { selectBalanceText, selectIsBalancePushed, selectIsBusy, selectIsPlayer, selectUsername } from './session.selectors';

function start(stored?: AuthData) {
  const calls = {
    login: controllable<{ credentials: Credentials }, LoginResult, Credentials>((input) => input.credentials),
    balance: controllable<unknown, number, null>(() => null),
    logout: controllable<unknown, void, null>(() => null),
  };
  const effects = { success: vi.fn(), failure: vi.fn(), goHome: vi.fn(), reload: vi.fn() };
  const machine = sessionMachine.provide({
    actors: { login: calls.login.logic as never, fetchBalance: calls.balance.logic as never, logout: calls.logout.logic as never },
    actions: {
      'notify success': (_, params) => effects.success(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
      'go home': () => effects.goHome(),
      'reload page': () => effects.reload(),
    },
  });
  const storage = memoryStore(stored ? { [AUTH_DATA_KEY]: JSON.stringify(stored), lang: 'en' } : { lang: 'en' });
  const sessionStorage = memoryStore({ seen: '1' });
  const clock = new SimulatedClock();
  const { actor, received } = hosted(machine, { api: offlineApi(), storage, sessionStorage }, { systemIds: ['dialogs'], clock });
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
  return { actor, calls, effects, dialogs: received.dialogs, storage, sessionStorage, clock, seen };
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
    expect(seen()).toEqual({ value: { player: 'refreshing' }, player: true, busy: false, username: 'demo', balance: '₺250,50' });
    expect(effects.success.mock.calls).toEqual([['Hoş geldiniz']]);
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(JSON.parse(storage.getItem(AUTH_DATA_KEY) ?? 'null')).toMatchObject({ username: 'demo', balance: 250.5 });
  });

  it('a failed balance refresh keeps the last balance, and the next poll comes 3000 ms later', async () => {
    const { calls, clock, seen } = start(demo);
    expect(seen()).toEqual({ value: { player: 'refreshing' }, player: true, busy: false, username: 'demo', balance: '₺1.000,00' });
    await calls.balance.reject(new ApiError('Sunucu hatası', 500));
    expect(seen()).toEqual({ value: { player: 'waiting' }, player: true, busy: false, username: 'demo', balance: '₺1.000,00' });
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
    expect(seen().value).toEqual({ player: 'pushed' });
    expect(selectIsBalancePushed(actor.getSnapshot())).toBe(true);
    // No polling while pushed.
    clock.increment(9000);
    expect(calls.balance.calls).toHaveLength(1);
    actor.send({ type: 'session.balance.pushed', balance: 1500 });
    expect(seen().balance).toBe('₺1.500,00');
    actor.send({ type: 'hub.status.changed', connected: false });
    expect(seen().value).toEqual({ player: 'refreshing' });
    expect(calls.balance.calls).toHaveLength(2);
    await calls.balance.resolve(1500);
    expect(seen().value).toEqual({ player: 'waiting' });
    expect(selectIsBalancePushed(actor.getSnapshot())).toBe(false);
  });
});
