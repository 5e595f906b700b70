// The API client: the headers every call carries (spec §7), the 401 callback, the envelope unwrapping
// that turns failures into ApiError with the server's message, and the base URL on deep routes.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiBaseUrl, createApiClient, unwrap } from '../../../common/contract/client';

type Answer = { status: number; body: unknown };

function clientAnswering(answer: Answer, token: string | null = null) {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseUrl: 'http://site.test/api',
    fetch: async (request) => {
      requests.push(request.clone());
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
    getToken: () => token,
    getLocale: () => 'en',
    getFingerprint: () => 'fp-123',
    onUnauthorized,
  });
  return { api, requests, onUnauthorized };
}

const balanceOk: Answer = { status: 200, body: { success: true, message: '', data: { balance: 10, cash: 10, bonus: 0 } } };

describe('api client', () => {
  it('resolves the API base against the site root, not the current deep route', () => {
    expect(apiBaseUrl('https://casino.test')).toBe('https://casino.test/api');
  });

  it('sends JSON headers, x-locale and x-fingerprint on every call, and no bearer token for a guest', async () => {
    const { api, requests } = clientAnswering(balanceOk);
    await api.GET('/user/balance');
    const headers = requests[0]!.headers;
    expect(requests[0]!.url).toBe('http://site.test/api/user/balance');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('x-locale')).toBe('en');
    expect(headers.get('x-fingerprint')).toBe('fp-123');
    expect(headers.has('authorization')).toBe(false);
  });

  it('adds the bearer token while logged in', async () => {
    const { api, requests } = clientAnswering(balanceOk, 'secret-token');
    await api.GET('/user/balance');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer secret-token');
  });

  it('reports any 401 answer as a lost session', async () => {
    const { api, onUnauthorized } = clientAnswering({ status: 401, body: { success: false, message: 'Oturum sona erdi' } });
    const result = await api.GET('/user/balance');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(() => unwrap(result)).toThrowError(new ApiError('Oturum sona erdi', 401));
  });

  it('does not report other failures as a lost session', async () => {
    const { api, onUnauthorized } = clientAnswering({ status: 400, body: { success: false, message: 'Hatalı şifre' } });
    await api.POST('/auth/login', { body: { username: 'demo', password: 'wrong-pass' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('unwrap', () => {
  it('returns the envelope of a successful call', async () => {
    const { api } = clientAnswering(balanceOk);
    const envelope = unwrap(await api.GET('/user/balance'));
    expect(envelope.data.balance).toBe(10);
  });

  it('throws the server message with the status for an error answer', async () => {
    const { api } = clientAnswering({ status: 400, body: { success: false, message: 'Kullanıcı adı veya şifre hatalı' } });
    const result = await api.POST('/auth/login', { body: { username: 'demo', password: 'wrong-pass' } });
    let caught: unknown;
    try {
      unwrap(result);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ message: 'Kullanıcı adı veya şifre hatalı', status: 400 });
  });

  it('throws for a 200 answer that says success: false', () => {
    const response = new Response('{}', { status: 200 });
    expect(() => unwrap({ data: { success: false, message: 'Bakım çalışması' }, response })).toThrowError(
      new ApiError('Bakım çalışması', 200),
    );
  });

  it('falls back to the status text when the answer has no message', () => {
    const response = new Response('', { status: 502, statusText: 'Bad Gateway' });
    expect(() => unwrap({ error: 'upstream down', response })).toThrowError(new ApiError('Bad Gateway', 502));
  });
});
