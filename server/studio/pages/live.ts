// A game page's live link to the hub (/hub/frnotify, server/hub/README.md): the real @microsoft/signalr
// client, authenticated by the page's launch token (the hub resolves it to the player and the login
// session that launched the game), so the page hears the shared crash rounds (`CrashRound`) and its
// player's `Balance`. The client's automatic reconnect covers a dropped link; a first start that fails,
// or a connection that closed for good, is retried here with a growing delay. The page learns whether
// the link is up: to poll only while it is not, and to read the state once each time it comes up (pushes
// sent while it was down are lost).
import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel } from '@microsoft/signalr';
import { token } from './common';

/** Delays of the automatic reconnect, then of every further restart (the last one repeats). */
export const LIVE_RETRY_DELAYS_MS = [0, 1_000, 2_000, 5_000, 10_000, 20_000] as const;
const NOTIFY_METHOD = 'NotifyMessage';

export interface LiveHandlers {
  message(command: string, message: unknown): void;
  /** The link came up (first time or again) or went down; called once per change or failed attempt. */
  status(connected: boolean): void;
}

function delayFor(attempt: number): number {
  const base = LIVE_RETRY_DELAYS_MS[Math.min(attempt, LIVE_RETRY_DELAYS_MS.length - 1)]!;
  // Spread the restarts of many pages after a server restart.
  return base === 0 ? 0 : Math.round(base * (0.8 + Math.random() * 0.4));
}

export function connectLive(handlers: LiveHandlers): void {
  const connection = new HubConnectionBuilder()
    .withUrl(new URL('/hub/frnotify', location.origin).href, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: ({ previousRetryCount }) => delayFor(previousRetryCount) })
    .configureLogging(LogLevel.None)
    .build();

  let failures = 0;
  connection.on(NOTIFY_METHOD, (command: string, message: unknown) => handlers.message(command, message));
  connection.onreconnecting(() => handlers.status(false));
  connection.onreconnected(() => handlers.status(true));
  connection.onclose((error) => {
    handlers.status(false);
    // A revoked session (logout elsewhere) or an expired launch token ends the page's right to the hub:
    // coming back is pointless (the state calls, refused too, tell the player).
    if (!/Session revoked|Authorization expired/.test(error?.message ?? '')) schedule();
  });

  function schedule() {
    setTimeout(() => void start(), delayFor(Math.max(1, failures)));
  }

  async function start() {
    if (connection.state !== HubConnectionState.Disconnected) return;
    try {
      await connection.start();
    } catch {
      failures++;
      handlers.status(false);
      schedule();
      return;
    }
    failures = 0;
    handlers.status(true);
  }

  void start();
}
