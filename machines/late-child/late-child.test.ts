// A late flow's loader: nothing loads until a waking event or the preload, events sent while the code
// loads reach the flow in order (the preload itself never does), events that do not wake it are dropped
// while nothing runs, a failed load drops what was asked and the next waking event tries again; plus
// generated paths.
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, createMachine, type EventObject } from 'xstate';
import { deferred, flush } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type LateChild, lateChildMachine, PRELOAD_EVENT } from './late-child.machine';
import { selectIsLoading, selectLoadedChild } from './late-child.selectors';

/** A stand-in flow that records what it receives and the input it started with. */
function recorder() {
  const received: string[] = [];
  const inputs: unknown[] = [];
  const logic = createMachine({
    context: ({ input }) => {
      inputs.push(input);
      return {};
    },
    on: { '*': { actions: ({ event }) => received.push(event.type) } },
  }) as unknown as AnyStateMachine;
  return { logic, received, inputs };
}

function start() {
  const flow = recorder();
  let loads = 0;
  let attempt = deferred<LateChild>();
  const actor = createActor(lateChildMachine, {
    input: {
      load: () => {
        loads += 1;
        return attempt.promise;
      },
      systemId: 'gameLaunch',
      wakesOn: ['game.open'],
    },
  }).start();
  const send = (type: string) => actor.send({ type } as EventObject);
  return {
    actor,
    flow,
    send,
    loads: () => loads,
    succeed: async () => {
      attempt.resolve({ logic: flow.logic, input: { settings: 'settings' } });
      await flush();
    },
    fail: async () => {
      attempt.reject(new Error('offline'));
      await flush();
      attempt = deferred<LateChild>();
    },
  };
}

describe('late flow loader', () => {
  it('loads nothing until asked; an event that does not wake the flow is dropped', () => {
    const h = start();
    h.send('game.modal.closed');
    expect(h.loads()).toBe(0);
    expect(h.actor.getSnapshot().value).toBe('unloaded');
    expect(selectLoadedChild(h.actor.getSnapshot())).toBeNull();
  });

  it('the waking event loads the code; it and the events sent meanwhile arrive in order, then go straight through', async () => {
    const h = start();
    h.send('game.open');
    h.send('game.deposit.opened');
    expect(h.loads()).toBe(1);
    expect(selectIsLoading(h.actor.getSnapshot())).toBe(true);
    await h.succeed();
    expect(h.flow.received).toEqual(['game.open', 'game.deposit.opened']);
    expect(h.flow.inputs).toEqual([{ settings: 'settings' }]);
    h.send('game.modal.closed');
    expect(h.flow.received).toEqual(['game.open', 'game.deposit.opened', 'game.modal.closed']);
    // The flow runs under its own system id, so the inspector and other actors find it by name.
    expect(h.actor.system.get('gameLaunch')).toBe(selectLoadedChild(h.actor.getSnapshot()));
  });

  it('the preload loads the code without handing the flow anything, and a second preload loads nothing more', async () => {
    const h = start();
    h.send(PRELOAD_EVENT);
    h.send(PRELOAD_EVENT);
    expect(h.loads()).toBe(1);
    await h.succeed();
    h.send(PRELOAD_EVENT);
    expect(h.loads()).toBe(1);
    expect(h.flow.received).toEqual([]);
    expect(h.actor.getSnapshot().value).toBe('ready');
  });

  it('a failed load drops what was asked; the next waking event tries again', async () => {
    const h = start();
    h.send('game.open');
    await h.fail();
    expect(h.actor.getSnapshot().value).toBe('unloaded');
    h.send('game.deposit.opened');
    expect(h.loads()).toBe(1);
    h.send('game.open');
    expect(h.loads()).toBe(2);
    await h.succeed();
    expect(h.flow.received).toEqual(['game.open']);
  });
});

describe('late flow loader: generated paths', () => {
  const flow = recorder();
  const events = (snapshot: ReturnType<typeof lateChildMachine.getInitialSnapshot>): EventObject[] => [
    { type: 'game.open' },
    { type: 'game.modal.closed' },
    { type: PRELOAD_EVENT },
    ...(snapshot.matches('loading')
      ? [
          { type: 'xstate.done.actor.load', output: { logic: flow.logic, input: {} } } as EventObject,
          { type: 'xstate.error.actor.load', error: new Error('offline') } as EventObject,
        ]
      : []),
  ];
  const suite = generatePaths(lateChildMachine.provide({ actors: { load: pending as never } }), {
    events: events as never,
    input: () => ({ load: () => Promise.resolve({ logic: flow.logic, input: {} }), systemId: 'flow', wakesOn: ['game.open'] }),
  });
  testEveryPath(lateChildMachine, { 'a late flow': suite });
});
