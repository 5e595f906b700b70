// System bets expand into the combinations the domain notes count: 2/3 = 3 doubles; Trixie 4; Patent 7;
// Yankee 11; Lucky 15 15; Canadian 26; Heinz 57; Super Heinz 120; Goliath 247.
import { describe, expect, it } from 'vitest';
import { betLines, choose, expandSystem, lineCount, parseSystem } from '../../../common/sports/systems';

const count = (name: string) => {
  const spec = parseSystem(name);
  if (!spec) throw new Error(name);
  return lineCount(spec);
};

describe('system bets', () => {
  it.each([
    ['2/3', 3],
    ['2/4', 6],
    ['3/4', 4],
    ['3/5', 10],
    ['4/6', 15],
    ['trixie', 4],
    ['patent', 7],
    ['yankee', 11],
    ['lucky15', 15],
    ['canadian', 26],
    ['heinz', 57],
    ['superheinz', 120],
    ['goliath', 247],
  ])('%s makes %i lines', (name, lines) => {
    expect(count(name)).toBe(lines);
    expect(expandSystem(parseSystem(name)!)).toHaveLength(lines);
  });

  it('lists the combinations themselves', () => {
    expect(expandSystem(parseSystem('2/3')!)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(expandSystem(parseSystem('trixie')!)).toEqual([[0, 1], [0, 2], [1, 2], [0, 1, 2]]);
    expect(expandSystem(parseSystem('3/4')!)).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
    // Lucky 15 = 4 singles + 6 doubles + 4 trebles + 1 fourfold.
    const lucky = expandSystem(parseSystem('lucky15')!);
    expect([1, 2, 3, 4].map((k) => lucky.filter((line) => line.length === k).length)).toEqual([4, 6, 4, 1]);
  });

  it('refuses what is not a system: 1/n are singles, n/n an accumulator, and names it does not know', () => {
    expect(parseSystem('1/3')).toBeNull();
    expect(parseSystem('4/4')).toBeNull();
    expect(parseSystem('5/4')).toBeNull();
    expect(parseSystem('flag')).toBeNull();
  });

  it('gives every bet type its lines, and none for a selection count the type cannot have', () => {
    expect(betLines('single', 1)).toEqual([[0]]);
    expect(betLines('single', 2)).toBeNull();
    expect(betLines('accumulator', 3)).toEqual([[0, 1, 2]]);
    expect(betLines('accumulator', 1)).toBeNull();
    expect(betLines('system', 4, 'yankee')).toHaveLength(11);
    expect(betLines('system', 3, 'yankee')).toBeNull();
  });

  it('counts combinations exactly', () => {
    expect(choose(20, 10)).toBe(184_756);
    expect(choose(8, 2)).toBe(28);
  });
});
