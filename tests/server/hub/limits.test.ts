// Issue 12, point 7: hub connections are capped per login session and per client address. The connection
// over a cap completes its handshake and is closed with a Close message naming the cap, without reconnect
// (the real @microsoft/signalr client's onclose gets that error); a flood far past the cap gets no socket
// at all (429 envelope on the upgrade). Counts are per instance; the caps below are the rule under test.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { createMemoryHubBus } from '../../../server/hub/bus';
import type { HubPluginOptions } from '../../../server/hub/plugin';
import { loadConfig } from '../../../server/config';
import { buildTestApp, listenOnLoopback } from '../helpers/app';
import { createTestPlayer, login } from '../helpers/players';
import { RawHubSocket, RS, signalrClient, socketUrl, startHub, tokenFor, type ClientOptions, type TestHub } from './hub-helpers';

const hubs: TestHub[] = [];
const clients: HubConnection[] = [];
const sockets: RawHubSocket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.ws.terminate();
  await Promise.allSettled(clients.splice(0).map((c) => c.stop()));
  await Promise.allSettled(hubs.splice(0).map((h) => h.app.close()));
});

async function hub(options: Partial<HubPluginOptions>) {
  const h = await startHub(createMemoryHubBus(), options);
  hubs.push(h);
  return h;
}

function client(h: TestHub, options: ClientOptions) {
  const c = signalrClient(h.base, options);
  clients.push(c);
  return c;
}

function raw(url: string) {
  const s = new RawHubSocket(url);
  sockets.push(s);
  return s;
}

/** Starts a real client and answers how it ended up: connected, or closed with the server's error. */
async function startAndSettle(c: HubConnection): Promise<{ state: HubConnectionState; error?: string }> {
  let reconnecting = false;
  c.onreconnecting(() => (reconnecting = true));
  const closed = new Promise<Error | undefined>((resolve) => c.onclose((error) => resolve(error)));
  try {
    await c.start();
  } catch (error) {
    // The Close can arrive before start() settles: start then rejects with that same error.
    return { state: c.state, error: (error as Error).message };
  }
  // A connection over the cap is closed right after its handshake; one within it answers an invocation.
  const outcome = await Promise.race([
    closed.then((error) => ({ state: c.state, error: error?.message })),
    c.invoke('Nothing').catch(() => ({ state: c.state })),
  ]);
  expect(reconnecting).toBe(false);
  return outcome as { state: HubConnectionState; error?: string };
}

describe('hub connection caps', () => {
  it('closes the connection over the per-session cap with a clear error and no reconnect; other sessions are unaffected', async () => {
    const h = await hub({ maxConnectionsPerSession: 3, maxConnectionsPerAddress: 0 });
    const held = [1, 2, 3].map(() => client(h, { token: tokenFor('ayla', 's1') }));
    for (const c of held) expect((await startAndSettle(c)).state).toBe(HubConnectionState.Connected);

    const fourth = client(h, { token: tokenFor('ayla', 's1') });
    const refused = await startAndSettle(fourth);
    expect(refused.state).toBe(HubConnectionState.Disconnected);
    expect(refused.error).toBe('Server returned an error on close: Too many connections for this session (at most 3).');
    expect(h.app.hub.connectionCount).toBe(3);

    const other = client(h, { token: tokenFor('burak', 's2') });
    expect((await startAndSettle(other)).state).toBe(HubConnectionState.Connected);

    // A held connection ends; once the server saw it go, the session may open one again.
    await held[0]!.stop();
    await vi.waitFor(() => expect(h.app.hub.connectionCount).toBe(3));
    const again = client(h, { token: tokenFor('ayla', 's1') });
    expect((await startAndSettle(again)).state).toBe(HubConnectionState.Connected);
  });

  it('closes the connection over the per-address cap, whatever the session', async () => {
    const h = await hub({ maxConnectionsPerSession: 10, maxConnectionsPerAddress: 4 });
    for (const session of ['a', 'b', 'c', 'd']) {
      expect((await startAndSettle(client(h, { token: tokenFor(`p-${session}`, session) }))).state).toBe(HubConnectionState.Connected);
    }
    const fifth = await startAndSettle(client(h, { token: tokenFor('p-e', 'e') }));
    expect(fifth.state).toBe(HubConnectionState.Disconnected);
    expect(fifth.error).toBe('Server returned an error on close: Too many connections from this address (at most 4).');
    expect(h.app.hub.connectionCount).toBe(4);
  });

  it('gives a flood of raw sockets on one session no more than twice the cap of sockets, and the rest a 429', async () => {
    const cap = 3;
    const h = await hub({ maxConnectionsPerSession: cap, maxConnectionsPerAddress: 0 });
    const url = socketUrl(h.base, { access_token: tokenFor('flood', 'f1') });
    const outcomes: string[] = [];
    // One after another (each open or refusal awaited), so the count each one meets is exact; none handshakes.
    for (let i = 0; i < 50; i++) {
      const s = raw(url);
      outcomes.push(await s.opened.then(() => 'open', (error: Error) => error.message));
    }
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(2 * cap);
    expect(outcomes.slice(2 * cap)).toEqual(Array(50 - 2 * cap).fill('HTTP 429'));

    // The sockets past the cap hear why they close once they handshake; the first three are served.
    const open = sockets.slice(0, 2 * cap);
    for (const s of open) s.send(`{"protocol":"json","version":1}${RS}`);
    for (const s of open.slice(0, cap)) expect(await s.waitFor(() => true)).toBe('{}');
    for (const s of open.slice(cap)) {
      expect(await s.waitFor(() => true)).toBe('{}');
      expect(JSON.parse(await s.waitFor((r) => r !== '{}'))).toEqual({
        type: 7,
        // No allowReconnect: the client must not come back to meet the same cap.
        error: 'Too many connections for this session (at most 3).',
      });
      expect((await s.closed).code).toBe(1008);
    }
    expect(h.app.hub.connectionCount).toBe(cap);
  });
});

describe('the app wires the caps from its settings (HUB_MAX_CONNECTIONS_PER_SESSION)', () => {
  it('refuses a real session its third socket when the setting says 2', async () => {
    const t = await buildTestApp('pglite', { config: { hubLimits: { perSession: 2, perAddress: 50, guestsPerAddress: 20, guestNegotiationsPerMinute: 60, guestLifetimeMinutes: 60 } } });
    try {
      const base = await listenOnLoopback(t);
      await createTestPlayer(t.db, { username: 'capped' });
      const { token } = await login(t.request, 'capped');
      const open = (): HubConnection => {
        const c = signalrClient(base, { token: token!, reconnect: false });
        clients.push(c);
        return c;
      };
      expect((await startAndSettle(open())).state).toBe(HubConnectionState.Connected);
      expect((await startAndSettle(open())).state).toBe(HubConnectionState.Connected);
      expect((await startAndSettle(open())).error).toBe('Server returned an error on close: Too many connections for this session (at most 2).');
      expect(loadConfig({ HUB_MAX_CONNECTIONS_PER_SESSION: '2' }).hubLimits.perSession).toBe(2);
    } finally {
      await Promise.allSettled(clients.splice(0).map((c) => c.stop()));
      await t.close();
    }
  });
});
