// Named reads of the blackjack's snapshot for its page.
import type { SnapshotFrom } from 'xstate';
import type { BlackjackAction } from './studio-blackjack.actors';
import { chipChoices, type studioBlackjackMachine } from './studio-blackjack.machine';

type Snapshot = SnapshotFrom<typeof studioBlackjackMachine>;

/** Every decision the engine knows, in the order the page lays them out. */
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'];

export const selectBet = (snapshot: Snapshot) => snapshot.context.bet;
export const selectChipChoices = (snapshot: Snapshot) => chipChoices(snapshot.context.limits);
/** Chips and Clear work between hands only. */
export const selectCanChangeBet = (snapshot: Snapshot) => snapshot.matches('ready');
/** The offered chips that still fit under the largest bet (only between hands). */
export const selectChipsThatFit = (snapshot: Snapshot) => chipChoices(snapshot.context.limits).filter((chip) => snapshot.can({ type: 'blackjack.chip.added', chip }));
export const selectCanDeal = (snapshot: Snapshot) => snapshot.can({ type: 'blackjack.deal' });
export const selectBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectInPlay = (snapshot: Snapshot) => snapshot.matches('playing');
/** The decisions offered now (none while one is being sent). */
export const selectDecisions = (snapshot: Snapshot) =>
  snapshot.matches({ playing: 'deciding' }) ? BLACKJACK_ACTIONS.filter((action) => snapshot.can({ type: 'blackjack.decided', action })) : [];
export const selectRound = (snapshot: Snapshot) => snapshot.context.round;
export const selectFailed = (snapshot: Snapshot) => snapshot.hasTag('error');
/** A failed deal may be given up; a failed decision must be retried (the hand is in play). */
export const selectCanDismiss = (snapshot: Snapshot) => snapshot.can({ type: 'blackjack.error.dismissed' });
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
/** The settled hand's money: staked, paid back and the net, once the round is over. */
export const selectResult = (snapshot: Snapshot) => {
  const round = snapshot.context.round;
  return snapshot.matches({ ready: 'settled' }) && round ? { bet: round.bet, win: round.win, net: round.win - round.bet } : null;
};
