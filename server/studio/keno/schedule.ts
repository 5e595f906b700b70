// Keno 80's timetable: draws follow each other on a fixed cycle counted from an epoch, so every instance
// and every viewer derives the same moments from the clock alone (no client timers, no per-draw state):
// draw n opens for bets at epoch + n x cycle, bets close BETTING_MS later, the show starts SHOW_DELAY_MS
// after that and shows one ball every BALL_MS (ball k at drawStartsAt + (k - 1) x BALL_MS), and the result
// stands RESULT_MS after the 20th ball until the next draw opens. Pages show the balls `ballsShownAt`
// says, from the server's `now`, so two viewers see the same ball at the same moment.
import { KENO_DRAWN } from '../engine/keno';

export const KENO_EPOCH = Date.UTC(2026, 0, 1);
export const KENO_BETTING_MS = 120_000;
export const KENO_SHOW_DELAY_MS = 3_000;
export const KENO_BALL_MS = 2_000;
export const KENO_RESULT_MS = 15_000;
/** One draw: betting, the pause, 20 balls, the result on screen (180 s). */
export const KENO_CYCLE_MS = KENO_BETTING_MS + KENO_SHOW_DELAY_MS + KENO_DRAWN * KENO_BALL_MS + KENO_RESULT_MS - KENO_BALL_MS;

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

export function kenoSlot(drawNo: number): KenoSlot {
  if (!Number.isSafeInteger(drawNo) || drawNo < 0) throw new RangeError('draw numbers start at 0');
  const opens = KENO_EPOCH + drawNo * KENO_CYCLE_MS;
  const close = opens + KENO_BETTING_MS;
  const start = close + KENO_SHOW_DELAY_MS;
  const last = start + (KENO_DRAWN - 1) * KENO_BALL_MS;
  return {
    drawNo,
    opensAt: new Date(opens),
    betsCloseAt: new Date(close),
    drawStartsAt: new Date(start),
    lastBallAt: new Date(last),
    endsAt: new Date(opens + KENO_CYCLE_MS),
  };
}

/** The draw running at `now` (the one open for bets, being drawn, or showing its result). */
export function kenoDrawAt(now: Date): KenoSlot {
  const elapsed = now.getTime() - KENO_EPOCH;
  if (elapsed < 0) throw new RangeError('before the keno epoch');
  return kenoSlot(Math.floor(elapsed / KENO_CYCLE_MS));
}

export function kenoPhaseAt(slot: KenoSlot, now: Date): KenoPhase {
  const t = now.getTime();
  if (t < slot.betsCloseAt.getTime()) return 'betting';
  if (t < slot.lastBallAt.getTime()) return 'drawing';
  return 'result';
}

/** How many balls are on screen at `now` (0 before the show, 20 from the last ball on). */
export function ballsShownAt(slot: KenoSlot, now: Date): number {
  const elapsed = now.getTime() - slot.drawStartsAt.getTime();
  if (elapsed < 0) return 0;
  return Math.min(KENO_DRAWN, Math.floor(elapsed / KENO_BALL_MS) + 1);
}
