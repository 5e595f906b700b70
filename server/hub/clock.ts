// The hub's timers (handshake and client timeouts, keep-alive pings, credential expiry) run on this
// clock, so tests can move time themselves instead of sleeping against real-time thresholds.

/** A pending timer: `refresh` restarts its full delay from now. */
export interface HubTimer {
  refresh(): void;
}

export interface HubClock {
  now(): number;
  /** Calls `callback` once after `ms`; the timer never keeps the process alive on its own. */
  setTimeout(callback: () => void, ms: number): HubTimer;
  clearTimeout(timer: HubTimer | undefined): void;
}

export const systemClock: HubClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout | undefined),
};
