// The blackjack's important edges with hand-written expectations: after each failure, each retry and the
// way back, and the decisions that change the stake (split, double, insurance), the state by value and
// what the player sees through the selectors.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../common/contract/client';
import { controllable, hosted } from '../testing/fixtures';
import type { ActInput, BlackjackAction, BlackjackHand, BlackjackRound, DealInput } from './studio-blackjack.actors';
import { studioBlackjackMachine } from './studio-blackjack.machine';
import {
  selectBet,
  selectBusy,
  selectCanChangeBet,
  selectCanDeal,
  selectCanDismiss,
  selectDecisions,
  selectError,
  selectFailed,
  selectInPlay,
  selectResult,
  selectRound,
} from './studio-blackjack.selectors';

const limits = { min: 200, max: 500_000, step: 2 };
// Card codes: 8♠ 7, 8♥ 20, 6♦ 31, A♣ 39, 3♠ 2, K♦ 38, 10♣ 48.
const hand = (cards: number[], total: number, wager: number, result: BlackjackHand['result'] = null): BlackjackHand => ({ cards, total, soft: false, wager, doubled: false, result });
const round = (parts: Partial<BlackjackRound>): BlackjackRound => ({
  roundId: 'studio:r9',
  status: 'open',
  bet: 1_000,
  win: 0,
  balance: 9_000,
  nonce: 7,
  phase: 'player',
  dealer: [31, null],
  dealerTotal: 6,
  hands: [hand([7, 20], 16, 1_000)],
  active: 0,
  insurance: 'not-offered',
  legalActions: ['hit', 'stand', 'double', 'split'],
  steps: 0,
  ...parts,
});

function table() {
  const deal = controllable<DealInput, BlackjackRound>();
  const act = controllable<ActInput, BlackjackRound, BlackjackAction>((input) => input.action);
  const { actor, received } = hosted(
    studioBlackjackMachine.provide({ actors: { dealBlackjack: deal.logic, actBlackjack: act.logic } }),
    { token: 't', limits, unfinished: null },
    { systemIds: ['studio'] },
  );
  const sees = () => {
    const snapshot = actor.getSnapshot();
    return {
      state: snapshot.value,
      busy: selectBusy(snapshot),
      failed: selectFailed(snapshot),
      error: selectError(snapshot),
      canDismiss: selectCanDismiss(snapshot),
      canChangeBet: selectCanChangeBet(snapshot),
      canDeal: selectCanDeal(snapshot),
      inPlay: selectInPlay(snapshot),
      decisions: selectDecisions(snapshot),
    };
  };
  return { actor, received, deal, act, sees };
}

describe('studio blackjack edges', () => {
  it('a failed deal shows its error with Try again and Back, and no chips or Deal', async () => {
    const { actor, deal, sees } = table();
    actor.send({ type: 'blackjack.chip.added', chip: 500 });
    actor.send({ type: 'blackjack.deal' });
    expect(sees()).toMatchObject({ state: 'dealing', busy: true, canChangeBet: false, canDeal: false });
    await deal.reject(new ApiError('Your balance is too low for this bet', 400));
    expect(sees()).toEqual({
      state: 'dealFailed',
      busy: false,
      failed: true,
      error: 'Your balance is too low for this bet',
      canDismiss: true,
      canChangeBet: false,
      canDeal: false,
      inPlay: false,
      decisions: [],
    });
    // Try again: the call again, the error gone while it runs.
    actor.send({ type: 'blackjack.retry' });
    expect(sees()).toMatchObject({ state: 'dealing', busy: true, failed: false, error: null });
    await deal.reject(new Error('Connection problem'));
    // Back: the bet as it was (₺2 + ₺5), chips and Deal again.
    actor.send({ type: 'blackjack.error.dismissed' });
    expect(sees()).toMatchObject({ state: { ready: 'betting' }, failed: false, error: null, canChangeBet: true, canDeal: true });
    expect(selectBet(actor.getSnapshot())).toBe(700);
  });

  it('a failed decision offers Try again only: the hand is still in play', async () => {
    const { actor, deal, act, sees } = table();
    actor.send({ type: 'blackjack.deal' });
    await deal.resolve(round({}));
    actor.send({ type: 'blackjack.decided', action: 'hit' });
    expect(sees()).toMatchObject({ state: { playing: 'acting' }, busy: true, decisions: [] });
    await act.reject(new ApiError('The hand has moved on; reload the game', 409));
    expect(sees()).toEqual({
      state: { playing: 'failed' },
      busy: false,
      failed: true,
      error: 'The hand has moved on; reload the game',
      canDismiss: false,
      canChangeBet: false,
      canDeal: false,
      inPlay: true,
      decisions: [],
    });
    actor.send({ type: 'blackjack.retry' });
    expect(sees()).toMatchObject({ state: { playing: 'acting' }, busy: true, failed: false, error: null });
    expect(act.calls).toEqual(['hit', 'hit']);
  });

  it('a split: two hands of ₺10, ₺20 staked, the balance down to ₺80, the first hand to play', async () => {
    const { actor, received, deal, act, sees } = table();
    actor.send({ type: 'blackjack.deal' });
    await deal.resolve(round({}));
    expect(sees().decisions).toEqual(['hit', 'stand', 'double', 'split']);
    actor.send({ type: 'blackjack.decided', action: 'split' });
    await act.resolve(
      round({ bet: 2_000, balance: 8_000, hands: [hand([7, 2], 11, 1_000), hand([20, 48], 18, 1_000)], legalActions: ['hit', 'stand', 'double'], steps: 1 }),
    );
    expect(sees()).toMatchObject({ state: { playing: 'deciding' }, decisions: ['hit', 'stand', 'double'] });
    expect(selectRound(actor.getSnapshot())?.hands.map((h) => h.total)).toEqual([11, 18]);
    expect(received.studio).toEqual([
      { type: 'balance.updated', balance: 9_000 },
      { type: 'balance.updated', balance: 8_000 },
    ]);
  });

  it('a double settles in one call: ₺20 staked, ₺40 paid, ₺100 − ₺20 + ₺40 = ₺120', async () => {
    const { actor, received, deal, act, sees } = table();
    actor.send({ type: 'blackjack.deal' });
    await deal.resolve(round({ hands: [hand([7, 2], 11, 1_000)], legalActions: ['hit', 'stand', 'double'] }));
    actor.send({ type: 'blackjack.decided', action: 'double' });
    await act.resolve(
      round({ status: 'settled', phase: 'settled', bet: 2_000, win: 4_000, balance: 12_000, dealer: [31, 38, 39], dealerTotal: 17, hands: [hand([7, 2, 38], 21, 2_000, 'win')], legalActions: [], steps: 1 }),
    );
    expect(sees()).toMatchObject({ state: { ready: 'settled' }, inPlay: false, canDeal: true, canChangeBet: true });
    expect(selectResult(actor.getSnapshot())).toEqual({ bet: 2_000, win: 4_000, net: 2_000 });
    expect(received.studio.at(-1)).toEqual({ type: 'round.settled', balance: 12_000, nonce: 7, bet: 2_000, win: 4_000 });
  });

  it('the dealer shows an ace: insurance or not are the only decisions, hit is refused', async () => {
    const { actor, deal, act, sees } = table();
    actor.send({ type: 'blackjack.deal' });
    await deal.resolve(round({ phase: 'insurance', dealer: [39, null], dealerTotal: 11, insurance: 'offered', legalActions: ['insurance', 'no-insurance'] }));
    expect(sees().decisions).toEqual(['insurance', 'no-insurance']);
    actor.send({ type: 'blackjack.decided', action: 'hit' });
    expect(sees().state).toEqual({ playing: 'deciding' });
    actor.send({ type: 'blackjack.decided', action: 'no-insurance' });
    expect(act.calls).toEqual(['no-insurance']);
  });

  it('a hand lost at the deal (dealer blackjack) settles with nothing paid', async () => {
    const { actor, received, deal, sees } = table();
    actor.send({ type: 'blackjack.deal' });
    await deal.resolve(round({ status: 'settled', phase: 'settled', dealer: [39, 38], dealerTotal: 21, hands: [hand([7, 20], 16, 1_000, 'lose')], legalActions: [] }));
    expect(sees().state).toEqual({ ready: 'settled' });
    expect(selectResult(actor.getSnapshot())).toEqual({ bet: 1_000, win: 0, net: -1_000 });
    expect(received.studio).toEqual([{ type: 'round.settled', balance: 9_000, nonce: 7, bet: 1_000, win: 0 }]);
  });
});
