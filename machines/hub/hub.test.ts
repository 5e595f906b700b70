// Hub machine: connect, pushes relayed as hub.message, SignalR's reconnect, the machine's own retries
// of a failed first start on the spec's delays, disconnect; with a fake connection shaped like
// SignalR's HubConnection. Then the real factory against the real hub server, and generated paths.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubConnectionState } from '@microsoft/signalr';
import { type ActorRefFrom, createActor, createMachine, fromCallback } from 'xstate';
import { createMemoryHubBus } from '../../server/hub/bus';
import { startHub, tokenFor, type TestHub } from '../../tests/server/hub/hub-helpers';
import { delayEvents, generatePaths } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import {
  createSignalRConnection,
  HUB_KEEP_ALIVE_MS,
  HUB_SERVER_TIMEOUT_MS,
  type HubConnectionFactory,
  type HubConnectionLike,
  type HubConnectionOptions,
  hubUrl,
} from './hub.actors';
import { type HubEvent, type HubInput, type HubMessage, hubMachine } from './hub.machine';
import {
  selectError,
  selectFailedStarts,
  selectIsBusy,
  selectIsConnected,
  selectIsGuest,
  selectIsPlayerConnected,
  selectStatus,
} from './hub.selectors';

type Handler = (...args: unknown[]) => void;

/** Behaves as @microsoft/signalr's HubConnection does towards its owner; the test plays the server. */
class FakeConnection implements HubConnectionLike {
  state = HubConnectionState.Disconnected;
  starts = 0;
  stops = 0;
  private methods = new Map<string, Handler[]>();
  private closeHandlers: Array<(error?: Error) => void> = [];
  private reconnectingHandlers: Array<(error?: Error) => void> = [];
  private reconnectedHandlers: Array<(connectionId?: string) => void> = [];
  private pendingStart: { resolve: () => void; reject: (error: Error) => void } | null = null;

  start(): Promise<void> {
    this.starts++;
    this.state = HubConnectionState.Connecting;
    return new Promise((resolve, reject) => {
      this.pendingStart = {
        resolve: () => {
          this.state = HubConnectionState.Connected;
          resolve();
        },
        reject: (error) => {
          // A failed start ends in Disconnected without calling onclose, as SignalR does.
          this.state = HubConnectionState.Disconnected;
          reject(error);
        },
      };
    });
  }

  async stop(): Promise<void> {
    this.stops++;
    if (this.state === HubConnectionState.Disconnected) return;
    if (this.pendingStart) this.pendingStart.reject(new Error('The connection was stopped during negotiation.'));
    this.state = HubConnectionState.Disconnected;
    for (const handler of this.closeHandlers) handler(undefined);
  }

  on(method: string, handler: Handler): void {
    this.methods.set(method, [...(this.methods.get(method) ?? []), handler]);
  }
  onclose(callback: (error?: Error) => void): void {
    this.closeHandlers.push(callback);
  }
  onreconnecting(callback: (error?: Error) => void): void {
    this.reconnectingHandlers.push(callback);
  }
  onreconnected(callback: (connectionId?: string) => void): void {
    this.reconnectedHandlers.push(callback);
  }

  // The server's side of things.
  acceptStart() {
    const pending = this.pendingStart;
    this.pendingStart = null;
    pending?.resolve();
  }
  refuseStart(message: string) {
    const pending = this.pendingStart;
    this.pendingStart = null;
    pending?.reject(new Error(message));
  }
  push(...args: unknown[]) {
    for (const handler of this.methods.get('NotifyMessage') ?? []) handler(...args);
  }
  dropLink(message: string) {
    this.state = HubConnectionState.Reconnecting;
    for (const handler of this.reconnectingHandlers) handler(new Error(message));
  }
  relink(connectionId: string) {
    this.state = HubConnectionState.Connected;
    for (const handler of this.reconnectedHandlers) handler(connectionId);
  }
  close(message?: string) {
    this.state = HubConnectionState.Disconnected;
    for (const handler of this.closeHandlers) handler(message ? new Error(message) : undefined);
  }
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setupHub(options: { factory?: HubConnectionFactory } = {}) {
  const connections: FakeConnection[] = [];
  const made: HubConnectionOptions[] = [];
  const factory: HubConnectionFactory =
    options.factory ??
    (async (connectionOptions) => {
      made.push(connectionOptions);
      const connection = new FakeConnection();
      connections.push(connection);
      return connection;
    });
  const relayed: HubMessage[] = [];
  const input: HubInput = { createConnection: factory, origin: 'https://casino.test', getFingerprint: () => 'fp-1' };
  const host = createActor(
    createMachine({
      invoke: { id: 'hub', src: hubMachine, input },
    }),
  );
  host.start();
  const hub = host.getSnapshot().children.hub as ActorRefFrom<typeof hubMachine>;
  // The hub emits; its listeners (the app, the back office) hear it by its system id.
  hub.on('hub.message', (event) => relayed.push({ command: event.command, message: event.message }));
  const links: boolean[] = [];
  hub.on('hub.status.changed', (event) => links.push(event.connected));
  return {
    hub,
    host,
    made,
    connections,
    relayed,
    /** Each `hub.status.changed` told: whether a player's link is up. */
    links,
    /** The connection of the current session. */
    current: () => {
      const connection = connections.at(-1);
      if (!connection) throw new Error('no connection was made');
      return connection;
    },
    status: () => selectStatus(hub.getSnapshot()),
  };
}

describe('hub machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays Disconnected until the app sends hub.connect with the token', async () => {
    const { hub, made, status } = setupHub();
    expect(status()).toBe('Disconnected');
    await flush();
    expect(made).toHaveLength(0);
    expect(hub.getSnapshot().can({ type: 'hub.connect', token: 't' })).toBe(true);
  });

  it('connects to ./hub/frnotify with the fingerprint and hands SignalR the token', async () => {
    const { hub, made, current, status } = setupHub();
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    expect(status()).toBe('Connecting');
    expect(selectIsBusy(hub.getSnapshot())).toBe(true);
    await flush();
    expect(made).toHaveLength(1);
    expect(made[0].url).toBe('https://casino.test/hub/frnotify?fingerprint=fp-1');
    expect(made[0].accessTokenFactory()).toBe('tok-1');
    expect(current().starts).toBe(1);
    current().acceptStart();
    await flush();
    expect(status()).toBe('Connected');
    expect(selectIsConnected(hub.getSnapshot())).toBe(true);
    expect(selectError(hub.getSnapshot())).toBeNull();
  });

  it('relays every NotifyMessage to the parent as hub.message with command and message', async () => {
    const { hub, current, relayed } = setupHub();
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    current().acceptStart();
    await flush();
    const notification = {
      id: 7,
      title: 'Para yatırma',
      note: 'Onaylandı',
      type: 1,
      timeStamp: '2026-01-02T03:04:05Z',
      isRead: false,
    };
    current().push('Notification', notification);
    current().push('Balance', { balance: 1000, cash: 900, bonus: 100 });
    // Not a command: ignored rather than relayed as garbage.
    current().push(42, { x: 1 });
    expect(relayed).toEqual([
      { command: 'Notification', message: notification },
      { command: 'Balance', message: { balance: 1000, cash: 900, bonus: 100 } },
    ]);
  });

  it('follows SignalR through a dropped link: Reconnecting, then Connected with a local reconnected', async () => {
    const { hub, current, relayed, status } = setupHub();
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    current().acceptStart();
    await flush();
    current().dropLink('WebSocket closed with status code: 1006');
    expect(status()).toBe('Reconnecting');
    expect(selectIsConnected(hub.getSnapshot())).toBe(false);
    expect(selectError(hub.getSnapshot())).toBe('WebSocket closed with status code: 1006');
    current().relink('conn-2');
    expect(status()).toBe('Connected');
    expect(selectError(hub.getSnapshot())).toBeNull();
    expect(relayed).toEqual([{ command: 'reconnected', message: 'conn-2' }]);
  });

  it('when SignalR runs out of reconnect delays it is Disconnected with the error and relays disconnect', async () => {
    const { hub, current, relayed, status } = setupHub();
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    current().acceptStart();
    await flush();
    current().dropLink('gone');
    current().close('Server timeout elapsed without receiving a message from the server.');
    expect(status()).toBe('Disconnected');
    expect(selectError(hub.getSnapshot())).toBe('Server timeout elapsed without receiving a message from the server.');
    expect(relayed).toEqual([
      { command: 'disconnect', message: 'Server timeout elapsed without receiving a message from the server.' },
    ]);
    expect(hub.getSnapshot().children.connection).toBeUndefined();
  });

  it('a server close while Connected (a revoked session) ends in Disconnected', async () => {
    const { hub, current, relayed, status } = setupHub();
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    current().acceptStart();
    await flush();
    current().close('Server returned an error on close: Session revoked.');
    expect(status()).toBe('Disconnected');
    expect(relayed).toEqual([
      { command: 'disconnect', message: 'Server returned an error on close: Session revoked.' },
    ]);
  });

  it('retries a failed first start after 0, 2000, 10000 and 30000 ms, then stops with the error', async () => {
    const { hub, connections, current, relayed, status } = setupHub();
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    const delays = [0, 2000, 10000, 30000];
    for (const [index, delay] of delays.entries()) {
      current().refuseStart(`refused ${index + 1}`);
      await flush();
      expect(status()).toBe('Connecting');
      expect(selectFailedStarts(hub.getSnapshot())).toBe(index + 1);
      expect(current().starts).toBe(index + 1);
      if (delay > 0) {
        await vi.advanceTimersByTimeAsync(delay - 1);
        expect(current().starts).toBe(index + 1);
      }
      await vi.advanceTimersByTimeAsync(delay > 0 ? 1 : 0);
      await flush();
      expect(current().starts).toBe(index + 2);
    }
    current().refuseStart('refused 5');
    await flush();
    expect(status()).toBe('Disconnected');
    expect(selectError(hub.getSnapshot())).toBe('refused 5');
    expect(relayed).toEqual([1, 2, 3, 4, 5].map((n) => ({ command: 'error', message: `refused ${n}` })));
    // It stops: no further attempt however long we wait, one connection object reused throughout.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(current().starts).toBe(5);
    expect(connections).toHaveLength(1);
    expect(hub.getSnapshot().children.connection).toBeUndefined();
  });

  it('a retried first start that succeeds is Connected and relays reconnected so the app resyncs', async () => {
    const { hub, current, relayed, status } = setupHub();
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    current().refuseStart('Failed to complete negotiation with the server: Error: Service Unavailable');
    await flush();
    await vi.advanceTimersByTimeAsync(0);
    await flush();
    current().acceptStart();
    await flush();
    expect(status()).toBe('Connected');
    expect(selectFailedStarts(hub.getSnapshot())).toBe(0);
    expect(selectError(hub.getSnapshot())).toBeNull();
    expect(relayed.map((m) => m.command)).toEqual(['error', 'reconnected']);
  });

  it('a factory that fails (SignalR chunk not loaded) counts as a failed start and is tried again', async () => {
    let calls = 0;
    const connection = new FakeConnection();
    const { hub, status, relayed } = setupHub({
      factory: async () => {
        calls++;
        if (calls === 1) throw new Error('Failed to fetch dynamically imported module');
        return connection;
      },
    });
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    expect(relayed).toEqual([{ command: 'error', message: 'Failed to fetch dynamically imported module' }]);
    await vi.advanceTimersByTimeAsync(0);
    await flush();
    expect(calls).toBe(2);
    connection.acceptStart();
    await flush();
    expect(status()).toBe('Connected');
  });

  it('disconnects on logout: Disconnecting stops the connection, then Disconnected without an error', async () => {
    const { hub, current, relayed, status, made } = setupHub();
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    current().acceptStart();
    await flush();
    hub.send({ type: 'hub.disconnect' });
    expect(status()).toBe('Disconnecting');
    await flush();
    expect(current().stops).toBeGreaterThanOrEqual(1);
    expect(status()).toBe('Disconnected');
    expect(current().state).toBe(HubConnectionState.Disconnected);
    expect(selectError(hub.getSnapshot())).toBeNull();
    expect(relayed).toEqual([{ command: 'disconnect', message: null }]);
    // The next login starts a fresh connection with the new token.
    hub.send({ type: 'hub.connect', token: 'tok-2' });
    await flush();
    expect(made).toHaveLength(2);
    expect(made[1].accessTokenFactory()).toBe('tok-2');
  });

  it('a logout during the wait between retries stops the retries', async () => {
    const { hub, current, status } = setupHub();
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    current().refuseStart('down');
    await flush();
    await vi.advanceTimersByTimeAsync(0);
    await flush();
    current().refuseStart('down');
    await flush();
    hub.send({ type: 'hub.disconnect' });
    await flush();
    expect(status()).toBe('Disconnected');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(current().starts).toBe(2);
  });

  it('a logout while the start is in flight abandons it', async () => {
    const { hub, current, status, relayed } = setupHub();
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    hub.send({ type: 'hub.disconnect' });
    await flush();
    expect(status()).toBe('Disconnected');
    expect(current().state).toBe(HubConnectionState.Disconnected);
    expect(relayed).toEqual([{ command: 'disconnect', message: null }]);
  });

  it('stopping the app stops an open connection', async () => {
    const { hub, host, current } = setupHub();
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    current().acceptStart();
    await flush();
    host.stop();
    await flush();
    expect(current().state).toBe(HubConnectionState.Disconnected);
  });
});

describe('hub actors', () => {
  it('resolve ./hub/frnotify against the site root and carry the fingerprint', () => {
    expect(hubUrl('https://casino.test', 'a b/c')).toBe('https://casino.test/hub/frnotify?fingerprint=a+b%2Fc');
    expect(hubUrl('http://127.0.0.1:5173', '')).toBe('http://127.0.0.1:5173/hub/frnotify');
  });

  it('build a SignalR connection with the spec timeouts', async () => {
    const connection = (await createSignalRConnection({
      url: 'http://127.0.0.1:9/hub/frnotify?fingerprint=fp',
      accessTokenFactory: () => 't',
    })) as import('@microsoft/signalr').HubConnection;
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    expect(connection.serverTimeoutInMilliseconds).toBe(HUB_SERVER_TIMEOUT_MS);
    expect(connection.keepAliveIntervalInMilliseconds).toBe(HUB_KEEP_ALIVE_MS);
  });

  describe('against the real hub server', () => {
    let server: TestHub | undefined;
    afterEach(async () => {
      await server?.app.close();
      server = undefined;
    });

    it('connect with the real factory, relay a pushed notification, and disconnect', async () => {
      server = await startHub(createMemoryHubBus());
      const relayed: HubMessage[] = [];
      const host = createActor(
        createMachine({
          invoke: {
            id: 'hub',
            src: hubMachine,
            input: { createConnection: createSignalRConnection, origin: server.base, getFingerprint: () => 'fp-real' },
          },
        }),
      );
      host.start();
      const hub = host.getSnapshot().children.hub as ActorRefFrom<typeof hubMachine>;
      hub.on('hub.message', (event) => relayed.push({ command: event.command, message: event.message }));
      hub.send({ type: 'hub.connect', token: tokenFor('p1', 's1') });
      await vi.waitFor(() => expect(selectStatus(hub.getSnapshot())).toBe('Connected'), { timeout: 10_000 });
      expect(server.sessions.fingerprints).toContain('fp-real');
      const notification = {
        id: 1,
        title: 'Bonus',
        note: 'Yüklendi',
        type: 4,
        timeStamp: '2026-03-04T05:06:00Z',
        isRead: false,
      };
      await server.app.hub.publishToPlayer('p1', 'Notification', notification);
      await vi.waitFor(() => expect(relayed).toEqual([{ command: 'Notification', message: notification }]));
      hub.send({ type: 'hub.disconnect' });
      await vi.waitFor(() => expect(selectStatus(hub.getSnapshot())).toBe('Disconnected'));
      expect(relayed.at(-1)).toEqual({ command: 'disconnect', message: null });
      await vi.waitFor(() => expect(server?.app.hub.connectionCount).toBe(0));
      host.stop();
    });
  });
});

describe('hub machine: guests and switching (guest17)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Connects with `token` (null: a guest) and lets the fake server accept. */
  async function connected(token: string | null) {
    const setup = setupHub();
    setup.hub.send({ type: 'hub.connect', token });
    await flush();
    setup.current().acceptStart();
    await flush();
    return setup;
  }

  it('a guest connects with no token handed to SignalR, and is Connected but not as a player', async () => {
    const { hub, made, status, current, relayed } = await connected(null);
    expect(made).toHaveLength(1);
    // SignalR sends no access_token for an empty token, which the server reads as a guest.
    expect(made[0].accessTokenFactory()).toBe('');
    expect(status()).toBe('Connected');
    expect(selectIsConnected(hub.getSnapshot())).toBe(true);
    expect(selectIsPlayerConnected(hub.getSnapshot())).toBe(false);
    expect(selectIsGuest(hub.getSnapshot())).toBe(true);
    const odds = { eventId: 'e1', markets: [] };
    current().push('SportsOdds', odds);
    expect(relayed).toEqual([{ command: 'SportsOdds', message: odds }]);
  });

  it('signing in while a guest stops the guest connection, then starts one with the token', async () => {
    const { hub, made, connections, status, relayed } = await connected(null);
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    expect(hub.getSnapshot().value).toEqual({ Disconnecting: 'switching' });
    expect(status()).toBe('Disconnecting');
    await flush();
    expect(connections[0].stops).toBeGreaterThanOrEqual(1);
    expect(status()).toBe('Connecting');
    expect(made).toHaveLength(2);
    expect(made[1].accessTokenFactory()).toBe('tok-1');
    connections[1].acceptStart();
    await flush();
    expect(status()).toBe('Connected');
    expect(selectIsPlayerConnected(hub.getSnapshot())).toBe(true);
    expect(selectIsGuest(hub.getSnapshot())).toBe(false);
    // A switch is not a lost link: nothing is relayed for it (the app loads what a player needs itself).
    expect(relayed).toEqual([]);
  });

  it("the app's order at sign-out (disconnect, then connect as guest) ends Connected as a guest", async () => {
    const { hub, made, connections, status } = await connected('tok-1');
    hub.send({ type: 'hub.disconnect' });
    hub.send({ type: 'hub.connect', token: null });
    expect(hub.getSnapshot().value).toEqual({ Disconnecting: 'switching' });
    await flush();
    expect(connections[0].stops).toBeGreaterThanOrEqual(1);
    expect(made).toHaveLength(2);
    expect(made[1].accessTokenFactory()).toBe('');
    connections[1].acceptStart();
    await flush();
    expect(status()).toBe('Connected');
    expect(selectIsGuest(hub.getSnapshot())).toBe(true);
  });

  it("tells its listeners when a player's link comes up and goes down (a lost link too), and nothing of a guest's", async () => {
    const { hub, connections, links, status } = await connected(null);
    expect(links).toEqual([]);
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    connections[1].acceptStart();
    await flush();
    expect(links).toEqual([true]);
    // Reconnecting: balances no longer arrive by push until the link is back.
    connections[1].dropLink('network');
    await flush();
    expect(status()).toBe('Reconnecting');
    expect(links).toEqual([true, false]);
    connections[1].relink('c-2');
    await flush();
    expect(links).toEqual([true, false, true]);
    hub.send({ type: 'hub.disconnect' });
    await flush();
    expect(status()).toBe('Disconnected');
    expect(links).toEqual([true, false, true, false]);
  });

  it('a connect with the same credential while linked changes nothing', async () => {
    const { hub, made, current } = await connected(null);
    expect(hub.getSnapshot().can({ type: 'hub.connect', token: null })).toBe(false);
    hub.send({ type: 'hub.connect', token: null });
    await flush();
    expect(made).toHaveLength(1);
    expect(current().stops).toBe(0);
  });

  it('a disconnect while switching stops for good', async () => {
    const { hub, made, status } = await connected(null);
    hub.send({ type: 'hub.connect', token: 'tok-1' });
    hub.send({ type: 'hub.disconnect' });
    expect(hub.getSnapshot().value).toEqual({ Disconnecting: 'stopping' });
    await flush();
    expect(status()).toBe('Disconnected');
    expect(made).toHaveLength(1);
  });

  it('a switch during a reconnect, and during a first start, also goes through a stop', async () => {
    const reconnecting = await connected(null);
    reconnecting.current().dropLink('network');
    await flush();
    expect(reconnecting.status()).toBe('Reconnecting');
    reconnecting.hub.send({ type: 'hub.connect', token: 'tok-1' });
    await flush();
    expect(reconnecting.made.map((m) => m.accessTokenFactory())).toEqual(['', 'tok-1']);

    const starting = setupHub();
    starting.hub.send({ type: 'hub.connect', token: null });
    await flush();
    starting.hub.send({ type: 'hub.connect', token: 'tok-2' });
    await flush();
    expect(starting.connections[0].stops).toBeGreaterThanOrEqual(1);
    expect(starting.made.map((m) => m.accessTokenFactory())).toEqual(['', 'tok-2']);
    expect(starting.status()).toBe('Connecting');
  });

  describe('against the real hub server with guests enabled', () => {
    let server: TestHub | undefined;
    afterEach(async () => {
      await server?.app.close();
      server = undefined;
    });

    it("a guest hears SportsOdds; after the switch to a player it hears the player's Balance too", async () => {
      vi.useRealTimers();
      server = await startHub(createMemoryHubBus(), { guests: { commands: ['SportsOdds'] } });
      const relayed: HubMessage[] = [];
      const host = createActor(
        createMachine({
          invoke: { id: 'hub', src: hubMachine, input: { createConnection: createSignalRConnection, origin: server.base, getFingerprint: () => 'fp' } },
        }),
      );
      host.start();
      const hub = host.getSnapshot().children.hub as ActorRefFrom<typeof hubMachine>;
      hub.on('hub.message', (event) => relayed.push({ command: event.command, message: event.message }));
      hub.send({ type: 'hub.connect', token: null });
      await vi.waitFor(() => expect(selectStatus(hub.getSnapshot())).toBe('Connected'), { timeout: 10_000 });
      await vi.waitFor(() => expect(server?.app.hub.guestCount).toBe(1));
      await server.app.hub.publishToPlayer('p1', 'Balance', { balance: 1 });
      await server.app.hub.publishToAll('SportsOdds', { eventId: 'e1' });
      await vi.waitFor(() => expect(relayed).toEqual([{ command: 'SportsOdds', message: { eventId: 'e1' } }]));

      hub.send({ type: 'hub.connect', token: tokenFor('p1', 's1') });
      await vi.waitFor(() => expect(selectIsPlayerConnected(hub.getSnapshot())).toBe(true), { timeout: 10_000 });
      await vi.waitFor(() => expect(server?.app.hub.guestCount).toBe(0));
      await server.app.hub.publishToPlayer('p1', 'Balance', { balance: 2 });
      await vi.waitFor(() => expect(relayed.at(-1)).toEqual({ command: 'Balance', message: { balance: 2 } }));
      host.stop();
    });
  });
});

describe('hub machine: generated paths', () => {
  const machine = hubMachine.provide({
    actors: { connection: fromCallback(() => {}) as never },
    actions: { 'relay message': () => {} },
  });
  const input = (): HubInput => ({
    createConnection: async () => new FakeConnection(),
    origin: 'https://casino.test',
    getFingerprint: () => 'fp',
  });
  const events = (snapshot: Parameters<typeof delayEvents>[0]): HubEvent[] =>
    [
      { type: 'hub.connect', token: 'tok' },
      // A guest's connect (no token): from a player's link it is a switch (guest17).
      { type: 'hub.connect', token: null },
      { type: 'hub.disconnect' },
      { type: 'connection.started' },
      { type: 'connection.failed', error: 'refused' },
      { type: 'connection.reconnecting', error: 'dropped' },
      { type: 'connection.reconnected', connectionId: 'conn-2' },
      { type: 'connection.closed', error: 'closed' },
      { type: 'connection.stopped' },
      { type: 'connection.message', command: 'Balance', message: { balance: 1, cash: 1, bonus: 0 } },
      ...delayEvents(snapshot),
    ] as HubEvent[];
  // The failure count decides between another retry and giving up, so it belongs to the state key.
  // The credential decides whether a connect switches, so it belongs to the key as well.
  const serializeState = (snapshot: { value: unknown; context: { failures: number; token: string | null } }) =>
    JSON.stringify([snapshot.value, snapshot.context.failures, snapshot.context.token]);
  const suite = generatePaths(machine, { events, input, serializeState });

  testEveryPath(machine, suite, (actual, expected) => expect(actual.context.failures).toBe(expected.context.failures));
});
