// Tombala's math (server/studio/engine/tombala.ts): cards are standard 3x9 tombala cards, the draw is a
// permutation of 1..90, rows complete at the ball of their last number, prizes go to every ticket that
// completes them on the first such ball, shares are whole kuruş (floor each, the remainder one kuruş at a
// time to the lowest ticket numbers), and a pool table returns exactly its percentage of the stakes.
import { describe, expect, it } from 'vitest';
import {
  cardCompletion,
  columnRange,
  sharePrize,
  tombalaDraw,
  tombalaPayouts,
  tombalaPrizeAmounts,
  tombalaResults,
  tombalaReturn,
  tombalaTicketCard,
  type TombalaCard,
} from '../../../server/studio/engine';

const SEED = 'a1'.repeat(32);

describe('tombala cards and draw', () => {
  it('deals standard cards: 3 rows of 5, every column used, numbers in their column range, rising downwards', () => {
    for (let ticket = 1; ticket <= 300; ticket++) {
      const card = tombalaTicketCard(SEED, 'salt', ticket);
      expect(card).toHaveLength(3);
      const numbers = card.flat().filter((n) => n > 0);
      expect(numbers).toHaveLength(15);
      expect(new Set(numbers).size).toBe(15);
      for (const row of card) expect(row.filter((n) => n > 0)).toHaveLength(5);
      for (let c = 0; c < 9; c++) {
        const column = card.map((row) => row[c]!).filter((n) => n > 0);
        expect(column.length).toBeGreaterThanOrEqual(1);
        const { from, to } = columnRange(c);
        for (const n of column) expect(n >= from && n <= to).toBe(true);
        expect([...column].sort((a, b) => a - b)).toEqual(column);
      }
    }
    // The same seed, salt and ticket number give the same card; another ticket number another card.
    expect(tombalaTicketCard(SEED, 'salt', 7)).toEqual(tombalaTicketCard(SEED, 'salt', 7));
    expect(tombalaTicketCard(SEED, 'salt', 7)).not.toEqual(tombalaTicketCard(SEED, 'salt', 8));
  });

  it('draws every ball 1..90 once, the same order for the same seed and salt', () => {
    const balls = tombalaDraw(SEED, 'salt');
    expect([...balls].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(tombalaDraw(SEED, 'salt')).toEqual(balls);
    expect(tombalaDraw(SEED, 'other')).not.toEqual(balls);
  });

  it('puts each ball first about equally often (chi-square over 9,000 games, 89 degrees of freedom)', () => {
    const counts = new Array<number>(91).fill(0);
    const games = 9_000;
    for (let g = 0; g < games; g++) counts[tombalaDraw(SEED, `s${g}`)[0]!]! += 1;
    const expected = games / 90;
    const chi = counts.slice(1).reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 99.9% quantile of chi-square with 89 degrees of freedom is about 139.
    expect(chi).toBeLessThan(139);
  });
});

// Two hand-made cards (0 = empty cell) and a draw order written out.
const A: TombalaCard = [
  [1, 0, 20, 0, 40, 0, 60, 0, 80],
  [0, 11, 0, 31, 0, 51, 0, 71, 81],
  [2, 12, 0, 32, 0, 0, 62, 72, 0],
];
const B: TombalaCard = [
  [3, 13, 0, 33, 0, 53, 0, 73, 0],
  [0, 14, 24, 0, 44, 0, 64, 0, 84],
  [4, 0, 25, 0, 45, 55, 0, 0, 85],
];
// A's first row (1 20 40 60 80) is drawn as balls 1-5, B's first row (3 13 33 53 73) as balls 6-10, then
// A's second row (balls 11-15), B's second row (16-20), the rest of A (21-25) and of B (26-30).
const ORDER = [1, 20, 40, 60, 80, 3, 13, 33, 53, 73, 11, 31, 51, 71, 81, 14, 24, 44, 64, 84, 2, 12, 32, 62, 72, 4, 25, 45, 55, 85];
const BALLS = [...ORDER, ...Array.from({ length: 90 }, (_, i) => i + 1).filter((n) => !ORDER.includes(n))];

describe('tombala prizes', () => {
  it('completes rows at the ball of their last number', () => {
    expect(cardCompletion(A, BALLS)).toEqual([5, 15, 25]);
    expect(cardCompletion(B, BALLS)).toEqual([10, 20, 30]);
  });

  it('gives each prize to every ticket completing it first, and shares it between simultaneous winners', () => {
    expect(tombalaResults([{ ticketNo: 1, card: A }, { ticketNo: 2, card: B }], BALLS)).toEqual([
      { prize: 'cinko', ball: 5, winners: [1] },
      { prize: 'ikinci', ball: 15, winners: [1] },
      { prize: 'tombala', ball: 25, winners: [1] },
    ]);
    // Three tickets with the same card (tickets 2, 5, 9) win together; 1000 kuruş shares as 334, 333, 333.
    const results = tombalaResults(
      [
        { ticketNo: 9, card: A },
        { ticketNo: 2, card: A },
        { ticketNo: 4, card: B },
        { ticketNo: 5, card: A },
      ],
      BALLS,
    );
    expect(results.map((r) => r.winners)).toEqual([[2, 5, 9], [2, 5, 9], [2, 5, 9]]);
    const paid = tombalaPayouts(results, [1000n, 200n, 3001n]);
    expect(paid.get(2)).toBe(334n + 67n + 1001n);
    expect(paid.get(5)).toBe(333n + 67n + 1000n);
    expect(paid.get(9)).toBe(333n + 66n + 1000n);
    expect(paid.has(4)).toBe(false);
  });

  it('shares in whole kuruş: floor each, the remainder one kuruş at a time to the lowest ticket numbers', () => {
    expect([...sharePrize(100n, [7, 3, 5])]).toEqual([
      [3, 34n],
      [5, 33n],
      [7, 33n],
    ]);
    expect([...sharePrize(5n, [1, 2])]).toEqual([
      [1, 3n],
      [2, 2n],
    ]);
  });

  it('pool table: 10 tickets of ₺5 with a 90% pool split 20/30/50 pay ₺9, ₺13.50 and ₺22.50', () => {
    const table = { mode: 'pool' as const, poolBasisPoints: 9000, split: [20, 30, 50] as [number, number, number] };
    expect(tombalaPrizeAmounts(table, 5_000n)).toEqual([900n, 1350n, 2250n]);
    // Return to players: exactly 90% for every number of tickets at a whole-lira price (house edge 10%).
    for (let tickets = 1n; tickets <= 500n; tickets++) {
      const [paid, staked] = tombalaReturn(table, tickets * 500n);
      expect(paid * 10n).toBe(staked * 9n);
    }
  });

  it('fixed table: the prizes are the table, the return is their sum over the stakes', () => {
    const table = { mode: 'fixed' as const, prizes: [1_000n, 2_000n, 7_000n] as [bigint, bigint, bigint] };
    expect(tombalaPrizeAmounts(table, 5_000n)).toEqual([1_000n, 2_000n, 7_000n]);
    expect(tombalaReturn(table, 20_000n)).toEqual([10_000n, 20_000n]);
  });
});
