// The real-time hub (spec §4, §7, §9; issue 7): one SignalR connection to ./hub/frnotify while a
// player is logged in, or as a guest (no token: the book's public prices only, guest17) while a
// visitor uses the sportsbook. A connect with another credential while linked switches: the old
// connection stops, then the new one starts. States are the spec's hub states. SignalR's automatic reconnect covers a
// dropped link; a failed first start is retried here on the same delays (the client never retries
// one itself), then the hub stops in Disconnected with the error. Every server push, and the local
// commands `error`, `disconnect` and `reconnected`, are emitted as `hub.message`; whoever wants them
// listens to the hub by its system id (machines/shared/listen.ts), and so for `hub.status.changed`.
import { assign, emit, enqueueActions, sendTo, setup, spawnChild, stopChild } from 'xstate';
import { type ConnectionReport, connection, HUB_RETRY_DELAYS, type HubConnectionFactory, hubUrl } from './hub.actors';

export interface HubInput {
  /** Makes the connection; the app edge passes createSignalRConnection, tests a fake. */
  createConnection: HubConnectionFactory;
  /** The site's origin (location.origin); the hub path is resolved against its root. */
  origin: string;
  /** The stored device fingerprint, sent as the `fingerprint` query parameter. */
  getFingerprint: () => string;
}

export interface HubContext extends HubInput {
  /** The session token of the connection wanted; null: a guest's. */
  token: string | null;
  /** Failed attempts of the current first start (0 once connected). */
  failures: number;
  /** Why the hub last stopped or failed, for the UI and logs; null after a clean run. */
  error: string | null;
}

/** What the parent receives: a server push (PascalCase command) or a local one (lowercase). */
export interface HubMessage {
  command: string;
  message: unknown;
}

export type HubMessageEvent = { type: 'hub.message' } & HubMessage;

/** Whether the hub is Connected with a player's session (balances arrive by push then, never on a guest's link). */
export type HubStatusEvent = { type: 'hub.status.changed'; connected: boolean };

export type HubEmitted = HubMessageEvent | HubStatusEvent;

/** `token: null` connects as a guest (server/hub/README.md, "Guests"). */
export type HubEvent = { type: 'hub.connect'; token: string | null } | { type: 'hub.disconnect' } | ConnectionReport;

/** Local commands, lowercase so they never collide with a server command (server/hub/README.md). */
export const LOCAL_COMMANDS = { error: 'error', disconnect: 'disconnect', reconnected: 'reconnected' } as const;

/** A close caused by our own stop() carries no error; one from the server or the network may. */
const closeError = (event: HubEvent) => (event.type === 'connection.closed' ? event.error : null);

/** Into Disconnected from a live connection: remember why, tell the parent, let the connection go. */
const closeTransition = {
  target: '#hub.Disconnected',
  actions: [
    'note close',
    {
      type: 'relay message',
      params: ({ event }: { event: HubEvent }) => ({ command: LOCAL_COMMANDS.disconnect, message: closeError(event) }),
    },
    'drop connection',
    'forget token',
  ],
} as const;

/** Linked (or linking) and asked for another credential: stop this connection, then start that one. */
const switchTransition = {
  guard: 'is another credential',
  target: '#hub.Disconnecting.switching',
  actions: { type: 'set token', params: ({ event }: { event: HubEvent }) => ({ token: event.type === 'hub.connect' ? event.token : null }) },
} as const;

export const hubMachine = setup({
  types: {
    input: {} as HubInput,
    context: {} as HubContext,
    events: {} as HubEvent,
    emitted: {} as HubEmitted,
  },
  actors: { connection },
  delays: {
    // The n-th retry waits the n-th delay of spec §9 (0, 2 s, 10 s, 30 s).
    'retry delay': ({ context }) => HUB_RETRY_DELAYS[context.failures - 1] ?? 0,
  },
  guards: {
    'has retries left': ({ context }) => context.failures <= HUB_RETRY_DELAYS.length,
    'recovered from a failed start': ({ context }) => context.failures > 0,
    'is another credential': ({ context, event }) => event.type === 'hub.connect' && event.token !== context.token,
  },
  actions: {
    'set token': assign((_, params: { token: string | null }) => ({ token: params.token, failures: 0, error: null })),
    'count failure': assign(({ context }, params: { error: string }) => ({
      failures: context.failures + 1,
      error: params.error,
    })),
    'reset failures': assign({ failures: 0, error: null }),
    'set error': assign((_, params: { error: string | null }) => ({ error: params.error })),
    'note close': assign(({ event }) => ({ error: closeError(event) })),
    'forget token': assign({ token: null, failures: 0 }),
    'open connection': spawnChild('connection', {
      id: 'connection',
      input: ({ context }) => ({
        createConnection: context.createConnection,
        url: hubUrl(context.origin, context.getFingerprint()),
        token: context.token ?? '',
      }),
    }),
    'start connection': sendTo('connection', { type: 'connection.start' }),
    'stop connection': sendTo('connection', { type: 'connection.stop' }),
    'drop connection': stopChild('connection'),
    'relay message': emit((_, params: HubMessage) => ({ type: 'hub.message' as const, ...params })),
    // Told on entering and leaving Connected with a token (a guest's link changes nothing for the player).
    'announce player link': enqueueActions(({ context, enqueue }, params: { connected: boolean }) => {
      if (context.token !== null) enqueue.emit({ type: 'hub.status.changed', connected: params.connected });
    }),
  },
}).createMachine({
  id: 'hub',
  context: ({ input }) => ({ ...input, token: null, failures: 0, error: null }),
  initial: 'Disconnected',
  states: {
    Disconnected: {
      on: {
        'hub.connect': {
          target: 'Connecting',
          actions: [{ type: 'set token', params: ({ event }) => ({ token: event.token }) }, 'open connection'],
        },
      },
    },
    Connecting: {
      tags: ['busy'],
      initial: 'starting',
      on: { 'hub.disconnect': { target: 'Disconnecting' }, 'hub.connect': switchTransition },
      states: {
        starting: {
          entry: 'start connection',
          on: {
            'connection.started': [
              {
                // Messages may have been missed since login: the app resyncs as after a reconnect.
                guard: 'recovered from a failed start',
                target: '#hub.Connected',
                actions: [
                  { type: 'relay message', params: { command: LOCAL_COMMANDS.reconnected, message: null } },
                  'reset failures',
                ],
              },
              { target: '#hub.Connected' },
            ],
            'connection.failed': {
              target: 'failed',
              actions: [
                { type: 'count failure', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'relay message',
                  params: ({ event }) => ({ command: LOCAL_COMMANDS.error, message: event.error }),
                },
              ],
            },
          },
        },
        failed: {
          always: [
            { guard: 'has retries left', target: 'retrying' },
            // Spec §4: after the last delay the hub stops.
            { target: '#hub.Disconnected', actions: ['drop connection', 'forget token'] },
          ],
        },
        retrying: {
          after: { 'retry delay': { target: 'starting' } },
        },
      },
    },
    Connected: {
      entry: { type: 'announce player link', params: { connected: true } },
      exit: { type: 'announce player link', params: { connected: false } },
      on: {
        'connection.message': {
          actions: {
            type: 'relay message',
            params: ({ event }) => ({ command: event.command, message: event.message }),
          },
        },
        'connection.reconnecting': {
          target: 'Reconnecting',
          actions: { type: 'set error', params: ({ event }) => ({ error: event.error }) },
        },
        'connection.closed': closeTransition,
        'hub.disconnect': { target: 'Disconnecting' },
        'hub.connect': switchTransition,
      },
    },
    Reconnecting: {
      tags: ['busy'],
      on: {
        'connection.reconnected': {
          target: 'Connected',
          actions: [
            'reset failures',
            {
              type: 'relay message',
              params: ({ event }) => ({ command: LOCAL_COMMANDS.reconnected, message: event.connectionId }),
            },
          ],
        },
        // SignalR ran out of retry delays.
        'connection.closed': closeTransition,
        'hub.disconnect': { target: 'Disconnecting' },
        'hub.connect': switchTransition,
      },
    },
    Disconnecting: {
      tags: ['busy'],
      entry: 'stop connection',
      initial: 'stopping',
      on: {
        // A connect while the old connection stops (logout then guest, guest then login): it follows.
        'hub.connect': { target: '.switching', actions: { type: 'set token', params: ({ event }) => ({ token: event.token }) } },
      },
      states: {
        stopping: {
          on: {
            // Whichever comes first: stop() settling, or the close it causes.
            'connection.stopped': closeTransition,
            'connection.closed': closeTransition,
          },
        },
        switching: {
          on: {
            'hub.disconnect': { target: 'stopping' },
            'connection.stopped': { target: '#hub.Connecting', actions: ['drop connection', 'open connection'] },
            'connection.closed': { target: '#hub.Connecting', actions: ['drop connection', 'open connection'] },
          },
        },
      },
    },
  },
});
