// A watchdog for the process's event loop: a timer that should fire every `everyMs` notes how late it
// fired, and a lateness over `warnMs` is a stall (synchronous work held the loop: every request, static
// files included, waited that long). It is logged with its length, so an operator (or a CI log) sees when
// and how long the server froze rather than only slow answers. The timer never keeps the process alive.

export interface StallWatchOptions {
  everyMs?: number;
  warnMs?: number;
  now?: () => number;
}

/** Calls `report(blockedMs)` whenever the loop was held longer than `warnMs`; answers the stop. */
export function watchStalls(report: (blockedMs: number) => void, options: StallWatchOptions = {}): () => void {
  const everyMs = options.everyMs ?? 500;
  const warnMs = options.warnMs ?? 1_000;
  const now = options.now ?? (() => performance.now());
  let last = now();
  const timer = setInterval(() => {
    const at = now();
    const blocked = at - last - everyMs;
    last = at;
    if (blocked > warnMs) report(Math.round(blocked));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
