// Hub I/O: the SignalR connection to ./hub/frnotify, owned by one callback actor for the whole life
// of a connection, and the real connection factory (SignalR is loaded on demand, so the first page
// load does not ship it).
import type { HubConnection } from '@microsoft/signalr';
import { fromCallback } from 'xstate';

/** Spec §9: retry delays of the automatic reconnect, and of the machine's own retries of a first start. */
export const HUB_RETRY_DELAYS = [0, 2000, 10000, 30000] as const;
/** Spec §9: the client gives the server up after 30 s of silence and pings every 15 s. */
export const HUB_SERVER_TIMEOUT_MS = 30000;
export const HUB_KEEP_ALIVE_MS = 15000;
/** The hub method every server push arrives through (server/hub/README.md). */
export const NOTIFY_METHOD = 'NotifyMessage';

/** The part of @microsoft/signalr's HubConnection the hub uses; tests provide an object of this shape. */
export type HubConnectionLike = Pick<
  HubConnection,
  'state' | 'start' | 'stop' | 'on' | 'onclose' | 'onreconnecting' | 'onreconnected'
>;

export interface HubConnectionOptions {
  /** Absolute hub URL including the fingerprint query parameter. */
  url: string;
  /** Called by SignalR before every negotiate and socket open, so it always hands the current token. */
  accessTokenFactory: () => string;
}

export type HubConnectionFactory = (options: HubConnectionOptions) => Promise<HubConnectionLike>;

/**
 * The hub URL: spec §9's relative ./hub/frnotify, resolved against the site root as the API base is
 * (common/contract/client.ts apiBaseUrl), so a deep route such as /casino/play/<game> still reaches /hub.
 */
export function hubUrl(origin: string, fingerprint: string): string {
  const url = new URL('./hub/frnotify', `${origin}/`);
  if (fingerprint) url.searchParams.set('fingerprint', fingerprint);
  return url.href;
}

/** The real factory: a WebSockets-only SignalR connection with the spec's reconnect schedule and timeouts. */
export const createSignalRConnection: HubConnectionFactory = async ({ url, accessTokenFactory }) => {
  const signalR = await import('@microsoft/signalr');
  return (
    new signalR.HubConnectionBuilder()
      // The server offers WebSockets only (server/hub/README.md); asking for it skips a fallback probe.
      .withUrl(url, { accessTokenFactory, transport: signalR.HttpTransportType.WebSockets })
      .withAutomaticReconnect([...HUB_RETRY_DELAYS])
      .withServerTimeout(HUB_SERVER_TIMEOUT_MS)
      .withKeepAliveInterval(HUB_KEEP_ALIVE_MS)
      .configureLogging(signalR.LogLevel.None)
      .build()
  );
};

/** What the connection reports to the hub machine. */
export type ConnectionReport =
  | { type: 'connection.started' }
  | { type: 'connection.failed'; error: string }
  | { type: 'connection.reconnecting'; error: string | null }
  | { type: 'connection.reconnected'; connectionId: string | null }
  | { type: 'connection.closed'; error: string | null }
  | { type: 'connection.stopped' }
  | { type: 'connection.message'; command: string; message: unknown };

/** What the hub machine asks of the connection. */
export type ConnectionCommand = { type: 'connection.start' } | { type: 'connection.stop' };

export interface ConnectionInput {
  createConnection: HubConnectionFactory;
  url: string;
  token: string;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/**
 * One SignalR connection. It outlives the Connecting, Connected, Reconnecting and Disconnecting
 * states, so it is a spawned child rather than an invoke of any one of them. The connection object
 * is made once and started again for each retry of a failed first start (SignalR allows a restart
 * from Disconnected); a factory that failed (a lazy chunk that did not load) is tried again.
 */
export const connection = fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
  let live = true;
  const report = (event: ConnectionReport) => {
    if (live) sendBack(event);
  };
  let made: Promise<HubConnectionLike> | null = null;
  const connectionNow = () => {
    made ??= input
      .createConnection({ url: input.url, accessTokenFactory: () => input.token })
      .then((hub) => {
        hub.on(NOTIFY_METHOD, (command: unknown, message: unknown) => {
          // The server's commands are strings; anything else is not a NotifyMessage we understand.
          if (typeof command === 'string') report({ type: 'connection.message', command, message: message ?? null });
        });
        hub.onreconnecting((error) =>
          report({ type: 'connection.reconnecting', error: error ? errorText(error) : null }),
        );
        hub.onreconnected((connectionId) =>
          report({ type: 'connection.reconnected', connectionId: connectionId ?? null }),
        );
        hub.onclose((error) => report({ type: 'connection.closed', error: error ? errorText(error) : null }));
        return hub;
      })
      .catch((error: unknown) => {
        made = null;
        throw error;
      });
    return made;
  };

  receive((command) => {
    if (command.type === 'connection.start') {
      connectionNow()
        .then((hub) => hub.start())
        .then(
          () => report({ type: 'connection.started' }),
          (error: unknown) => report({ type: 'connection.failed', error: errorText(error) }),
        );
    } else {
      // A connection that was never made has nothing to stop.
      const stopping = made ? made.then((hub) => hub.stop()) : Promise.resolve();
      stopping.then(
        () => report({ type: 'connection.stopped' }),
        () => report({ type: 'connection.stopped' }),
      );
    }
  });

  return () => {
    live = false;
    // Leaving the machine (or the app) must not leave a socket open behind it.
    made?.then((hub) => hub.stop()).catch(() => undefined);
  };
});
