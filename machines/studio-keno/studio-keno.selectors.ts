// Named reads of the keno machine for the page: the draw, what the show has on screen now (by the server's
// clock), the countdown, the bet slip and whether it can be placed, the player's bets and the results.
import type { SnapshotFrom } from 'xstate';
import { serverNow, slipBet, type studioKenoMachine } from './studio-keno.machine';

type Snapshot = SnapshotFrom<typeof studioKenoMachine>;

export const selectDraw = (snapshot: Snapshot) => snapshot.context.state?.draw ?? null;
export const selectMyBets = (snapshot: Snapshot) => snapshot.context.state?.myBets ?? [];
export const selectResults = (snapshot: Snapshot) => snapshot.context.state?.results ?? [];
export const selectPaytable = (snapshot: Snapshot) => snapshot.context.state?.paytable ?? null;
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('loading');
export const selectIsPlacing = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectCanPlace = (snapshot: Snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.can({ type: 'bet.placed' });
export const selectSlip = (snapshot: Snapshot) => {
  const { kind, numbers, colour, side, stake } = snapshot.context;
  return { kind, numbers, colour, side, stake, bet: slipBet(snapshot.context) };
};

/** The balls on screen now: those whose moment passed on the server's clock. */
export function selectShownBalls(snapshot: Snapshot): number[] {
  const draw = selectDraw(snapshot);
  if (!draw) return [];
  const now = serverNow(snapshot.context);
  return draw.balls.filter((ball) => Date.parse(ball.at) <= now).map((ball) => ball.number);
}

/** What the page says the draw is doing now: taking bets (with the seconds left), drawing, or showing the result. */
export function selectPhaseNow(snapshot: Snapshot): { phase: 'betting' | 'closed' | 'drawing' | 'result'; seconds: number } {
  const draw = selectDraw(snapshot);
  if (!draw) return { phase: 'closed', seconds: 0 };
  const now = serverNow(snapshot.context);
  const close = Date.parse(draw.betsCloseAt);
  if (now < close && draw.phase === 'betting') return { phase: 'betting', seconds: Math.ceil((close - now) / 1000) };
  if (draw.balls.length === 0) return { phase: 'closed', seconds: 0 };
  if (now < Date.parse(draw.lastBallAt) || draw.seed === null) return { phase: 'drawing', seconds: 0 };
  return { phase: 'result', seconds: Math.max(0, Math.ceil((Date.parse(draw.endsAt) - now) / 1000)) };
}

/** The total of the balls on screen. */
export const selectShownTotal = (snapshot: Snapshot) => selectShownBalls(snapshot).reduce((sum, n) => sum + n, 0);
