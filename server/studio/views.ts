// The studio's records as stored (JSON with kuruş as strings) and as answered (the contract's Studio*
// schemas, TRY numbers). Stored records keep everything needed to recall a round in full; answers never
// show a blackjack hole card or shoe before the hand is over.
import type { components } from '../../common/contract/schema.gen';
import { kurusToTry } from '../lib/money';
import {
  blackjackView,
  handTotal,
  settleBlackjack,
  unitsToKurus,
  type BlackjackState,
  type RouletteBet,
  type RouletteBetSpec,
  type RouletteRound,
  type SlotRound,
  type SlotSpin,
} from './engine';

type Schemas = components['schemas'];
export type StudioOutcomeJson = Schemas['StudioOutcome'];
export type StudioRouletteBetJson = Schemas['StudioRouletteBet'];

// ---- roulette bets -------------------------------------------------------------------------------

/** A stored roulette bet: the spec with the amount in kuruş as a string. */
export type StoredRouletteBet = RouletteBetSpec & { amount: string };

export function storeRouletteBet(bet: RouletteBet): StoredRouletteBet {
  return { ...bet, amount: bet.amount.toString() } as StoredRouletteBet;
}

export function loadRouletteBet(bet: StoredRouletteBet): RouletteBet {
  return { ...bet, amount: BigInt(bet.amount) } as RouletteBet;
}

export function rouletteBetJson(bet: RouletteBet): StudioRouletteBetJson {
  const json: StudioRouletteBetJson = { kind: bet.kind, amount: kurusToTry(bet.amount) };
  if ('numbers' in bet) json.numbers = [...bet.numbers];
  if ('index' in bet) json.index = bet.index;
  return json;
}

// ---- slot ----------------------------------------------------------------------------------------

function spinJson(spin: SlotSpin): Schemas['StudioSlotSpin'] {
  return {
    kind: spin.kind,
    stops: [...spin.stops],
    grid: spin.grid.map((reel) => [...reel]),
    lineWins: spin.lineWins.map((win) => ({ line: win.line, symbol: win.symbol, count: win.count, units: win.units })),
    scatters: spin.scatters,
    freeSpinsAwarded: spin.freeSpinsAwarded,
    multiplier: spin.multiplier,
    winUnits: spin.winUnits,
  };
}

export function slotOutcomeJson(round: SlotRound): Schemas['StudioSlotOutcome'] {
  return { game: 'slot', lineBet: kurusToTry(round.lineBet), base: spinJson(round.base), freeSpins: round.freeSpins.map(spinJson), winUnits: round.winUnits };
}

// ---- roulette ------------------------------------------------------------------------------------

export function rouletteOutcomeJson(round: RouletteRound): Schemas['StudioRouletteOutcome'] {
  return {
    game: 'roulette',
    pocket: round.pocket,
    color: round.color,
    results: round.results.map((result) => ({
      bet: rouletteBetJson(result.bet),
      covered: [...result.covered],
      won: result.won,
      payout: kurusToTry(result.payout),
    })),
  };
}

// ---- blackjack -----------------------------------------------------------------------------------

/** The hand as the player may see it (hole card hidden until settled), wagers in TRY for the bet. */
export function blackjackOutcomeJson(state: BlackjackState, bet: bigint): Schemas['StudioBlackjackOutcome'] {
  const view = blackjackView(state);
  const settlement = state.phase === 'settled' ? settleBlackjack(state) : null;
  const visibleDealer = view.dealer.filter((card): card is number => card !== null);
  return {
    game: 'blackjack',
    phase: view.phase,
    dealer: view.dealer,
    dealerTotal: settlement ? settlement.dealerTotal : visibleDealer.length > 0 ? handTotal(visibleDealer).total : null,
    hands: view.hands.map((hand, index) => {
      const total = handTotal(hand.cards);
      return {
        cards: hand.cards,
        total: total.total,
        soft: total.soft,
        wager: kurusToTry(unitsToKurus(hand.wager, bet)),
        doubled: hand.doubled,
        fromSplit: hand.fromSplit,
        done: hand.done,
        result: settlement ? settlement.hands[index]!.result : null,
      };
    }),
    active: view.active,
    insurance: view.insurance,
    legalActions: view.legalActions,
    actions: [...state.actions],
  };
}

// ---- crash ---------------------------------------------------------------------------------------

export function hundredthsToMultiplier(hundredths: number): number {
  return hundredths / 100;
}

/** 2.5 → 250 (two decimals at most); NaN for anything else. */
export function multiplierToHundredths(multiplier: number): number {
  const hundredths = Math.round(multiplier * 100);
  return Math.abs(hundredths - multiplier * 100) < 1e-6 ? hundredths : Number.NaN;
}

export function crashOutcomeJson(input: {
  roundNumber: number;
  crashPoint: number | null;
  autoCashOut: number | null;
  cashedOutAt: number | null;
}): Schemas['StudioCrashOutcome'] {
  return {
    game: 'crash',
    roundNumber: input.roundNumber,
    crashPoint: input.crashPoint === null ? null : hundredthsToMultiplier(input.crashPoint),
    autoCashOut: input.autoCashOut === null ? null : hundredthsToMultiplier(input.autoCashOut),
    cashedOutAt: input.cashedOutAt === null ? null : hundredthsToMultiplier(input.cashedOutAt),
  };
}

/** JSON.stringify replacer for records holding bigints (stored as decimal strings). */
export function storable<T>(value: T): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as Record<string, unknown>;
}
