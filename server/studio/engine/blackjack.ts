// Blackjack for our studio: a pure state machine (state + action -> state) over a 6-deck shoe shuffled for
// every round from the round stream, the rules below, settlement in integer half-bets, and the basic
// strategy the simulator and the exact house-edge computation (blackjack-ev.ts) both follow.
//
// Rules (fixed; the declared house edge is for exactly these):
// - 6 decks (312 cards), shuffled anew every round (forward Fisher-Yates with unbiased draws).
// - Deal order: player, dealer up card, player, dealer hole card.
// - Dealer stands on soft 17 (S17). Dealer peeks with an ace or a ten-value card up; a dealer blackjack ends
//   the round at once and the player loses only the original bet (a player blackjack pushes).
// - Insurance is offered when the dealer shows an ace (half the bet, pays 2:1); even money is insurance.
// - Blackjack pays 3:2. Double on any first two cards, one card only. Double after split allowed.
// - Split any two cards of equal value (10, J, Q, K are all "ten") once: at most two hands. Split aces
//   receive one card each and stand; 21 after a split is not a blackjack. No surrender.
// - A hand that reaches 21 stands automatically.
//
// Money: a bet must be an even number of kuruş; every stake and return is a whole number of half-bets
// ("units": the original bet is 2 units), so 3:2 and insurance are exact. The state holds units only and is
// plain JSON (numbers, strings, arrays), so the server can store it between requests.
import type { RandomSource } from './random-source';

export const BLACKJACK_DECKS = 6;
export const BLACKJACK_RULES = {
  decks: BLACKJACK_DECKS,
  dealerHitsSoft17: false,
  blackjackPays: '3:2',
  doubleOn: 'any first two cards',
  doubleAfterSplit: true,
  maxHands: 2,
  splitAcesOneCard: true,
  dealerPeeks: true,
  insurancePays: '2:1',
  surrender: false,
} as const;

/** Half-bets in the original bet. */
export const BASE_WAGER_UNITS = 2;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';
export type BlackjackPhase = 'insurance' | 'player' | 'settled';

export interface BlackjackHand {
  cards: number[];
  /** Half-bets staked on this hand: 2, or 4 once doubled. */
  wager: number;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
}

export interface BlackjackState {
  /** The whole shuffled shoe (card codes); secret until the round is over. */
  shoe: number[];
  /** Position of the next card to deal. */
  next: number;
  /** Dealer cards: up card first, then the hole card, then draws. */
  dealer: number[];
  hands: BlackjackHand[];
  active: number;
  phase: BlackjackPhase;
  insurance: 'not-offered' | 'offered' | 'taken' | 'declined';
  /** Player actions so far, in order: with the seeds they replay the round. */
  actions: BlackjackAction[];
}

export class ShoeExhaustedError extends Error {
  constructor() {
    super('the shoe ran out of cards');
  }
}

export class IllegalActionError extends Error {}

// Cards: code 0..51 within a deck; suit = floor(code / 13) (spades, hearts, diamonds, clubs); rank = code % 13 + 1.
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
const RANK_NAMES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export function cardRank(card: number): number {
  return (card % 13) + 1;
}

/** Blackjack value with the ace as 1: 1..10. */
export function cardValue(card: number): number {
  return Math.min(cardRank(card), 10);
}

export function cardName(card: number): string {
  return `${RANK_NAMES[card % 13]}${'♠♥♦♣'[Math.floor(card / 13) % 4]}`;
}

export interface HandTotal {
  total: number;
  soft: boolean;
}

export function handTotal(cards: readonly number[]): HandTotal {
  let hard = 0;
  let aces = false;
  for (const card of cards) {
    const value = cardValue(card);
    hard += value;
    if (value === 1) aces = true;
  }
  return aces && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

export function isNatural(cards: readonly number[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

/** The shoe before shuffling: the decks one after another, each in code order. */
export function freshShoe(decks = BLACKJACK_DECKS): number[] {
  const shoe: number[] = [];
  for (let deck = 0; deck < decks; deck++) for (let card = 0; card < 52; card++) shoe.push(card);
  return shoe;
}

/**
 * Forward Fisher-Yates: for i = 0 .. n-2, swap position i with a uniform position in [i, n). One unbiased
 * draw per step (rejection sampled), so every ordering of the shoe is equally likely. Step i fixes position
 * i for good, so running steps [from, to) continues a shuffle exactly where an earlier call stopped: a
 * simulator may shuffle only the prefix it deals from and finish later, with the same result as one call.
 */
export function shuffleShoe(rng: RandomSource, shoe: number[], from = 0, to = shoe.length - 1): number[] {
  for (let i = from; i < to; i++) {
    const j = i + rng.nextInt(shoe.length - i);
    const card = shoe[i];
    shoe[i] = shoe[j];
    shoe[j] = card;
  }
  return shoe;
}

function draw(state: BlackjackState): number {
  if (state.next >= state.shoe.length) throw new ShoeExhaustedError();
  return state.shoe[state.next++];
}

function dealerHasBlackjack(state: BlackjackState): boolean {
  return isNatural(state.dealer.slice(0, 2));
}

/** Deals a round from a shoe already in its final order (tests deal from hand-made shoes). */
export function dealFromShoe(shoe: number[]): BlackjackState {
  const state: BlackjackState = {
    shoe,
    next: 0,
    dealer: [],
    hands: [{ cards: [], wager: BASE_WAGER_UNITS, doubled: false, fromSplit: false, done: false }],
    active: 0,
    phase: 'player',
    insurance: 'not-offered',
    actions: [],
  };
  state.hands[0].cards.push(draw(state));
  state.dealer.push(draw(state));
  state.hands[0].cards.push(draw(state));
  state.dealer.push(draw(state));
  if (cardValue(state.dealer[0]) === 1) {
    state.phase = 'insurance';
    state.insurance = 'offered';
    return state;
  }
  return afterPeek(state);
}

/** Shuffles a fresh shoe from the round stream and deals. */
export function startBlackjackRound(rng: RandomSource): BlackjackState {
  return dealFromShoe(shuffleShoe(rng, freshShoe()));
}

function afterPeek(state: BlackjackState): BlackjackState {
  if (dealerHasBlackjack(state) || isNatural(state.hands[0].cards)) {
    state.hands[0].done = true;
    state.phase = 'settled';
    return state;
  }
  state.phase = 'player';
  return advance(state);
}

function cloneState(state: BlackjackState): BlackjackState {
  return {
    ...state,
    dealer: [...state.dealer],
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    actions: [...state.actions],
  };
}

function canDouble(state: BlackjackState): boolean {
  const hand = state.hands[state.active];
  return hand.cards.length === 2 && !(hand.fromSplit && cardValue(hand.cards[0]) === 1);
}

function canSplit(state: BlackjackState): boolean {
  const hand = state.hands[state.active];
  return hand.cards.length === 2 && state.hands.length === 1 && cardValue(hand.cards[0]) === cardValue(hand.cards[1]);
}

export function isLegalAction(state: BlackjackState, action: BlackjackAction): boolean {
  switch (state.phase) {
    case 'insurance':
      return action === 'insurance' || action === 'no-insurance';
    case 'player':
      return (
        action === 'hit' ||
        action === 'stand' ||
        (action === 'double' ? canDouble(state) : action === 'split' && canSplit(state))
      );
    default:
      return false;
  }
}

export function legalActions(state: BlackjackState): BlackjackAction[] {
  const all: BlackjackAction[] = ['insurance', 'no-insurance', 'hit', 'stand', 'double', 'split'];
  return all.filter((action) => isLegalAction(state, action));
}

/** Half-bets the player must add before `action` is applied (the server debits them first). */
export function additionalStakeUnits(state: BlackjackState, action: BlackjackAction): number {
  switch (action) {
    case 'double':
      return state.hands[state.active].wager;
    case 'split':
      return BASE_WAGER_UNITS;
    case 'insurance':
      return BASE_WAGER_UNITS / 2;
    default:
      return 0;
  }
}

/** The pure transition. Throws IllegalActionError for an action not in legalActions(state). */
export function applyBlackjackAction(previous: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!isLegalAction(previous, action)) {
    throw new IllegalActionError(`${action} is not allowed in phase ${previous.phase}`);
  }
  const state = cloneState(previous);
  state.actions.push(action);
  if (state.phase === 'insurance') {
    state.insurance = action === 'insurance' ? 'taken' : 'declined';
    return afterPeek(state);
  }
  const hand = state.hands[state.active];
  switch (action) {
    case 'hit':
      hand.cards.push(draw(state));
      if (handTotal(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.wager *= 2;
      hand.doubled = true;
      hand.cards.push(draw(state));
      hand.done = true;
      break;
    case 'split': {
      const second = hand.cards.pop() as number;
      hand.fromSplit = true;
      state.hands.push({ cards: [second], wager: BASE_WAGER_UNITS, doubled: false, fromSplit: true, done: false });
      break;
    }
    default:
      throw new IllegalActionError(action);
  }
  return advance(state);
}

/**
 * Moves play on: a split hand gets its second card when its turn comes (split aces then stand), a hand at
 * 21 stands, and once every hand is done the dealer plays and the round is settled.
 */
function advance(state: BlackjackState): BlackjackState {
  while (state.active < state.hands.length) {
    const hand = state.hands[state.active];
    if (!hand.done && hand.cards.length === 1) {
      hand.cards.push(draw(state));
      if (cardValue(hand.cards[0]) === 1 || handTotal(hand.cards).total === 21) hand.done = true;
    }
    if (!hand.done) return state;
    state.active += 1;
  }
  state.active = state.hands.length - 1;
  if (state.hands.some((hand) => handTotal(hand.cards).total <= 21)) {
    // S17: the dealer draws to 17 and stands on every 17, soft or hard.
    while (handTotal(state.dealer).total < 17) state.dealer.push(draw(state));
  }
  state.phase = 'settled';
  return state;
}

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackSettlement {
  dealerTotal: number;
  dealerBlackjack: boolean;
  hands: { result: HandResult; total: number; wagerUnits: number; returnUnits: number }[];
  insurance: { wagerUnits: number; returnUnits: number };
  /** Everything staked in the round, in half-bets. */
  wagerUnits: number;
  /** Everything paid back (stakes included), in half-bets. */
  returnUnits: number;
}

export function settleBlackjack(state: BlackjackState): BlackjackSettlement {
  if (state.phase !== 'settled') throw new IllegalActionError('the round is not over');
  const dealerBlackjack = dealerHasBlackjack(state);
  const dealerTotal = handTotal(state.dealer).total;
  const natural = state.hands.length === 1 && isNatural(state.hands[0].cards);
  const hands = state.hands.map((hand) => {
    const total = handTotal(hand.cards).total;
    const w = hand.wager;
    let result: HandResult;
    let returnUnits: number;
    if (natural) {
      [result, returnUnits] = dealerBlackjack ? ['push', w] : ['blackjack', (w * 5) / 2];
    } else if (dealerBlackjack) {
      [result, returnUnits] = ['lose', 0];
    } else if (total > 21) {
      [result, returnUnits] = ['bust', 0];
    } else if (dealerTotal > 21 || total > dealerTotal) {
      [result, returnUnits] = ['win', 2 * w];
    } else if (total === dealerTotal) {
      [result, returnUnits] = ['push', w];
    } else {
      [result, returnUnits] = ['lose', 0];
    }
    return { result, total, wagerUnits: w, returnUnits };
  });
  const insuranceWager = state.insurance === 'taken' ? BASE_WAGER_UNITS / 2 : 0;
  const insurance = { wagerUnits: insuranceWager, returnUnits: dealerBlackjack ? insuranceWager * 3 : 0 };
  return {
    dealerTotal,
    dealerBlackjack,
    hands,
    insurance,
    wagerUnits: hands.reduce((sum, hand) => sum + hand.wagerUnits, 0) + insurance.wagerUnits,
    returnUnits: hands.reduce((sum, hand) => sum + hand.returnUnits, 0) + insurance.returnUnits,
  };
}

export function assertBlackjackBet(bet: bigint): void {
  if (bet <= 0n || bet % 2n !== 0n) throw new RangeError('a blackjack bet is a positive even number of kuruş');
}

/** Half-bet units to kuruş for a given original bet. */
export function unitsToKurus(units: number, bet: bigint): bigint {
  assertBlackjackBet(bet);
  return (bet / 2n) * BigInt(units);
}

/** What the player may see: the hole card and the shoe stay hidden until the round is settled. */
export interface BlackjackView {
  phase: BlackjackPhase;
  dealer: (number | null)[];
  hands: BlackjackHand[];
  active: number;
  insurance: BlackjackState['insurance'];
  legalActions: BlackjackAction[];
}

export function blackjackView(state: BlackjackState): BlackjackView {
  const settled = state.phase === 'settled';
  return {
    phase: state.phase,
    dealer: settled ? [...state.dealer] : [state.dealer[0], null],
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    active: state.active,
    insurance: state.insurance,
    legalActions: legalActions(state),
  };
}

/**
 * Completes a round the player abandoned (the server calls it when an interrupted round is resumed past its
 * deadline): insurance declined, every remaining hand stands, the dealer plays. No new stake is ever taken.
 */
export function finishBlackjackRound(state: BlackjackState): BlackjackState {
  let current = state;
  while (current.phase !== 'settled') {
    current = applyBlackjackAction(current, current.phase === 'insurance' ? 'no-insurance' : 'stand');
  }
  return current;
}

/** Replays a round from its stream and the player's actions (the verification path). */
export function replayBlackjackRound(rng: RandomSource, actions: readonly BlackjackAction[]): BlackjackState {
  let state = startBlackjackRound(rng);
  for (const action of actions) state = applyBlackjackAction(state, action);
  return state;
}

// ---------------------------------------------------------------------------------------------------------
// Basic strategy for these rules (6 decks, S17, DAS, no resplit, no surrender), total-dependent. It is the
// strategy the simulator plays and the one whose exact expected value blackjack-ev.ts computes.

export type StrategyMove = 'hit' | 'stand' | 'double' | 'split';

export interface StrategyInput {
  /** Best total and whether an ace counts as 11 in it. */
  total: number;
  soft: boolean;
  /** Card value (1..10) when the hand is a splittable pair, else 0. */
  pairValue: number;
  canDouble: boolean;
  /** Dealer up card value, ace = 1. */
  dealerUp: number;
}

/** 'D' double else hit, 'Ds' double else stand. */
type Chart = 'H' | 'S' | 'D' | 'Ds' | 'P';

function hardChart(total: number, up: number): Chart {
  if (total <= 8) return 'H';
  if (total === 9) return up >= 3 && up <= 6 ? 'D' : 'H';
  if (total === 10) return up >= 2 && up <= 9 ? 'D' : 'H';
  if (total === 11) return up === 1 ? 'H' : 'D';
  if (total === 12) return up >= 4 && up <= 6 ? 'S' : 'H';
  if (total <= 16) return up >= 2 && up <= 6 ? 'S' : 'H';
  return 'S';
}

function softChart(total: number, up: number): Chart {
  if (total <= 14) return up === 5 || up === 6 ? 'D' : 'H';
  if (total <= 16) return up >= 4 && up <= 6 ? 'D' : 'H';
  if (total === 17) return up >= 3 && up <= 6 ? 'D' : 'H';
  if (total === 18) return up >= 3 && up <= 6 ? 'Ds' : up === 2 || up === 7 || up === 8 ? 'S' : 'H';
  return 'S';
}

function splits(pair: number, up: number): boolean {
  switch (pair) {
    case 1:
    case 8:
      return true;
    case 9:
      return (up >= 2 && up <= 6) || up === 8 || up === 9;
    case 7:
    case 2:
    case 3:
      return up >= 2 && up <= 7;
    case 6:
      return up >= 2 && up <= 6;
    case 4:
      return up === 5 || up === 6;
    default:
      return false;
  }
}

export function basicStrategy(input: StrategyInput): StrategyMove {
  if (input.pairValue > 0 && splits(input.pairValue, input.dealerUp)) return 'split';
  const chart = input.soft ? softChart(input.total, input.dealerUp) : hardChart(input.total, input.dealerUp);
  switch (chart) {
    case 'D':
      return input.canDouble ? 'double' : 'hit';
    case 'Ds':
      return input.canDouble ? 'double' : 'stand';
    case 'H':
      return 'hit';
    default:
      return 'stand';
  }
}

/** The basic-strategy action for a state awaiting a decision; insurance is always declined. */
export function basicStrategyAction(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return 'no-insurance';
  const hand = state.hands[state.active];
  const { total, soft } = handTotal(hand.cards);
  return basicStrategy({
    total,
    soft,
    pairValue: canSplit(state) ? cardValue(hand.cards[0]) : 0,
    canDouble: canDouble(state),
    dealerUp: cardValue(state.dealer[0]),
  });
}
