// Named reads of the automated roulette table's machine for its page: the spin, the table's phase by the
// server's clock with its countdown, what the wheel shows, the chips on the board and whether they can be
// placed, the player's placements, the last results and the balance (kuruş).
import type { SnapshotFrom } from 'xstate';
import { kurusFromTry } from '../shared/money';
import { chipChoices, totalOf } from '../studio-roulette/studio-roulette.machine';
import { serverNow, tablePhase, type studioLiveRouletteMachine, type TablePhase } from './studio-live-roulette.machine';

type Snapshot = SnapshotFrom<typeof studioLiveRouletteMachine>;

export const selectSpin = (snapshot: Snapshot) => snapshot.context.state?.spin ?? null;
export const selectMyBets = (snapshot: Snapshot) => snapshot.context.state?.myBets ?? [];
export const selectResults = (snapshot: Snapshot) => snapshot.context.state?.results ?? [];
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('loading');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectIsPlacing = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectCanPlace = (snapshot: Snapshot) => snapshot.can({ type: 'table.bets.placed' });
export const selectCanChoose = (snapshot: Snapshot) => snapshot.hasTag('bets open') && !snapshot.hasTag('busy');
export const selectChip = (snapshot: Snapshot) => snapshot.context.chip;
export const selectChipChoices = (snapshot: Snapshot) => chipChoices(snapshot.context.limits);
export const selectSlip = (snapshot: Snapshot) => snapshot.context.slip;
export const selectSlipTotal = (snapshot: Snapshot) => totalOf(snapshot.context.slip);
/** The balance the table last read (kuruş), or null before the first read. */
export const selectBalance = (snapshot: Snapshot) => (snapshot.context.state ? kurusFromTry(snapshot.context.state.balance) : null);

/** The table's phase now and the whole seconds left of it (bets: to the close; result: to the next spin). */
export function selectPhase(snapshot: Snapshot): { phase: TablePhase; seconds: number } {
  const spin = selectSpin(snapshot);
  const phase = tablePhase(snapshot.context);
  if (!spin) return { phase, seconds: 0 };
  const now = serverNow(snapshot.context);
  const until = phase === 'betting' ? spin.betsCloseAt : phase === 'spinning' ? spin.resultAt : phase === 'result' ? spin.endsAt : null;
  return { phase, seconds: until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : 0 };
}

/** The wheel: the pocket it turns to (once bets closed), whether it is turning, and which spin it is. */
export function selectWheel(snapshot: Snapshot): { pocket: number | null; color: string | null; turning: boolean; landed: boolean; spinNo: number } {
  const spin = selectSpin(snapshot);
  const phase = tablePhase(snapshot.context);
  const known = spin !== null && spin.pocket !== null && phase !== 'betting' && phase !== 'closed';
  return {
    pocket: known ? spin.pocket : null,
    color: known ? spin.color : null,
    turning: phase === 'spinning',
    landed: phase === 'result' || phase === 'next',
    spinNo: spin?.spinNo ?? 0,
  };
}

/** The player's chips placed on the spin on screen (kuruş per spot kind), for the board's placed marks. */
export function selectPlacedTotal(snapshot: Snapshot): number {
  const spin = selectSpin(snapshot);
  return selectMyBets(snapshot)
    .filter((p) => spin && p.spinNo === spin.spinNo && p.status !== 'cancelled')
    .reduce((sum, p) => sum + kurusFromTry(p.stake), 0);
}

/** What the player's placements on the spin on screen paid, once paid (kuruş), or null. */
export function selectMyWin(snapshot: Snapshot): number | null {
  const spin = selectSpin(snapshot);
  const mine = selectMyBets(snapshot).filter((p) => spin && p.spinNo === spin.spinNo && p.status === 'settled');
  return mine.length === 0 ? null : mine.reduce((sum, p) => sum + kurusFromTry(p.win ?? 0), 0);
}
