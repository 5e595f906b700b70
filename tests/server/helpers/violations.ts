// The registry of live test apps and the drain the contract guard runs after every test. Kept free of
// server imports (the guard is a setup file of every vitest file, machine tests included), and on
// globalThis because the guard is re-run for each test file while the helpers' modules are cached.
export interface ViolationRecorder {
  /** Answers and clears the contract violations seen so far. */
  takeViolations(): string[];
}

export function liveTestApps(): Set<ViolationRecorder> {
  const holder = globalThis as { __liveTestApps?: Set<ViolationRecorder> };
  holder.__liveTestApps ??= new Set();
  return holder.__liveTestApps;
}

/** Throws, naming them, when any live test app saw an answer that breaks the contract; clears them. */
export function drainContractViolations(): void {
  const seen = [...liveTestApps()].flatMap((app) => app.takeViolations());
  if (seen.length > 0) throw new Error(`answers that break the contract (openapi/openapi.yaml):\n${seen.join('\n')}`);
}
