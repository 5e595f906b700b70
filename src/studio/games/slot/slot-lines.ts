// Which reel cells a spin's winning lines cover: a line win of `count` symbols pays from the leftmost reel,
// so it covers reels 0..count-1 at the rows its payline takes. The paylines and the paytable are the
// engine's (server/studio/engine/slot.ts), copied for the page; tests/server/studio/slot-lines.test.ts
// checks the copies against the engine.

/** Row (0 = top) on each reel for each payline, line 1 first. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
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
];

/** Line bets paid for 3, 4 and 5 of a kind, per symbol (the wild substitutes, the scatter pays anywhere). */
export const SLOT_PAYTABLE: Readonly<Record<string, readonly [number, number, number]>> = {
  D: [50, 250, 1000],
  R: [30, 125, 500],
  E: [25, 100, 300],
  P: [20, 75, 250],
  A: [12, 40, 150],
  K: [10, 30, 125],
  Q: [8, 25, 100],
  J: [6, 20, 80],
  T: [5, 20, 80],
};

/** Line bets paid for 3, 4 and 5 scatters anywhere, and the free spins they award (wins ×2 in them). */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [40, 200, 1000];
export const SLOT_FREE_SPINS = 10;
export const SLOT_FREE_SPIN_MULTIPLIER = 2;

export interface LineWinLike {
  /** 1-based payline number. */
  line: number;
  count: number;
}

/** A highlighted cell and the lines (ascending) that pass through it. */
export interface WinningCell {
  reel: number;
  row: number;
  lines: number[];
}

/** The cells of every winning line, each once, ordered by reel then row. */
export function winningCells(lineWins: readonly LineWinLike[], paylines: readonly (readonly number[])[] = SLOT_PAYLINES): WinningCell[] {
  const cells = new Map<string, WinningCell>();
  for (const win of lineWins) {
    const rows = paylines[win.line - 1];
    if (!rows) continue; // a line the page does not know cannot be drawn; the list still names it
    for (let reel = 0; reel < Math.min(win.count, rows.length); reel++) {
      const row = rows[reel]!;
      const key = `${reel}:${row}`;
      let cell = cells.get(key);
      if (!cell) cells.set(key, (cell = { reel, row, lines: [] }));
      if (!cell.lines.includes(win.line)) cell.lines.push(win.line);
    }
  }
  return [...cells.values()]
    .map((cell) => ({ ...cell, lines: cell.lines.sort((a, b) => a - b) }))
    .sort((a, b) => a.reel - b.reel || a.row - b.row);
}
