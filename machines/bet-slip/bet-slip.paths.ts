// The bet slip machine's generated paths, defined once for its replays (bet-slip.test.ts) and its browser
// model (tests/e2e/model/flows/bet-slip.ts), so the two name every path alike.
import { ApiError } from '../../common/contract/client';
import type { BetView } from '../sportsbook/sportsbook.types';
import { memoryStore } from '../shared/ports';
import { generatePaths, pending } from '../testing/path-coverage';
import { type BetSlipEvent, betSlipMachine } from './bet-slip.machine';
import { needsConsent, type SelectionPick, selectionKey, singleLine, SLIP_STORAGE_KEY } from './bet-slip.rules';
import { betSlipWords } from './bet-slip.words';

/** A live bet as the book reads it back (a single of ₺10 at 2,00), in the status given. */
export const liveBetOf = (id: string, status: string): BetView => ({
  id,
  type: 'single',
  system: null,
  stake: 1_000,
  odds: 2,
  status,
  lineCount: 1,
  payout: null,
  potentialPayout: 2_000,
  placedAt: '2026-11-27T16:00:00Z',
  settledAt: null,
  legs: [],
  refusalReason: status === 'refused' ? 'goal' : null,
  refusalChanges: [],
});

export const pick = (eventId: string, odds: number, outcomeId = '1'): SelectionPick => ({
  eventId,
  marketId: '1x2',
  outcomeId,
  odds,
  eventName: `Event ${eventId}`,
  marketName: 'Match result',
  outcomeName: outcomeId,
});

/**
 * The three suites: a player's, a guest's and a slip kept from the last visit (it opens in editing).
 * `newKeyOf` makes each path's key maker (one of its own per suite lets the browser model tell its suite).
 */
export function betSlipPathSuites(newKeyOf: (suite: string) => () => string = () => () => 'k') {
  const a = pick('e1', 2.15);
  const b = pick('e2', 1.8);
  const events = (): BetSlipEvent[] =>
    [
      { type: 'slip.selection.toggled', pick: a },
      { type: 'slip.selection.toggled', pick: b },
      { type: 'slip.selection.removed', key: selectionKey(a) },
      { type: 'slip.cleared' },
      { type: 'slip.stake.changed', line: singleLine(a), text: '10' },
      { type: 'slip.type.chosen', betType: 'accumulator' },
      { type: 'slip.system.chosen', system: '2/3' },
      { type: 'slip.oddsChange.chosen', setting: 'none' },
      { type: 'slip.settings.loaded', limits: { minStake: 100, maxStake: 100_000, maxPayout: 1_000_000 }, oddsChange: 'higher' },
      { type: 'slip.prices.updated', prices: [{ ...a, odds: 2.0, suspended: false }] },
      { type: 'slip.changes.accepted' },
      { type: 'slip.submitted' },
      { type: 'slip.receipt.closed' },
      { type: 'slip.sheet.opened' },
      { type: 'slip.sheet.closed' },
      { type: 'xstate.done.actor.placeBets', output: { kind: 'accepted', message: 'ok', bets: [{ id: 'b1', status: 'open' }] } },
      { type: 'xstate.done.actor.placeBets', output: { kind: 'accepted', message: 'ok', bets: [{ id: 'b1', status: 'pending', delaySeconds: 2 }] } },
      { type: 'xstate.after.countdown tick.betSlip.slip.waiting.counting' },
      { type: 'xstate.after.decision check.betSlip.slip.waiting.deciding' },
      { type: 'xstate.done.actor.checkBets', output: [liveBetOf('b1', 'accepted')] },
      { type: 'xstate.done.actor.checkBets', output: [liveBetOf('b1', 'pending')] },
      { type: 'xstate.error.actor.checkBets', error: new Error('offline') },
      { type: 'slip.bet.updated', bet: liveBetOf('b1', 'refused') },
      { type: 'xstate.done.actor.placeBets', output: { kind: 'pricesChanged', message: 'moved', prices: [{ ...a, odds: 1.9, suspended: false }] } },
      { type: 'xstate.error.actor.placeBets', error: new ApiError('x', 400) },
    ] as BetSlipEvent[];
  const serializeState = (snapshot: ReturnType<typeof betSlipMachine.getInitialSnapshot>) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.countdown,
      snapshot.context.selections.length,
      snapshot.context.betType,
      snapshot.context.selections.some((selection) => needsConsent(selection, snapshot.context.oddsChange)),
    ]);
  const kept = JSON.stringify({ selections: [{ ...a, seenOdds: a.odds, suspended: false }], stakes: { [singleLine(a)]: '10' }, oddsChange: 'higher' });
  const suite = (name: string, player: boolean, stored: string | null = null) =>
    generatePaths(betSlipMachine.provide({ actors: { placeBets: pending as never, checkBets: pending as never } }), {
      events,
      input: () => ({ storage: memoryStore(stored ? { [SLIP_STORAGE_KEY]: stored } : {}), isPlayer: () => player, newKey: newKeyOf(name) }),
      serializeState: serializeState as never,
      words: betSlipWords,
    });
  return { player: suite('player', true), guest: suite('guest', false), 'kept slip': suite('kept slip', true, kept) };
}
