// The studio slot: line evaluation with wilds and scatters, free spins with retriggers, the round's draws,
// and its exact RTP (pinned: changing a strip or a pay fails here loudly).
import { describe, expect, it } from 'vitest';
import { FairStream } from '../../../server/studio/engine/fairness';
import { SimulationRng } from '../../../server/studio/engine/prng';
import { Rational } from '../../../server/studio/engine/rational';
import type { RandomSource } from '../../../server/studio/engine/random-source';
import {
  assertSlotBet,
  compileSlot,
  evaluateGrid,
  evaluateLine,
  playSlotRound,
  playSlotRoundUnits,
  slotBetStep,
  STUDIO_SLOT,
  type SlotConfig,
} from '../../../server/studio/engine/slot';
import { cycleSums, fullCycleSums, slotRtp, slotRtpFromSums } from '../../../server/studio/engine/slot-rtp';
import { sha256Hex } from '../../../server/studio/engine/sha256';

const slot = compileSlot(STUDIO_SLOT);
const codeIndex = (code: string) => STUDIO_SLOT.symbols.findIndex((symbol) => symbol.code === code);

function lineOf(codes: string, config: SlotConfig = STUDIO_SLOT) {
  const compiled = compileSlot(config);
  const encoded = evaluateLine(
    compiled,
    Array.from(codes, (code) => config.symbols.findIndex((symbol) => symbol.code === code)),
  );
  if (encoded === 0) return null;
  return {
    units: Math.floor(encoded / 1024),
    symbol: config.symbols[Math.floor(encoded / 8) % 128].code,
    count: encoded % 8,
  };
}

/** Grid from five reel columns written top to bottom, e.g. ['DQS', 'DWJ', ...]. */
function gridOf(columns: string[]): Uint8Array {
  return Uint8Array.from(columns.join(''), codeIndex);
}

/** A RandomSource that returns prescribed integers, checking each is in range. */
function scriptedStops(values: number[]): RandomSource & { used: number } {
  const source = {
    used: 0,
    nextInt(n: number) {
      if (source.used >= values.length) throw new Error('script ran out');
      const value = values[source.used++];
      if (value < 0 || value >= n) throw new Error(`${value} is outside [0, ${n})`);
      return value;
    },
    nextUint52: () => {
      throw new Error('the slot draws integers only');
    },
    nextFloat: () => {
      throw new Error('the slot draws integers only');
    },
  };
  return source;
}

describe('configuration', () => {
  it('is a 5 x 3 slot with 20 distinct paylines, wilds on reels 2-4 and one scatter per strip', () => {
    expect(slot.reelCount).toBe(5);
    expect(slot.rows).toBe(3);
    expect(new Set(STUDIO_SLOT.paylines.map((line) => line.join(''))).size).toBe(20);
    for (const strips of [STUDIO_SLOT.baseReels, STUDIO_SLOT.freeReels]) {
      strips.forEach((strip, reel) => {
        expect(strip.split('S')).toHaveLength(2);
        expect(strip.includes('W')).toBe(reel >= 1 && reel <= 3);
      });
    }
    expect(STUDIO_SLOT.baseReels.map((strip) => strip.length)).toEqual([35, 35, 35, 35, 35]);
    expect(STUDIO_SLOT.freeReels.map((strip) => strip.length)).toEqual([33, 40, 40, 40, 33]);
    expect(slotBetStep()).toBe(20n);
  });
});

describe('line evaluation', () => {
  it('pays runs from the leftmost reel with wilds substituting', () => {
    expect(lineOf('DDDDD')).toEqual({ units: 1000, symbol: 'D', count: 5 });
    expect(lineOf('DWWDK')).toEqual({ units: 250, symbol: 'D', count: 4 });
    expect(lineOf('KWWWQ')).toEqual({ units: 30, symbol: 'K', count: 4 });
    expect(lineOf('TTTAA')).toEqual({ units: 5, symbol: 'T', count: 3 });
    expect(lineOf('AWWWW')).toEqual({ units: 150, symbol: 'A', count: 5 });
    expect(lineOf('KQKKK')).toBeNull();
    expect(lineOf('DDEDD')).toBeNull();
  });

  it('never lets a scatter join or start a line', () => {
    expect(lineOf('SDDDD')).toBeNull();
    expect(lineOf('DSDDD')).toBeNull();
    expect(lineOf('DDSDD')).toBeNull();
    expect(lineOf('DWSDD')).toBeNull();
  });

  it('pays the better of the wild run and the symbol run when wilds pay and lead', () => {
    const config: SlotConfig = {
      ...STUDIO_SLOT,
      id: 'wild-pays',
      symbols: STUDIO_SLOT.symbols.map((symbol) =>
        symbol.kind === 'wild' ? { ...symbol, pays: [0, 0, 0, 100, 400, 2000] } : symbol,
      ),
    };
    expect(lineOf('WWWKT', config)).toEqual({ units: 100, symbol: 'W', count: 3 });
    expect(lineOf('WWWKK', config)).toEqual({ units: 125, symbol: 'K', count: 5 });
    expect(lineOf('WWWWW', config)).toEqual({ units: 2000, symbol: 'W', count: 5 });
    expect(lineOf('WWSKK', config)).toBeNull();
  });
});

describe('screen evaluation', () => {
  it('adds every winning line and counts scatters anywhere', () => {
    const wins: { line: number; units: number }[] = [];
    const evaluation = evaluateGrid(slot, gridOf(['DQS', 'DWJ', 'DAT', 'EQS', 'TKS']), (line, encoded) =>
      wins.push({ line: line + 1, units: Math.floor(encoded / 1024) }),
    );
    // Line 2 (top row) D D D E T and line 14 (0,1,0,1,0) D W D Q T both pay diamond x3.
    expect(wins).toEqual([
      { line: 2, units: 50 },
      { line: 14, units: 50 },
    ]);
    expect(evaluation).toEqual({ lineUnits: 100, scatters: 3, scatterUnits: 40, freeSpinsAwarded: 10 });
    expect(evaluateGrid(slot, gridOf(['SQS', 'DWJ', 'DAT', 'EQS', 'TKS'])).scatterUnits).toBe(200);
    expect(evaluateGrid(slot, gridOf(['KQA', 'DWJ', 'DAT', 'EQS', 'TKS'])).freeSpinsAwarded).toBe(0);
  });
});

describe('rounds', () => {
  const scatterStop = (strip: string) => strip.indexOf('S');
  // A stop whose window holds no scatter: the one three below the scatter.
  const quietStop = (strip: string) => (strip.indexOf('S') + 3) % strip.length;

  it('awards 10 free spins for 3 scatters, retriggers 10 more, doubles every free-spin win', () => {
    const base = STUDIO_SLOT.baseReels;
    const free = STUDIO_SLOT.freeReels;
    const triggerBase = [
      scatterStop(base[0]),
      scatterStop(base[1]),
      scatterStop(base[2]),
      quietStop(base[3]),
      quietStop(base[4]),
    ];
    const quietFree = free.map(quietStop);
    const retrigger = [
      scatterStop(free[0]),
      quietStop(free[1]),
      scatterStop(free[2]),
      quietStop(free[3]),
      scatterStop(free[4]),
    ];
    const script = [...triggerBase];
    for (let spin = 0; spin < 20; spin++) script.push(...(spin === 4 ? retrigger : quietFree));
    const source = scriptedStops(script);
    const round = playSlotRound(source, 200n);
    expect(source.used).toBe(script.length);
    expect(round.base.scatters).toBe(3);
    expect(round.base.freeSpinsAwarded).toBe(10);
    expect(round.freeSpins).toHaveLength(20);
    expect(round.freeSpins[4].freeSpinsAwarded).toBe(10);
    expect(round.freeSpins[4].scatterUnits).toBe(40);
    for (const spin of round.freeSpins) {
      expect(spin.kind).toBe('free');
      expect(spin.multiplier).toBe(2);
      const lineUnits = spin.lineWins.reduce((sum, win) => sum + win.units, 0);
      expect(spin.winUnits).toBe((lineUnits + spin.scatterUnits) * 2);
    }
    const expectedUnits = round.base.winUnits + round.freeSpins.reduce((sum, spin) => sum + spin.winUnits, 0);
    expect(round.winUnits).toBe(expectedUnits);
    expect(round.lineBet).toBe(10n);
    expect(round.win).toBe(10n * BigInt(expectedUnits));
    expect(round.base.grid[0][0]).toBe('S');
  });

  it('shows the window from each stop down, wrapping around the strip', () => {
    const base = STUDIO_SLOT.baseReels;
    const stops = base.map((strip) => strip.length - 1);
    const round = playSlotRound(scriptedStops(stops), 20n);
    round.base.grid.forEach((column, reel) => {
      const strip = base[reel];
      expect(column.join('')).toBe(strip[strip.length - 1] + strip[0] + strip[1]);
    });
  });

  it('the simulator path draws and wins exactly like the recorded round', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const a = new SimulationRng(seed);
      const b = new SimulationRng(seed);
      expect(playSlotRoundUnits(a)).toBe(playSlotRound(b, 20n).winUnits);
      expect(a.nextUint32()).toBe(b.nextUint32());
    }
  });

  it('replays a fair-stream round exactly (pinned)', () => {
    const serverSeed = sha256Hex('studio test server seed');
    const first = playSlotRound(new FairStream({ serverSeed, clientSeed: 'player-seed', nonce: 0 }), 100n);
    expect(first.base.stops).toEqual([6, 13, 16, 5, 19]);
    expect(first.base.grid.map((column) => column.join(''))).toEqual(['TQE', 'EJK', 'JQJ', 'DQW', 'AKJ']);
    expect(first.win).toBe(0n);
    const feature = playSlotRound(new FairStream({ serverSeed, clientSeed: 'player-seed', nonce: 20 }), 20n);
    expect(feature.freeSpins).toHaveLength(20);
    expect(feature.winUnits).toBe(1320);
    expect(feature.win).toBe(1320n);
  });

  it('takes bets in whole kuruş per line only', () => {
    expect(() => assertSlotBet(20n)).not.toThrow();
    expect(() => assertSlotBet(0n)).toThrow(RangeError);
    expect(() => assertSlotBet(-20n)).toThrow(RangeError);
    expect(() => assertSlotBet(30n)).toThrow(RangeError);
    expect(() => playSlotRound(new SimulationRng(1), 25n)).toThrow(RangeError);
  });
});

describe('exact RTP', () => {
  it('is pinned: 37216914821024 / 38752372596875 = 96.0377709209607%', () => {
    const report = slotRtp();
    expect(report.rtp.toString()).toBe('37216914821024/38752372596875');
    expect(report.rtp.toDecimal(15)).toBe('0.960377709209607');
    expect(report.baseLinesRtp.toString()).toBe('7381564/10504375');
    expect(report.baseScatterRtp.toString()).toBe('138942/10504375');
    expect(report.featureRtp.toString()).toBe('9472527303534/38752372596875');
    expect(report.expectedFreeSpins.toString()).toBe('17946441216/310018980775');
    expect(report.triggerProbability.toString()).toBe('289683/52521875');
    expect(report.base).toEqual({
      combinations: 52521875n,
      lineUnits: 738156400n,
      scatterUnits: 13894200n,
      freeSpinsAwarded: 2896830n,
      triggers: 289683n,
    });
    expect(report.free).toEqual({
      combinations: 69696000n,
      lineUnits: 2927353260n,
      scatterUnits: 15613560n,
      freeSpinsAwarded: 3291030n,
      triggers: 329103n,
    });
    expect(report.baseLinesRtp.add(report.baseScatterRtp).add(report.featureRtp).equals(report.rtp)).toBe(true);
  });

  it('combines the cycles through the free-spins branching process', () => {
    const report = slotRtp();
    const { base, free } = report;
    const freeAward = new Rational(free.freeSpinsAwarded, free.combinations);
    const expectedSpins = new Rational(base.freeSpinsAwarded, base.combinations).div(Rational.of(1).sub(freeAward));
    expect(expectedSpins.equals(report.expectedFreeSpins)).toBe(true);
    const perFreeSpin = new Rational(free.lineUnits + free.scatterUnits, free.combinations);
    expect(expectedSpins.mul(Rational.of(2)).mul(perFreeSpin).div(Rational.of(20)).equals(report.featureRtp)).toBe(
      true,
    );
  });

  // A small slot whose full cycle (3,125 screens per strip set) runs in a moment: wilds on every reel with
  // their own pays, two scatters on one strip, retriggers. The grouped sums must equal the literal cycle.
  const small: SlotConfig = {
    id: 'small',
    rows: 3,
    symbols: [
      { code: 'W', name: 'wild', kind: 'wild', pays: [0, 0, 0, 20, 50, 200] },
      { code: 'S', name: 'scatter', kind: 'scatter', pays: [0, 0, 0, 0, 0, 0] },
      { code: 'A', name: 'a', kind: 'regular', pays: [0, 0, 2, 5, 10, 40] },
      { code: 'B', name: 'b', kind: 'regular', pays: [0, 0, 0, 3, 8, 25] },
    ],
    baseReels: ['WSBSB', 'ABWAB', 'BASAW', 'SABBA', 'ABWBS'],
    freeReels: ['WAWSB', 'AWBSA', 'BAWAW', 'WABBA', 'AWBSB'],
    paylines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
    ],
    scatterPays: [0, 0, 1, 4, 20, 100],
    freeSpinsAwarded: [0, 0, 0, 3, 5, 5],
    freeSpinMultiplier: 3,
  };

  it('grouped cycle sums equal the literal full cycle played by the round code', () => {
    for (const which of ['base', 'free'] as const) {
      const grouped = cycleSums(small, which);
      const { hits, ...full } = fullCycleSums(small, which);
      expect(full).toEqual(grouped);
      expect(hits).toBeGreaterThan(0n);
      const halves = [fullCycleSums(small, which, { from: 0, to: 2 }), fullCycleSums(small, which, { from: 2, to: 5 })];
      expect(halves[0].lineUnits + halves[1].lineUnits).toBe(grouped.lineUnits);
    }
    const report = slotRtpFromSums(small, fullCycleSums(small, 'base'), fullCycleSums(small, 'free'));
    expect(report.rtp.equals(slotRtp(small).rtp)).toBe(true);
  });

  it('refuses a feature that retriggers one spin or more on average', () => {
    const endless: SlotConfig = { ...small, id: 'endless', freeSpinsAwarded: [0, 0, 50, 50, 50, 50] };
    expect(() => slotRtp(endless)).toThrow(/never ends/);
  });
});
