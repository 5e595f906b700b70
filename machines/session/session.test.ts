// Session machine: restore, login (success and failure), balance polling, logout and 401 handling,
// with I/O swapped through provide(); plus generated path coverage from both starting points.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { pathDemo, sessionPathInput, sessionPathSuites } from './session.paths';
import { deferred, hosted, notifySpies, ok, outputOf, recordingApi, sessionFixture } from '../testing/fixtures';
import { AUTH_DATA_KEY, type AuthData } from './auth-data';
import { type Credentials, type LoginResult, sessionActors } from './session.actors';
import { sessionMachine } from './session.machine';
import {
  selectBalance,
  selectBalanceText,
  selectHeaderBalanceText,
  selectIsBalancePushed,
  selectIsBusy,
  selectIsPlayer,
  selectIsSmsVerified,
  selectPhone,
  selectShowsPlayer,
  selectUsername,
} from './session.selectors';

// The suites' stored player and input (session.paths.ts), for these tests too.
const demo: AuthData = pathDemo;
const inputWith = sessionPathInput;

function setupSession(stored?: AuthData) {
  const notify = notifySpies();
  const effects = {
    ...notify.effects,
    closeDialogs: vi.fn(),
    goHome: vi.fn(),
    reload: vi.fn(),
  };
  const calls = { login: [] as Credentials[], balance: 0, logout: 0 };
  let loginResult = deferred<LoginResult>();
  let balanceResult = deferred<number>();
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<LoginResult, { credentials: Credentials }>(({ input }) => {
        calls.login.push(input.credentials);
        return loginResult.promise;
      }) as never,
      fetchBalance: fromPromise<number>(() => {
        calls.balance++;
        return balanceResult.promise;
      }) as never,
      logout: fromPromise<void>(async () => {
        calls.logout++;
      }) as never,
    },
    actions: {
      ...notify.actions,
      'close all dialogs': () => effects.closeDialogs(),
      'go home': () => effects.goHome(),
      'reload page': () => effects.reload(),
    },
  });
  const input = inputWith(stored);
  const actor = createActor(machine, { input });
  actor.start();
  return {
    actor,
    input,
    effects,
    calls,
    resolveLogin: async (result: LoginResult) => {
      loginResult.resolve(result);
      await loginResult.promise;
      await Promise.resolve();
      loginResult = deferred();
    },
    rejectLogin: async (error: unknown) => {
      loginResult.reject(error);
      await loginResult.promise.catch(() => undefined);
      await Promise.resolve();
      loginResult = deferred();
    },
    resolveBalance: async (balance: number) => {
      balanceResult.resolve(balance);
      await balanceResult.promise;
      await Promise.resolve();
      balanceResult = deferred();
    },
  };
}

describe('session machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts as a guest without stored auth data, and clears any leftover', () => {
    const { actor } = setupSession();
    expect(selectIsPlayer(actor.getSnapshot())).toBe(false);
    expect(selectUsername(actor.getSnapshot())).toBeNull();
  });

  it('ignores stored auth data that is not a session', () => {
    const input = inputWith();
    input.storage.setItem(AUTH_DATA_KEY, '{"username":"demo"}');
    const actor = createActor(sessionMachine, { input });
    actor.start();
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    // A visitor's header shows no balance, so nothing formats money for it.
    expect(selectHeaderBalanceText(actor.getSnapshot())).toBeNull();
    expect(input.storage.getItem(AUTH_DATA_KEY)).toBeNull();
    actor.stop();
  });

  it('restores a stored session and refreshes the balance at once', async () => {
    const { actor, calls, resolveBalance, input } = setupSession(demo);
    expect(selectIsPlayer(actor.getSnapshot())).toBe(true);
    expect(selectUsername(actor.getSnapshot())).toBe('demo');
    expect(selectBalanceText(actor.getSnapshot())).toBe('₺1.000,00');
    expect(selectHeaderBalanceText(actor.getSnapshot())).toBe('₺1.000,00');
    expect(calls.balance).toBe(1);
    await resolveBalance(1234.56);
    expect(selectBalance(actor.getSnapshot())).toBe(123456);
    expect(selectBalanceText(actor.getSnapshot())).toBe('₺1.234,56');
    expect(JSON.parse(input.storage.getItem(AUTH_DATA_KEY) ?? '{}').balance).toBe(1234.56);
  });

  it('polls the balance every 3000 ms while logged in', async () => {
    const { actor, calls, resolveBalance } = setupSession(demo);
    await resolveBalance(1000);
    expect(calls.balance).toBe(1);
    vi.advanceTimersByTime(2999);
    expect(calls.balance).toBe(1);
    vi.advanceTimersByTime(1);
    expect(calls.balance).toBe(2);
    await resolveBalance(990);
    vi.advanceTimersByTime(3000);
    expect(calls.balance).toBe(3);
    expect(selectBalance(actor.getSnapshot())).toBe(99000);
  });

  it('logs in: loading, then stores the session, shows the message and closes the dialogs', async () => {
    const { actor, calls, effects, resolveLogin, input } = setupSession();
    actor.send({ type: 'login.submitted', username: 'demo', password: 'demo1234' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(calls.login).toEqual([{ username: 'demo', password: 'demo1234' }]);
    await resolveLogin({ message: 'Hoş geldiniz', auth: demo });
    expect(selectIsPlayer(actor.getSnapshot())).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(effects.success).toHaveBeenCalledWith('Hoş geldiniz');
    expect(effects.closeDialogs).toHaveBeenCalledTimes(1);
    expect(JSON.parse(input.storage.getItem(AUTH_DATA_KEY) ?? 'null')).toEqual(demo);
    expect(calls.balance).toBe(1);
  });

  it('a failed login shows the server message and stays a guest with the dialog open', async () => {
    const { actor, effects, rejectLogin } = setupSession();
    actor.send({ type: 'login.submitted', username: 'demo', password: 'wrong-pass' });
    const error = new ApiError('Kullanıcı adı veya şifre hatalı', 400);
    await rejectLogin(error);
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(effects.closeDialogs).not.toHaveBeenCalled();
  });

  it('logs out: calls the server, clears both storages, goes home, reloads after 300 ms', async () => {
    const { actor, calls, effects, input } = setupSession(demo);
    actor.send({ type: 'logout.requested' });
    // Until the server answered, the header still shows the player (its log-out button disabled: busy).
    expect(selectShowsPlayer(actor.getSnapshot())).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(calls.logout).toBe(1);
    expect(actor.getSnapshot().matches('leaving')).toBe(true);
    expect(selectShowsPlayer(actor.getSnapshot())).toBe(false);
    expect(input.storage.getItem(AUTH_DATA_KEY)).toBeNull();
    expect(input.storage.getItem('lang')).toBeNull();
    expect(input.sessionStorage.getItem('seen')).toBeNull();
    expect(effects.goHome).toHaveBeenCalledTimes(1);
    expect(effects.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(299);
    expect(effects.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('guest')).toBe(true);
  });

  it('a 401 anywhere clears the authentication', () => {
    const { actor, input } = setupSession(demo);
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(selectUsername(actor.getSnapshot())).toBeNull();
    expect(input.storage.getItem(AUTH_DATA_KEY)).toBeNull();
  });

  it('session.started (registration) stores the session and becomes a player without closing dialogs', async () => {
    const { actor, calls, effects, input, resolveBalance } = setupSession();
    const registered = { ...demo, username: 'newbie', balance: 0 };
    actor.send({ type: 'session.started', auth: registered });
    expect(selectIsPlayer(actor.getSnapshot())).toBe(true);
    expect(selectUsername(actor.getSnapshot())).toBe('newbie');
    expect(JSON.parse(input.storage.getItem(AUTH_DATA_KEY) ?? 'null')).toEqual(registered);
    expect(effects.closeDialogs).not.toHaveBeenCalled();
    expect(effects.success).not.toHaveBeenCalled();
    expect(calls.balance).toBe(1);
    await resolveBalance(5);
    expect(selectBalanceText(actor.getSnapshot())).toBe('₺5,00');
  });

  it('session.phoneVerified sets the phone and smsVerified and stores them', () => {
    const { actor, input } = setupSession(demo);
    expect(selectIsSmsVerified(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.phoneVerified', phone: '5559876543' });
    expect(selectIsSmsVerified(actor.getSnapshot())).toBe(true);
    expect(selectPhone(actor.getSnapshot())).toBe('5559876543');
    const stored = JSON.parse(input.storage.getItem(AUTH_DATA_KEY) ?? 'null');
    expect(stored).toMatchObject({ phone: '5559876543', smsVerified: true, token: demo.token });
  });

  it('a guest ignores session.phoneVerified and pushed balances', () => {
    const { actor, input } = setupSession();
    actor.send({ type: 'session.phoneVerified', phone: '5559876543' });
    actor.send({ type: 'session.balance.pushed', balance: 50 });
    expect(actor.getSnapshot().context.auth).toBeNull();
    expect(selectBalance(actor.getSnapshot())).toBe(0);
    expect(input.storage.getItem(AUTH_DATA_KEY)).toBeNull();
  });

  it('a pushed balance replaces the shown and stored balance', () => {
    const { actor, input } = setupSession(demo);
    actor.send({ type: 'session.balance.pushed', balance: 1500.25 });
    expect(selectBalanceText(actor.getSnapshot())).toBe('₺1.500,25');
    expect(JSON.parse(input.storage.getItem(AUTH_DATA_KEY) ?? '{}').balance).toBe(1500.25);
  });

  it('pauses polling while the hub is Connected and resumes with a fetch when it is not', async () => {
    const { actor, calls, resolveBalance } = setupSession(demo);
    await resolveBalance(1000);
    actor.send({ type: 'hub.status.changed', connected: true });
    expect(selectIsBalancePushed(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(30000);
    expect(calls.balance).toBe(1);
    actor.send({ type: 'hub.status.changed', connected: false });
    expect(selectIsBalancePushed(actor.getSnapshot())).toBe(false);
    expect(calls.balance).toBe(2);
    await resolveBalance(1000);
    vi.advanceTimersByTime(3000);
    expect(calls.balance).toBe(3);
  });

  it('a fetch that ends while the hub is Connected does not start polling', async () => {
    const { actor, calls, resolveBalance } = setupSession();
    actor.send({ type: 'hub.status.changed', connected: true });
    actor.send({ type: 'session.started', auth: demo });
    expect(calls.balance).toBe(1);
    await resolveBalance(1000);
    expect(selectIsBalancePushed(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(9000);
    expect(calls.balance).toBe(1);
  });

  it('session.balance.refresh fetches at once, even while pushed', async () => {
    const { actor, calls, resolveBalance } = setupSession(demo);
    await resolveBalance(1000);
    actor.send({ type: 'hub.status.changed', connected: true });
    actor.send({ type: 'session.balance.refresh' });
    expect(calls.balance).toBe(2);
    await resolveBalance(1200);
    expect(selectBalanceText(actor.getSnapshot())).toBe('₺1.200,00');
    expect(selectIsBalancePushed(actor.getSnapshot())).toBe(true);
  });

  it('closes the dialogs through the actor registered as dialogs', async () => {
    const machine = sessionMachine.provide({
      actors: { login: fromPromise(async () => ({ message: 'ok', auth: demo })) as never, fetchBalance: pending as never },
    });
    const { actor: session, received } = hosted(machine, inputWith(), { systemIds: ['dialogs'] });
    session.send({ type: 'login.submitted', username: 'demo', password: 'demo1234' });
    await vi.waitFor(() => expect(received.dialogs).toEqual([{ type: 'dialogs.closeAll' }]));
  });
});

describe('session actors', () => {
  it('log in through POST /auth/login and read the balance through GET /user/balance', async () => {
    const { api: client, requests } = recordingApi((request) =>
      request.path === '/auth/login' ? ok(demo, 'Giriş başarılı') : ok({ balance: 12.5, cash: 12.5, bonus: 0 }),
    );
    const { login, fetchBalance } = sessionActors(client);
    expect(await outputOf(login, { credentials: { username: 'demo', password: 'demo1234' } })).toEqual({
      message: 'Giriş başarılı',
      auth: demo,
    });
    expect(await outputOf(fetchBalance, undefined)).toBe(12.5);
    expect(requests.map(({ method, url, text }) => ({ method, url, body: text }))).toEqual([
      { method: 'POST', url: 'http://site.test/api/auth/login', body: '{"username":"demo","password":"demo1234"}' },
      { method: 'GET', url: 'http://site.test/api/user/balance', body: '' },
    ]);
  });

  it('mark the balance poll as background activity, and keep alive through POST /auth/keepalive', async () => {
    const { api: client, requests } = recordingApi((request) =>
      request.path === '/auth/keepalive' ? ok({ expiresAt: '2026-11-24T12:59:00.000Z' }, 'Oturumunuz uzatıldı') : ok({ balance: 1, cash: 1, bonus: 0 }),
    );
    const { fetchBalance, keepAlive } = sessionActors(client);
    await outputOf(fetchBalance, undefined);
    expect(await outputOf(keepAlive, undefined)).toBe('2026-11-24T12:59:00.000Z');
    expect(requests.map(({ method, path, text, headers }) => [method, path, text, headers.get('x-session-activity')])).toEqual([
      ['GET', '/user/balance', '', 'background'],
      ['POST', '/auth/keepalive', '{}', null],
    ]);
  });
});

describe('the API client', () => {
  it("reports the X-Session-Expires-At of every answer to a call the player made", async () => {
    const { createApiClient } = await import('../../common/contract/client');
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://site.test/api',
      fetch: async () =>
        new Response(JSON.stringify({ success: true, message: '', data: { balance: 1, cash: 1, bonus: 0 } }), {
          headers: { 'content-type': 'application/json', 'x-session-expires-at': '2026-11-24T12:30:00.000Z' },
        }),
      getToken: () => 'token-1',
      getLocale: () => 'tr',
      getFingerprint: () => 'fp',
      onUnauthorized: () => {},
      onSessionExpiry: (at) => seen.push(at),
    });
    await client.GET('/user/balance');
    expect(seen).toEqual(['2026-11-24T12:30:00.000Z']);
    // A background call did not extend the session: its header is not news.
    await client.GET('/user/balance', { headers: { 'x-session-activity': 'background' } });
    expect(seen).toHaveLength(1);
  });
});

describe('session machine: generated paths', () => {
  it("the suites' player is the fixtures' session with a phone and a fingerprint (written out for the browser)", () => {
    expect(pathDemo).toEqual(sessionFixture({ phone: '5321234567', fingerprint: 'fp' }));
  });
  // The suites are defined once (session.paths.ts) for these replays and the browser model.
  testEveryPath(sessionMachine, sessionPathSuites(), (actual, expected) => expect(actual.context.auth).toEqual(expected.context.auth));
});

describe('session ends on the device clock', () => {
  it('moves the server instant by the difference between the server Date header and this clock', async () => {
    const { onLocalClock } = await import('../../common/contract/client');
    const response = { headers: new Headers({ date: 'Tue, 24 Nov 2026 12:00:00 GMT' }) };
    // The device is 5 minutes behind the server: the end, 30 minutes after the server's now, is 11:55 + 30 min here.
    expect(onLocalClock('2026-11-24T12:30:00.000Z', response, Date.parse('2026-11-24T11:55:00.000Z'))).toBe('2026-11-24T12:25:00.000Z');
    expect(onLocalClock('2026-11-24T12:30:00.000Z', { headers: new Headers() }, 0)).toBe('2026-11-24T12:30:00.000Z');
  });
});
