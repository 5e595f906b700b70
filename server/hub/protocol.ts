// The SignalR JSON hub protocol codec (HubProtocol.md, JSON encoding): record-separator framing,
// the handshake, and strict parsing of the seven message types. Pure: no sockets, no timers, and no
// function here throws on bad input; every parse answers a result the caller can act on.

/** ASCII 0x1E ends every JSON record, the handshake included. */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export type Headers = Record<string, string>;

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  headers?: Headers;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

export interface StreamItemMessage {
  type: typeof MessageType.StreamItem;
  headers?: Headers;
  invocationId: string;
  item: unknown;
}

export interface CompletionMessage {
  type: typeof MessageType.Completion;
  headers?: Headers;
  invocationId: string;
  result?: unknown;
  error?: string;
}

export interface StreamInvocationMessage {
  type: typeof MessageType.StreamInvocation;
  headers?: Headers;
  invocationId: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

export interface CancelInvocationMessage {
  type: typeof MessageType.CancelInvocation;
  headers?: Headers;
  invocationId: string;
}

export interface PingMessage {
  type: typeof MessageType.Ping;
}

export interface CloseMessage {
  type: typeof MessageType.Close;
  error?: string;
  allowReconnect?: boolean;
}

export type HubMessage =
  | InvocationMessage
  | StreamItemMessage
  | CompletionMessage
  | StreamInvocationMessage
  | CancelInvocationMessage
  | PingMessage
  | CloseMessage;

export interface HandshakeRequest {
  protocol: string;
  version: number;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A well-formed record whose type number this codec does not know. The published protocol grew
 * types 8 and 9 (stateful reconnect) after 1-7; both reference implementations skip unknown types
 * instead of failing the connection, so a newer peer is not cut off.
 */
export interface UnknownTypeMessage {
  type: number;
  unknown: true;
}

/** Limits that stop one peer from making the server hold or scan unbounded input. */
export const LIMITS = {
  /** The protocol lets a callee refuse long invocation ids; 128 is far above what clients send. */
  invocationIdLength: 128,
  targetLength: 256,
} as const;

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJsonObject(text: string): ParseResult<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('Record is not valid JSON.');
  }
  return isPlainObject(value) ? { ok: true, value } : fail('Record is not a JSON object.');
}

/**
 * Splits text into complete records and keeps what follows the last separator for the next call:
 * a record may in principle arrive split across transport messages, and several records may share
 * one message (the handshake and a first invocation, for instance).
 */
export class RecordReader {
  private pending = '';

  /** @param maxPendingChars an unterminated record longer than this is refused */
  constructor(private readonly maxPendingChars: number) {}

  push(chunk: string): ParseResult<string[]> {
    const text = this.pending + chunk;
    const last = text.lastIndexOf(RECORD_SEPARATOR);
    if (last === -1) {
      if (text.length > this.maxPendingChars) return fail('Record exceeds the size limit.');
      this.pending = text;
      return { ok: true, value: [] };
    }
    const rest = text.slice(last + 1);
    if (rest.length > this.maxPendingChars) return fail('Record exceeds the size limit.');
    this.pending = rest;
    return { ok: true, value: text.slice(0, last).split(RECORD_SEPARATOR) };
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }
}

export function parseHandshakeRequest(text: string): ParseResult<HandshakeRequest> {
  const parsed = parseJsonObject(text);
  if (!parsed.ok) return parsed;
  const { protocol, version } = parsed.value;
  if (typeof protocol !== 'string' || protocol.length === 0) {
    return fail('Handshake request lacks a protocol name.');
  }
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return fail('Handshake request lacks an integer version.');
  }
  return { ok: true, value: { protocol, version } };
}

/** The server's answer to a handshake: `{}` accepts, `{ error }` refuses and the server closes. */
export function writeHandshakeResponse(error?: string): string {
  return JSON.stringify(error === undefined ? {} : { error }) + RECORD_SEPARATOR;
}

function optionalHeaders(value: unknown): ParseResult<Headers | undefined> {
  if (value === undefined) return { ok: true, value: undefined };
  if (!isPlainObject(value)) return fail('headers must be an object.');
  for (const v of Object.values(value)) {
    if (typeof v !== 'string') return fail('headers values must be strings.');
  }
  return { ok: true, value: value as Headers };
}

function requiredId(value: unknown): ParseResult<string> {
  if (typeof value !== 'string' || value.length === 0) return fail('invocationId must be a non-empty string.');
  if (value.length > LIMITS.invocationIdLength) return fail('invocationId is too long.');
  return { ok: true, value };
}

function optionalId(value: unknown): ParseResult<string | undefined> {
  // The JS client omits the property for non-blocking sends; null is how some encoders spell that.
  if (value === undefined || value === null) return { ok: true, value: undefined };
  return requiredId(value);
}

function requiredTarget(value: unknown): ParseResult<string> {
  if (typeof value !== 'string' || value.length === 0) return fail('target must be a non-empty string.');
  if (value.length > LIMITS.targetLength) return fail('target is too long.');
  return { ok: true, value };
}

function optionalStreamIds(value: unknown): ParseResult<string[] | undefined> {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) {
    return fail('streamIds must be an array of strings.');
  }
  return { ok: true, value: value as string[] };
}

/**
 * Parses one record (without its separator) into a hub message. Required properties must be
 * present with the right JSON type; properties this codec does not know are ignored, as the
 * reference implementations do, so headers or later additions from a newer client do no harm.
 */
export function parseMessage(text: string): ParseResult<HubMessage | UnknownTypeMessage> {
  const parsed = parseJsonObject(text);
  if (!parsed.ok) return parsed;
  const raw = parsed.value;
  const type = raw.type;
  if (typeof type !== 'number' || !Number.isInteger(type)) return fail('type must be an integer.');

  if (type === MessageType.Ping) return { ok: true, value: { type } };

  if (type === MessageType.Close) {
    if (raw.error !== undefined && raw.error !== null && typeof raw.error !== 'string') {
      return fail('error must be a string.');
    }
    if (raw.allowReconnect !== undefined && typeof raw.allowReconnect !== 'boolean') {
      return fail('allowReconnect must be a boolean.');
    }
    const message: CloseMessage = { type };
    if (typeof raw.error === 'string') message.error = raw.error;
    if (raw.allowReconnect !== undefined) message.allowReconnect = raw.allowReconnect as boolean;
    return { ok: true, value: message };
  }

  if (type < MessageType.Invocation || type > MessageType.Close) {
    return { ok: true, value: { type, unknown: true } };
  }

  const headers = optionalHeaders(raw.headers);
  if (!headers.ok) return headers;
  const withHeaders = headers.value === undefined ? {} : { headers: headers.value };

  switch (type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const id = type === MessageType.Invocation ? optionalId(raw.invocationId) : requiredId(raw.invocationId);
      if (!id.ok) return id;
      const target = requiredTarget(raw.target);
      if (!target.ok) return target;
      if (!Array.isArray(raw.arguments)) return fail('arguments must be an array.');
      const streamIds = optionalStreamIds(raw.streamIds);
      if (!streamIds.ok) return streamIds;
      const base = {
        ...withHeaders,
        target: target.value,
        arguments: raw.arguments as unknown[],
        ...(streamIds.value === undefined ? {} : { streamIds: streamIds.value }),
      };
      if (type === MessageType.Invocation) {
        return {
          ok: true,
          value: { type, ...base, ...(id.value === undefined ? {} : { invocationId: id.value }) },
        };
      }
      return { ok: true, value: { type, ...base, invocationId: id.value as string } };
    }
    case MessageType.StreamItem: {
      const id = requiredId(raw.invocationId);
      if (!id.ok) return id;
      if (!('item' in raw)) return fail('item is required.');
      return { ok: true, value: { type, ...withHeaders, invocationId: id.value, item: raw.item } };
    }
    case MessageType.Completion: {
      const id = requiredId(raw.invocationId);
      if (!id.ok) return id;
      const hasError = raw.error !== undefined && raw.error !== null;
      if (hasError && typeof raw.error !== 'string') return fail('error must be a string.');
      if (hasError && 'result' in raw) return fail('A completion cannot carry both a result and an error.');
      const message: CompletionMessage = { type, ...withHeaders, invocationId: id.value };
      if (hasError) message.error = raw.error as string;
      else if ('result' in raw) message.result = raw.result;
      return { ok: true, value: message };
    }
    default: {
      // CancelInvocation, the only type left in 1-7.
      const id = requiredId(raw.invocationId);
      if (!id.ok) return id;
      return { ok: true, value: { type: MessageType.CancelInvocation, ...withHeaders, invocationId: id.value } };
    }
  }
}

/** Serialises one message as a JSON record, separator included. */
export function writeMessage(message: HubMessage): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/** The ping record never changes; build it once. */
export const PING_RECORD = writeMessage({ type: MessageType.Ping });

export function invocation(target: string, args: unknown[]): InvocationMessage {
  return { type: MessageType.Invocation, target, arguments: args };
}

export function completionError(invocationId: string, error: string): CompletionMessage {
  return { type: MessageType.Completion, invocationId, error };
}

export function close(error?: string, allowReconnect?: boolean): CloseMessage {
  const message: CloseMessage = { type: MessageType.Close };
  if (error !== undefined) message.error = error;
  if (allowReconnect) message.allowReconnect = true;
  return message;
}
