// Keno 80's timetable: draws follow each other on a fixed cycle counted from an epoch, so every instance
// and every viewer derives the same moments from the clock alone (no client timers, no per-draw state):
// draw n opens for bets at epoch + n x cycle, bets close BETTING_MS later, the show starts SHOW_DELAY_MS
// after that and shows one ball every BALL_MS (ball k at drawStartsAt + (k - 1) x BALL_MS), and the result
// stands RESULT_MS after the 20th ball until the next draw opens. Pages show the balls `ballsShownAt`
// says, from the server's `now`, so two viewers see the same ball at the same moment.
//
// The times are the defaults below; a deployment (or the browser tests) may shorten them with
// STUDIO_KENO_BETTING_MS, STUDIO_KENO_SHOW_DELAY_MS, STUDIO_KENO_BALL_MS and STUDIO_KENO_RESULT_MS
// (kenoTimesFromEnv). Every instance must run with the same times: the draw numbers follow from them.
import { KENO_DRAWN } from '../engine/keno';
import { envMilliseconds } from '../env-times';

export const KENO_EPOCH = Date.UTC(2026, 0, 1);
export const KENO_BETTING_MS = 120_000;
export const KENO_SHOW_DELAY_MS = 3_000;
export const KENO_BALL_MS = 2_000;
export const KENO_RESULT_MS = 15_000;

export interface KenoTimes {
  bettingMs: number;
  showDelayMs: number;
  ballMs: number;
  resultMs: number;
}

export const DEFAULT_KENO_TIMES: KenoTimes = {
  bettingMs: KENO_BETTING_MS,
  showDelayMs: KENO_SHOW_DELAY_MS,
  ballMs: KENO_BALL_MS,
  resultMs: KENO_RESULT_MS,
};

/** One draw: betting, the pause, 20 balls, the result on screen. */
export const cycleMsOf = (times: KenoTimes) => times.bettingMs + times.showDelayMs + (KENO_DRAWN - 1) * times.ballMs + times.resultMs;

/** The default cycle: 176 s. */
export const KENO_CYCLE_MS = cycleMsOf(DEFAULT_KENO_TIMES);

/** The times of this instance: the defaults, each replaced by its environment variable when one is set. */
export function kenoTimesFromEnv(env: Record<string, string | undefined>): KenoTimes {
  const read = (name: string, fallback: number, min: number) => envMilliseconds(env, name, min) ?? fallback;
  return {
    bettingMs: read('STUDIO_KENO_BETTING_MS', KENO_BETTING_MS, 1_000),
    showDelayMs: read('STUDIO_KENO_SHOW_DELAY_MS', KENO_SHOW_DELAY_MS, 0),
    ballMs: read('STUDIO_KENO_BALL_MS', KENO_BALL_MS, 100),
    resultMs: read('STUDIO_KENO_RESULT_MS', KENO_RESULT_MS, 0),
  };
}

export type KenoPhase = 'betting' | 'drawing' | 'result';

export interface KenoSlot {
  /** The draw's number (0 at the epoch). */
  drawNo: number;
  opensAt: Date;
  betsCloseAt: Date;
  drawStartsAt: Date;
  /** The 20th ball shows. */
  lastBallAt: Date;
  /** The next draw opens. */
  endsAt: Date;
}

export function kenoSlot(drawNo: number, times: KenoTimes = DEFAULT_KENO_TIMES): KenoSlot {
  if (!Number.isSafeInteger(drawNo) || drawNo < 0) throw new RangeError('draw numbers start at 0');
  const cycle = cycleMsOf(times);
  const opens = KENO_EPOCH + drawNo * cycle;
  const close = opens + times.bettingMs;
  const start = close + times.showDelayMs;
  const last = start + (KENO_DRAWN - 1) * times.ballMs;
  return {
    drawNo,
    opensAt: new Date(opens),
    betsCloseAt: new Date(close),
    drawStartsAt: new Date(start),
    lastBallAt: new Date(last),
    endsAt: new Date(opens + cycle),
  };
}

/** The draw running at `now` (the one open for bets, being drawn, or showing its result). */
export function kenoDrawAt(now: Date, times: KenoTimes = DEFAULT_KENO_TIMES): KenoSlot {
  const elapsed = now.getTime() - KENO_EPOCH;
  if (elapsed < 0) throw new RangeError('before the keno epoch');
  return kenoSlot(Math.floor(elapsed / cycleMsOf(times)), times);
}

export function kenoPhaseAt(slot: KenoSlot, now: Date): KenoPhase {
  const t = now.getTime();
  if (t < slot.betsCloseAt.getTime()) return 'betting';
  if (t < slot.lastBallAt.getTime()) return 'drawing';
  return 'result';
}

/** How many balls are on screen at `now` (0 before the show, 20 from the last ball on). */
export function ballsShownAt(slot: KenoSlot, now: Date, ballMs: number = KENO_BALL_MS): number {
  const elapsed = now.getTime() - slot.drawStartsAt.getTime();
  if (elapsed < 0) return 0;
  return Math.min(KENO_DRAWN, Math.floor(elapsed / ballMs) + 1);
}
