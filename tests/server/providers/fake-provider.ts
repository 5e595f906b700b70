// A local HTTP server playing a game provider's API in tests: it records every request and answers
// what the test's handler says, so an adapter's real HTTP call is checked end to end.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path and query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  body: string;
  contentType?: string;
}

export interface FakeProvider {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: FakeRequest[];
  answer: (request: FakeRequest) => FakeAnswer;
  close(): Promise<void>;
}

export async function startFakeProvider(answer: (request: FakeRequest) => FakeAnswer): Promise<FakeProvider> {
  const fake: FakeProvider = {
    url: '',
    requests: [],
    answer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: FakeRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      fake.requests.push(request);
      let out: FakeAnswer;
      try {
        out = fake.answer(request);
      } catch (error) {
        out = { status: 500, body: String(error) };
      }
      res.writeHead(out.status ?? 200, { 'content-type': out.contentType ?? 'application/json' });
      res.end(out.body);
    });
  });
  // Idle connections stay open past any test: with Node's 5 s default the server could close a kept-alive
  // socket just as the adapter's fetch reused it on a slow machine, and the launch failed with a 502.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

export const json = (value: unknown, status = 200): FakeAnswer => ({ status, body: JSON.stringify(value) });
