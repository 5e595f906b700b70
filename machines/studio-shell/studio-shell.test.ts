// The studio page's shell: a page without a token says so; the session opens with the token and the
// header shows its balance in kuruş; the hub is connected with the launch token through the hub machine;
// Balance pushes and settled rounds move the balance and the nonces; only a win of at least
// BIG_WIN_MULTIPLE times the stake is celebrated; an attached game hears the hub's pushes; sound starts
// off; the seed rotation reveals the old seed. Then every path of the graph.
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, flush } from '../testing/fixtures';
import { NOTIFY_METHOD } from '../hub/hub.actors';
import type { OpenedSession, RotatedSeeds, StudioCallInput } from './studio-shell.actors';
import { BIG_WIN_MULTIPLE, type StudioShellEvent, studioShellMachine } from './studio-shell.machine';
import { selectBalance, selectFairness, selectLastNonce, selectOpenPanel, selectRevealed, selectSoundOn } from './studio-shell.selectors';

const createConnection = () => Promise.reject(new Error('no hub in machine tests'));

const session: OpenedSession = {
  game: 'slot',
  gameCode: 'studio-slot',
  gameName: 'Sultanın Hazinesi',
  balance: 10_000,
  fairness: { serverSeedHash: 'h'.repeat(64), clientSeed: 'mine', nonce: 4 },
  limits: { min: 20, max: 100_000, step: 20 },
  rtp: 96.04,
  unfinished: null,
};

/** A hub stand-in that records what the shell asks of it. */
function recordingHub() {
  const received: unknown[] = [];
  const logic = createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } });
  return { logic, received };
}

function start(token = 'launch-token') {
  const open = controllable<StudioCallInput, OpenedSession>();
  const rotate = controllable<StudioCallInput & { clientSeed: string }, RotatedSeeds>();
  const hub = recordingHub();
  const celebrate = vi.fn();
  const actor = createActor(
    studioShellMachine.provide({ actors: { openSession: open.logic, rotateSeeds: rotate.logic, hub: hub.logic as never }, actions: { celebrate } }),
    { input: { token, lang: 'tr', origin: 'http://casino.test', createConnection } },
  ).start();
  return { actor, open, rotate, hub, celebrate };
}

describe('studio shell machine', () => {
  it('says there is no game session when the page has no token', () => {
    const { actor, open } = start('');
    expect(actor.getSnapshot().value).toBe('noToken');
    expect(open.calls).toEqual([]);
  });

  it('opens the session with the token, shows its balance and connects the hub with the launch token', async () => {
    const { actor, open, hub } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(open.calls).toEqual([{ token: 'launch-token' }]);
    await open.resolve(session);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectBalance(actor.getSnapshot())).toBe(10_000);
    expect(hub.received).toEqual([{ type: 'hub.connect', token: 'launch-token' }]);
    // Sound is off until the player turns it on.
    expect(selectSoundOn(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'sound.toggled' });
    expect(selectSoundOn(actor.getSnapshot())).toBe(true);
  });

  it('shows the refusal when the session cannot be opened', async () => {
    const { actor, open } = start();
    await open.reject(new ApiError('Oyun oturumu sona erdi', 401));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Oyun oturumu sona erdi');
  });

  it('follows Balance pushes (TRY) and settled rounds (kuruş), moving the nonce on', async () => {
    const { actor, open, celebrate } = start();
    await open.resolve(session);
    actor.send({ type: 'hub.message', command: 'Balance', message: { balance: 98.4, cash: 98.4, bonus: 0 } });
    expect(selectBalance(actor.getSnapshot())).toBe(9_840);
    actor.send({ type: 'round.settled', balance: 9_900, nonce: 4, bet: 200, win: 260 });
    expect(selectBalance(actor.getSnapshot())).toBe(9_900);
    expect(selectLastNonce(actor.getSnapshot())).toBe(4);
    expect(selectFairness(actor.getSnapshot())?.nonce).toBe(5);
    expect(celebrate).not.toHaveBeenCalled();
    // 10 × a 2,00 stake is 20,00: celebrated; 19,99 would not be.
    expect(BIG_WIN_MULTIPLE).toBe(10);
    actor.send({ type: 'round.settled', balance: 11_700, nonce: 5, bet: 200, win: 1_999 });
    expect(celebrate).not.toHaveBeenCalled();
    actor.send({ type: 'round.settled', balance: 13_700, nonce: 6, bet: 200, win: 2_000 });
    expect(celebrate).toHaveBeenCalledTimes(1);
    // A push that is not a balance leaves it alone.
    actor.send({ type: 'hub.message', command: 'Notification', message: { id: 1 } });
    expect(selectBalance(actor.getSnapshot())).toBe(13_700);
  });

  it('relays the hub pushes to the attached game, and stops it when the page goes', async () => {
    const { actor, open } = start();
    await open.resolve(session);
    const heard: unknown[] = [];
    const game = createMachine({ on: { '*': { actions: ({ event }) => heard.push(event) } } });
    actor.send({ type: 'game.attach', logic: game, input: {} });
    const push = { type: 'hub.message', command: 'CrashRound', message: { roundNumber: 3 } } as const;
    actor.send(push);
    expect(heard).toEqual([push]);
    const ref = actor.getSnapshot().context.game!;
    actor.send({ type: 'game.detach' });
    expect(actor.getSnapshot().context.game).toBeNull();
    expect(ref.getSnapshot().status).toBe('stopped');
  });

  it('hears a Balance push through the real hub machine and its connection, and relays a game push to the game', async () => {
    // A connection shaped like SignalR's that starts at once; the test plays the server's NotifyMessage.
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const connection = {
      state: 'Disconnected',
      start: async () => undefined,
      stop: async () => undefined,
      on: (method: string, handler: (...args: unknown[]) => void) => handlers.set(method, handler),
      onclose: () => undefined,
      onreconnecting: () => undefined,
      onreconnected: () => undefined,
    };
    const open = controllable<StudioCallInput, OpenedSession>();
    const actor = createActor(studioShellMachine.provide({ actors: { openSession: open.logic } }), {
      input: { token: 'launch-token', lang: 'tr', origin: 'http://casino.test', createConnection: async () => connection as never },
    }).start();
    try {
      await open.resolve(session);
      await flush();
      const notify = handlers.get(NOTIFY_METHOD);
      expect(notify).toBeDefined();
      // 98,40 TRY on the wire is 9,840 kuruş in the header.
      notify!('Balance', { balance: 98.4, cash: 98.4, bonus: 0 });
      expect(selectBalance(actor.getSnapshot())).toBe(9_840);
      const heard: unknown[] = [];
      actor.send({ type: 'game.attach', logic: createMachine({ on: { '*': { actions: ({ event }) => heard.push(event) } } }), input: {} });
      notify!('CrashRound', { roundNumber: 7 });
      expect(heard).toEqual([{ type: 'hub.message', command: 'CrashRound', message: { roundNumber: 7 } }]);
    } finally {
      actor.stop();
    }
  });

  it('rotates the seeds with the typed client seed and shows the revealed one', async () => {
    const { actor, open, rotate } = start();
    await open.resolve(session);
    actor.send({ type: 'panel.fairness.toggled' });
    expect(selectOpenPanel(actor.getSnapshot())).toBe('fairness');
    actor.send({ type: 'seeds.client.changed', value: 'e2e-seed' });
    actor.send({ type: 'seeds.rotate' });
    expect(rotate.calls).toEqual([{ token: 'launch-token', clientSeed: 'e2e-seed' }]);
    await rotate.resolve({
      revealed: { serverSeed: 's'.repeat(64), roundsPlayed: 1 },
      fairness: { serverSeedHash: 'n'.repeat(64), clientSeed: 'e2e-seed', nonce: 0 },
    });
    expect(selectRevealed(actor.getSnapshot())).toEqual({ serverSeed: 's'.repeat(64), roundsPlayed: 1 });
    expect(selectFairness(actor.getSnapshot())?.nonce).toBe(0);
    actor.send({ type: 'panel.info.toggled' });
    expect(selectOpenPanel(actor.getSnapshot())).toBe('info');
    await flush();
  });
});

describe('studio shell machine: generated paths', () => {
  const game = createMachine({});
  const events = (): StudioShellEvent[] =>
    [
      { type: 'xstate.done.actor.0.studio.opening', output: session },
      { type: 'xstate.error.actor.0.studio.opening', error: new ApiError('x', 401) },
      { type: 'hub.message', command: 'Balance', message: { balance: 1 } },
      { type: 'hub.message', command: 'CrashRound', message: {} },
      { type: 'hub.message', command: 'Balance', message: { balance: 2 } },
      { type: 'round.settled', balance: 1, nonce: 1, bet: 100, win: 0 },
      { type: 'round.settled', balance: 1, nonce: 1, bet: 100, win: 5_000 },
      { type: 'balance.updated', balance: 5 },
      { type: 'game.attach', logic: game, input: {} },
      { type: 'game.detach' },
      { type: 'sound.toggled' },
      { type: 'panel.fairness.toggled' },
      { type: 'panel.info.toggled' },
      { type: 'panel.closed' },
      { type: 'seeds.client.changed', value: 'x' },
      { type: 'seeds.rotate' },
      { type: 'xstate.done.actor.0.studio.ready.seeds.rotating', output: { revealed: { serverSeed: 's', roundsPlayed: 0 }, fairness: session.fairness } },
      { type: 'xstate.error.actor.0.studio.ready.seeds.rotating', error: new ApiError('x', 400) },
    ] as StudioShellEvent[];
  const hub = createMachine({});
  const machine = studioShellMachine.provide({ actors: { openSession: pending as never, rotateSeeds: pending as never, hub: hub as never } });
  const suites = ['launch-token', ''].map((token) =>
    generatePaths(machine, {
      events,
      input: () => ({ token, lang: 'tr' as const, origin: 'http://casino.test', createConnection }),
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.game !== null]),
      // Without a token the page ends at once: its one path is the empty one.
      strategy: token ? 'transitions' : 'shortest',
    }),
  );
  testEveryPath(studioShellMachine, suites);
});

