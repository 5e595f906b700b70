// What the themed slots' pages read from their machine.
import type { SnapshotFrom } from 'xstate';
import { stepsOf, type studioReelsMachine } from './studio-reels.machine';

type Snapshot = SnapshotFrom<typeof studioReelsMachine>;

export const selectBet = (snapshot: Snapshot) => snapshot.context.bet;
export const selectRound = (snapshot: Snapshot) => snapshot.context.round;
export const selectOutcome = (snapshot: Snapshot) => snapshot.context.round?.outcome ?? null;
export const selectStep = (snapshot: Snapshot) => snapshot.context.step;
export const selectStepCount = (snapshot: Snapshot) => stepsOf(snapshot.context.round);
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectIsSpinning = (snapshot: Snapshot) => snapshot.matches('spinning');
export const selectIsPresenting = (snapshot: Snapshot) => snapshot.matches('presenting');
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
/** Whether the round's last step is on screen (its total win can be shown). */
export const selectShowsTotal = (snapshot: Snapshot) => snapshot.context.round !== null && !snapshot.matches('spinning') && (snapshot.matches('idle') || snapshot.context.step + 1 >= stepsOf(snapshot.context.round));
