// Hand-written expectations for the jackpot ticker's edges: nothing is asked for before 500 ms after
// the carousel starts; stopping before then asks for nothing (the cancel); failed feeds leave their
// slides without numbers; stopping a running ticker stops its feeds. After each, the state and what
// the carousel shows, written out here.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable } from '../testing/fixtures';
import { jackpotsMachine } from './jackpots.machine';
import { selectIsRunning, selectSlides } from './jackpots.selectors';

function start() {
  const feeds = {
    amusnet: controllable<unknown, never, null>(() => null),
    egt: controllable<unknown, never, null>(() => null),
    pragmatic: controllable<unknown, never, null>(() => null),
    egyptQuest: controllable<unknown, never, null>(() => null),
  };
  const machine = jackpotsMachine.provide({
    actors: {
      fetchAmusnet: feeds.amusnet.logic as never,
      fetchEgt: feeds.egt.logic as never,
      fetchPragmatic: feeds.pragmatic.logic as never,
      fetchEgyptQuest: feeds.egyptQuest.logic as never,
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { egtJackpotCards: [] }, clock }).start();
  const asked = () => Object.values(feeds).map((feed) => feed.calls.length);
  return { actor, feeds, clock, asked };
}

describe('jackpots edges', () => {
  it('asks for the four feeds 500 ms after the start, not before; stopping before then asks for nothing', () => {
    const { actor, clock, asked } = start();
    actor.send({ type: 'jackpots.started' });
    clock.increment(499);
    expect(asked()).toEqual([0, 0, 0, 0]);
    actor.send({ type: 'jackpots.stopped' });
    clock.increment(1000);
    expect(asked()).toEqual([0, 0, 0, 0]);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'jackpots.started' });
    clock.increment(500);
    expect(asked()).toEqual([1, 1, 1, 1]);
    expect(selectIsRunning(actor.getSnapshot())).toBe(true);
  });

  it('failed feeds leave every slide without numbers and the ticker running; stopping it ends it', async () => {
    const { actor, feeds, clock } = start();
    actor.send({ type: 'jackpots.started' });
    clock.increment(500);
    for (const feed of Object.values(feeds)) await feed.reject(new ApiError('Sunucu hatası', 500));
    expect(actor.getSnapshot().value).toMatchObject({
      running: { amusnet: 'failed', egt: 'failed', pragmatic: 'failed', egyptQuest: 'failed' },
    });
    expect(selectSlides(actor.getSnapshot()).map((slide) => [slide.id, slide.hasValues])).toEqual([
      ['vip-bell-link', false],
      ['bell-link', false],
      ['amusnet', false],
    ]);
    clock.increment(3000);
    expect(selectIsRunning(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'jackpots.stopped' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
