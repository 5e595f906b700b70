// The crash game's curve, shared by the server's engine (which times the rounds by it) and the studio
// page's machine (which draws the rising multiplier by it): the multiplier grows as e^(GROWTH x ms) from
// the round's start. Display and timing only: what a bet wins is decided by integers (cash-out and crash
// point in hundredths), never by these floats.
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The multiplier (hundredths, floored) `elapsedMs` after the round's start. */
export function multiplierAt(elapsedMs: number): number {
  return Math.max(100, Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, elapsedMs))));
}
