// "Sultan's Gems": our studio's 5-reel, 3-row video slot with 20 paylines, wilds on reels 2-4, scatters
// anywhere (3+ award 10 free spins, retriggerable) and free spins played on wild-rich strips with every win
// doubled. Pure math: a RandomSource and a bet in, the spins and the win (integer kuruş) out.
//
// Money: the total bet is split over the 20 lines, so a bet must be a multiple of 20 kuruş; every pay is an
// integer number of line bets ("units"), so every win is an exact integer of kuruş.
import type { RandomSource } from './random-source';

export type SymbolKind = 'wild' | 'scatter' | 'regular';

export interface SlotSymbolDef {
  /** One character, used in the strip strings below and in round records. */
  code: string;
  name: string;
  kind: SymbolKind;
  /** pays[k] = line bets paid for k of a kind from the leftmost reel (k = 0..5). Wild: its own line pay. */
  pays: readonly number[];
}

export interface SlotConfig {
  id: string;
  rows: number;
  symbols: readonly SlotSymbolDef[];
  /** One string per reel, one symbol code per stop, read circularly top to bottom. */
  baseReels: readonly string[];
  freeReels: readonly string[];
  /** Row (0 = top) on each reel for each payline. */
  paylines: readonly (readonly number[])[];
  /** scatterPays[n] = line bets paid for n scatters anywhere on the screen. */
  scatterPays: readonly number[];
  /** freeSpinsAwarded[n] = free spins for n scatters (in the base game and, as a retrigger, in free spins). */
  freeSpinsAwarded: readonly number[];
  /** Every win of a free spin (lines and scatters) is multiplied by this. */
  freeSpinMultiplier: number;
}

export const STUDIO_SLOT: SlotConfig = {
  id: 'sultans-gems',
  rows: 3,
  symbols: [
    { code: 'W', name: 'wild', kind: 'wild', pays: [0, 0, 0, 0, 0, 0] },
    { code: 'S', name: 'scatter', kind: 'scatter', pays: [0, 0, 0, 0, 0, 0] },
    { code: 'D', name: 'diamond', kind: 'regular', pays: [0, 0, 0, 50, 250, 1000] },
    { code: 'R', name: 'ruby', kind: 'regular', pays: [0, 0, 0, 30, 125, 500] },
    { code: 'E', name: 'emerald', kind: 'regular', pays: [0, 0, 0, 25, 100, 300] },
    { code: 'P', name: 'sapphire', kind: 'regular', pays: [0, 0, 0, 20, 75, 250] },
    { code: 'A', name: 'ace', kind: 'regular', pays: [0, 0, 0, 12, 40, 150] },
    { code: 'K', name: 'king', kind: 'regular', pays: [0, 0, 0, 10, 30, 125] },
    { code: 'Q', name: 'queen', kind: 'regular', pays: [0, 0, 0, 8, 25, 100] },
    { code: 'J', name: 'jack', kind: 'regular', pays: [0, 0, 0, 6, 20, 80] },
    { code: 'T', name: 'ten', kind: 'regular', pays: [0, 0, 0, 5, 20, 80] },
  ],
  // 35 stops per reel; reels 1 and 5 carry no wild; one scatter per reel, so a window shows at most one.
  baseReels: [
    'DQERQKTQEJQTPATPSTKJKAJTPQJKTAJRAJE',
    'QPKPWTQESJQTAEJKJAKWAJPRTKRTDAQTJQW',
    'TRERKWTPQTWQETWPJQJADJPJQKAQKJASTAK',
    'JPKAQDQWESJKAJPTAQWRKEJTWTQTPTJAQRK',
    'PEJTJAKAERDPTQJTKRTAKJTAEQTPJQKQJSQ',
  ],
  // Free-spin strips: 33 stops on reels 1 and 5, 40 on reels 2-4 with 8 wilds each.
  freeReels: [
    'KSAPKQREAEKJQEQKTPJTAPTQRTQJDTJAJ',
    'WQWEDAJKTWAPJRWJWJQJSAKWKTWQETPTQKQRTPWA',
    'WAETWQASJWRKWPTPQJPKJWJAQRKQEJWTQWTATKWD',
    'RWJRKTQPJTJKWAWKQAJWQWPDQEWATSPWTJKETWAQ',
    'SRQAQKTJEJPDAQTKQAEPTJKJTKJEQPTAR',
  ],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [1, 0, 1, 2, 1],
    [1, 2, 1, 0, 1],
    [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2],
    [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1],
    [1, 1, 2, 1, 1],
    [0, 0, 2, 0, 0],
    [2, 2, 0, 2, 2],
    [0, 2, 2, 2, 0],
  ],
  // 3, 4, 5 scatters pay 2x, 10x and 50x the total bet (20 line bets = 1x).
  scatterPays: [0, 0, 0, 40, 200, 1000],
  freeSpinsAwarded: [0, 0, 0, 10, 10, 10],
  freeSpinMultiplier: 2,
};

/** A config turned into index arrays for fast evaluation. */
export interface CompiledSlot {
  config: SlotConfig;
  reelCount: number;
  rows: number;
  lines: number;
  /** pays[symbol * 6 + k]. */
  pays: Int32Array;
  wild: number;
  scatter: number;
  baseStrips: Uint8Array[];
  freeStrips: Uint8Array[];
  /** Grid cell (reel * rows + row) for each payline and reel: lineCells[line * reels + reel]. */
  lineCells: Uint8Array;
}

const compiledCache = new WeakMap<SlotConfig, CompiledSlot>();

export function compileSlot(config: SlotConfig): CompiledSlot {
  const cached = compiledCache.get(config);
  if (cached) return cached;
  const reelCount = config.baseReels.length;
  if (reelCount !== config.freeReels.length) throw new Error('base and free-spin reel counts differ');
  const codeIndex = new Map(config.symbols.map((symbol, index) => [symbol.code, index]));
  const wild = config.symbols.findIndex((symbol) => symbol.kind === 'wild');
  const scatter = config.symbols.findIndex((symbol) => symbol.kind === 'scatter');
  const pays = new Int32Array(config.symbols.length * 6);
  config.symbols.forEach((symbol, index) => {
    for (let k = 0; k <= 5; k++) pays[index * 6 + k] = symbol.pays[k] ?? 0;
  });
  const toStrip = (strip: string) =>
    Uint8Array.from(strip, (code) => {
      const index = codeIndex.get(code);
      if (index === undefined) throw new Error(`unknown symbol code ${code}`);
      return index;
    });
  const lineCells = new Uint8Array(config.paylines.length * reelCount);
  config.paylines.forEach((line, l) => {
    if (line.length !== reelCount) throw new Error(`payline ${l + 1} does not cross every reel`);
    line.forEach((row, reel) => {
      if (row < 0 || row >= config.rows) throw new Error(`payline ${l + 1} leaves the screen`);
      lineCells[l * reelCount + reel] = reel * config.rows + row;
    });
  });
  const compiled: CompiledSlot = {
    config,
    reelCount,
    rows: config.rows,
    lines: config.paylines.length,
    pays,
    wild,
    scatter,
    baseStrips: config.baseReels.map(toStrip),
    freeStrips: config.freeReels.map(toStrip),
    lineCells,
  };
  compiledCache.set(config, compiled);
  return compiled;
}

/** The smallest bet step (kuruş) for which every win is a whole number of kuruş: one kuruş per line. */
export function slotBetStep(config: SlotConfig = STUDIO_SLOT): bigint {
  return BigInt(config.paylines.length);
}

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: string;
  count: number;
  /** Line bets won before the free-spin multiplier. */
  units: number;
}

/**
 * One line, left to right: leading wilds, then the first non-wild symbol, which wilds substitute for (never a
 * scatter). The line pays the better of the run of that symbol and the run of wilds alone. Returns the
 * encoded win `units * 1024 + symbol * 8 + count`, or 0 for no win, to stay allocation-free on the hot path.
 */
export function evaluateLine(slot: CompiledSlot, symbols: ArrayLike<number>): number {
  const reels = slot.reelCount;
  const { wild, scatter, pays } = slot;
  let wilds = 0;
  while (wilds < reels && symbols[wilds] === wild) wilds++;
  const wildUnits = wild >= 0 ? pays[wild * 6 + wilds] : 0;
  let best = wildUnits > 0 ? wildUnits * 1024 + wild * 8 + wilds : 0;
  if (wilds === reels) return best;
  const target = symbols[wilds];
  if (target === scatter) return best;
  let count = wilds + 1;
  while (count < reels && (symbols[count] === target || symbols[count] === wild)) count++;
  const units = pays[target * 6 + count];
  if (units > wildUnits) best = units * 1024 + target * 8 + count;
  return best;
}

const lineScratch = new Uint8Array(8);

/** Reads the window of each reel for the given stops into `grid` (reel-major, rows top to bottom). */
export function fillGrid(slot: CompiledSlot, strips: Uint8Array[], stops: ArrayLike<number>, grid: Uint8Array): void {
  const rows = slot.rows;
  for (let reel = 0; reel < slot.reelCount; reel++) {
    const strip = strips[reel];
    const length = strip.length;
    for (let row = 0; row < rows; row++) grid[reel * rows + row] = strip[(stops[reel] + row) % length];
  }
}

export interface GridEvaluation {
  /** Line bets won on all lines, before the multiplier. */
  lineUnits: number;
  scatters: number;
  scatterUnits: number;
  freeSpinsAwarded: number;
}

/** Evaluates a screen; `onLineWin` receives the winning lines when a caller wants them listed. */
export function evaluateGrid(
  slot: CompiledSlot,
  grid: Uint8Array,
  onLineWin?: (line: number, encoded: number) => void,
): GridEvaluation {
  const reels = slot.reelCount;
  let lineUnits = 0;
  for (let line = 0; line < slot.lines; line++) {
    for (let reel = 0; reel < reels; reel++) lineScratch[reel] = grid[slot.lineCells[line * reels + reel]];
    const encoded = evaluateLine(slot, lineScratch);
    if (encoded !== 0) {
      lineUnits += Math.floor(encoded / 1024);
      onLineWin?.(line, encoded);
    }
  }
  let scatters = 0;
  for (let cell = 0; cell < grid.length; cell++) if (grid[cell] === slot.scatter) scatters++;
  const { scatterPays, freeSpinsAwarded } = slot.config;
  return {
    lineUnits,
    scatters,
    scatterUnits: scatterPays[scatters] ?? 0,
    freeSpinsAwarded: freeSpinsAwarded[scatters] ?? 0,
  };
}

export interface SlotSpin {
  kind: 'base' | 'free';
  /** Stop index per reel: the top visible row shows strip[stop]. */
  stops: number[];
  /** Symbol codes per reel, top to bottom. */
  grid: string[][];
  lineWins: LineWin[];
  scatters: number;
  scatterUnits: number;
  freeSpinsAwarded: number;
  multiplier: number;
  /** (line units + scatter units) x multiplier. */
  winUnits: number;
}

export interface SlotRound {
  game: 'slot';
  configId: string;
  bet: bigint;
  lineBet: bigint;
  base: SlotSpin;
  freeSpins: SlotSpin[];
  /** Line bets won over the whole round (base spin and every free spin). */
  winUnits: number;
  /** Kuruş won: lineBet x winUnits. */
  win: bigint;
}

function drawStops(slot: CompiledSlot, strips: Uint8Array[], rng: RandomSource, stops: Int32Array | number[]): void {
  // One uniform stop per reel, reels left to right: the order the verification page replays.
  for (let reel = 0; reel < slot.reelCount; reel++) stops[reel] = rng.nextInt(strips[reel].length);
}

function playSpin(slot: CompiledSlot, rng: RandomSource, kind: 'base' | 'free'): SlotSpin {
  const strips = kind === 'base' ? slot.baseStrips : slot.freeStrips;
  const stops: number[] = new Array(slot.reelCount);
  drawStops(slot, strips, rng, stops);
  const grid = new Uint8Array(slot.reelCount * slot.rows);
  fillGrid(slot, strips, stops, grid);
  const lineWins: LineWin[] = [];
  const evaluation = evaluateGrid(slot, grid, (line, encoded) => {
    lineWins.push({
      line: line + 1,
      symbol: slot.config.symbols[Math.floor(encoded / 8) % 128].code,
      count: encoded % 8,
      units: Math.floor(encoded / 1024),
    });
  });
  const multiplier = kind === 'free' ? slot.config.freeSpinMultiplier : 1;
  const codes = slot.config.symbols.map((symbol) => symbol.code);
  return {
    kind,
    stops,
    grid: Array.from({ length: slot.reelCount }, (_, reel) =>
      Array.from(grid.subarray(reel * slot.rows, reel * slot.rows + slot.rows), (symbol) => codes[symbol]),
    ),
    lineWins,
    scatters: evaluation.scatters,
    scatterUnits: evaluation.scatterUnits,
    freeSpinsAwarded: evaluation.freeSpinsAwarded,
    multiplier,
    winUnits: (evaluation.lineUnits + evaluation.scatterUnits) * multiplier,
  };
}

export function assertSlotBet(bet: bigint, config: SlotConfig = STUDIO_SLOT): void {
  const step = slotBetStep(config);
  if (bet <= 0n || bet % step !== 0n) throw new RangeError(`a slot bet is a positive multiple of ${step} kuruş`);
}

/**
 * Plays one paid spin and every free spin it leads to, all from the same round stream (one nonce per paid
 * spin), so the whole feature is fixed the moment the bet is placed and verifiable as one round.
 */
export function playSlotRound(rng: RandomSource, bet: bigint, config: SlotConfig = STUDIO_SLOT): SlotRound {
  assertSlotBet(bet, config);
  const slot = compileSlot(config);
  const base = playSpin(slot, rng, 'base');
  const freeSpins: SlotSpin[] = [];
  let remaining = base.freeSpinsAwarded;
  while (remaining > 0) {
    const spin = playSpin(slot, rng, 'free');
    freeSpins.push(spin);
    remaining += spin.freeSpinsAwarded - 1;
  }
  const winUnits = base.winUnits + freeSpins.reduce((sum, spin) => sum + spin.winUnits, 0);
  const lineBet = bet / BigInt(slot.lines);
  return {
    game: 'slot',
    configId: config.id,
    bet,
    lineBet,
    base,
    freeSpins,
    winUnits,
    win: lineBet * BigInt(winUnits),
  };
}

const fastStops = new Int32Array(8);
const fastGrid = new Uint8Array(64);

/**
 * The same round as playSlotRound, reduced to its win in line bets, without building records: the
 * simulator's path. Draws from the RandomSource in exactly the same order (a test holds them equal).
 */
export function playSlotRoundUnits(rng: RandomSource, config: SlotConfig = STUDIO_SLOT): number {
  const slot = compileSlot(config);
  const grid = fastGrid.subarray(0, slot.reelCount * slot.rows);
  drawStops(slot, slot.baseStrips, rng, fastStops);
  fillGrid(slot, slot.baseStrips, fastStops, grid);
  const base = evaluateGrid(slot, grid);
  let units = base.lineUnits + base.scatterUnits;
  let remaining = base.freeSpinsAwarded;
  const multiplier = slot.config.freeSpinMultiplier;
  while (remaining > 0) {
    drawStops(slot, slot.freeStrips, rng, fastStops);
    fillGrid(slot, slot.freeStrips, fastStops, grid);
    const spin = evaluateGrid(slot, grid);
    units += (spin.lineUnits + spin.scatterUnits) * multiplier;
    remaining += spin.freeSpinsAwarded - 1;
  }
  return units;
}
