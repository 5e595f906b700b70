// The app's only HTTP client: openapi-fetch over the contract's generated types, with one middleware
// that adds the headers every call carries (spec §7), reports any 401 as a lost session and every
// answer's session end (X-Session-Expires-At).
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen';

/**
 * The header of a call the app makes on its own (a poll, a count re-read at a push): the server does not take
 * it as the player's activity, so an open tab still goes idle, and its answer does not move the idle deadline.
 */
export const BACKGROUND_CALL = { 'x-session-activity': 'background' } as const;

export type ApiClient = Client<paths>;

/** A failed call: a non-2xx answer, `success: false`, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** What the middleware needs from the app; read on every request so it always sees the latest. */
export interface ClientSession {
  /** The bearer token while logged in. */
  getToken(): string | null | undefined;
  /** The stored language (spec §9: key `lang`, default `tr`). */
  getLocale(): string;
  /** The device fingerprint, computed once and stored. */
  getFingerprint(): string;
  /** Called for any 401 answer; the app turns it into `session.unauthorized`. */
  onUnauthorized(): void;
  /** Called with an answer's X-Session-Expires-At; the app turns it into `session.expiry.updated`. */
  onSessionExpiry?(expiresAt: string): void;
  /** Counts the requests in flight (spec §4: the generic loading flag). */
  requests?: RequestCounter;
}

/** The one place requests in flight are counted; the loading machine watches it. */
export interface RequestCounter {
  started(): void;
  settled(): void;
  /** Calls the listener with the count whenever it changes; returns the unsubscribe. */
  watch(listener: (inFlight: number) => void): () => void;
}

export function createRequestCounter(): RequestCounter {
  let inFlight = 0;
  const listeners = new Set<(inFlight: number) => void>();
  const changed = () => {
    for (const listener of listeners) listener(inFlight);
  };
  return {
    started: () => {
      inFlight += 1;
      changed();
    },
    settled: () => {
      inFlight = Math.max(0, inFlight - 1);
      changed();
    },
    watch: (listener) => {
      listeners.add(listener);
      if (inFlight > 0) listener(inFlight);
      return () => listeners.delete(listener);
    },
  };
}

export interface ApiClientOptions extends ClientSession {
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * The API base resolved against the site root rather than the current page, so a deep route such
 * as /casino/play/<game> still calls /api/... (spec §7: relative base ./api/).
 */
export function apiBaseUrl(origin: string): string {
  return new URL('./api', `${origin}/`).href;
}

export function sessionMiddleware(session: ClientSession): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept', 'application/json');
      request.headers.set('Content-Type', 'application/json');
      request.headers.set('x-locale', session.getLocale());
      request.headers.set('x-fingerprint', session.getFingerprint());
      const token = session.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      session.requests?.started();
      return request;
    },
    onResponse({ request, response }) {
      session.requests?.settled();
      if (response.status === 401) session.onUnauthorized();
      // A background call (the app's own polling) did not extend the session, so its answer is no news;
      // the session's end comes from the calls the player made.
      const expiresAt = response.headers.get('x-session-expires-at');
      if (expiresAt && request.headers.get('x-session-activity') !== BACKGROUND_CALL['x-session-activity']) session.onSessionExpiry?.(onLocalClock(expiresAt, response));
      return response;
    },
    // No answer at all (offline, aborted): the request is over all the same.
    onError() {
      session.requests?.settled();
    },
  };
}

/**
 * A server instant (the session's end) moved onto this device's clock: the server's Date header says what
 * time it was there when it answered, so a device clock that is minutes off still warns and logs out at
 * the right moment. Without a usable Date header the instant is taken as it is.
 */
export function onLocalClock(serverIso: string, response: Pick<Response, 'headers'>, now: number = Date.now()): string {
  const at = Date.parse(serverIso);
  const serverNow = Date.parse(response.headers.get('date') ?? '');
  if (!Number.isFinite(at)) return serverIso;
  if (!Number.isFinite(serverNow)) return new Date(at).toISOString();
  return new Date(now + (at - serverNow)).toISOString();
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(sessionMiddleware(options));
  return client;
}

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return undefined;
}

/**
 * The envelope of a successful call, or an ApiError carrying the server's message: actors write
 * `return unwrap(await api.POST('/auth/login', { body }))` and the machine's onError handles every
 * failure in one place.
 */
export function unwrap<R extends FetchResult>(result: R): NonNullable<R['data']> {
  const { data, error, response } = result;
  if (!response.ok || error !== undefined || data === undefined) {
    throw new ApiError(messageOf(error) ?? messageOf(data) ?? response.statusText, response.status);
  }
  if (data && typeof data === 'object' && 'success' in data && (data as { success: unknown }).success === false) {
    throw new ApiError(messageOf(data) ?? '', response.status);
  }
  return data as NonNullable<R['data']>;
}


/**
 * Gives every write a fresh Idempotency-Key unless it has one, so a retry (withRetries) or a balancer's
 * resend repeats it safely: the operator API answers a repeated key with the first answer
 * (server/operators/replays.ts). Calls `unkeyed` names (the sign-in steps, which hold no operator yet)
 * go without one.
 */
export function writeKeysMiddleware(unkeyed: (url: URL) => boolean, newKey: () => string = () => crypto.randomUUID()): Middleware {
  return {
    onRequest({ request }) {
      const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method.toUpperCase());
      if (write && !request.headers.has('idempotency-key') && !unkeyed(new URL(request.url))) request.headers.set('Idempotency-Key', newKey());
      return request;
    },
  };
}
