// "Boğaz Gecesi" (Bosphorus Night): our studio's 5-reel, 3-row slot paying 243 ways (any adjacent reels from
// the leftmost, every matching cell of a reel multiplies the ways), wild lanterns on reels 2-4, moon
// scatters (3+ pay and award 8 free spins) and a free-spins round whose multiplier climbs one step every
// free spin (x1, x2, ... up to x5); 3+ moons in free spins add 5 spins and the ladder carries on.
// Pure math: a RandomSource and a bet in, the spins and the win (integer kuruş) out.
//
// Money: a bet is 20 units (a multiple of 20 kuruş); every pay is a whole number of units, so every win is
// an exact integer of kuruş. Draws: one `nextInt(stripLength)` per reel, reels left to right, the paid
// spin first, then each free spin in order, all from the paid spin's round stream (one nonce).
import type { RandomSource } from './random-source';

export interface WaysSymbolDef {
  code: string;
  name: string;
  kind: 'wild' | 'scatter' | 'regular';
  /** pays[k] = units per way for k reels from the leftmost (k = 0..5). */
  pays: readonly number[];
}

export interface WaysSlotConfig {
  id: string;
  rows: number;
  /** Units in one bet (the bet step in kuruş). */
  betUnits: number;
  symbols: readonly WaysSymbolDef[];
  /** One string per reel, one symbol code per stop, read circularly top to bottom. */
  reels: readonly string[];
  /** scatterPays[n] = units paid for n scatters anywhere. */
  scatterPays: readonly number[];
  /** Free spins for 3+ scatters on the paid spin, and added by 3+ scatters during free spins. */
  freeSpins: number;
  retrigger: number;
  /** Scatters needed to start (or add to) the free spins. */
  triggerScatters: number;
  /** Free spin j (1-based) is multiplied by min(j, maxMultiplier). */
  maxMultiplier: number;
}

export const BOSPHORUS_SLOT: WaysSlotConfig = {
  id: 'bosphorus-night',
  rows: 3,
  betUnits: 20,
  symbols: [
    { code: 'W', name: 'lantern', kind: 'wild', pays: [0, 0, 0, 0, 0, 0] },
    { code: 'S', name: 'moon', kind: 'scatter', pays: [0, 0, 0, 0, 0, 0] },
    { code: 'F', name: 'ferry', kind: 'regular', pays: [0, 0, 0, 15, 30, 75] },
    { code: 'G', name: 'tower', kind: 'regular', pays: [0, 0, 0, 10, 25, 60] },
    { code: 'C', name: 'tea', kind: 'regular', pays: [0, 0, 0, 8, 18, 45] },
    { code: 'B', name: 'simit', kind: 'regular', pays: [0, 0, 0, 6, 15, 35] },
    { code: 'A', name: 'ace', kind: 'regular', pays: [0, 0, 0, 3, 7, 18] },
    { code: 'K', name: 'king', kind: 'regular', pays: [0, 0, 0, 3, 7, 18] },
    { code: 'Q', name: 'queen', kind: 'regular', pays: [0, 0, 0, 2, 6, 14] },
    { code: 'J', name: 'jack', kind: 'regular', pays: [0, 0, 0, 2, 5, 12] },
  ],
  // 32 stops per reel, one moon per reel (a window shows at most one), no lantern on reels 1 and 5.
  reels: [
    'AQJKSQBJAKCQJFAKQJGAQKBJCAQJKAGQ',
    'KJWQABSJKCQAJWKGQJBAKFQJWAKCJQGA',
    'QAJKWCJSQABKJWQFAJGKQWJAKBQCJAQK',
    'JKQAWBQJKSAGJQWKCAJQFKWAJBQKAJCQ',
    'AKQJCBKSAQJGKAQFJKAQBJCKQAJGQKAJ',
  ],
  scatterPays: [0, 0, 0, 20, 100, 400],
  freeSpins: 8,
  retrigger: 5,
  triggerScatters: 3,
  maxMultiplier: 5,
};

export interface CompiledWays {
  config: WaysSlotConfig;
  reelCount: number;
  rows: number;
  strips: Uint8Array[];
  wild: number;
  scatter: number;
  /** Indices of the paying symbols. */
  regular: number[];
  /** pays[symbol * 6 + k]. */
  pays: Int32Array;
}

const cache = new WeakMap<WaysSlotConfig, CompiledWays>();

export function compileWays(config: WaysSlotConfig): CompiledWays {
  const cached = cache.get(config);
  if (cached) return cached;
  const codeIndex = new Map(config.symbols.map((symbol, index) => [symbol.code, index]));
  const pays = new Int32Array(config.symbols.length * 6);
  config.symbols.forEach((symbol, index) => {
    for (let k = 0; k <= 5; k++) pays[index * 6 + k] = symbol.pays[k] ?? 0;
  });
  const compiled: CompiledWays = {
    config,
    reelCount: config.reels.length,
    rows: config.rows,
    strips: config.reels.map((strip) =>
      Uint8Array.from(strip, (code) => {
        const index = codeIndex.get(code);
        if (index === undefined) throw new Error(`unknown symbol code ${code}`);
        return index;
      }),
    ),
    wild: config.symbols.findIndex((symbol) => symbol.kind === 'wild'),
    scatter: config.symbols.findIndex((symbol) => symbol.kind === 'scatter'),
    regular: config.symbols.flatMap((symbol, index) => (symbol.kind === 'regular' ? [index] : [])),
    pays,
  };
  cache.set(config, compiled);
  return compiled;
}

export interface WaysWin {
  symbol: string;
  /** Reels matched from the leftmost. */
  count: number;
  /** Product of the matching cells on those reels. */
  ways: number;
  /** Units won (per-way pay x ways), before the multiplier. */
  units: number;
}

export interface WaysSpin {
  kind: 'base' | 'free';
  stops: number[];
  /** Symbol codes per reel, top to bottom. */
  grid: string[][];
  wins: WaysWin[];
  scatters: number;
  scatterUnits: number;
  freeSpinsAwarded: number;
  multiplier: number;
  /** (ways units + scatter units) x multiplier. */
  winUnits: number;
}

export interface BosphorusRound {
  game: 'bosphorus';
  configId: string;
  bet: bigint;
  /** Kuruş per unit: bet / betUnits. */
  unit: bigint;
  base: WaysSpin;
  freeSpins: WaysSpin[];
  winUnits: number;
  win: bigint;
}

/** Evaluates a screen (cells reel-major); calls onWin for each paying symbol when the caller lists them. */
export function evaluateWays(
  slot: CompiledWays,
  grid: Uint8Array,
  onWin?: (symbol: number, count: number, ways: number, units: number) => void,
): { waysUnits: number; scatters: number; scatterUnits: number; awarded: number } {
  const { rows, reelCount, wild, scatter, pays } = slot;
  let waysUnits = 0;
  for (const symbol of slot.regular) {
    let ways = 1;
    let count = 0;
    for (let reel = 0; reel < reelCount; reel++) {
      let matches = 0;
      for (let row = 0; row < rows; row++) {
        const cell = grid[reel * rows + row];
        if (cell === symbol || cell === wild) matches++;
      }
      if (matches === 0) break;
      ways *= matches;
      count++;
    }
    const units = pays[symbol * 6 + count] * ways;
    if (units > 0) {
      waysUnits += units;
      onWin?.(symbol, count, ways, units);
    }
  }
  let scatters = 0;
  for (let cell = 0; cell < grid.length; cell++) if (grid[cell] === scatter) scatters++;
  return { waysUnits, scatters, scatterUnits: slot.config.scatterPays[scatters] ?? 0, awarded: scatters >= slot.config.triggerScatters ? 1 : 0 };
}

function drawScreen(slot: CompiledWays, rng: RandomSource, stops: Int32Array | number[], grid: Uint8Array): void {
  for (let reel = 0; reel < slot.reelCount; reel++) {
    const strip = slot.strips[reel];
    stops[reel] = rng.nextInt(strip.length);
    for (let row = 0; row < slot.rows; row++) grid[reel * slot.rows + row] = strip[(stops[reel] + row) % strip.length];
  }
}

/** The multiplier of free spin `index` (0-based). */
export function freeSpinMultiplier(config: WaysSlotConfig, index: number): number {
  return Math.min(index + 1, config.maxMultiplier);
}

function playSpin(slot: CompiledWays, rng: RandomSource, kind: 'base' | 'free', multiplier: number): WaysSpin {
  const stops: number[] = new Array(slot.reelCount);
  const grid = new Uint8Array(slot.reelCount * slot.rows);
  drawScreen(slot, rng, stops, grid);
  const codes = slot.config.symbols.map((symbol) => symbol.code);
  const wins: WaysWin[] = [];
  const evaluation = evaluateWays(slot, grid, (symbol, count, ways, units) => wins.push({ symbol: codes[symbol], count, ways, units }));
  const { freeSpins, retrigger } = slot.config;
  return {
    kind,
    stops,
    grid: Array.from({ length: slot.reelCount }, (_, reel) => Array.from(grid.subarray(reel * slot.rows, (reel + 1) * slot.rows), (s) => codes[s])),
    wins,
    scatters: evaluation.scatters,
    scatterUnits: evaluation.scatterUnits,
    freeSpinsAwarded: evaluation.awarded * (kind === 'base' ? freeSpins : retrigger),
    multiplier,
    winUnits: (evaluation.waysUnits + evaluation.scatterUnits) * multiplier,
  };
}

export function bosphorusBetStep(config: WaysSlotConfig = BOSPHORUS_SLOT): bigint {
  return BigInt(config.betUnits);
}

export function assertBosphorusBet(bet: bigint, config: WaysSlotConfig = BOSPHORUS_SLOT): void {
  const step = bosphorusBetStep(config);
  if (bet <= 0n || bet % step !== 0n) throw new RangeError(`a bet is a positive multiple of ${step} kuruş`);
}

/** One paid spin and every free spin it leads to, from one round stream. */
export function playBosphorusRound(rng: RandomSource, bet: bigint, config: WaysSlotConfig = BOSPHORUS_SLOT): BosphorusRound {
  assertBosphorusBet(bet, config);
  const slot = compileWays(config);
  const base = playSpin(slot, rng, 'base', 1);
  const freeSpins: WaysSpin[] = [];
  let remaining = base.freeSpinsAwarded;
  while (remaining > 0) {
    const spin = playSpin(slot, rng, 'free', freeSpinMultiplier(config, freeSpins.length));
    freeSpins.push(spin);
    remaining += spin.freeSpinsAwarded - 1;
  }
  const winUnits = base.winUnits + freeSpins.reduce((sum, spin) => sum + spin.winUnits, 0);
  const unit = bet / BigInt(config.betUnits);
  return { game: 'bosphorus', configId: config.id, bet, unit, base, freeSpins, winUnits, win: unit * BigInt(winUnits) };
}

const fastStops = new Int32Array(8);
const fastGrid = new Uint8Array(64);

/** The same round reduced to its units, drawing in the same order (the simulator's path; a test holds them equal). */
export function playBosphorusRoundUnits(rng: RandomSource, config: WaysSlotConfig = BOSPHORUS_SLOT): number {
  const slot = compileWays(config);
  const grid = fastGrid.subarray(0, slot.reelCount * slot.rows);
  drawScreen(slot, rng, fastStops, grid);
  const base = evaluateWays(slot, grid);
  let units = base.waysUnits + base.scatterUnits;
  let remaining = base.awarded * config.freeSpins;
  let index = 0;
  while (remaining > 0) {
    drawScreen(slot, rng, fastStops, grid);
    const spin = evaluateWays(slot, grid);
    units += (spin.waysUnits + spin.scatterUnits) * freeSpinMultiplier(config, index);
    remaining += spin.awarded * config.retrigger - 1;
    index++;
  }
  return units;
}
