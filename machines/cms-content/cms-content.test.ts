// Content machine: loads, fails with a retry, keeps the open detail; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type ContentEvent, createContentMachine } from './cms-content.machine';
import { selectContent, selectHasFailed, selectIsLoading, selectOpenId } from './cms-content.selectors';

interface Promo {
  id: number;
  title: string;
}
const machine = createContentMachine<Promo[]>();

describe('content machine', () => {
  it('shows the loaded content and opens and closes a detail', async () => {
    const actor = createActor(
      machine.provide({ actors: { load: fromPromise(async () => [{ id: 4, title: 'Hoş geldin' }]) } }),
    ).start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectContent(actor.getSnapshot())).toEqual([{ id: 4, title: 'Hoş geldin' }]);
    actor.send({ type: 'detail.opened', id: 4 });
    expect(selectOpenId(actor.getSnapshot())).toBe(4);
    actor.send({ type: 'detail.closed' });
    expect(selectOpenId(actor.getSnapshot())).toBeNull();
  });

  it('fails when the call fails and loads again on retry', async () => {
    let calls = 0;
    const actor = createActor(
      machine.provide({
        actors: {
          load: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('offline');
            return [] as Promo[];
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'content.retried' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls).toBe(2);
    expect(selectContent(actor.getSnapshot())).toEqual([]);
  });

  it('refuses to pretend content when no loader was provided', async () => {
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectContent(actor.getSnapshot())).toBeNull();
  });
});

describe('content machine: generated paths', () => {
  const events = (snapshot: { matches: (v: string) => boolean }): Array<ContentEvent | { type: string; output?: unknown; error?: unknown }> => [
    ...(snapshot.matches('loading')
      ? [
          { type: 'xstate.done.actor.load', output: [] },
          { type: 'xstate.error.actor.load', error: new Error('x') },
        ]
      : []),
    { type: 'content.retried' },
    { type: 'detail.opened', id: 1 },
    { type: 'detail.closed' },
  ];
  const suite = generatePaths(machine.provide({ actors: { load: pending as never } }), {
    events: events as never,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.openId]),
  });

  testEveryPath(machine, suite, (actual, expected) => expect(actual.context.openId).toBe(expected.context.openId));
});
