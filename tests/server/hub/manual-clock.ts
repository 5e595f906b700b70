// A clock for the hub whose time moves only when a test says so: timeouts, pings and credential
// expiries fire on `advance`, in due order, so a test proves "not before X ms, then at X ms" without
// sleeping against real-time thresholds on a busy machine.
import type { HubClock, HubTimer } from '../../../server/hub/clock';

interface ManualTimer extends HubTimer {
  due: number;
  callback: () => void;
  cleared: boolean;
}

export class ManualClock implements HubClock {
  private time = 1_800_000_000_000;
  private readonly pending = new Set<ManualTimer>();

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): HubTimer {
    const timer: ManualTimer = {
      due: this.time + ms,
      callback,
      cleared: false,
      // As Node's Timeout.refresh: restarts the full delay, re-arming a timer that already fired.
      refresh: () => {
        if (timer.cleared) return;
        timer.due = this.time + ms;
        this.pending.add(timer);
      },
    };
    this.pending.add(timer);
    return timer;
  }

  clearTimeout(timer: HubTimer | undefined): void {
    if (!timer) return;
    (timer as ManualTimer).cleared = true;
    this.pending.delete(timer as ManualTimer);
  }

  /** When each pending timer fires, as offsets from now (a timer just started or refreshed for 300 ms shows 300). */
  dueIn(): number[] {
    return [...this.pending].map((timer) => timer.due - this.time).sort((a, b) => a - b);
  }

  /** Moves time on by `ms`, firing every timer that falls due on the way, earliest first. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = [...this.pending].filter((timer) => timer.due <= end).sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.time = next.due;
      this.pending.delete(next);
      next.callback();
    }
    this.time = end;
  }
}
