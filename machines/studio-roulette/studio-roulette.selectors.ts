// Named reads of the roulette's snapshot for its page.
import type { SnapshotFrom } from 'xstate';
import { chipChoices, type studioRouletteMachine, totalOf } from './studio-roulette.machine';

type Snapshot = SnapshotFrom<typeof studioRouletteMachine>;

export const selectChip = (snapshot: Snapshot) => snapshot.context.chip;
export const selectChipChoices = (snapshot: Snapshot) => chipChoices(snapshot.context.limits);
export const selectBets = (snapshot: Snapshot) => snapshot.context.bets;
export const selectTotal = (snapshot: Snapshot) => totalOf(snapshot.context.bets);
export const selectCanBet = (snapshot: Snapshot) => snapshot.matches('betting');
export const selectCanSpin = (snapshot: Snapshot) => snapshot.can({ type: 'roulette.spin' });
export const selectBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
/** The pocket the wheel goes to (known once the round answered), or null. */
export const selectPocket = (snapshot: Snapshot) => (snapshot.matches('spinning') ? null : (snapshot.context.round?.outcome ?? null));
export const selectLanded = (snapshot: Snapshot) => snapshot.matches('betting') && snapshot.context.round !== null;
export const selectResult = (snapshot: Snapshot) =>
  snapshot.matches('betting') && snapshot.context.round ? { win: snapshot.context.round.win, bet: snapshot.context.round.bet } : null;
