// "Kapalıçarşı Hazinesi" (Grand Bazaar Treasure): our studio's 5-reel, 3-row hold-and-win slot. Twenty
// paylines pay as in Sultan's Gems (wild lamps on reels 2-4, no own pay); every gold coin on the screen shows
// a value, and 6 or more coins start the hold-and-win round: the coins stay, the other cells respin 3 times,
// each empty cell landing a coin of its own value or staying blank; every new coin resets the respins to 3.
// When the respins run out (or all 15 cells hold a coin) the round pays every coin's value, and a full
// screen adds the grand prize. Pure math: a RandomSource and a bet in, the round and its win out.
//
// Money: a bet is 20 line bets ("units", a multiple of 20 kuruş); lines, coin values and the grand prize
// are whole units, so every win is an exact integer of kuruş. Draws, in order: one `nextInt(stripLength)`
// per reel (left to right); one `nextInt(coinWeightTotal)` per coin on the screen (reel by reel, top to
// bottom) for its value; then, for each respin, one `nextInt(respinWeightTotal)` per empty cell in the same
// order (below `blankWeight`: blank, else the coin value table read from there).
import type { RandomSource } from './random-source';
import { STUDIO_SLOT } from './slot';

export interface BazaarSymbolDef {
  code: string;
  name: string;
  kind: 'wild' | 'coin' | 'regular';
  /** pays[k] = line bets for k of a kind from the leftmost reel. */
  pays: readonly number[];
}

export interface CoinValueDef {
  /** Units (line bets); 20 units = the total bet. */
  units: number;
  weight: number;
  /** A named prize shown on the coin (mini, major) instead of its amount. */
  label?: 'mini' | 'major';
}

export interface HoldAndWinConfig {
  id: string;
  rows: number;
  betUnits: number;
  symbols: readonly BazaarSymbolDef[];
  reels: readonly string[];
  paylines: readonly (readonly number[])[];
  coinValues: readonly CoinValueDef[];
  /** Weight of a blank in a respin draw, next to the coin values' weights. */
  blankWeight: number;
  /** Coins on the paid spin that start the feature. */
  triggerCoins: number;
  respins: number;
  /** Units added when every cell holds a coin. */
  grandUnits: number;
}

export const BAZAAR_SLOT: HoldAndWinConfig = {
  id: 'grand-bazaar-treasure',
  rows: 3,
  betUnits: 20,
  symbols: [
    { code: 'W', name: 'lamp', kind: 'wild', pays: [0, 0, 0, 0, 0, 0] },
    { code: 'O', name: 'coin', kind: 'coin', pays: [0, 0, 0, 0, 0, 0] },
    { code: 'H', name: 'carpet', kind: 'regular', pays: [0, 0, 0, 50, 150, 600] },
    { code: 'Z', name: 'coffee pot', kind: 'regular', pays: [0, 0, 0, 30, 100, 300] },
    { code: 'N', name: 'evil eye', kind: 'regular', pays: [0, 0, 0, 20, 60, 200] },
    { code: 'D', name: 'delight', kind: 'regular', pays: [0, 0, 0, 15, 40, 150] },
    { code: 'A', name: 'ace', kind: 'regular', pays: [0, 0, 0, 10, 30, 100] },
    { code: 'K', name: 'king', kind: 'regular', pays: [0, 0, 0, 10, 25, 80] },
    { code: 'Q', name: 'queen', kind: 'regular', pays: [0, 0, 0, 6, 15, 60] },
    { code: 'J', name: 'jack', kind: 'regular', pays: [0, 0, 0, 6, 15, 60] },
  ],
  // 30 stops per reel, coins in pairs and singles; no wild lamp on reels 1 and 5.
  reels: [
    'AKOOQJDAKQNJOAZKQJHAOKQJDNAOQK',
    'KQWJOOAKNQJDWKAOQZJKHQOAJWQKDA',
    'QJAOKWQDJOOKAHJQWNKAZQOJKDWAQJ',
    'JAKQOOWJDQKANJWOQKZAJHQKOWDAJQ',
    'KAQJOONKDAJQOKZAHJQOKADJQNKOAJ',
  ],
  paylines: STUDIO_SLOT.paylines,
  coinValues: [
    { units: 10, weight: 300 },
    { units: 20, weight: 250 },
    { units: 40, weight: 150 },
    { units: 60, weight: 100 },
    { units: 100, weight: 60 },
    { units: 200, weight: 25, label: 'mini' },
    { units: 1000, weight: 5, label: 'major' },
  ],
  blankWeight: 15000,
  triggerCoins: 6,
  respins: 3,
  grandUnits: 20000,
};

export interface CompiledBazaar {
  config: HoldAndWinConfig;
  reelCount: number;
  rows: number;
  cells: number;
  strips: Uint8Array[];
  wild: number;
  coin: number;
  pays: Int32Array;
  /** lineCells[line * reels + reel] = cell (reel * rows + row). */
  lineCells: Uint8Array;
  coinWeightTotal: number;
  respinWeightTotal: number;
}

const cache = new WeakMap<HoldAndWinConfig, CompiledBazaar>();

export function compileBazaar(config: HoldAndWinConfig): CompiledBazaar {
  const cached = cache.get(config);
  if (cached) return cached;
  const codeIndex = new Map(config.symbols.map((symbol, index) => [symbol.code, index]));
  const pays = new Int32Array(config.symbols.length * 6);
  config.symbols.forEach((symbol, index) => {
    for (let k = 0; k <= 5; k++) pays[index * 6 + k] = symbol.pays[k] ?? 0;
  });
  const reelCount = config.reels.length;
  const lineCells = new Uint8Array(config.paylines.length * reelCount);
  config.paylines.forEach((line, l) => line.forEach((row, reel) => (lineCells[l * reelCount + reel] = reel * config.rows + row)));
  const coinWeightTotal = config.coinValues.reduce((sum, value) => sum + value.weight, 0);
  const compiled: CompiledBazaar = {
    config,
    reelCount,
    rows: config.rows,
    cells: reelCount * config.rows,
    strips: config.reels.map((strip) =>
      Uint8Array.from(strip, (code) => {
        const index = codeIndex.get(code);
        if (index === undefined) throw new Error(`unknown symbol code ${code}`);
        return index;
      }),
    ),
    wild: config.symbols.findIndex((symbol) => symbol.kind === 'wild'),
    coin: config.symbols.findIndex((symbol) => symbol.kind === 'coin'),
    pays,
    lineCells,
    coinWeightTotal,
    respinWeightTotal: coinWeightTotal + config.blankWeight,
  };
  cache.set(config, compiled);
  return compiled;
}

/** One line left to right: leading wilds, then the first other symbol (a coin ends the line). Encoded `units * 1024 + symbol * 8 + count`. */
export function evaluateBazaarLine(slot: CompiledBazaar, symbols: ArrayLike<number>): number {
  const reels = slot.reelCount;
  const { wild, coin, pays } = slot;
  let wilds = 0;
  while (wilds < reels && symbols[wilds] === wild) wilds++;
  if (wilds === reels) return 0;
  const target = symbols[wilds];
  if (target === coin) return 0;
  let count = wilds + 1;
  while (count < reels && (symbols[count] === target || symbols[count] === wild)) count++;
  const units = pays[target * 6 + count];
  return units > 0 ? units * 1024 + target * 8 + count : 0;
}

const lineScratch = new Uint8Array(8);

/** Line units of a screen and its coin count. */
export function evaluateBazaarGrid(slot: CompiledBazaar, grid: Uint8Array, onLineWin?: (line: number, encoded: number) => void): { lineUnits: number; coins: number } {
  const reels = slot.reelCount;
  const lines = slot.config.paylines.length;
  let lineUnits = 0;
  for (let line = 0; line < lines; line++) {
    for (let reel = 0; reel < reels; reel++) lineScratch[reel] = grid[slot.lineCells[line * reels + reel]];
    const encoded = evaluateBazaarLine(slot, lineScratch);
    if (encoded !== 0) {
      lineUnits += Math.floor(encoded / 1024);
      onLineWin?.(line, encoded);
    }
  }
  let coins = 0;
  for (let cell = 0; cell < slot.cells; cell++) if (grid[cell] === slot.coin) coins++;
  return { lineUnits, coins };
}

function coinValue(slot: CompiledBazaar, draw: number): CoinValueDef {
  let rest = draw;
  for (const value of slot.config.coinValues) {
    if (rest < value.weight) return value;
    rest -= value.weight;
  }
  throw new RangeError('coin draw out of range');
}

export interface BazaarCoin {
  /** Cell index: reel * rows + row. */
  cell: number;
  units: number;
  label: 'mini' | 'major' | null;
}

export interface BazaarLineWin {
  line: number;
  symbol: string;
  count: number;
  units: number;
}

export interface BazaarRespin {
  /** Coins that landed on this respin. */
  landed: BazaarCoin[];
  /** Respins left after it (3 again when a coin landed). */
  respinsLeft: number;
}

export interface BazaarFeature {
  respins: BazaarRespin[];
  /** Every coin held at the end, by cell. */
  coins: BazaarCoin[];
  full: boolean;
  coinUnits: number;
  grandUnits: number;
}

export interface BazaarRound {
  game: 'bazaar';
  configId: string;
  bet: bigint;
  unit: bigint;
  stops: number[];
  grid: string[][];
  lineWins: BazaarLineWin[];
  lineUnits: number;
  /** The coins of the paid spin with their values (paid only when they start the feature). */
  coins: BazaarCoin[];
  feature: BazaarFeature | null;
  winUnits: number;
  win: bigint;
}

export function bazaarBetStep(config: HoldAndWinConfig = BAZAAR_SLOT): bigint {
  return BigInt(config.betUnits);
}

export function assertBazaarBet(bet: bigint, config: HoldAndWinConfig = BAZAAR_SLOT): void {
  const step = bazaarBetStep(config);
  if (bet <= 0n || bet % step !== 0n) throw new RangeError(`a bet is a positive multiple of ${step} kuruş`);
}

function drawScreen(slot: CompiledBazaar, rng: RandomSource, stops: Int32Array | number[], grid: Uint8Array): void {
  for (let reel = 0; reel < slot.reelCount; reel++) {
    const strip = slot.strips[reel];
    stops[reel] = rng.nextInt(strip.length);
    for (let row = 0; row < slot.rows; row++) grid[reel * slot.rows + row] = strip[(stops[reel] + row) % strip.length];
  }
}

const coinOf = (cell: number, value: CoinValueDef): BazaarCoin => ({ cell, units: value.units, label: value.label ?? null });

/** Plays one paid spin and its hold-and-win round, if any, from one round stream. */
export function playBazaarRound(rng: RandomSource, bet: bigint, config: HoldAndWinConfig = BAZAAR_SLOT): BazaarRound {
  assertBazaarBet(bet, config);
  const slot = compileBazaar(config);
  const stops: number[] = new Array(slot.reelCount);
  const grid = new Uint8Array(slot.cells);
  drawScreen(slot, rng, stops, grid);
  const codes = config.symbols.map((symbol) => symbol.code);
  const lineWins: BazaarLineWin[] = [];
  const evaluation = evaluateBazaarGrid(slot, grid, (line, encoded) =>
    lineWins.push({ line: line + 1, symbol: codes[Math.floor(encoded / 8) % 128], count: encoded % 8, units: Math.floor(encoded / 1024) }),
  );
  const coins: BazaarCoin[] = [];
  for (let cell = 0; cell < slot.cells; cell++) {
    if (grid[cell] === slot.coin) coins.push(coinOf(cell, coinValue(slot, rng.nextInt(slot.coinWeightTotal))));
  }
  let feature: BazaarFeature | null = null;
  if (coins.length >= config.triggerCoins) {
    const held: (BazaarCoin | null)[] = new Array(slot.cells).fill(null);
    for (const coin of coins) held[coin.cell] = coin;
    let count = coins.length;
    let left = config.respins;
    const respins: BazaarRespin[] = [];
    while (left > 0 && count < slot.cells) {
      const landed: BazaarCoin[] = [];
      for (let cell = 0; cell < slot.cells; cell++) {
        if (held[cell]) continue;
        const draw = rng.nextInt(slot.respinWeightTotal);
        if (draw < config.blankWeight) continue;
        const coin = coinOf(cell, coinValue(slot, draw - config.blankWeight));
        held[cell] = coin;
        landed.push(coin);
      }
      count += landed.length;
      left = landed.length > 0 ? config.respins : left - 1;
      respins.push({ landed, respinsLeft: left });
    }
    const all = held.filter((coin): coin is BazaarCoin => coin !== null);
    const full = all.length === slot.cells;
    feature = {
      respins,
      coins: all,
      full,
      coinUnits: all.reduce((sum, coin) => sum + coin.units, 0),
      grandUnits: full ? config.grandUnits : 0,
    };
  }
  const winUnits = evaluation.lineUnits + (feature ? feature.coinUnits + feature.grandUnits : 0);
  const unit = bet / BigInt(config.betUnits);
  return {
    game: 'bazaar',
    configId: config.id,
    bet,
    unit,
    stops,
    grid: Array.from({ length: slot.reelCount }, (_, reel) => Array.from(grid.subarray(reel * slot.rows, (reel + 1) * slot.rows), (s) => codes[s])),
    lineWins,
    lineUnits: evaluation.lineUnits,
    coins,
    feature,
    winUnits,
    win: unit * BigInt(winUnits),
  };
}

const fastStops = new Int32Array(8);
const fastGrid = new Uint8Array(64);
const fastHeld = new Uint8Array(64);

/** The same round reduced to its units, drawing in the same order (the simulator's path; a test holds them equal). */
export function playBazaarRoundUnits(rng: RandomSource, config: HoldAndWinConfig = BAZAAR_SLOT): number {
  const slot = compileBazaar(config);
  const grid = fastGrid.subarray(0, slot.cells);
  drawScreen(slot, rng, fastStops, grid);
  const evaluation = evaluateBazaarGrid(slot, grid);
  let coinUnits = 0;
  for (let cell = 0; cell < slot.cells; cell++) {
    fastHeld[cell] = grid[cell] === slot.coin ? 1 : 0;
    if (fastHeld[cell]) coinUnits += coinValue(slot, rng.nextInt(slot.coinWeightTotal)).units;
  }
  if (evaluation.coins < config.triggerCoins) return evaluation.lineUnits;
  let count = evaluation.coins;
  let left = config.respins;
  while (left > 0 && count < slot.cells) {
    let landed = 0;
    for (let cell = 0; cell < slot.cells; cell++) {
      if (fastHeld[cell]) continue;
      const draw = rng.nextInt(slot.respinWeightTotal);
      if (draw < config.blankWeight) continue;
      fastHeld[cell] = 1;
      coinUnits += coinValue(slot, draw - config.blankWeight).units;
      landed++;
    }
    count += landed;
    left = landed > 0 ? config.respins : left - 1;
  }
  return evaluation.lineUnits + coinUnits + (count === slot.cells ? config.grandUnits : 0);
}
