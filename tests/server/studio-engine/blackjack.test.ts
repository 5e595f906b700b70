// Blackjack: the state machine on hand-made shoes (naturals, peek, insurance, doubles, splits, the dealer's
// S17 play), settlement in half-bets, the shuffle, and the exact house edge of basic strategy, checked
// against a brute-force enumeration of the engine itself.
import { describe, expect, it } from 'vitest';
import {
  additionalStakeUnits,
  applyBlackjackAction,
  assertBlackjackBet,
  basicStrategy,
  basicStrategyAction,
  blackjackView,
  cardName,
  dealFromShoe,
  finishBlackjackRound,
  freshShoe,
  handTotal,
  IllegalActionError,
  legalActions,
  replayBlackjackRound,
  settleBlackjack,
  ShoeExhaustedError,
  shuffleShoe,
  startBlackjackRound,
  unitsToKurus,
  type BlackjackAction,
  type BlackjackState,
} from '../../../server/studio/engine/blackjack';
import { blackjackExpectedValue, shoeComposition } from '../../../server/studio/engine/blackjack-ev';
import { FairStream } from '../../../server/studio/engine/fairness';
import { SimulationRng } from '../../../server/studio/engine/prng';
import { sha256Hex } from '../../../server/studio/engine/sha256';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** A shoe in dealing order: player, dealer up, player, dealer hole, then draws. Suits cycle for variety. */
function shoe(...ranks: string[]): number[] {
  return ranks.map((rank, i) => (i % 4) * 13 + RANKS.indexOf(rank));
}

function play(state: BlackjackState, ...actions: BlackjackAction[]): BlackjackState {
  return actions.reduce(applyBlackjackAction, state);
}

describe('dealing and naturals', () => {
  it('deals player, up card, player, hole card', () => {
    const state = dealFromShoe(shoe('5', '9', '7', '8'));
    expect(state.hands[0].cards.map(cardName)).toEqual(['5♠', '7♦']);
    expect(state.dealer.map(cardName)).toEqual(['9♥', '8♣']);
    expect(state.phase).toBe('player');
    expect(legalActions(state)).toEqual(['hit', 'stand', 'double']);
  });

  it('pays a player blackjack 3:2 at once', () => {
    const state = dealFromShoe(shoe('A', '9', 'K', '7'));
    expect(state.phase).toBe('settled');
    const settlement = settleBlackjack(state);
    expect(settlement.hands[0]).toMatchObject({ result: 'blackjack', wagerUnits: 2, returnUnits: 5 });
    expect(unitsToKurus(settlement.returnUnits, 1000n)).toBe(2500n);
  });

  it('peeks with a ten up: a dealer blackjack takes the original bet only, a player blackjack pushes', () => {
    const lost = dealFromShoe(shoe('K', 'Q', 'Q', 'A'));
    expect(lost.phase).toBe('settled');
    expect(legalActions(lost)).toEqual([]);
    expect(settleBlackjack(lost)).toMatchObject({ dealerBlackjack: true, wagerUnits: 2, returnUnits: 0 });
    const push = dealFromShoe(shoe('A', 'K', 'Q', 'A'));
    expect(settleBlackjack(push).hands[0]).toMatchObject({ result: 'push', returnUnits: 2 });
  });
});

describe('insurance', () => {
  const aceUpBlackjack = () => dealFromShoe(shoe('10', 'A', '9', 'K'));

  it('is offered when the dealer shows an ace, before the peek', () => {
    const state = aceUpBlackjack();
    expect(state.phase).toBe('insurance');
    expect(legalActions(state)).toEqual(['insurance', 'no-insurance']);
    expect(additionalStakeUnits(state, 'insurance')).toBe(1);
    expect(blackjackView(state).dealer).toEqual([state.dealer[0], null]);
  });

  it('pays 2:1 against a dealer blackjack, and is lost otherwise', () => {
    const declined = settleBlackjack(play(aceUpBlackjack(), 'no-insurance'));
    expect(declined).toMatchObject({ wagerUnits: 2, returnUnits: 0 });
    const insured = settleBlackjack(play(aceUpBlackjack(), 'insurance'));
    expect(insured.insurance).toEqual({ wagerUnits: 1, returnUnits: 3 });
    expect(insured).toMatchObject({ wagerUnits: 3, returnUnits: 3 });
    const noBlackjack = play(dealFromShoe(shoe('10', 'A', '9', '7')), 'insurance');
    expect(noBlackjack.phase).toBe('player');
    const settled = settleBlackjack(play(noBlackjack, 'stand'));
    expect(settled.insurance).toEqual({ wagerUnits: 1, returnUnits: 0 });
    expect(settled.hands[0]).toMatchObject({ result: 'win', returnUnits: 4 });
  });

  it('with a player blackjack is even money', () => {
    const settled = settleBlackjack(play(dealFromShoe(shoe('A', 'A', 'K', '5')), 'insurance'));
    expect(settled.wagerUnits).toBe(3);
    expect(settled.returnUnits - settled.wagerUnits).toBe(2); // +1 original bet either way
    const dealerHas = settleBlackjack(play(dealFromShoe(shoe('A', 'A', 'K', 'Q')), 'insurance'));
    expect(dealerHas.returnUnits - dealerHas.wagerUnits).toBe(2);
  });
});

describe('player decisions', () => {
  it('doubles: twice the stake, one card, then the dealer plays', () => {
    const state = dealFromShoe(shoe('5', '6', '6', '10', '10', '9'));
    expect(additionalStakeUnits(state, 'double')).toBe(2);
    const done = play(state, 'double');
    expect(done.hands[0]).toMatchObject({ wager: 4, doubled: true, done: true });
    expect(done.hands[0].cards).toHaveLength(3);
    expect(handTotal(done.dealer).total).toBe(25);
    expect(settleBlackjack(done).hands[0]).toMatchObject({ result: 'win', total: 21, wagerUnits: 4, returnUnits: 8 });
  });

  it('splits a pair once, doubles after the split, deals the second hand its card in turn', () => {
    const state = dealFromShoe(shoe('8', '6', '8', '10', '3', '10', '9', '5'));
    expect(legalActions(state)).toContain('split');
    expect(additionalStakeUnits(state, 'split')).toBe(2);
    const split = play(state, 'split');
    expect(split.hands.map((hand) => hand.cards.length)).toEqual([2, 1]);
    expect(legalActions(split)).toEqual(['hit', 'stand', 'double']);
    const doubled = play(split, 'double');
    expect(doubled.active).toBe(1);
    expect(doubled.hands[1].cards.map(cardName)).toEqual(['8♦', '9♦']);
    const settled = play(doubled, 'stand');
    expect(settled.phase).toBe('settled');
    expect(handTotal(settled.dealer).total).toBe(21);
    const settlement = settleBlackjack(settled);
    expect(settlement.hands).toEqual([
      { result: 'push', total: 21, wagerUnits: 4, returnUnits: 4 },
      { result: 'lose', total: 17, wagerUnits: 2, returnUnits: 0 },
    ]);
    expect(settlement).toMatchObject({ wagerUnits: 6, returnUnits: 4 });
  });

  it('does not resplit, and splits any two ten-value cards', () => {
    const split = play(dealFromShoe(shoe('8', '6', '8', '10', '8', '2')), 'split');
    expect(split.hands[0].cards.map(cardName)).toEqual(['8♠', '8♠']);
    expect(legalActions(split)).not.toContain('split');
    expect(legalActions(dealFromShoe(shoe('K', '6', 'Q', '10')))).toContain('split');
    expect(legalActions(dealFromShoe(shoe('K', '6', '9', '10')))).not.toContain('split');
  });

  it('gives split aces one card each; 21 there pays 1:1, not 3:2', () => {
    const settled = play(dealFromShoe(shoe('A', '9', 'A', '8', 'K', '5')), 'split');
    expect(settled.phase).toBe('settled');
    expect(settleBlackjack(settled).hands).toEqual([
      { result: 'win', total: 21, wagerUnits: 2, returnUnits: 4 },
      { result: 'lose', total: 16, wagerUnits: 2, returnUnits: 0 },
    ]);
  });

  it('stands a hand that reaches 21 and ends the round when every hand busts', () => {
    const twentyOne = play(dealFromShoe(shoe('5', '10', '6', '7', 'K')), 'hit');
    expect(twentyOne.phase).toBe('settled');
    expect(settleBlackjack(twentyOne).hands[0]).toMatchObject({ result: 'win', total: 21 });
    const bust = play(dealFromShoe(shoe('10', '6', '6', '10', '10')), 'hit');
    expect(bust.phase).toBe('settled');
    expect(bust.dealer).toHaveLength(2);
    expect(settleBlackjack(bust).hands[0]).toMatchObject({ result: 'bust', returnUnits: 0 });
  });

  it('refuses illegal actions and never changes the previous state', () => {
    const state = dealFromShoe(shoe('5', '9', '7', '8', '2', '3'));
    const snapshot = JSON.stringify(state);
    const hit = play(state, 'hit');
    expect(JSON.stringify(state)).toBe(snapshot);
    expect(() => applyBlackjackAction(hit, 'double')).toThrow(IllegalActionError);
    expect(() => applyBlackjackAction(state, 'split')).toThrow(IllegalActionError);
    expect(() => applyBlackjackAction(state, 'insurance')).toThrow(IllegalActionError);
    const settled = play(hit, 'stand');
    expect(() => applyBlackjackAction(settled, 'hit')).toThrow(IllegalActionError);
    expect(() => settleBlackjack(hit)).toThrow(IllegalActionError);
    expect(settled.actions).toEqual(['hit', 'stand']);
  });
});

describe('dealer', () => {
  it('stands on soft 17', () => {
    const settled = play(dealFromShoe(shoe('10', 'A', '8', '6', '5')), 'no-insurance', 'stand');
    expect(settled.dealer).toHaveLength(2);
    expect(settleBlackjack(settled)).toMatchObject({ dealerTotal: 17 });
    expect(settleBlackjack(settled).hands[0].result).toBe('win');
  });

  it('draws to 17 and busts over 21', () => {
    const settled = play(dealFromShoe(shoe('10', '6', '8', 'Q', '8', 'K')), 'stand');
    expect(settled.dealer.map(cardName)).toEqual(['6♥', 'Q♣', '8♠']);
    expect(settleBlackjack(settled)).toMatchObject({ dealerTotal: 24 });
    const stops = play(dealFromShoe(shoe('10', '6', '8', 'Q', '2', 'K')), 'stand');
    expect(stops.dealer.map(cardName)).toEqual(['6♥', 'Q♣', '2♠']);
    expect(settleBlackjack(stops).hands[0]).toMatchObject({ result: 'push', total: 18, returnUnits: 2 });
    expect(settleBlackjack(settled).hands[0]).toMatchObject({ result: 'win', returnUnits: 4 });
  });

  it('shows the hole card only once the round is settled', () => {
    const state = dealFromShoe(shoe('10', '6', '8', 'Q', '2', 'K'));
    const view = blackjackView(state);
    expect(view.dealer).toEqual([state.dealer[0], null]);
    expect(view).not.toHaveProperty('shoe');
    expect(blackjackView(play(state, 'stand')).dealer).toHaveLength(3);
  });

  it('refuses to deal from an exhausted shoe', () => {
    expect(() => dealFromShoe(shoe('10', '6', '8'))).toThrow(ShoeExhaustedError);
  });
});

describe('interrupted rounds', () => {
  it('finish by declining insurance and standing every remaining hand, without new stakes', () => {
    const split = play(dealFromShoe(shoe('8', 'A', '8', '7', '3', '9', 'K')), 'no-insurance', 'split');
    const finished = finishBlackjackRound(split);
    expect(finished.phase).toBe('settled');
    expect(finished.actions).toEqual(['no-insurance', 'split', 'stand', 'stand']);
    expect(settleBlackjack(finished).wagerUnits).toBe(4);
    const insurance = finishBlackjackRound(dealFromShoe(shoe('10', 'A', '9', '7')));
    expect(insurance.actions).toEqual(['no-insurance', 'stand']);
    const settled = dealFromShoe(shoe('A', '9', 'K', '7'));
    expect(finishBlackjackRound(settled)).toBe(settled);
  });
});

describe('money', () => {
  it('takes even bets and converts half-bets to kuruş', () => {
    expect(() => assertBlackjackBet(1001n)).toThrow(RangeError);
    expect(() => assertBlackjackBet(0n)).toThrow(RangeError);
    expect(unitsToKurus(3, 2000n)).toBe(3000n);
  });
});

describe('shuffle and replay', () => {
  it('shuffles a 6-deck shoe into a permutation; in parts it equals one pass', () => {
    const whole = shuffleShoe(new SimulationRng(3), freshShoe());
    const rng = new SimulationRng(3);
    const parts = shuffleShoe(rng, freshShoe(), 0, 40);
    expect(parts.slice(0, 40)).toEqual(whole.slice(0, 40));
    shuffleShoe(rng, parts, 40);
    expect(parts).toEqual(whole);
    expect(whole).toHaveLength(312);
    expect([...whole].sort((a, b) => a - b)).toEqual(freshShoe().sort((a, b) => a - b));
    expect(whole).not.toEqual(freshShoe());
  });

  it('deals a fair-stream round reproducibly (pinned) and replays it from the actions', () => {
    const seeds = { serverSeed: sha256Hex('studio test server seed'), clientSeed: 'player-seed', nonce: 2 };
    const state = startBlackjackRound(new FairStream(seeds));
    expect(state.shoe.slice(0, 8)).toEqual([42, 31, 31, 47, 45, 44, 25, 22]);
    expect(state.hands[0].cards.map(cardName)).toEqual(['4♣', '6♦']);
    expect(state.dealer.map(cardName)).toEqual(['6♦', '9♣']);
    let played = state;
    while (played.phase !== 'settled') played = applyBlackjackAction(played, basicStrategyAction(played));
    const replayed = replayBlackjackRound(new FairStream(seeds), played.actions);
    expect(replayed).toEqual(played);
  });
});

describe('basic strategy', () => {
  const move = (total: number, soft: boolean, up: number, pairValue = 0, canDouble = true) =>
    basicStrategy({ total, soft, pairValue, canDouble, dealerUp: up });

  it('follows the 6-deck S17 DAS chart', () => {
    expect(move(16, false, 10)).toBe('hit');
    expect(move(16, false, 6)).toBe('stand');
    expect(move(12, false, 3)).toBe('hit');
    expect(move(12, false, 4)).toBe('stand');
    expect(move(11, false, 10)).toBe('double');
    expect(move(11, false, 1)).toBe('hit');
    expect(move(9, false, 2)).toBe('hit');
    expect(move(9, false, 3)).toBe('double');
    expect(move(18, true, 2)).toBe('stand');
    expect(move(18, true, 6)).toBe('double');
    expect(move(18, true, 6, 0, false)).toBe('stand');
    expect(move(18, true, 9)).toBe('hit');
    expect(move(17, true, 2)).toBe('hit');
    expect(move(19, true, 6)).toBe('stand');
    expect(move(16, false, 10, 8)).toBe('split');
    expect(move(20, false, 6, 10)).toBe('stand');
    expect(move(18, false, 7, 9)).toBe('stand');
    expect(move(18, false, 9, 9)).toBe('split');
    expect(move(12, true, 1, 1)).toBe('split');
    expect(move(10, false, 9, 5)).toBe('double');
    expect(move(8, false, 5, 4)).toBe('split');
    expect(move(8, false, 4, 4)).toBe('hit');
  });

  it('declines insurance', () => {
    expect(basicStrategyAction(dealFromShoe(shoe('10', 'A', '9', '7')))).toBe('no-insurance');
  });
});

/**
 * Plays every possible deal of a small shoe through the engine with basic strategy: when the engine needs
 * a card past the prefix, branch over the values left with their probabilities. No shared code with the
 * combinatorial analysis beyond the strategy function.
 */
function bruteForce(composition: number[]) {
  const left = [...composition];
  const seen = { split: 0, double: 0, dealerBlackjack: 0, insurance: 0 };
  const explore = (prefix: number[], probability: number): number => {
    let state: BlackjackState;
    try {
      state = dealFromShoe(prefix);
      while (state.phase !== 'settled') state = applyBlackjackAction(state, basicStrategyAction(state));
    } catch (error) {
      if (!(error instanceof ShoeExhaustedError)) throw error;
      const cardsLeft = left.reduce((sum, count) => sum + count, 0);
      if (cardsLeft === 0) throw error;
      let sum = 0;
      for (let value = 1; value <= 10; value++) {
        if (left[value] === 0) continue;
        const p = (probability * left[value]) / cardsLeft;
        left[value] -= 1;
        sum += explore([...prefix, value - 1], p);
        left[value] += 1;
      }
      return sum;
    }
    const settlement = settleBlackjack(state);
    if (state.actions.includes('split')) seen.split++;
    if (state.actions.includes('double')) seen.double++;
    if (state.actions.includes('no-insurance')) seen.insurance++;
    if (settlement.dealerBlackjack) seen.dealerBlackjack++;
    return (probability * (settlement.returnUnits - settlement.wagerUnits)) / 2;
  };
  return { expectedValue: explore([], 1), seen };
}

describe('exact house edge', () => {
  it(
    'equals a brute-force enumeration of the engine on small shoes (splits, doubles, peeks included)',
    { timeout: 120_000 },
    () => {
      // Counts by value 1..10 (index 0 unused).
      for (const composition of [
        [0, 2, 0, 0, 0, 0, 2, 0, 3, 2, 7],
        [0, 3, 0, 0, 0, 2, 2, 0, 3, 0, 6],
      ]) {
        const brute = bruteForce(composition);
        expect(brute.seen.split).toBeGreaterThan(0);
        expect(brute.seen.double).toBeGreaterThan(0);
        expect(brute.seen.dealerBlackjack).toBeGreaterThan(0);
        expect(brute.seen.insurance).toBeGreaterThan(0);
        expect(blackjackExpectedValue(composition).expectedValue).toBeCloseTo(brute.expectedValue, 13);
      }
    },
  );

  it('is pinned for the 6-deck shoe: house edge 0.459935593622%, RTP 99.540064406378%', { timeout: 120_000 }, () => {
    expect(shoeComposition()).toEqual([0, 24, 24, 24, 24, 24, 24, 24, 24, 24, 96]);
    const report = blackjackExpectedValue();
    expect(report.expectedValue).toBeCloseTo(-0.0045993559362157, 13);
    expect(report.houseEdge).toBeCloseTo(0.0045993559362157, 13);
    expect(report.rtp).toBeCloseTo(0.9954006440637843, 13);
  });
});
