// One hub connection over one WebSocket: the handshake, keep-alive pings, the client timeout,
// dispatch of what the client sends, and the server's own Close. Nothing the client sends can make
// this throw out of the socket's event handlers: bad input ends this connection and only it.
import type { WebSocket, RawData } from 'ws';
import type { HubClock, HubTimer } from './clock';
import {
  MessageType,
  PING_RECORD,
  RecordReader,
  close as closeMessage,
  completionError,
  parseHandshakeRequest,
  parseMessage,
  writeHandshakeResponse,
  writeMessage,
  type HubMessage,
} from './protocol';

export interface HubIdentity {
  playerId: string;
  sessionId: string;
  /**
   * What kind of client this is, when the app cares (e.g. `studio:crash` for a crash game page
   * connected with its launch token); counted by `fastify.hub.countTagged`.
   */
  tags?: readonly string[];
  /**
   * When the credential that opened the connection stops being valid (a studio launch token's expiry);
   * the hub closes the connection then, for good. Absent for session tokens, which end by revocation.
   */
  expiresAt?: Date;
  /**
   * A visitor without a session (no token): receives only the broadcasts the hub's `guests.commands`
   * name, never a player's messages, and may invoke nothing. `playerId` is empty then.
   */
  guest?: boolean;
}

export interface ConnectionLog {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ConnectionTimings {
  /** A Ping goes out when nothing else was sent for this long. */
  keepAliveMs: number;
  /** The connection ends when the client sent nothing (not even a Ping) for this long. */
  clientTimeoutMs: number;
  /** The connection ends when no handshake arrives within this long of the socket opening. */
  handshakeTimeoutMs: number;
  /** Largest unterminated record held while waiting for its separator, in characters. */
  maxRecordChars: number;
  /** A client that lets this many bytes queue up unsent is too slow to keep; it is dropped. */
  maxBufferedBytes: number;
  /** What the timeouts and pings run on (the system clock outside tests). */
  clock: HubClock;
}

export interface ConnectionEvents {
  /** The handshake succeeded: from now on pushes may be sent. */
  onReady(connection: HubConnection): void;
  /** The socket closed, whatever the reason; called once. */
  onClosed(connection: HubConnection): void;
}

// ws's readyState values, spelled out so this module does not need ws at runtime.
const OPEN = 1;

export class HubConnection {
  private readonly reader: RecordReader;
  private handshakeDone = false;
  private closed = false;
  private pingTimer: HubTimer | null = null;
  private silenceTimer: HubTimer;

  constructor(
    readonly connectionId: string,
    readonly identity: HubIdentity,
    private readonly socket: WebSocket,
    private readonly timings: ConnectionTimings,
    private readonly events: ConnectionEvents,
    private readonly log: ConnectionLog,
  ) {
    this.reader = new RecordReader(timings.maxRecordChars);
    this.silenceTimer = timings.clock.setTimeout(() => this.onSilence(), timings.handshakeTimeoutMs);
    socket.on('message', (data, isBinary) => this.onData(data, isBinary));
    socket.on('close', () => this.onSocketClosed());
  }

  get ready(): boolean {
    return this.handshakeDone && !this.closed;
  }

  /** Sends an already serialised record (one built once and sent to many connections). */
  sendRecord(record: string): boolean {
    if (!this.ready || this.socket.readyState !== OPEN) return false;
    if (this.socket.bufferedAmount > this.timings.maxBufferedBytes) {
      this.log.warn({ connectionId: this.connectionId }, 'hub client too slow, dropping it');
      this.terminate();
      return false;
    }
    this.socket.send(record);
    // Any traffic proves liveness to the client, so the next ping waits a full interval again.
    this.pingTimer?.refresh();
    return true;
  }

  /** Ends the connection with a Close message; with allowReconnect the client's retry policy runs. */
  closeWith(error: string | undefined, allowReconnect: boolean, code = 1000): void {
    if (this.closed) return;
    if (this.socket.readyState === OPEN) {
      this.socket.send(writeMessage(closeMessage(error, allowReconnect)));
      this.socket.close(code);
    }
    this.finish();
  }

  /** Drops the connection without ceremony (a peer that is gone or misbehaving). */
  terminate(): void {
    this.socket.terminate();
    this.finish();
  }

  private onData(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    try {
      if (isBinary) {
        this.protocolError('Binary frames are not accepted: the transfer format is Text.');
        return;
      }
      // Any message, a Ping included, shows the client is alive.
      if (this.handshakeDone) this.silenceTimer.refresh();
      const text = Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data).toString('utf8');
      const records = this.reader.push(text);
      if (!records.ok) {
        this.protocolError(records.error);
        return;
      }
      for (const record of records.value) {
        if (this.closed) return;
        if (!this.handshakeDone) this.onHandshake(record);
        else this.onRecord(record);
      }
    } catch (error) {
      // Only a bug of ours gets here (every parse returns a result); the connection cannot be
      // trusted to be in a known state afterwards, so it ends, and the server carries on.
      this.log.warn({ connectionId: this.connectionId, err: error }, 'hub connection failed');
      this.terminate();
    }
  }

  private onHandshake(record: string): void {
    const request = parseHandshakeRequest(record);
    let error: string | undefined;
    if (!request.ok) error = `Invalid handshake request: ${request.error}`;
    else if (request.value.protocol !== 'json') error = `Requested protocol '${request.value.protocol}' is not available.`;
    else if (request.value.version !== 1) error = `The server does not support version ${request.value.version} of the 'json' protocol.`;

    this.socket.send(writeHandshakeResponse(error));
    if (error !== undefined) {
      this.log.info({ connectionId: this.connectionId, reason: error }, 'hub handshake refused');
      this.socket.close(1000);
      this.finish();
      return;
    }
    this.handshakeDone = true;
    this.timings.clock.clearTimeout(this.silenceTimer);
    this.silenceTimer = this.timings.clock.setTimeout(() => this.onSilence(), this.timings.clientTimeoutMs);
    this.pingTimer = this.timings.clock.setTimeout(() => this.onKeepAlive(), this.timings.keepAliveMs);
    this.events.onReady(this);
  }

  private onRecord(record: string): void {
    const parsed = parseMessage(record);
    if (!parsed.ok) {
      this.protocolError(parsed.error);
      return;
    }
    if ('unknown' in parsed.value) return;
    this.dispatch(parsed.value);
  }

  private dispatch(message: HubMessage): void {
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // The hub exposes no server methods: clients only listen. A caller waiting for an answer
        // gets an error completion; a non-blocking call must get no answer at all.
        if (message.invocationId !== undefined) {
          // Should the hub gain methods, a guest still may call none of them.
          const error = this.identity.guest ? 'Guests cannot invoke hub methods.' : `Unknown hub method '${message.target}'.`;
          this.sendRecord(writeMessage(completionError(message.invocationId, error)));
        }
        return;
      case MessageType.Close:
        this.socket.close(1000);
        this.finish();
        return;
      // Ping only resets the timeout (done on receipt). A cancel names an invocation we never run;
      // stream items and completions would belong to uploads of a method that does not exist.
      default:
        return;
    }
  }

  private protocolError(reason: string): void {
    this.log.info({ connectionId: this.connectionId, reason }, 'hub protocol error, closing');
    if (this.handshakeDone) {
      this.closeWith(`Connection closed with an error. ${reason}`, false, 1000);
    } else {
      if (this.socket.readyState === OPEN) {
        this.socket.send(writeHandshakeResponse(reason));
        this.socket.close(1000);
      }
      this.finish();
    }
  }

  private onKeepAlive(): void {
    if (!this.ready) return;
    if (this.sendRecord(PING_RECORD)) return;
    // sendRecord refused (socket no longer open); the close event will clean up.
  }

  private onSilence(): void {
    if (this.closed) return;
    this.log.info(
      { connectionId: this.connectionId, handshakeDone: this.handshakeDone },
      this.handshakeDone ? 'hub client silent too long, closing' : 'hub handshake not received in time, closing',
    );
    // A silent peer is most likely gone, so waiting for its half of a close handshake is pointless.
    this.terminate();
  }

  private onSocketClosed(): void {
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.timings.clock.clearTimeout(this.silenceTimer);
    if (this.pingTimer) this.timings.clock.clearTimeout(this.pingTimer);
    this.events.onClosed(this);
  }
}
