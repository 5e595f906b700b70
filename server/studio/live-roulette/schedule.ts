// The automated roulette table's timetable (/casino/live, `studio-live-roulette`): spins follow each other
// on a fixed cycle counted from an epoch, so every instance and every viewer derives the same moments from
// the clock alone: spin n opens for bets at epoch + n x cycle, bets close BETTING_MS later, the wheel turns
// for SPIN_MS and lands on the pocket at resultAt, and the result stands RESULT_MS until the next spin opens.
//
// The times are the defaults below; a deployment (or the browser tests) may shorten them with
// STUDIO_LIVE_ROULETTE_BETTING_MS, _SPIN_MS and _RESULT_MS (liveRouletteTimesFromEnv). Every instance must
// run with the same times: the spin numbers follow from them.
import { envMilliseconds } from '../env-times';

export const LIVE_ROULETTE_EPOCH = Date.UTC(2026, 0, 1);
export const LIVE_ROULETTE_BETTING_MS = 25_000;
export const LIVE_ROULETTE_SPIN_MS = 8_000;
export const LIVE_ROULETTE_RESULT_MS = 7_000;

export interface LiveRouletteTimes {
  bettingMs: number;
  spinMs: number;
  resultMs: number;
}

export const DEFAULT_LIVE_ROULETTE_TIMES: LiveRouletteTimes = {
  bettingMs: LIVE_ROULETTE_BETTING_MS,
  spinMs: LIVE_ROULETTE_SPIN_MS,
  resultMs: LIVE_ROULETTE_RESULT_MS,
};

/** One spin: betting, the wheel turning, the result on screen. The default: 40 s. */
export const liveRouletteCycleMs = (times: LiveRouletteTimes) => times.bettingMs + times.spinMs + times.resultMs;

/** The times of this instance: the defaults, each replaced by its environment variable when one is set. */
export function liveRouletteTimesFromEnv(env: Record<string, string | undefined>): LiveRouletteTimes {
  const read = (name: string, fallback: number, min: number) => envMilliseconds(env, name, min) ?? fallback;
  return {
    bettingMs: read('STUDIO_LIVE_ROULETTE_BETTING_MS', LIVE_ROULETTE_BETTING_MS, 1_000),
    spinMs: read('STUDIO_LIVE_ROULETTE_SPIN_MS', LIVE_ROULETTE_SPIN_MS, 500),
    resultMs: read('STUDIO_LIVE_ROULETTE_RESULT_MS', LIVE_ROULETTE_RESULT_MS, 0),
  };
}

export type LiveRoulettePhase = 'betting' | 'spinning' | 'result';

export interface LiveRouletteSlot {
  /** The spin's number (0 at the epoch). */
  spinNo: number;
  opensAt: Date;
  betsCloseAt: Date;
  /** The wheel lands on the pocket. */
  resultAt: Date;
  /** The next spin opens. */
  endsAt: Date;
}

export function liveRouletteSlot(spinNo: number, times: LiveRouletteTimes = DEFAULT_LIVE_ROULETTE_TIMES): LiveRouletteSlot {
  if (!Number.isSafeInteger(spinNo) || spinNo < 0) throw new RangeError('spin numbers start at 0');
  const opens = LIVE_ROULETTE_EPOCH + spinNo * liveRouletteCycleMs(times);
  const close = opens + times.bettingMs;
  return {
    spinNo,
    opensAt: new Date(opens),
    betsCloseAt: new Date(close),
    resultAt: new Date(close + times.spinMs),
    endsAt: new Date(opens + liveRouletteCycleMs(times)),
  };
}

/** The spin running at `now` (the one open for bets, turning, or showing its result). */
export function liveRouletteSpinAt(now: Date, times: LiveRouletteTimes = DEFAULT_LIVE_ROULETTE_TIMES): LiveRouletteSlot {
  const elapsed = now.getTime() - LIVE_ROULETTE_EPOCH;
  if (elapsed < 0) throw new RangeError('before the live roulette epoch');
  return liveRouletteSlot(Math.floor(elapsed / liveRouletteCycleMs(times)), times);
}
