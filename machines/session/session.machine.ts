// Session: guest or player (spec §4). Restores the stored session at start, logs in and out (or is
// started by registration), takes pushed balances, refreshes the balance every 3000 ms while logged in
// unless the hub is Connected (then balances arrive by push), and drops the session on any 401.
// While logged in, a parallel expiry region follows when the server ends the session (issue 12.11:
// `expiresAt`, moved on by every call's X-Session-Expires-At): a minute before, it opens the warning
// ("stay signed in" calls keepAlive; "log out" logs out); at the end it logs out locally and says why.
import { assign, emit, sendTo, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { kurusFromTry } from '../shared/money';
import type { KeyValueStore } from '../shared/ports';
import { AUTH_DATA_KEY, type AuthData, readAuthData, writeAuthData } from './auth-data';
import { type Credentials, sessionActors } from './session.actors';

export interface SessionInput {
  /** Where authData lives (localStorage in the browser). */
  storage: KeyValueStore;
  /** Cleared on logout together with `storage` (sessionStorage in the browser). */
  sessionStorage: KeyValueStore;
}

export interface SessionContext extends SessionInput {
  auth: AuthData | null;
  /** The balance in kuruş. */
  balance: number;
  /** The hub is Connected: balance polling pauses (issue 7). */
  hubConnected: boolean;
}

export type SessionEvent =
  | ({ type: 'login.submitted' } & Credentials)
  | { type: 'logout.requested' }
  | { type: 'session.unauthorized' }
  /** Registration logged the player in: a session without the login dialog's success path. */
  | { type: 'session.started'; auth: AuthData }
  | { type: 'session.phoneVerified'; phone: string }
  /** A `Balance` hub push: the balance in TRY. */
  | { type: 'session.balance.pushed'; balance: number }
  /** Fetch the balance now (after a hub reconnect, or when the tab is visible again). */
  | { type: 'session.balance.refresh' }
  | { type: 'hub.status.changed'; connected: boolean }
  /** An answer's X-Session-Expires-At: when the server ends the session unless it is used again. */
  | { type: 'session.expiry.updated'; expiresAt: string }
  /** "Stay signed in" in the expiry warning. */
  | { type: 'session.keepAlive.requested' };

/**
 * What the session tells whoever listens (machines/shared/listen.ts): the token when a session begins
 * or ends (the app's hub and notifications follow it), and a verified phone (the bonuses page reloads).
 */
export type SessionEmitted =
  | { type: 'session.token.changed'; token: string | null }
  | { type: 'session.phoneVerified'; phone: string };

/** The warning opens this long before the session ends. */
export const EXPIRY_WARNING_MS = 60_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

const expiryOf = (auth: AuthData | null): number | null => {
  const at = auth?.expiresAt ? Date.parse(auth.expiresAt) : Number.NaN;
  return Number.isFinite(at) ? at : null;
};

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  // Provided at the app edge with the page's API client: sessionActors(api).
  actors: sessionActors(apiNotProvided('session')),
  delays: {
    // Spec §9: balance polling 3000 ms; reload 300 ms after logout.
    'balance poll': 3000,
    'logout reload': 300,
    // Measured from the clock of the moment the state is entered, so a restored tab warns at once when late.
    // Capped at setTimeout's limit (about 24.8 days), past which a browser would fire at once.
    'expiry warning': ({ context }) => Math.min(MAX_TIMER_MS, Math.max(0, (expiryOf(context.auth) ?? Date.now()) - EXPIRY_WARNING_MS - Date.now())),
    'expiry end': ({ context }) => Math.min(MAX_TIMER_MS, Math.max(0, (expiryOf(context.auth) ?? Date.now()) - Date.now())),
  },
  guards: {
    'has stored session': ({ context }) => context.auth !== null,
    'knows its end': ({ context }) => expiryOf(context.auth) !== null,
    // Only a later end moves the timers: an answer that left before a keepAlive must not shorten it.
    'ends later': ({ context, event }) => {
      if (event.type !== 'session.expiry.updated') return false;
      const next = Date.parse(event.expiresAt);
      const current = expiryOf(context.auth);
      return Number.isFinite(next) && (current === null || next > current);
    },
    'hub is connected': ({ context }) => context.hubConnected,
    'hub connects': ({ event }) => event.type === 'hub.status.changed' && event.connected,
    'hub drops': ({ event }) => event.type === 'hub.status.changed' && !event.connected,
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
    'set phone verified': assign(({ context }, params: { phone: string }) =>
      context.auth ? { auth: { ...context.auth, phone: params.phone, smsVerified: true } } : {},
    ),
    'set expiry': assign(({ context }, params: { expiresAt: string }) =>
      context.auth ? { auth: { ...context.auth, expiresAt: params.expiresAt } } : {},
    ),
    'set hub status': assign(({ event }) => (event.type === 'hub.status.changed' ? { hubConnected: event.connected } : {})),
    'clear session': assign({ auth: null, balance: 0 }),
    'persist session': ({ context }) => {
      if (context.auth) writeAuthData(context.storage, context.auth);
      else context.storage.removeItem(AUTH_DATA_KEY);
    },
    'announce token': emit(({ context }) => ({ type: 'session.token.changed' as const, token: context.auth?.token ?? null })),
    'announce phone verified': emit((_, params: { phone: string }) => ({ type: 'session.phoneVerified' as const, phone: params.phone })),
    'clear all storage': ({ context }) => {
      context.storage.clear();
      context.sessionStorage.clear();
    },
    'close all dialogs': sendTo(({ system }) => system.get('dialogs'), { type: 'dialogs.closeAll' }),
    // UI effects: the implementations are provided at the app edge (src/app/effects.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
    /** Says the session ended because it was left idle (or reached its lifetime). */
    'notify session expired': () => {},
    'go home': () => {},
    'reload page': () => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const auth = readAuthData(input.storage);
    return { ...input, auth, balance: auth ? kurusFromTry(auth.balance) : 0, hubConnected: false };
  },
  on: {
    // Recorded in every state: the hub may connect before a login finishes, and the player state reads it.
    'hub.status.changed': { actions: 'set hub status' },
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
      on: {
        'login.submitted': { target: 'loggingIn' },
        // Registration's dialogs move on to phone verification themselves, so none is closed here.
        'session.started': {
          target: 'player',
          actions: [{ type: 'set session', params: ({ event }) => ({ auth: event.auth }) }, 'persist session', 'announce token'],
        },
      },
    },
    loggingIn: {
      tags: ['loading'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          const { username, password } = event as Extract<SessionEvent, { type: 'login.submitted' }>;
          return { credentials: { username, password } };
        },
        onDone: {
          target: 'player',
          actions: [
            { type: 'set session', params: ({ event }) => ({ auth: event.output.auth }) },
            'persist session',
            'announce token',
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
      type: 'parallel',
      on: {
        'logout.requested': { target: 'loggingOut' },
        'session.unauthorized': { target: 'guest', actions: ['clear session', 'persist session', 'announce token'] },
        'session.phoneVerified': {
          actions: [
            { type: 'set phone verified', params: ({ event }) => ({ phone: event.phone }) },
            'persist session',
            { type: 'announce phone verified', params: ({ event }) => ({ phone: event.phone }) },
          ],
        },
        'session.balance.pushed': {
          actions: [{ type: 'set balance', params: ({ event }) => ({ balance: event.balance }) }, 'persist session'],
        },
        'session.balance.refresh': { target: '.balance.refreshing' },
      },
      states: {
        balance: {
          initial: 'refreshing',
          states: {
            refreshing: {
              invoke: {
                id: 'balance',
                src: 'fetchBalance',
                onDone: {
                  target: 'settled',
                  actions: [{ type: 'set balance', params: ({ event }) => ({ balance: event.output }) }, 'persist session'],
                },
                // A failed refresh keeps the last balance; a 401 arrives separately as session.unauthorized.
                onError: { target: 'settled' },
              },
            },
            settled: {
              always: [{ guard: 'hub is connected', target: 'pushed' }, { target: 'waiting' }],
            },
            waiting: {
              after: { 'balance poll': { target: 'refreshing' } },
              on: { 'hub.status.changed': { guard: 'hub connects', target: 'pushed', actions: 'set hub status' } },
            },
            // Issue 7: polling pauses while the hub is Connected; balances arrive as `Balance` pushes.
            pushed: {
              on: {
                // A push may have been lost while the link went down: fetch at once, then poll again.
                'hub.status.changed': { guard: 'hub drops', target: 'refreshing', actions: 'set hub status' },
              },
            },
          },
        },
        // Issue 12.11: the server ends an idle session; the app warns a minute before and ends it with it.
        expiry: {
          initial: 'checking',
          on: {
            'session.expiry.updated': {
              guard: 'ends later',
              target: '.checking',
              actions: [{ type: 'set expiry', params: ({ event }) => ({ expiresAt: event.expiresAt }) }, 'persist session'],
            },
          },
          states: {
            checking: {
              always: [{ guard: 'knows its end', target: 'counting' }, { target: 'untracked' }],
            },
            // A session stored by an older app carries no end: the next answer's header brings one.
            untracked: {},
            counting: {
              after: { 'expiry warning': { target: 'warning' } },
            },
            warning: {
              tags: ['expiry-warning'],
              on: { 'session.keepAlive.requested': { target: 'extending' } },
              after: {
                'expiry end': {
                  target: '#session.guest',
                  actions: ['clear session', 'persist session', 'announce token', 'close all dialogs', 'notify session expired'],
                },
              },
            },
            extending: {
              tags: ['expiry-warning'],
              invoke: {
                id: 'keepAlive',
                src: 'keepAlive',
                onDone: {
                  target: 'counting',
                  actions: [{ type: 'set expiry', params: ({ event }) => ({ expiresAt: event.output }) }, 'persist session'],
                },
                // The warning stays, so the player can try again or log out; a 401 ends it as any other.
                onError: {
                  target: 'warning',
                  actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) },
                },
              },
              after: {
                'expiry end': {
                  target: '#session.guest',
                  actions: ['clear session', 'persist session', 'announce token', 'close all dialogs', 'notify session expired'],
                },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['loading'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'leaving' },
        onError: { target: 'leaving' },
      },
    },
    leaving: {
      entry: ['clear session', 'clear all storage', 'announce token', 'go home'],
      after: { 'logout reload': { target: 'guest', actions: 'reload page' } },
    },
  },
});
