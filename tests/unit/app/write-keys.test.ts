// The back office's writes carry a fresh Idempotency-Key (common/contract/client.ts writeKeysMiddleware),
// and with withRetries a write that met a 502 goes again under the same key, so the server can answer the
// repeat with its first answer; reads and the sign-in steps go without one.
import { describe, expect, it } from 'vitest';
import { createApiClient, writeKeysMiddleware } from '../../../common/contract/client';
import { withRetries } from '../../../src/api/retry';

function backofficeClient(statuses: number[]) {
  const seen: Request[] = [];
  let keys = 0;
  const api = createApiClient({
    baseUrl: 'http://site.test/api',
    fetch: withRetries(
      async (request) => {
        seen.push(request.clone());
        const status = statuses.shift() ?? 200;
        return new Response(JSON.stringify({ success: status === 200, message: '', data: null }), { status, headers: { 'content-type': 'application/json' } });
      },
      { sleep: async () => {}, random: () => 0 },
    ),
    getToken: () => 'operator-token',
    getLocale: () => 'tr',
    getFingerprint: () => 'fp',
    onUnauthorized: () => {},
  });
  api.use(writeKeysMiddleware((url) => url.pathname.includes('/ops/auth/'), () => `key-${String(++keys).padStart(4, '0')}`));
  return { api, seen };
}

describe('operator writes with a key', () => {
  it('gives each write its own key and sends a write that met a 502 again under the same key', async () => {
    const { api, seen } = backofficeClient([502, 200, 200]);
    await api.POST('/ops/notifications', { body: { audience: 'all', title: 'a', note: 'b' } });
    await api.POST('/ops/notifications', { body: { audience: 'all', title: 'c', note: 'd' } });
    expect(seen.map((r) => r.headers.get('idempotency-key'))).toEqual(['key-0001', 'key-0001', 'key-0002']);
  });

  it('sends reads and the sign-in steps without a key, and keeps a key the caller set', async () => {
    const { api, seen } = backofficeClient([]);
    await api.GET('/ops/me');
    await api.POST('/ops/auth/login', { body: { username: 'u', password: 'p' } });
    await api.POST('/ops/notifications', { body: { audience: 'all', title: 'a', note: 'b' }, headers: { 'Idempotency-Key': 'caller-chosen-1' } });
    expect(seen.map((r) => r.headers.get('idempotency-key'))).toEqual([null, null, 'caller-chosen-1']);
  });

  it('does not send an unkeyed write twice (a sign-in that met a 502 fails at once)', async () => {
    const { api, seen } = backofficeClient([502, 200]);
    const result = await api.POST('/ops/auth/login', { body: { username: 'u', password: 'p' } });
    expect(result.response.status).toBe(502);
    expect(seen).toHaveLength(1);
  });
});
