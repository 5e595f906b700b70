// The session machine's generated paths, defined once for its replays (session.test.ts) and its browser
// model (tests/e2e/model/flows/session.ts), so the two name every path alike. `demo` is the stored or
// signed-in player of the suites (a sessionFixture with a phone and a fingerprint), written out here
// because the fixtures module needs vitest.
import { ApiError } from '../../common/contract/client';
import { memoryStore } from '../shared/ports';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { AUTH_DATA_KEY, type AuthData } from './auth-data';
import { type SessionEvent, type SessionInput, sessionMachine } from './session.machine';
import { sessionWords } from './session.words';

export const pathDemo: AuthData = {
  token: 'token-1',
  username: 'demo',
  usercode: 'U100001',
  balance: 1000,
  phone: '5321234567',
  smsVerified: false,
  fingerprint: 'fp',
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
};

export function sessionPathInput(stored?: AuthData): SessionInput {
  return {
    storage: memoryStore(stored ? { [AUTH_DATA_KEY]: JSON.stringify(stored), lang: 'en' } : { lang: 'en' }),
    sessionStorage: memoryStore({ seen: '1' }),
  };
}

/** The two suites: from a guest's start and from a restored session, every actor held (pending). */
export function sessionPathSuites() {
  const machine = sessionMachine.provide({
    actors: { login: pending as never, logout: pending as never, fetchBalance: pending as never, keepAlive: pending as never },
    actions: { 'close all dialogs': () => {} },
  });
  const events = (snapshot: Parameters<typeof delayEvents>[0]): SessionEvent[] =>
    [
      { type: 'login.submitted', username: 'demo', password: 'demo1234' },
      { type: 'xstate.done.actor.login', output: { message: 'Hoş geldiniz', auth: pathDemo } },
      { type: 'xstate.error.actor.login', error: new ApiError('Hatalı', 400) },
      { type: 'xstate.done.actor.balance', output: 999.99 },
      { type: 'xstate.error.actor.balance', error: new ApiError('', 0) },
      { type: 'logout.requested' },
      { type: 'xstate.done.actor.logout', output: undefined },
      { type: 'xstate.error.actor.logout', error: new ApiError('', 401) },
      { type: 'session.unauthorized' },
      { type: 'session.started', auth: pathDemo },
      { type: 'session.phoneVerified', phone: '5559876543' },
      { type: 'session.balance.pushed', balance: 12.5 },
      { type: 'session.balance.refresh' },
      { type: 'hub.status.changed', connected: true },
      { type: 'hub.status.changed', connected: false },
      { type: 'session.expiry.updated', expiresAt: '2999-01-01T00:30:00.000Z' },
      { type: 'session.keepAlive.requested' },
      { type: 'xstate.done.actor.keepAlive', output: '2999-06-01T00:30:00.000Z' },
      { type: 'xstate.error.actor.keepAlive', error: new ApiError('', 500) },
      ...delayEvents(snapshot),
    ] as SessionEvent[];
  const serializeState = (snapshot: { value: unknown; context: { auth: unknown; hubConnected: boolean } }) =>
    JSON.stringify([snapshot.value, snapshot.context.auth !== null, snapshot.context.hubConnected]);
  return {
    'from a guest start': generatePaths(machine, { events, input: () => sessionPathInput(), serializeState, words: sessionWords }),
    'from a restored session': generatePaths(machine, { events, input: () => sessionPathInput(pathDemo), serializeState, words: sessionWords }),
  };
}
