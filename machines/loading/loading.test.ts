// Loading flag: raised once a request has run for 200 ms, dropped when the last request ends; the
// watcher reports only the first start and the last end; plus generated path coverage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { delayEvents, generatePaths } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import type { WatchRequests } from './loading.actors';
import { type LoadingEvent, loadingMachine } from './loading.machine';
import { selectIsLoading } from './loading.selectors';

/** A request counter like the API client's: the test moves the count. */
function counter() {
  let listener: (inFlight: number) => void = () => {};
  let inFlight = 0;
  const watch: WatchRequests = (next) => {
    listener = next;
    return () => {
      listener = () => {};
    };
  };
  return {
    watch,
    start: () => listener(++inFlight),
    end: () => listener(--inFlight),
  };
}

afterEach(() => vi.useRealTimers());

describe('loading machine', () => {
  it('raises the flag once a request has run for 200 ms and drops it when the last one ends', () => {
    vi.useFakeTimers();
    const requests = counter();
    const actor = createActor(loadingMachine, { input: { watchRequests: requests.watch } }).start();
    requests.start();
    vi.advanceTimersByTime(199);
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    requests.start();
    requests.end();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    requests.end();
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
  });

  it('never raises it for a request answered within 200 ms', () => {
    vi.useFakeTimers();
    const requests = counter();
    const actor = createActor(loadingMachine, { input: { watchRequests: requests.watch } }).start();
    requests.start();
    vi.advanceTimersByTime(150);
    requests.end();
    vi.advanceTimersByTime(1000);
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('stops watching the requests when stopped', () => {
    const requests = counter();
    const actor = createActor(loadingMachine, { input: { watchRequests: requests.watch } }).start();
    actor.stop();
    expect(() => requests.start()).not.toThrow();
  });
});

describe('loading machine: generated paths', () => {
  const suite = generatePaths(loadingMachine, {
    events: (snapshot) =>
      [...delayEvents(snapshot), { type: 'requests.started' }, { type: 'requests.settled' }] as LoadingEvent[],
    input: () => ({ watchRequests: () => () => {} }),
  });
  testEveryPath(loadingMachine, suite);
});
