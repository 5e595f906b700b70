// Players (issue 16): a lookup by username, name, e-mail, phone, TC number or id, then a player's page
// with its tabs (profile and balances, ledger) and the lock action with a reason. The ledger is read
// the first time its tab opens; locking answers the player as they are now.
import { assign, setup } from 'xstate';
import type { ApiClient } from '../../common/contract/client';
import { loadLedger, loadPlayer, type OpsLedgerLine, type OpsPlayer, type OpsPlayerDetail, searchPlayers, setLocked } from './backoffice-players.actors';

export interface PlayersInput {
  api: ApiClient;
}

export type PlayerTab = 'profile' | 'ledger';

export interface PlayersContext extends PlayersInput {
  search: string;
  results: OpsPlayer[] | null;
  playerId: string | null;
  player: OpsPlayerDetail | null;
  ledger: OpsLedgerLine[] | null;
  reason: string;
}

export type PlayersEvent =
  | { type: 'players.search.changed'; value: string }
  | { type: 'players.search.submitted' }
  | { type: 'players.opened'; id: string }
  | { type: 'players.closed' }
  | { type: 'players.tab.chosen'; tab: PlayerTab }
  | { type: 'players.lock.opened' }
  | { type: 'players.reason.changed'; value: string }
  | { type: 'players.lock.confirmed' }
  | { type: 'players.lock.cancelled' };

/** The contract's search: 2 to 100 characters; a reason: 3 or more. */
const SEARCH_MIN = 2;
export const REASON_MIN = 3;

const output = <T>(event: unknown) => (event as { output: T }).output;

export const playersMachine = setup({
  types: { input: {} as PlayersInput, context: {} as PlayersContext, events: {} as PlayersEvent },
  actors: { searchPlayers, loadPlayer, loadLedger, setLocked },
  guards: {
    'is search long enough': ({ context }) => context.search.trim().length >= SEARCH_MIN,
    'is reason valid': ({ context }) => context.reason.trim().length >= REASON_MIN,
    'is ledger unread': ({ context, event }) => event.type === 'players.tab.chosen' && event.tab === 'ledger' && context.ledger === null,
  },
  actions: {
    'set search': assign({ search: ({ context, event }) => (event.type === 'players.search.changed' ? event.value : context.search) }),
    'keep results': assign({ results: ({ event }) => output<OpsPlayer[]>(event) }),
    'pick player': assign({ playerId: ({ event }) => (event.type === 'players.opened' ? event.id : null), player: null, ledger: null }),
    'keep player': assign({ player: ({ event }) => output<OpsPlayerDetail>(event) }),
    'keep locked player': assign({ player: ({ event }) => output<{ player: OpsPlayerDetail }>(event).player, reason: '' }),
    'keep ledger': assign({ ledger: ({ event }) => output<{ items: OpsLedgerLine[] }>(event).items }),
    'set reason': assign({ reason: ({ context, event }) => (event.type === 'players.reason.changed' ? event.value : context.reason) }),
    'forget reason': assign({ reason: '' }),
    'forget player': assign({ playerId: null, player: null, ledger: null, reason: '' }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficePlayers',
  context: ({ input }) => ({ ...input, search: '', results: null, playerId: null, player: null, ledger: null, reason: '' }),
  initial: 'lookup',
  states: {
    lookup: {
      initial: 'idle',
      on: {
        'players.search.changed': { actions: 'set search' },
        'players.opened': { target: 'player', actions: 'pick player' },
      },
      states: {
        idle: {
          on: { 'players.search.submitted': { guard: 'is search long enough', target: 'searching' } },
        },
        searching: {
          tags: ['loading'],
          invoke: {
            id: 'searchPlayers',
            src: 'searchPlayers',
            input: ({ context }) => ({ api: context.api, search: context.search.trim() }),
            onDone: { target: 'idle', actions: 'keep results' },
            onError: { target: 'idle', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    player: {
      initial: 'loading',
      on: { 'players.closed': { target: 'lookup', actions: 'forget player' } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadPlayer',
            src: 'loadPlayer',
            input: ({ context }) => ({ api: context.api, playerId: context.playerId! }),
            onDone: { target: 'profile', actions: 'keep player' },
            onError: { target: '#backofficePlayers.lookup', actions: [{ type: 'notify failure', params: ({ event }) => ({ error: event.error }) }, 'forget player'] },
          },
        },
        profile: {
          on: {
            'players.tab.chosen': [{ guard: 'is ledger unread', target: 'readingLedger' }, { guard: ({ event }) => event.tab === 'ledger', target: 'ledger' }],
            'players.lock.opened': 'locking',
          },
        },
        readingLedger: {
          tags: ['loading'],
          invoke: {
            id: 'loadLedger',
            src: 'loadLedger',
            input: ({ context }) => ({ api: context.api, playerId: context.playerId! }),
            onDone: { target: 'ledger', actions: 'keep ledger' },
            onError: { target: 'profile', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ledger: {
          on: { 'players.tab.chosen': { guard: ({ event }) => event.tab === 'profile', target: 'profile' } },
        },
        // The reason dialog for locking an active player or unlocking a suspended one.
        locking: {
          tags: ['open'],
          initial: 'entering',
          on: { 'players.lock.cancelled': { target: 'profile', actions: 'forget reason' } },
          states: {
            entering: {
              on: {
                'players.reason.changed': { actions: 'set reason' },
                'players.lock.confirmed': { guard: 'is reason valid', target: 'saving' },
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'setLocked',
                src: 'setLocked',
                input: ({ context }) => ({
                  api: context.api,
                  playerId: context.playerId!,
                  lock: context.player?.status === 'active',
                  reason: context.reason.trim(),
                }),
                onDone: {
                  target: '#backofficePlayers.player.profile',
                  actions: ['keep locked player', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }],
                },
                onError: { target: 'entering', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});
