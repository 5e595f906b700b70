// The keno page's info panel (src/studio/games/keno/paytable.ts) shows the engine's paytable, and the
// draw call answers the same one: a pay changed in one place and not the others fails here.
import { describe, expect, it } from 'vitest';
import { KENO_COLOUR_MULTIPLIER, KENO_PAYTABLE, KENO_TOTAL_MULTIPLIER } from '../../../server/studio/engine/keno';
import { paytableJson } from '../../../server/studio/keno/draws';
import { KENO_PAGE_COLOUR_PAYS, KENO_PAGE_PAYTABLE, KENO_PAGE_TOTAL_PAYS } from '../../../src/studio/games/keno/paytable';

describe('keno paytable', () => {
  it('the info panel shows the engine’s pays', () => {
    expect(KENO_PAGE_PAYTABLE).toEqual(KENO_PAYTABLE);
    expect([KENO_PAGE_COLOUR_PAYS, KENO_PAGE_TOTAL_PAYS]).toEqual([KENO_COLOUR_MULTIPLIER, KENO_TOTAL_MULTIPLIER]);
  });

  it('the draw call answers the paytable in multipliers: 4 picks with 3 hits pay 5x, colour 3.80x, over/under 1.90x', () => {
    const table = paytableJson();
    expect(table.spots.find((row) => row.picks === 4)!.pays).toEqual([
      { hits: 2, multiplier: 1 },
      { hits: 3, multiplier: 5 },
      { hits: 4, multiplier: 170 },
    ]);
    expect([table.colour, table.total, table.totalLine]).toEqual([3.8, 1.9, 810]);
  });
});
