// Retrying what is safe to send twice, the way browsers and balancers do it: while an instance dies or
// restarts (docs/deploy.md), a request can meet a 502/503 from the balancer or a reset connection. A
// request that cannot change anything (GET, HEAD, OPTIONS) or that carries an Idempotency-Key (the server
// answers a repeat with the first result and creates nothing new) is sent again after a short, growing
// pause; anything else (a login, a claim without a key) fails at once, and the flow that sent it says so.

/** The fetch the API client calls with a ready Request (openapi-fetch's `fetch` option). */
export type RequestFetch = (request: Request) => Promise<Response>;

export interface RetryOptions {
  /** Pauses before each further attempt, in ms (jitter of up to half is added); their count is the retries. */
  delaysMs?: readonly number[];
  /** Whether `request` may be sent again; the default is {@link isRetrySafe}. */
  isRetrySafe?: (request: Request) => boolean;
  sleep?: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1, for the jitter (tests give a fixed one). */
  random?: () => number;
}

/** 100, 300, 900 ms: past the time a balancer needs to see an instance gone, short enough to stay unnoticed. */
export const RETRY_DELAYS_MS: readonly number[] = [100, 300, 900];

/** Answers from the balancer (or a stopping server) that say "not processed here, try again". */
const RETRY_STATUSES = new Set([502, 503]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isRetrySafe(request: Request): boolean {
  return SAFE_METHODS.has(request.method.toUpperCase()) || request.headers.has('idempotency-key');
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `fetch` wrapped so a retry-safe request that met a 502/503 or no answer (a reset or refused connection)
 * is sent again, up to `delaysMs.length` more times. An aborted request is never retried. The last
 * attempt's answer (or error) is what the caller gets.
 */
export function withRetries(fetch: RequestFetch, options: RetryOptions = {}): RequestFetch {
  const delays = options.delaysMs ?? RETRY_DELAYS_MS;
  const safe = options.isRetrySafe ?? isRetrySafe;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  return async (request) => {
    if (!safe(request) || delays.length === 0) return fetch(request);
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= delays.length;
      // The body is a stream read once: each attempt but the last sends a copy.
      const sent = last ? request : request.clone();
      try {
        const response = await fetch(sent);
        if (last || !RETRY_STATUSES.has(response.status)) return response;
        // Let go of the refused answer's body before asking again.
        await response.body?.cancel().catch(() => undefined);
      } catch (error) {
        if (last || request.signal.aborted || (error instanceof Error && error.name === 'AbortError')) throw error;
      }
      await sleep(Math.round(delays[attempt] * (1 + random() / 2)));
      if (request.signal.aborted) throw request.signal.reason ?? new DOMException('The request was aborted.', 'AbortError');
    }
  };
}
