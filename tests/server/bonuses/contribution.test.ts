// The wagering contribution rules as worked figures (issue 12.4): game weights, the "most outcomes" rule
// (strictly more than two thirds: covered × 3 > outcomes × 2), sports minimum odds, the category of a
// catalogue game, and how weighted stakes spill over from one grant to the next.
import { describe, expect, it } from 'vitest';
import { addWagering, type ActiveGrant } from '../../../server/wallet/bonuses';
import { categoryOfSlugs, coversMost, DEFAULT_WEIGHTS, wageringContribution } from '../../../server/wallet/wagering';

describe('wagering contribution', () => {
  it('weights a ₺100 stake by its category: slots 100, roulette 10, blackjack 10, crash 20', () => {
    expect(wageringContribution(10_000n, { category: 'slots' })).toBe(10_000n);
    expect(wageringContribution(10_000n, { category: 'roulette' })).toBe(1_000n);
    expect(wageringContribution(10_000n, { category: 'blackjack' })).toBe(1_000n);
    expect(wageringContribution(10_000n, { category: 'crash' })).toBe(2_000n);
    expect(wageringContribution(10_000n, { category: 'other' })).toBe(1_000n);
    // Rounded down to the kuruş: 10% of 19 kuruş is 1.
    expect(wageringContribution(19n, { category: 'roulette' })).toBe(1n);
    // An operator's weights replace the defaults.
    expect(wageringContribution(10_000n, { category: 'roulette' }, { ...DEFAULT_WEIGHTS, roulette: 50 })).toBe(5_000n);
  });

  it('counts 0 for a round covering more than two thirds of its outcomes', () => {
    // Roulette: 37 pockets, two thirds = 24.67. 24 pockets count (72 ≤ 74), 25 do not (75 > 74).
    expect(coversMost({ covered: 18, outcomes: 37 })).toBe(false); // red
    expect(coversMost({ covered: 24, outcomes: 37 })).toBe(false); // two dozens
    expect(coversMost({ covered: 25, outcomes: 37 })).toBe(true); // two dozens and zero
    expect(coversMost({ covered: 36, outcomes: 37 })).toBe(true); // red + black, even + odd, low + high
    expect(coversMost({ covered: 37, outcomes: 37 })).toBe(true); // every number (the case)
    // Exactly two thirds is not "more than": 2 of 3.
    expect(coversMost({ covered: 2, outcomes: 3 })).toBe(false);
    expect(wageringContribution(3_700n, { category: 'roulette', coverage: { covered: 37, outcomes: 37 } })).toBe(0n);
    expect(wageringContribution(2_000n, { category: 'roulette', coverage: { covered: 24, outcomes: 37 } })).toBe(200n);
    // Even a slot-weighted game counts nothing when its round covers most outcomes.
    expect(wageringContribution(2_000n, { category: 'slots', coverage: { covered: 3, outcomes: 4 } })).toBe(0n);
  });

  it('counts sports stakes only at or above the minimum odds (1.50 unless set)', () => {
    expect(wageringContribution(10_000n, { category: 'sports', oddsHundredths: 149 })).toBe(0n);
    expect(wageringContribution(10_000n, { category: 'sports', oddsHundredths: 150 })).toBe(10_000n);
    expect(wageringContribution(10_000n, { category: 'sports', oddsHundredths: 215 })).toBe(10_000n);
    expect(wageringContribution(10_000n, { category: 'sports' })).toBe(0n); // odds unknown: nothing
    // A campaign's own minimum of 1.80: 1.75 counts nothing, 1.80 counts; a sports weight of 50% halves it.
    expect(wageringContribution(10_000n, { category: 'sports', oddsHundredths: 175 }, DEFAULT_WEIGHTS, 180)).toBe(0n);
    expect(wageringContribution(10_000n, { category: 'sports', oddsHundredths: 180 }, { ...DEFAULT_WEIGHTS, sports: 50 }, 180)).toBe(5_000n);
  });

  it('maps catalogue slugs to a category, strongest first; unknown is other', () => {
    expect(categoryOfSlugs(['crash', 'popular'])).toBe('crash'); // Aviator
    expect(categoryOfSlugs(['roulette'], true)).toBe('roulette'); // Mega Roulette
    expect(categoryOfSlugs(['blackjack'], true)).toBe('blackjack');
    expect(categoryOfSlugs(['popular', 'fruit'])).toBe('slots'); // Sweet Bonanza
    expect(categoryOfSlugs(['game-show'], true)).toBe('table'); // Crazy Time
    expect(categoryOfSlugs(['table'])).toBe('table'); // Mines, Dice, Plinko
    expect(categoryOfSlugs(['bingo'])).toBe('lottery');
    expect(categoryOfSlugs(['popular'], true)).toBe('table'); // a live game is never a slot
    expect(categoryOfSlugs([])).toBe('other');
  });

  it('spills a weighted stake over to the next grant by the stake it takes', () => {
    const grant = (id: number, required: bigint, wagered: bigint): ActiveGrant => ({
      id,
      playerId: '00000000-0000-4000-8000-000000000000',
      kind: 'manual',
      balance: 0n,
      wagerRequired: required,
      wagered,
      expiresAt: new Date(0),
    });
    // A ₺100 roulette stake at 10%: the first grant needs ₺3 (taking ₺30 of stake), the other ₺70 counts ₺7 on the second.
    const grants = [grant(1, 1_000n, 700n), grant(2, 5_000n, 0n)];
    expect(addWagering(grants, 10_000n, () => 10)).toEqual([
      { bonusId: 1, amount: '300' },
      { bonusId: 2, amount: '700' },
    ]);
    expect(grants.map((g) => g.wagered)).toEqual([1_000n, 700n]);
    // A grant that counts the game at 0 passes the whole stake on.
    const mixed = [grant(3, 1_000n, 0n), grant(4, 1_000n, 0n)];
    expect(addWagering(mixed, 500n, (g) => (g.id === 3 ? 0 : 100))).toEqual([{ bonusId: 4, amount: '500' }]);
  });
});
