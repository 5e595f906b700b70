// Keno's paytable as the info panel shows it, in hundredths of the stake: the engine's own
// (server/studio/engine/keno.ts KENO_PAYTABLE, colour and over/under multipliers), kept equal to it by
// tests/server/studio/keno-paytable.test.ts (the page may not import the server).
export const KENO_PAGE_PAYTABLE: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 380 },
  2: { 2: 1_580 },
  3: { 2: 250, 3: 4_346 },
  4: { 2: 100, 3: 500, 4: 17_000 },
  5: { 3: 300, 4: 1_500, 5: 80_000 },
  6: { 3: 150, 4: 800, 5: 9_000, 6: 192_500 },
  7: { 3: 100, 4: 400, 5: 2_200, 6: 20_000, 7: 941_600 },
  8: { 4: 200, 5: 1_200, 6: 11_000, 7: 120_000, 8: 2_634_000 },
};
export const KENO_PAGE_COLOUR_PAYS = 380;
export const KENO_PAGE_TOTAL_PAYS = 190;
