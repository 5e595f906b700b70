// The player app's API client retries what is safe to send twice (src/api/retry.ts, docs/deploy.md): a
// balance read or a deposit carrying an Idempotency-Key that meets a 502/503 from the balancer or a reset
// connection is sent again after a pause; a login (a POST without a key) is not; an aborted call is not.
// The rule under test, written here: safe = GET/HEAD/OPTIONS or an Idempotency-Key header; retried on
// 502, 503 and no answer; at most three more attempts, after 100, 300 and 900 ms plus up to half as jitter.
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, createRequestCounter, unwrap } from '../../../common/contract/client';
import { withRetries } from '../../../src/api/retry';

type Step = number | 'reset';

/** A server that answers each attempt by the script (a status, or a dropped connection), recording what came. */
function scripted(steps: Step[]) {
  const seen: { method: string; url: string; key: string | null; body: string }[] = [];
  const fetch = async (request: Request) => {
    seen.push({ method: request.method, url: request.url, key: request.headers.get('idempotency-key'), body: await request.text() });
    const step = steps[Math.min(seen.length - 1, steps.length - 1)];
    if (step === 'reset') throw new TypeError('fetch failed: socket hang up');
    const body = step === 200 ? { success: true, message: '', data: { balance: 10, cash: 10, bonus: 0 } } : { success: false, message: 'Bad Gateway' };
    return new Response(JSON.stringify(body), { status: step, headers: { 'content-type': 'application/json' } });
  };
  return { seen, fetch };
}

function client(steps: Step[], jitter = 0) {
  const server = scripted(steps);
  const pauses: number[] = [];
  const requests = createRequestCounter();
  const inFlight: number[] = [];
  requests.watch((n) => inFlight.push(n));
  const api = createApiClient({
    baseUrl: 'http://site.test/api',
    fetch: withRetries(server.fetch, {
      sleep: async (ms) => {
        pauses.push(ms);
      },
      random: () => jitter,
    }),
    getToken: () => 'token-1',
    getLocale: () => 'tr',
    getFingerprint: () => 'fp',
    onUnauthorized: () => undefined,
    requests,
  });
  return { api, seen: server.seen, pauses, inFlight };
}

const deposit = (key?: string) => ({
  ...(key ? { params: { header: { 'Idempotency-Key': key } } } : {}),
  body: { id: 3, target: 'pay' as const, detail: { amount: 100 } },
});

describe('the API client retries safe requests', () => {
  it('sends a balance read again after a 502 and a dropped connection, pausing 100 then 300 ms', async () => {
    const { api, seen, pauses, inFlight } = client([502, 'reset', 200]);
    const data = unwrap(await api.GET('/user/balance'));
    expect(data.data).toEqual({ balance: 10, cash: 10, bonus: 0 });
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET', 'GET']);
    expect(pauses).toEqual([100, 300]);
    // One call for the loading flag, however many attempts it took.
    expect(inFlight).toEqual([1, 0]);
  });

  it('sends a keyed deposit again with the same key and the same body after a 503', async () => {
    const { api, seen } = client([503, 200]);
    const result = await api.POST('/payment/deposit', deposit('intent-0001-abcd'));
    expect(result.response.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(seen.map((s) => s.key)).toEqual(['intent-0001-abcd', 'intent-0001-abcd']);
    expect(seen[1].body).toBe(seen[0].body);
    expect(JSON.parse(seen[1].body)).toEqual({ id: 3, target: 'pay', detail: { amount: 100 } });
  });

  it('never sends a POST without an Idempotency-Key twice: a login or an unkeyed deposit fails at once', async () => {
    const login = client([502, 200]);
    const answer = await login.api.POST('/auth/login', { body: { username: 'ayse', password: 'secret123' } });
    expect(answer.response.status).toBe(502);
    expect(login.seen).toHaveLength(1);
    expect(login.pauses).toEqual([]);

    const unkeyed = client(['reset', 200]);
    await expect(unkeyed.api.POST('/payment/deposit', deposit())).rejects.toThrow(/socket hang up/);
    expect(unkeyed.seen).toHaveLength(1);
  });

  it('does not retry an answer the server gave (500, 4xx)', async () => {
    for (const status of [500, 504, 400, 429]) {
      const { api, seen } = client([status, 200]);
      expect((await api.GET('/user/balance')).response.status).toBe(status);
      expect(seen).toHaveLength(1);
    }
  });

  it('gives up after three retries (100, 300, 900 ms, with jitter up to half more) and hands back the last answer', async () => {
    const { api, seen, pauses } = client([502, 502, 502, 502, 200], 0.5);
    const result = await api.GET('/user/balance');
    expect(seen).toHaveLength(4);
    expect(pauses).toEqual([125, 375, 1125]);
    expect(() => unwrap(result)).toThrow(ApiError);
    expect(result.response.status).toBe(502);
  });

  it('stops when the call is aborted during the pause, without another attempt', async () => {
    const server = scripted(['reset', 200]);
    const controller = new AbortController();
    const fetch = withRetries(server.fetch, { sleep: async () => controller.abort(), random: () => 0 });
    await expect(fetch(new Request('http://site.test/api/user/balance', { signal: controller.signal }))).rejects.toThrow();
    expect(server.seen).toHaveLength(1);
  });
});
