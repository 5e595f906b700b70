// The exact expected value of our blackjack played with its basic strategy, on a freshly shuffled shoe:
// a combinatorial analysis that follows every card the engine can deal, with removal effects (no
// infinite-deck approximation). Arithmetic is IEEE double (relative error around 1e-15); the method has no
// approximation. The tests check it against a brute-force enumeration of blackjack.ts itself on small shoes.
//
// Method. A shuffled shoe deals a uniformly random sequence without replacement, so the chance of the next
// card is its count left over the cards left. We enumerate the dealer's up card and hole card, then the
// player's two cards (the four-card prefix has the same probability in any draw order), and follow the
// round as blackjack.ts plays it: dealer peek, naturals, then the basic-strategy decisions (which depend
// only on the player's cards and the up card) with every hit and double draw, and finally the dealer's
// draws to 17 (S17) from whatever the player left in the shoe. A split is exact through exchangeability
// (see playerRound): twice the first hand's value. The dealer's final-total distribution depends only on the
// up card, the hole card and the cards the player removed, so it is memoised per (up, hole) by the multiset
// of player cards, and computed from the dealer's possible draws grouped as multisets.
import { basicStrategy, BLACKJACK_DECKS, ShoeExhaustedError, type StrategyMove } from './blackjack';

export interface BlackjackEvReport {
  /** Expected net result per round in original bets (negative: the house's side). */
  expectedValue: number;
  /** -expectedValue: the house edge per original bet. */
  houseEdge: number;
  /** Returned per original bet: 1 + expectedValue. The declared RTP. */
  rtp: number;
  /** Dealer outcome distributions computed (distinct (up, hole, player cards) situations). */
  dealerSituations: number;
}

/** Card counts by value 1..10 (index 0 unused) for a shoe of `decks` standard decks. */
export function shoeComposition(decks = BLACKJACK_DECKS): number[] {
  return [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16].map((count) => count * decks);
}

const POW32 = Array.from({ length: 11 }, (_, v) => (v === 0 ? 0 : 32 ** (v - 1)));
// Dealer distribution slots: totals 17..21 at 0..4, bust at 5.
const BUST = 5;

export function blackjackExpectedValue(composition: readonly number[] = shoeComposition()): BlackjackEvReport {
  const counts = [...composition];
  let left = counts.reduce((sum, count) => sum + count, 0);
  let playerKey = 0;
  let up = 0;
  let hole = 0;
  let memo = new Map<number, Float64Array>();
  let dealerSituations = 0;

  const take = (value: number) => {
    counts[value] -= 1;
    left -= 1;
  };
  const give = (value: number) => {
    counts[value] += 1;
    left += 1;
  };

  // The dealer's draws as multisets: for the current (up, hole), every way the dealer can finish, grouped by
  // the multiset of cards drawn, with the number of draw orders that reach it without stopping early and the
  // final total. The chance of one draw order depends only on its multiset: prod_v ff(count_v, m_v) /
  // ff(left, k) (ff: falling factorial), so a distribution costs one pass over the multisets. Flat arrays:
  // hand h uses terms termStart[h] .. termStart[h + 1] - 1, each a (value, draws) pair.
  let handOrders = new Float64Array(0);
  let handCards = new Int32Array(0);
  let handSlot = new Int32Array(0);
  let termStart = new Int32Array(0);
  let termValue = new Int32Array(0);
  let termDraws = new Int32Array(0);
  let maxDraws = 0;
  const enumerateDealerHands = () => {
    const grouped = new Map<number, { drawn: number[]; cardCount: number; orders: number; slot: number }>();
    const drawn = new Array<number>(11).fill(0);
    const walk = (hard: number, ace: boolean, cardCount: number) => {
      const total = ace && hard + 10 <= 21 ? hard + 10 : hard;
      if (total >= 17) {
        let key = 0;
        for (let v = 1; v <= 10; v++) key += drawn[v] * POW32[v];
        const known = grouped.get(key);
        if (known) known.orders += 1;
        else grouped.set(key, { drawn: [...drawn], cardCount, orders: 1, slot: total > 21 ? BUST : total - 17 });
        return;
      }
      for (let v = 1; v <= 10; v++) {
        drawn[v] += 1;
        walk(hard + v, ace || v === 1, cardCount + 1);
        drawn[v] -= 1;
      }
    };
    walk(up + hole, up === 1 || hole === 1, 0);
    const hands = [...grouped.values()];
    handOrders = Float64Array.from(hands, (hand) => hand.orders);
    handCards = Int32Array.from(hands, (hand) => hand.cardCount);
    handSlot = Int32Array.from(hands, (hand) => hand.slot);
    termStart = new Int32Array(hands.length + 1);
    const values: number[] = [];
    const draws: number[] = [];
    maxDraws = 0;
    hands.forEach((hand, h) => {
      termStart[h] = values.length;
      for (let v = 1; v <= 10; v++) {
        if (hand.drawn[v] === 0) continue;
        values.push(v);
        draws.push(hand.drawn[v]);
        maxDraws = Math.max(maxDraws, hand.drawn[v], hand.cardCount);
      }
    });
    termStart[hands.length] = values.length;
    termValue = Int32Array.from(values);
    termDraws = Int32Array.from(draws);
  };

  // falling[v * STRIDE + j] = count_v (count_v - 1) ... (count_v - j + 1); row 0 holds the same for `left`.
  const STRIDE = 24;
  const falling = new Float64Array(11 * STRIDE);
  const dealerDistribution = (): Float64Array => {
    let distribution = memo.get(playerKey);
    if (!distribution) {
      distribution = new Float64Array(6);
      for (let v = 0; v <= 10; v++) {
        const count = v === 0 ? left : counts[v];
        const row = v * STRIDE;
        falling[row] = 1;
        for (let j = 1; j <= maxDraws; j++) falling[row + j] = falling[row + j - 1] * (count - j + 1);
      }
      const hands = handOrders.length;
      for (let h = 0; h < hands; h++) {
        let ways = handOrders[h];
        for (let t = termStart[h]; t < termStart[h + 1]; t++) ways *= falling[termValue[t] * STRIDE + termDraws[t]];
        if (ways > 0) distribution[handSlot[h]] += ways / falling[handCards[h]];
      }
      // Only a nearly empty shoe (test shoes) can leave the dealer short of cards: refuse, as the engine does.
      const reached = distribution.reduce((sum, p) => sum + p, 0);
      if (reached < 1 - 1e-9) throw new ShoeExhaustedError();
      memo.set(playerKey, distribution);
      dealerSituations += 1;
    }
    return distribution;
  };

  /** Net result of a finished hand (total > 21 is a bust) staking `wager` original bets. */
  const handResult = (total: number, wager: number, dealer: Float64Array): number => {
    if (total > 21) return -wager;
    let net = dealer[BUST];
    for (let d = 17; d <= 21; d++) net += d < total ? dealer[d - 17] : d > total ? -dealer[d - 17] : 0;
    return wager * net;
  };

  type Finish = (total: number, wager: number, probability: number) => void;

  const drawInto = (
    hard: number,
    ace: boolean,
    probability: number,
    next: (hard: number, ace: boolean, p: number) => void,
  ) => {
    if (left === 0) throw new ShoeExhaustedError();
    for (let value = 1; value <= 10; value++) {
      const count = counts[value];
      if (count === 0) continue;
      const p = probability * (count / left);
      take(value);
      playerKey += POW32[value];
      next(hard + value, ace || value === 1, p);
      playerKey -= POW32[value];
      give(value);
    }
  };

  /**
   * Plays a hand to its end the way the engine does and calls `finish` for every way it can end, with the
   * shoe (counts, playerKey) reflecting the cards drawn. `splitAces`: the hand takes one card and stands.
   */
  const playHand = (
    hard: number,
    ace: boolean,
    cards: number,
    fromSplit: boolean,
    splitAces: boolean,
    probability: number,
    finish: Finish,
  ): void => {
    const total = ace && hard + 10 <= 21 ? hard + 10 : hard;
    if (cards === 1) {
      // A split hand's second card; split aces stand on it, any hand stands on 21.
      drawInto(hard, ace, probability, (h, a, p) => {
        const t = a && h + 10 <= 21 ? h + 10 : h;
        if (splitAces || t === 21) finish(t, 1, p);
        else playHand(h, a, 2, fromSplit, false, p, finish);
      });
      return;
    }
    if (total >= 21) {
      finish(total, 1, probability);
      return;
    }
    const move: StrategyMove = basicStrategy({
      total,
      soft: ace && hard + 10 <= 21,
      pairValue: 0,
      canDouble: cards === 2,
      dealerUp: up,
    });
    if (move === 'stand') {
      finish(total, 1, probability);
    } else if (move === 'double') {
      drawInto(hard, ace, probability, (h, a, p) => finish(a && h + 10 <= 21 ? h + 10 : h, 2, p));
    } else {
      drawInto(hard, ace, probability, (h, a, p) => playHand(h, a, cards + 1, fromSplit, false, p, finish));
    }
  };

  /** Expected net of the player's first decision onwards, the two cards already removed from the shoe. */
  const playerRound = (first: number, second: number): number => {
    const hard = first + second;
    const ace = first === 1 || second === 1;
    let expected = 0;
    const move = basicStrategy({
      total: ace && hard + 10 <= 21 ? hard + 10 : hard,
      soft: ace && hard + 10 <= 21,
      pairValue: first === second ? first : 0,
      canDouble: true,
      dealerUp: up,
    });
    if (move === 'split') {
      // Both hands are played by the same rule from one card of the same value, and each hand's decisions
      // see only its own cards; by exchangeability the joint law of (hand 1, hand 2, dealer) is the same in
      // any playing order (a complete deal "hand 1 = a, hand 2 = b, dealer = c" is the shoe prefix a.b.c,
      // whose probability depends only on the multiset of a, b and c). Hence E[hand 2] = E[hand 1], and for
      // hand 1 the dealer's cards follow hand 1's directly once hand 2 is marginalised: the exact split EV
      // is twice hand 1's, with the dealer drawing from what hand 1 left.
      const aces = first === 1;
      playHand(first, aces, 1, true, aces, 1, (total1, wager1, p1) => {
        expected += 2 * (total1 > 21 ? -p1 * wager1 : p1 * handResult(total1, wager1, dealerDistribution()));
      });
      return expected;
    }
    const finish: Finish = (total, wager, p) => {
      expected += total > 21 ? -p * wager : p * handResult(total, wager, dealerDistribution());
    };
    if (move === 'stand') finish(ace && hard + 10 <= 21 ? hard + 10 : hard, 1, 1);
    else if (move === 'double') drawInto(hard, ace, 1, (h, a, p) => finish(a && h + 10 <= 21 ? h + 10 : h, 2, p));
    else drawInto(hard, ace, 1, (h, a, p) => playHand(h, a, 3, false, false, p, finish));
    return expected;
  };

  let expectedValue = 0;
  const total0 = left;
  if (total0 < 4) throw new ShoeExhaustedError();
  for (up = 1; up <= 10; up++) {
    if (counts[up] === 0) continue;
    const pUp = counts[up] / left;
    take(up);
    for (hole = 1; hole <= 10; hole++) {
      if (counts[hole] === 0) continue;
      const pHole = pUp * (counts[hole] / left);
      take(hole);
      memo = new Map();
      enumerateDealerHands();
      const dealerBlackjack = (up === 1 && hole === 10) || (up === 10 && hole === 1);
      for (let first = 1; first <= 10; first++) {
        if (counts[first] === 0) continue;
        const pFirst = pHole * (counts[first] / left);
        take(first);
        playerKey += POW32[first];
        // (first, second) and (second, first) are equally likely and play alike: count the pair once.
        for (let second = first; second <= 10; second++) {
          if (counts[second] === 0) continue;
          const p = pFirst * (counts[second] / left) * (second === first ? 1 : 2);
          take(second);
          playerKey += POW32[second];
          const natural = (first === 1 && second === 10) || (first === 10 && second === 1);
          if (dealerBlackjack) expectedValue += natural ? 0 : -p;
          else if (natural) expectedValue += 1.5 * p;
          else expectedValue += p * playerRound(first, second);
          playerKey -= POW32[second];
          give(second);
        }
        playerKey -= POW32[first];
        give(first);
      }
      give(hole);
    }
    give(up);
  }
  return { expectedValue, houseEdge: -expectedValue, rtp: 1 + expectedValue, dealerSituations };
}
