// Hand-written expectations for the loading bar's edges: a request answered within 200 ms never shows
// the bar; one still running at 200 ms shows it until the last request settles.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { loadingMachine } from './loading.machine';
import { selectIsLoading } from './loading.selectors';

function start() {
  let report: (inFlight: number) => void = () => {};
  const clock = new SimulatedClock();
  const actor = createActor(loadingMachine, {
    input: {
      watchRequests: (listener) => {
        report = listener;
        return () => {};
      },
    },
    clock,
  }).start();
  return { actor, clock, inFlight: (n: number) => report(n), shown: () => selectIsLoading(actor.getSnapshot()) };
}

describe('loading edges', () => {
  it('a request answered in 199 ms never shows the bar', () => {
    const { actor, clock, inFlight, shown } = start();
    inFlight(1);
    clock.increment(199);
    expect(shown()).toBe(false);
    inFlight(0);
    expect(actor.getSnapshot().value).toBe('idle');
    clock.increment(1000);
    expect(shown()).toBe(false);
  });

  it('requests still running at 200 ms show the bar until the last one settles', () => {
    const { actor, clock, inFlight, shown } = start();
    inFlight(1);
    inFlight(2);
    clock.increment(200);
    expect(actor.getSnapshot().value).toBe('busy');
    expect(shown()).toBe(true);
    inFlight(1);
    expect(shown()).toBe(true);
    inFlight(0);
    expect(shown()).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
