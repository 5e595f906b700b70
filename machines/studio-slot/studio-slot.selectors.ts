// Named reads of the slot's snapshot for its page.
import type { SnapshotFrom } from 'xstate';
import type { SlotSpin } from './studio-slot.actors';
import { betChoices, type studioSlotMachine } from './studio-slot.machine';

type Snapshot = SnapshotFrom<typeof studioSlotMachine>;

export const selectBet = (snapshot: Snapshot) => snapshot.context.bet;
export const selectBetChoices = (snapshot: Snapshot) => betChoices(snapshot.context.limits);
export const selectCanSpin = (snapshot: Snapshot) => snapshot.can({ type: 'slot.spin' });
export const selectReelsRunning = (snapshot: Snapshot) => snapshot.hasTag('reels running');
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
/** The spin on the reels (base or a free spin), or null before the first round. */
export const selectShownSpin = (snapshot: Snapshot): SlotSpin | null => {
  const round = snapshot.context.round;
  if (!round) return null;
  return snapshot.context.shown === 0 ? round.outcome.base : (round.outcome.freeSpins[snapshot.context.shown - 1] ?? null);
};
export const selectFreeSpinProgress = (snapshot: Snapshot) => {
  const round = snapshot.context.round;
  if (!round || snapshot.context.shown === 0) return null;
  return { index: snapshot.context.shown, count: round.outcome.freeSpins.length };
};
export const selectLineBet = (snapshot: Snapshot) => (snapshot.context.round ? Math.round(snapshot.context.round.outcome.lineBet * 100) : 0);
/** The settled round's result once the reels have shown it all; null while spinning or before any. */
export const selectResult = (snapshot: Snapshot) =>
  snapshot.matches('idle') && snapshot.context.round ? { win: snapshot.context.round.win, bet: snapshot.context.round.bet } : null;
