// "Kapalıçarşı Hazinesi": lines worked by hand, a hold-and-win round scripted draw by draw, the respin
// chain against hand-worked states, and the exact RTP (pinned; the grouped cycle equals the literal one).
import { describe, expect, it } from 'vitest';
import {
  assertBazaarBet,
  BAZAAR_SLOT,
  compileBazaar,
  evaluateBazaarLine,
  playBazaarRound,
  playBazaarRoundUnits,
  type HoldAndWinConfig,
} from '../../../server/studio/engine/bazaar';
import { bazaarCycleSums, bazaarFullCycleSums, bazaarRtp, holdAndWinChain } from '../../../server/studio/engine/bazaar-rtp';
import { SimulationRng } from '../../../server/studio/engine/prng';
import { Rational } from '../../../server/studio/engine/rational';
import type { RandomSource } from '../../../server/studio/engine/random-source';

const slot = compileBazaar(BAZAAR_SLOT);
const line = (codes: string) => {
  const encoded = evaluateBazaarLine(slot, Array.from(codes, (code) => BAZAAR_SLOT.symbols.findIndex((symbol) => symbol.code === code)));
  return encoded === 0 ? 0 : Math.floor(encoded / 1024);
};

function scripted(values: number[]): RandomSource & { used: number } {
  const source = {
    used: 0,
    nextInt(n: number) {
      if (source.used >= values.length) throw new Error('script ran out');
      const value = values[source.used++]!;
      if (value < 0 || value >= n) throw new Error(`${value} is outside [0, ${n})`);
      return value;
    },
    nextUint52: () => {
      throw new Error('integers only');
    },
    nextFloat: () => {
      throw new Error('integers only');
    },
  };
  return source;
}

describe('lines', () => {
  it('pays runs from the leftmost reel with lamps substituting; a coin ends the line', () => {
    expect(line('HWHHQ')).toBe(150);
    expect(line('QWQQQ')).toBe(60);
    expect(line('AKAAA')).toBe(0);
    expect(line('HWOHH')).toBe(0);
    expect(line('OHHHH')).toBe(0);
    expect(line('NNWAA')).toBe(20);
  });
});

describe('hold and win', () => {
  it('holds six coins, lands a mini on the first respin, then three blank respins pay every coin', () => {
    // Reel 1 stop 2 shows O O Q, reel 2 stop 3 J O O, reel 3 stop 9 O O K: six coins. Reels 4 and 5 at 0
    // (J A K, K A Q). No line pays: every line from reel 1's rows 0-1 starts on a coin, and the lines from
    // row 2 (Q) meet a coin on reel 2.
    const coinValues = [0, 300, 550, 700, 800, 885]; // 10, 20, 40, 60, 100 and a major 1000 = 1230
    const firstRespin = [15000 + 860, 0, 0, 0, 0, 0, 0, 0, 0]; // the first empty cell lands a mini (200)
    const blank = [0, 0, 0, 0, 0, 0, 0, 0];
    const rng = scripted([2, 3, 9, 0, 0, ...coinValues, ...firstRespin, ...blank, ...blank, ...blank]);
    const round = playBazaarRound(rng, 400n);
    expect(rng.used).toBe(5 + 6 + 9 + 24);
    expect(round.grid.map((column) => column.join(''))).toEqual(['OOQ', 'JOO', 'OOK', 'JAK', 'KAQ']);
    expect(round.lineUnits).toBe(0);
    expect(round.coins.map((coin) => [coin.cell, coin.units, coin.label])).toEqual([
      [0, 10, null],
      [1, 20, null],
      [4, 40, null],
      [5, 60, null],
      [6, 100, null],
      [7, 1000, 'major'],
    ]);
    expect(round.feature!.respins.map((respin) => [respin.landed.length, respin.respinsLeft])).toEqual([
      [1, 3],
      [0, 2],
      [0, 1],
      [0, 0],
    ]);
    // The first empty cell in reel-major order is reel 1's bottom cell (cell 2).
    expect(round.feature!.respins[0]!.landed).toEqual([{ cell: 2, units: 200, label: 'mini' }]);
    expect(round.feature!.full).toBe(false);
    expect(round.winUnits).toBe(1430);
    expect(round.win).toBe(20n * 1430n);
  });

  it('pays the grand prize on a full screen', () => {
    const rng = scripted([2, 3, 9, 0, 0, 0, 0, 0, 0, 0, 0, ...Array.from({ length: 9 }, () => 15000)]);
    const round = playBazaarRound(rng, 20n);
    expect(round.feature!.full).toBe(true);
    expect(round.feature!.respins).toHaveLength(1);
    // 15 coins of 10 units + the grand 20000.
    expect(round.winUnits).toBe(150 + 20000);
  });

  it('the respin chain matches hand-worked states', () => {
    // One empty cell, three respins, q = 1/2: filled unless three misses: 1 - 1/8.
    const chain = holdAndWinChain(15, 3, Rational.of(1, 2));
    expect(chain.full[14]![3]!.equals(Rational.of(7, 8))).toBe(true);
    expect(chain.newCoins[14]![3]!.equals(Rational.of(7, 8))).toBe(true);
    // Two empty cells, one respin (a landing resets it to one): k=0 (1/4) ends; k=1 (1/2) leaves one cell
    // with one respin (1/2 to fill); k=2 (1/4) fills. P(full) = 1/4 + 1/2 x 1/2 = 1/2;
    // E[new] = 1/2 x (1 + 1/2) + 1/4 x 2 = 5/4.
    const short = holdAndWinChain(15, 1, Rational.of(1, 2));
    expect(short.full[13]![1]!.equals(Rational.of(1, 2))).toBe(true);
    expect(short.newCoins[13]![1]!.equals(Rational.of(5, 4))).toBe(true);
  });

  it('the simulator path draws and wins exactly like the recorded round', () => {
    let features = 0;
    for (let seed = 1; seed <= 5000; seed++) {
      const a = new SimulationRng(seed);
      const b = new SimulationRng(seed);
      const round = playBazaarRound(b, 20n);
      if (round.feature) features++;
      expect(playBazaarRoundUnits(a)).toBe(round.winUnits);
      expect(a.nextUint32()).toBe(b.nextUint32());
    }
    expect(features).toBeGreaterThan(20);
  });

  it('takes bets in multiples of 20 kuruş only', () => {
    expect(() => assertBazaarBet(40n)).not.toThrow();
    expect(() => assertBazaarBet(10n)).toThrow(RangeError);
  });
});

describe('exact RTP', () => {
  it('grouped cycle sums equal the literal full cycle (small strips)', () => {
    const small: HoldAndWinConfig = { ...BAZAAR_SLOT, id: 'small', reels: ['HOAOQJ', 'WOHOAK', 'OHWQOA', 'HWOAOK', 'OHAQOJ'] };
    const literal = bazaarFullCycleSums(small);
    expect(bazaarCycleSums(small)).toEqual({ ...literal, hits: undefined });
  });

  it('is pinned: 96.39259708512%', () => {
    const report = bazaarRtp();
    expect(report.cycle.combinations).toBe(24300000n);
    expect(report.cycle.lineUnits).toBe(319096600n);
    expect(report.cycle.coinCounts.join(',')).toBe('2312000,5766400,6905760,5203008,2723664,1033728,288120,58320,8232,736,32,0,0,0,0,0');
    expect(report.coinMean.equals(Rational.of(3600, 89))).toBe(true);
    expect(report.landProbability.equals(Rational.of(89, 1589))).toBe(true);
    expect(report.triggerProbability.toString()).toBe('1481/101250');
    expect(report.rtp.toDecimal(13)).toBe('0.9639259708512');
    expect(report.lineRtp.add(report.featureRtp).equals(report.rtp)).toBe(true);
  });
});
