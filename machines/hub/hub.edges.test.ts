// Hand-written expectations for the hub's edges: a failed start and its retries (spec §9: 0, 2 s,
// 10 s, 30 s, then it stops), a recovered start, a drop and its reconnect, a close, a disconnect (the
// cancel). After each, the state (by value), what the header's status shows (status, busy, error)
// and what the app was told (the relayed local commands), written out here.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, SimulatedClock } from 'xstate';
import { hubMachine } from './hub.machine';
import { selectError, selectIsBusy, selectStatus } from './hub.selectors';

function start() {
  const received: string[] = [];
  const relayed: unknown[] = [];
  const connection = fromCallback(({ receive }) => {
    receive((event) => received.push(event.type));
  });
  const machine = hubMachine.provide({ actors: { connection: connection as never } });
  const clock = new SimulatedClock();
  const host = createActor(
    createMachine({
      invoke: { id: 'hub', src: machine, input: { createConnection: () => ({}) as never, origin: 'https://casino.test', getFingerprint: () => 'fp' } },
    } as never),
    { clock },
  ).start();
  const hub = host.getSnapshot().children.hub as ReturnType<typeof createActor<typeof hubMachine>>;
  hub.on('hub.message', (event) => relayed.push({ command: event.command, message: event.message }));
  const seen = () => {
    const snapshot = hub.getSnapshot();
    return { value: snapshot.value, status: selectStatus(snapshot), busy: selectIsBusy(snapshot), error: selectError(snapshot) };
  };
  return { hub, clock, received, relayed, seen };
}

describe('hub edges', () => {
  it('a failing start retries after 0, 2000, 10000 and 30000 ms, then gives up Disconnected; each failure is relayed as `error`', () => {
    const { hub, clock, received, relayed, seen } = start();
    hub.send({ type: 'hub.connect', token: 'token-1' });
    expect(seen()).toEqual({ value: { Connecting: 'starting' }, status: 'Connecting', busy: true, error: null });
    expect(received).toEqual(['connection.start']);
    const waits = [0, 2000, 10000, 30000];
    for (const [attempt, wait] of waits.entries()) {
      hub.send({ type: 'connection.failed', error: `refused ${attempt + 1}` });
      expect(seen()).toEqual({ value: { Connecting: 'retrying' }, status: 'Connecting', busy: true, error: `refused ${attempt + 1}` });
      if (wait > 0) {
        clock.increment(wait - 1);
        expect(received).toHaveLength(attempt + 1);
      }
      clock.increment(wait === 0 ? 0 : 1);
      expect(received).toHaveLength(attempt + 2);
    }
    hub.send({ type: 'connection.failed', error: 'refused 5' });
    expect(seen()).toEqual({ value: 'Disconnected', status: 'Disconnected', busy: false, error: 'refused 5' });
    expect(relayed).toEqual([1, 2, 3, 4, 5].map((n) => ({ command: 'error', message: `refused ${n}` })));
  });

  it('a start that succeeds after a failure is relayed as `reconnected` and clears the error', () => {
    const { hub, clock, relayed, seen } = start();
    hub.send({ type: 'hub.connect', token: 'token-1' });
    hub.send({ type: 'connection.failed', error: 'refused' });
    // The first retry waits 0 ms: the next start is under way once the clock turns.
    clock.increment(0);
    expect(seen().value).toEqual({ Connecting: 'starting' });
    hub.send({ type: 'connection.started' });
    expect(seen()).toEqual({ value: 'Connected', status: 'Connected', busy: false, error: null });
    expect(relayed).toEqual([
      { command: 'error', message: 'refused' },
      { command: 'reconnected', message: null },
    ]);
  });

  it('a drop shows Reconnecting with its error; the reconnect is relayed with the new connection id; a close is relayed as `disconnect`', () => {
    const { hub, relayed, seen } = start();
    hub.send({ type: 'hub.connect', token: 'token-1' });
    hub.send({ type: 'connection.started' });
    expect(relayed).toEqual([]);
    hub.send({ type: 'connection.message', command: 'Balance', message: { balance: 5 } });
    hub.send({ type: 'connection.reconnecting', error: 'WebSocket closed with status code: 1006' });
    expect(seen()).toEqual({ value: 'Reconnecting', status: 'Reconnecting', busy: true, error: 'WebSocket closed with status code: 1006' });
    hub.send({ type: 'connection.reconnected', connectionId: 'c-2' });
    expect(seen()).toEqual({ value: 'Connected', status: 'Connected', busy: false, error: null });
    hub.send({ type: 'connection.closed', error: 'Session revoked.' });
    expect(seen()).toEqual({ value: 'Disconnected', status: 'Disconnected', busy: false, error: 'Session revoked.' });
    expect(relayed).toEqual([
      { command: 'Balance', message: { balance: 5 } },
      { command: 'reconnected', message: 'c-2' },
      { command: 'disconnect', message: 'Session revoked.' },
    ]);
  });

  it('a disconnect while connecting stops the connection and ends Disconnected with no error', () => {
    const { hub, received, relayed, seen } = start();
    hub.send({ type: 'hub.connect', token: 'token-1' });
    hub.send({ type: 'hub.disconnect' });
    expect(seen()).toEqual({ value: { Disconnecting: 'stopping' }, status: 'Disconnecting', busy: true, error: null });
    expect(received).toEqual(['connection.start', 'connection.stop']);
    hub.send({ type: 'connection.stopped' });
    expect(seen()).toEqual({ value: 'Disconnected', status: 'Disconnected', busy: false, error: null });
    expect(relayed).toEqual([{ command: 'disconnect', message: null }]);
  });
});
