// The sportsbook loader: nothing loads until a sports event arrives (or a slip was kept), events sent
// while the code loads reach the sportsbook in order, a failed load is tried again by the next
// sports event, other events (the hub's pushes before the load) are not kept; plus generated paths.
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, createMachine, type EventObject } from 'xstate';
import { deferred, flush } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { sportsbookLoaderMachine } from './sportsbook-loader.machine';

/** A stand-in sportsbook that records what it receives and the input it started with. */
function recorder() {
  const received: EventObject[] = [];
  const inputs: unknown[] = [];
  const logic = createMachine({
    context: ({ input }) => {
      inputs.push(input);
      return {};
    },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  }) as unknown as AnyStateMachine;
  return { logic, received, inputs };
}

/** Any event the app may hand the loader (it takes them all and keeps the sportsbook's). */
const send = (h: { actor: { send(event: EventObject): void } }, event: EventObject & Record<string, unknown>) => h.actor.send(event);

function start(options: { hasKeptSlip?: boolean } = {}) {
  const book = recorder();
  let loads = 0;
  let attempt = deferred<AnyStateMachine>();
  const actor = createActor(sportsbookLoaderMachine, {
    input: {
      load: () => {
        loads += 1;
        return attempt.promise;
      },
      sportsbookInput: { storage: 'storage' },
      hasKeptSlip: options.hasKeptSlip ?? false,
    },
  }).start();
  return {
    actor,
    book,
    loads: () => loads,
    succeed: async () => {
      attempt.resolve(book.logic);
      await flush();
    },
    fail: async () => {
      attempt.reject(new Error('offline'));
      await flush();
      attempt = deferred<AnyStateMachine>();
    },
  };
}

describe('sportsbook loader', () => {
  it('loads nothing for a casino visitor, and the hub pushes before the load are not kept', async () => {
    const h = start();
    send(h, { type: 'hub.message', command: 'Balance', message: {} });
    expect(h.loads()).toBe(0);
    expect(h.actor.getSnapshot().value).toBe('unloaded');
  });

  it('the first sports event loads the code; events sent meanwhile arrive in order, then go straight through', async () => {
    const h = start();
    send(h, { type: 'sports.home.opened' });
    send(h, { type: 'slip.sheet.opened' });
    send(h, { type: 'hub.message', command: 'SportsOdds', message: [] });
    expect(h.loads()).toBe(1);
    await h.succeed();
    expect(h.book.received.map((event) => event.type)).toEqual(['sports.home.opened', 'slip.sheet.opened']);
    expect(h.book.inputs).toEqual([{ storage: 'storage' }]);
    send(h, { type: 'hub.message', command: 'SportsOdds', message: [] });
    send(h, { type: 'myBets.opened' });
    expect(h.book.received.map((event) => event.type)).toEqual(['sports.home.opened', 'slip.sheet.opened', 'hub.message', 'myBets.opened']);
    expect(h.actor.system.get('sportsbook')).toBeDefined();
  });

  it('a failed load waits; the next sports event tries again and hands over every event kept', async () => {
    const h = start();
    send(h, { type: 'sports.home.opened' });
    await h.fail();
    expect(h.actor.getSnapshot().value).toBe('failed');
    send(h, { type: 'sports.league.opened', leagueId: 'l1' });
    expect(h.loads()).toBe(2);
    await h.succeed();
    expect(h.book.received.map((event) => event.type)).toEqual(['sports.home.opened', 'sports.league.opened']);
  });

  it('a slip kept from the last visit loads the code at once', () => {
    const h = start({ hasKeptSlip: true });
    expect(h.loads()).toBe(1);
    expect(h.actor.getSnapshot().value).toBe('loading');
  });
});

describe('sportsbook loader: generated paths', () => {
  const book = recorder();
  const events = (snapshot: ReturnType<typeof sportsbookLoaderMachine.getInitialSnapshot>): Array<EventObject & Record<string, unknown>> => [
    { type: 'sports.home.opened' },
    { type: 'hub.message', command: 'SportsOdds', message: [] },
    ...(snapshot.matches('loading')
      ? [
          { type: 'xstate.done.actor.load', output: book.logic },
          { type: 'xstate.error.actor.load', error: new Error('offline') },
        ]
      : []),
  ];
  const suite = (hasKeptSlip: boolean) =>
    generatePaths(sportsbookLoaderMachine.provide({ actors: { loadSportsbook: pending as never } }), {
      events: events as never,
      input: () => ({ load: () => Promise.resolve(book.logic), sportsbookInput: {}, hasKeptSlip }),
    });
  testEveryPath(sportsbookLoaderMachine, { 'new visitor': suite(false), 'kept slip': suite(true) });
});
