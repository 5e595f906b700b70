// European roulette: every bet kind's coverage and payout on every pocket, refused bets, the spin's draw,
// and the exact RTP of 36/37.
import { describe, expect, it } from 'vitest';
import { FairStream } from '../../../server/studio/engine/fairness';
import { Rational } from '../../../server/studio/engine/rational';
import {
  allRouletteBets,
  coveredPockets,
  playRouletteRound,
  pocketColor,
  ROULETTE_PAYOUTS,
  ROULETTE_RTP,
  rouletteBetRtp,
  settleRoulette,
  spinRoulette,
  type RouletteBet,
  type RouletteBetSpec,
} from '../../../server/studio/engine/roulette';
import { sha256Hex } from '../../../server/studio/engine/sha256';

const bet = (spec: RouletteBetSpec, amount = 100n): RouletteBet => ({ ...spec, amount }) as RouletteBet;

describe('layout', () => {
  it('colours 18 red, 18 black and the green zero', () => {
    const colours = Array.from({ length: 37 }, (_, pocket) => pocketColor(pocket));
    expect(colours.filter((colour) => colour === 'red')).toHaveLength(18);
    expect(colours.filter((colour) => colour === 'black')).toHaveLength(18);
    expect(colours[0]).toBe('green');
    expect([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].every((n) => colours[n] === 'red')).toBe(
      true,
    );
    expect(pocketColor(10)).toBe('black');
    expect(pocketColor(11)).toBe('black');
  });

  it('lists 157 distinct bets, each kind with its standard count', () => {
    const bets = allRouletteBets();
    expect(bets).toHaveLength(157);
    const byKind = (kind: string) => bets.filter((spec) => spec.kind === kind).length;
    expect([byKind('straight'), byKind('split'), byKind('street'), byKind('corner'), byKind('six-line')]).toEqual([
      37, 60, 14, 23, 11,
    ]);
    expect(new Set(bets.map((spec) => JSON.stringify(coveredPockets(spec)) + spec.kind)).size).toBe(157);
  });
});

describe('bets', () => {
  it('covers the right numbers for outside bets', () => {
    expect(coveredPockets({ kind: 'column', index: 1 })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(coveredPockets({ kind: 'column', index: 3 })).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]);
    expect(coveredPockets({ kind: 'dozen', index: 2 })).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
    expect(coveredPockets({ kind: 'low' })).toHaveLength(18);
    expect(coveredPockets({ kind: 'high' })[0]).toBe(19);
    expect(coveredPockets({ kind: 'even' }).every((n) => n % 2 === 0 && n > 0)).toBe(true);
    expect(coveredPockets({ kind: 'odd' })).toHaveLength(18);
  });

  it('accepts inside bets in any order and on the zero', () => {
    expect(coveredPockets({ kind: 'split', numbers: [8, 5] })).toEqual([5, 8]);
    expect(coveredPockets({ kind: 'split', numbers: [0, 3] })).toEqual([0, 3]);
    expect(coveredPockets({ kind: 'street', numbers: [0, 2, 3] })).toEqual([0, 2, 3]);
    expect(coveredPockets({ kind: 'street', numbers: [36, 34, 35] })).toEqual([34, 35, 36]);
    expect(coveredPockets({ kind: 'corner', numbers: [0, 1, 2, 3] })).toEqual([0, 1, 2, 3]);
    expect(coveredPockets({ kind: 'corner', numbers: [32, 33, 35, 36] })).toEqual([32, 33, 35, 36]);
    expect(coveredPockets({ kind: 'six-line', numbers: [31, 32, 33, 34, 35, 36] })).toHaveLength(6);
  });

  it('refuses bets that are not on the layout', () => {
    const refused: RouletteBetSpec[] = [
      { kind: 'straight', numbers: [37] },
      { kind: 'straight', numbers: [1, 2] },
      { kind: 'split', numbers: [3, 4] }, // different rows
      { kind: 'split', numbers: [1, 5] },
      { kind: 'split', numbers: [0, 4] },
      { kind: 'split', numbers: [2, 2] },
      { kind: 'street', numbers: [2, 3, 4] },
      { kind: 'street', numbers: [0, 1, 3] },
      { kind: 'corner', numbers: [3, 4, 6, 7] },
      { kind: 'corner', numbers: [1, 2, 3, 4] },
      { kind: 'six-line', numbers: [2, 3, 4, 5, 6, 7] },
      { kind: 'six-line', numbers: [34, 35, 36, 37, 38, 39] },
      { kind: 'column', index: 4 as 1 },
      { kind: 'dozen', index: 0 as 1 },
      { kind: 'straight', numbers: [1.5] },
      { kind: 'basket' } as unknown as RouletteBetSpec,
      { kind: 'split' } as unknown as RouletteBetSpec,
    ];
    for (const spec of refused) expect(() => coveredPockets(spec), JSON.stringify(spec)).toThrow(RangeError);
    expect(() => settleRoulette(5, [])).toThrow(RangeError);
    expect(() => settleRoulette(5, [bet({ kind: 'red' }, 0n)])).toThrow(RangeError);
    expect(() => settleRoulette(37, [bet({ kind: 'red' })])).toThrow(RangeError);
  });

  it('pays every bet (36 / k) times its stake on each covered pocket and nothing elsewhere', () => {
    const expectedPayout: Record<number, number> = { 1: 35, 2: 17, 3: 11, 4: 8, 6: 5, 12: 2, 18: 1 };
    for (const spec of allRouletteBets()) {
      const covered = coveredPockets(spec);
      expect(ROULETTE_PAYOUTS[spec.kind]).toBe(expectedPayout[covered.length]);
      for (let pocket = 0; pocket < 37; pocket++) {
        const round = settleRoulette(pocket, [bet(spec, 250n)]);
        const won = covered.includes(pocket);
        expect(round.results[0].won).toBe(won);
        expect(round.totalPayout).toBe(won ? 250n * BigInt(36 / covered.length) : 0n);
      }
    }
  });

  it('loses every outside bet on zero and settles several bets at once', () => {
    const outside = allRouletteBets().filter((spec) => !('numbers' in spec));
    expect(
      settleRoulette(
        0,
        outside.map((spec) => bet(spec)),
      ).totalPayout,
    ).toBe(0n);
    const round = settleRoulette(17, [
      bet({ kind: 'straight', numbers: [17] }, 10n),
      bet({ kind: 'split', numbers: [17, 20] }, 20n),
      bet({ kind: 'black' }, 50n),
      bet({ kind: 'even' }, 40n),
      bet({ kind: 'dozen', index: 2 }, 30n),
    ]);
    expect(round.color).toBe('black');
    expect(round.totalBet).toBe(150n);
    expect(round.results.map((result) => result.payout)).toEqual([360n, 360n, 100n, 0n, 90n]);
    expect(round.totalPayout).toBe(910n);
  });
});

describe('spin', () => {
  it('draws one uniform pocket from the round stream (pinned)', () => {
    const serverSeed = sha256Hex('studio test server seed');
    expect(spinRoulette(new FairStream({ serverSeed, clientSeed: 'player-seed', nonce: 1 }))).toBe(31);
    const round = playRouletteRound(new FairStream({ serverSeed, clientSeed: 'player-seed', nonce: 1 }), [
      bet({ kind: 'straight', numbers: [31] }, 5n),
    ]);
    expect(round.pocket).toBe(31);
    expect(round.totalPayout).toBe(180n);
  });
});

describe('exact RTP', () => {
  it('is 36/37 for every bet on the layout', () => {
    expect(ROULETTE_RTP.toString()).toBe('36/37');
    expect(ROULETTE_RTP.toDecimal(10)).toBe('0.9729729729');
    for (const spec of allRouletteBets()) expect(rouletteBetRtp(spec).equals(ROULETTE_RTP)).toBe(true);
  });

  it('equals the average return over the 37 pockets for the whole catalogue at once', () => {
    const bets = allRouletteBets().map((spec) => bet(spec, 1n));
    let returned = 0n;
    for (let pocket = 0; pocket < 37; pocket++) returned += settleRoulette(pocket, bets).totalPayout;
    expect(new Rational(returned, 37n * BigInt(bets.length)).equals(ROULETTE_RTP)).toBe(true);
  });
});
