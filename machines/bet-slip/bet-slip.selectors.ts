// Named selectors over the bet slip: what the slip panel, the bottom sheet's badge and the odds
// buttons on every screen show.
import type { SnapshotFrom } from 'xstate';
import { slipBets } from './bet-slip.actors';
import { slipLines, slipTotals, systemChoices } from './bet-slip.lines';
import { combineBlock, needsConsent, selectionKey, type SelectionPick } from './bet-slip.rules';
import type { betSlipMachine } from './bet-slip.machine';

export type BetSlipSnapshot = SnapshotFrom<typeof betSlipMachine>;

export const selectSelections = (snapshot: BetSlipSnapshot) => snapshot.context.selections;
export const selectSelectionCount = (snapshot: BetSlipSnapshot) => snapshot.context.selections.length;
/** Whether an outcome is in the slip (its odds button shows pressed). */
export const selectIsPicked = (snapshot: BetSlipSnapshot, pick: Pick<SelectionPick, 'eventId' | 'marketId' | 'outcomeId'>) =>
  snapshot.context.selections.some((selection) => selectionKey(selection) === selectionKey(pick));
export const selectBetType = (snapshot: BetSlipSnapshot) => snapshot.context.betType;
export const selectOddsChange = (snapshot: BetSlipSnapshot) => snapshot.context.oddsChange;
export const selectStakeText = (snapshot: BetSlipSnapshot, line: string) => snapshot.context.stakes[line] ?? '';
export const selectLimits = (snapshot: BetSlipSnapshot) => snapshot.context.limits;
/** The lines with their stakes and potential payouts, recomputed on every keystroke. */
export const selectLines = (snapshot: BetSlipSnapshot) => slipLines(snapshot.context).lines;
export const selectTotals = (snapshot: BetSlipSnapshot) => slipTotals(selectLines(snapshot));
export const selectProblems = (snapshot: BetSlipSnapshot) => slipBets(snapshot.context).problems;
/** Why an accumulator or a system cannot be chosen now (`related`: two outcomes of one event). */
export const selectCombineBlock = (snapshot: BetSlipSnapshot, type: 'accumulator' | 'system') =>
  combineBlock(snapshot.context.selections, type);
export const selectSystemChoices = (snapshot: BetSlipSnapshot) => systemChoices(snapshot.context.selections.length);
/** The system the slip's line uses (the chosen one, or the first that fits). */
export const selectSystem = (snapshot: BetSlipSnapshot) => selectLines(snapshot)[0]?.system ?? null;
/** The selections whose price moved against the setting, shown in the "odds changed" step. */
export const selectMovedSelections = (snapshot: BetSlipSnapshot) =>
  snapshot.context.selections.filter((selection) => needsConsent(selection, snapshot.context.oddsChange));
export const selectIsEmpty = (snapshot: BetSlipSnapshot) => snapshot.matches({ slip: 'empty' });
export const selectNeedsConsent = (snapshot: BetSlipSnapshot) => snapshot.matches({ slip: { editing: 'changed' } });
export const selectIsPlacing = (snapshot: BetSlipSnapshot) => snapshot.hasTag('busy');
export const selectIsPlaced = (snapshot: BetSlipSnapshot) => snapshot.matches({ slip: 'placed' });
export const selectReceipt = (snapshot: BetSlipSnapshot) => snapshot.context.receipt;
export const selectRefusal = (snapshot: BetSlipSnapshot) => snapshot.context.refusal;
export const selectIsSheetOpen = (snapshot: BetSlipSnapshot) => snapshot.matches({ sheet: 'open' });
/** The Place button is enabled when a submission would be taken (a guest's opens the login dialog). */
export const selectCanSubmit = (snapshot: BetSlipSnapshot) => snapshot.can({ type: 'slip.submitted' });
/** Live bets waiting out their delay (issue 18), the seconds left, and why the book refused one. */
export const selectIsWaiting = (snapshot: BetSlipSnapshot) => snapshot.hasTag('waiting');
export const selectCountdown = (snapshot: BetSlipSnapshot) => snapshot.context.countdown;
export const selectLiveRefusal = (snapshot: BetSlipSnapshot) => snapshot.context.liveRefusal;
