// The event-loop watchdog: a timer due every 500 ms that fires late by more than the threshold reports
// the lateness (the time the loop was held), and an on-time loop reports nothing. The clock is driven by
// hand: each tick's "now" is what a held loop would show.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchStalls } from '../../../server/lib/stall-watch';

describe('stall watch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports a tick that came later than its interval by more than the threshold, with the excess', () => {
    vi.useFakeTimers();
    let clock = 1_000;
    const reports: number[] = [];
    const stop = watchStalls((ms) => reports.push(ms), { everyMs: 500, warnMs: 1_000, now: () => clock });
    // On time: 500 ms apart.
    clock += 500;
    vi.advanceTimersByTime(500);
    // Held for 19.3 s: the tick due at +500 ms fires 19,800 ms after the last one.
    clock += 19_800;
    vi.advanceTimersByTime(500);
    // Late by 900 ms: under the threshold, not a stall.
    clock += 1_400;
    vi.advanceTimersByTime(500);
    // Late by 1,200 ms.
    clock += 1_700;
    vi.advanceTimersByTime(500);
    expect(reports).toEqual([19_300, 1_200]);
    stop();
    clock += 60_000;
    vi.advanceTimersByTime(5_000);
    expect(reports).toEqual([19_300, 1_200]);
  });

  it('sees a real synchronous block of the loop', async () => {
    const reports: number[] = [];
    const stop = watchStalls((ms) => reports.push(ms), { everyMs: 20, warnMs: 150 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const until = performance.now() + 400;
    while (performance.now() < until) {
      // hold the loop
    }
    await new Promise((resolve) => setTimeout(resolve, 60));
    stop();
    expect(reports.length).toBeGreaterThanOrEqual(1);
    // At least the 400 ms held less the 20 ms interval and the threshold's slack for scheduling.
    expect(Math.max(...reports)).toBeGreaterThanOrEqual(300);
  });
});
