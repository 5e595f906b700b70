// Which reel cells a spin's winning lines cover: a line win of `count` symbols pays from the leftmost reel,
// so it covers reels 0..count-1 at the rows its payline takes (the engine's paylines, 1-based line numbers
// as the round record has them). Pure, so it is tested against the engine without a browser.
import { STUDIO_SLOT } from '../engine/slot';

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
export function winningCells(
  lineWins: readonly LineWinLike[],
  paylines: readonly (readonly number[])[] = STUDIO_SLOT.paylines,
): WinningCell[] {
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
