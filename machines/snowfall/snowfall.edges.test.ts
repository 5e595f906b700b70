// Hand-written expectations for the snowfall's edges: a click stops it for good (the cancel); reduced
// motion or the setting off never starts it. After each, the state and whether it snows.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { snowfallMachine } from './snowfall.machine';
import { selectIsSnowing } from './snowfall.selectors';

function start(setting: string | undefined, reducedMotion = false) {
  const running = { animation: 0 };
  const machine = snowfallMachine.provide({
    actors: {
      animateFlakes: fromCallback(() => {
        running.animation += 1;
        return () => {
          running.animation -= 1;
        };
      }) as never,
      pageClicks: fromCallback(() => () => {}) as never,
    },
  });
  const settings: Record<string, string> = setting === undefined ? {} : { snowfall: setting };
  const actor = createActor(machine, { input: { settings, reducedMotion, scene: {} as never } }).start();
  return { actor, running, seen: () => ({ value: actor.getSnapshot().value, snowing: selectIsSnowing(actor.getSnapshot()) }) };
}

describe('snowfall edges', () => {
  it('a click stops the snow and its animation for good', () => {
    const { actor, running, seen } = start('1');
    expect(seen()).toEqual({ value: 'falling', snowing: true });
    expect(running.animation).toBe(1);
    actor.send({ type: 'page.clicked' });
    expect(seen()).toEqual({ value: 'stopped', snowing: false });
    expect(running.animation).toBe(0);
    actor.send({ type: 'page.clicked' });
    expect(seen()).toEqual({ value: 'stopped', snowing: false });
  });

  it('reduced motion, the setting off or missing: no snow', () => {
    expect(start('1', true).seen()).toEqual({ value: 'off', snowing: false });
    expect(start('0').seen()).toEqual({ value: 'off', snowing: false });
    expect(start(undefined).seen()).toEqual({ value: 'off', snowing: false });
  });
});
