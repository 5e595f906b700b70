// Session: guest or player (spec §4). Restores the stored session at start, logs in and out,
// refreshes the balance every 3000 ms while logged in, and drops the session on any 401.
import { assign, sendTo, setup } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { kurusFromTry } from '../shared/money';
import type { KeyValueStore } from '../shared/ports';
import { AUTH_DATA_KEY, type AuthData, readAuthData, writeAuthData } from './auth-data';
import { type Credentials, fetchBalance, login, logout } from './session.actors';

export interface SessionInput {
  api: ApiClient;
  /** Where authData lives (localStorage in the browser). */
  storage: KeyValueStore;
  /** Cleared on logout together with `storage` (sessionStorage in the browser). */
  sessionStorage: KeyValueStore;
}

export interface SessionContext extends SessionInput {
  auth: AuthData | null;
  /** The balance in kuruş. */
  balance: number;
}

export type SessionEvent =
  | ({ type: 'login.submitted' } & Credentials)
  | { type: 'logout.requested' }
  | { type: 'session.unauthorized' };

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: { login, logout, fetchBalance },
  delays: {
    // Spec §9: balance polling 3000 ms; reload 300 ms after logout.
    'balance poll': 3000,
    'logout reload': 300,
  },
  guards: {
    'has stored session': ({ context }) => context.auth !== null,
  },
  actions: {
    // Assignments stay pure (graph traversal replays them); writing to storage is a separate effect.
    'set session': assign((_, params: { auth: AuthData }) => ({
      auth: params.auth,
      balance: kurusFromTry(params.auth.balance),
    })),
    'set balance': assign(({ context }, params: { balance: number }) =>
      context.auth
        ? { auth: { ...context.auth, balance: params.balance }, balance: kurusFromTry(params.balance) }
        : {},
    ),
    'clear session': assign({ auth: null, balance: 0 }),
    'persist session': ({ context }) => {
      if (context.auth) writeAuthData(context.storage, context.auth);
      else context.storage.removeItem(AUTH_DATA_KEY);
    },
    'clear all storage': ({ context }) => {
      context.storage.clear();
      context.sessionStorage.clear();
    },
    'close all dialogs': sendTo(({ system }) => system.get('dialogs'), { type: 'dialogs.closeAll' }),
    // UI effects: the implementations are provided at the app edge (src/app/effects.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
    'go home': () => {},
    'reload page': () => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const auth = readAuthData(input.storage);
    return { ...input, auth, balance: auth ? kurusFromTry(auth.balance) : 0 };
  },
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'has stored session', target: 'player' },
        // Spec §4: without stored auth data the state resets.
        { target: 'guest', actions: ['clear session', 'persist session'] },
      ],
    },
    guest: {
      on: { 'login.submitted': { target: 'loggingIn' } },
    },
    loggingIn: {
      tags: ['loading'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context, event }) => {
          const { username, password } = event as Extract<SessionEvent, { type: 'login.submitted' }>;
          return { api: context.api, credentials: { username, password } };
        },
        onDone: {
          target: 'player',
          actions: [
            { type: 'set session', params: ({ event }) => ({ auth: event.output.auth }) },
            'persist session',
            { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) },
            'close all dialogs',
          ],
        },
        // The login dialog stays open so the player can correct the details.
        onError: {
          target: 'guest',
          actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    player: {
      initial: 'refreshing',
      on: {
        'logout.requested': { target: 'loggingOut' },
        'session.unauthorized': { target: 'guest', actions: ['clear session', 'persist session'] },
      },
      states: {
        refreshing: {
          invoke: {
            id: 'balance',
            src: 'fetchBalance',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'waiting',
              actions: [{ type: 'set balance', params: ({ event }) => ({ balance: event.output }) }, 'persist session'],
            },
            // A failed refresh keeps the last balance; a 401 arrives separately as session.unauthorized.
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          after: { 'balance poll': { target: 'refreshing' } },
        },
      },
    },
    loggingOut: {
      tags: ['loading'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'leaving' },
        onError: { target: 'leaving' },
      },
    },
    leaving: {
      entry: ['clear session', 'clear all storage', 'go home'],
      after: { 'logout reload': { target: 'guest', actions: 'reload page' } },
    },
  },
});
