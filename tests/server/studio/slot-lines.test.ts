// The slot page's winning-line highlight (src/studio/games/slot/slot-lines.ts) against the engine: a known
// screen that pays one line marks exactly that line's cells, and over many engine-played rounds every
// marked cell lies on a winning line, shows the line's symbol or a wild, and nothing else is marked.
import { describe, expect, it } from 'vitest';
import { SimulationRng } from '../../../server/studio/engine/prng';
import { STUDIO_SLOT, compileSlot, evaluateGrid, playSlotRound, type LineWin } from '../../../server/studio/engine/slot';
import { SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_SCATTER_PAYS, winningCells } from '../../../src/studio/games/slot/slot-lines';

const slot = compileSlot(STUDIO_SLOT);
const codeIndex = (code: string) => STUDIO_SLOT.symbols.findIndex((symbol) => symbol.code === code);

/** The engine's line wins for five reel columns written top to bottom. */
function lineWinsOf(columns: string[]): LineWin[] {
  const grid = Uint8Array.from(columns.flatMap((column) => Array.from(column, codeIndex)));
  const wins: LineWin[] = [];
  evaluateGrid(slot, grid, (line, encoded) =>
    wins.push({ line: line + 1, symbol: STUDIO_SLOT.symbols[Math.floor(encoded / 8) % 128]!.code, count: encoded % 8, units: Math.floor(encoded / 1024) }),
  );
  return wins;
}

describe('winning line cells', () => {
  it("carries the engine's paylines and paytable", () => {
    expect(SLOT_PAYLINES).toEqual(STUDIO_SLOT.paylines);
    for (const symbol of STUDIO_SLOT.symbols.filter((s) => s.kind === 'regular')) expect(SLOT_PAYTABLE[symbol.code]).toEqual(symbol.pays.slice(3));
    expect(SLOT_SCATTER_PAYS).toEqual(STUDIO_SLOT.scatterPays.slice(3));
  });

  it('marks exactly the cells of the one line a known screen pays', () => {
    // Line 4 runs rows 0, 1, 2, 1, 0: three diamonds from the left on it, and no other line pays.
    const wins = lineWinsOf(['DQK', 'JDA', 'TKD', 'QJT', 'KAJ']);
    expect(wins).toEqual([{ line: 4, symbol: 'D', count: 3, units: 50 }]);
    expect(winningCells(wins)).toEqual([
      { reel: 0, row: 0, lines: [4] },
      { reel: 1, row: 1, lines: [4] },
      { reel: 2, row: 2, lines: [4] },
    ]);
  });

  it('merges a cell shared by two lines and lists both', () => {
    const cells = winningCells([
      { line: 1, count: 3 },
      { line: 12, count: 4 },
    ]);
    // Line 1: row 1 on every reel; line 12: rows 0, 1, 1, 1, 0.
    expect(cells).toEqual([
      { reel: 0, row: 0, lines: [12] },
      { reel: 0, row: 1, lines: [1] },
      { reel: 1, row: 1, lines: [1, 12] },
      { reel: 2, row: 1, lines: [1, 12] },
      { reel: 3, row: 1, lines: [12] },
    ]);
  });

  it("agrees with the engine's rounds: every marked cell is on a paying line and shows its symbol or a wild", () => {
    const rng = new SimulationRng(20261122);
    let checkedWins = 0;
    for (let i = 0; i < 3_000; i++) {
      const round = playSlotRound(rng, 200n);
      for (const spin of [round.base, ...round.freeSpins]) {
        const cells = winningCells(spin.lineWins);
        const marked = new Set(cells.map((cell) => `${cell.reel}:${cell.row}`));
        const expected = new Set<string>();
        for (const win of spin.lineWins) {
          const rows = STUDIO_SLOT.paylines[win.line - 1]!;
          for (let reel = 0; reel < win.count; reel++) {
            expected.add(`${reel}:${rows[reel]}`);
            expect(['W', win.symbol]).toContain(spin.grid[reel]![rows[reel]!]);
            expect(cells.find((cell) => cell.reel === reel && cell.row === rows[reel])?.lines).toContain(win.line);
          }
          checkedWins++;
        }
        expect(marked).toEqual(expected);
      }
    }
    expect(checkedWins).toBeGreaterThan(500);
  });
});
