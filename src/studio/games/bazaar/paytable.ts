// Kapalıçarşı Hazinesi's pays as the info panel shows them (line bets; 20 line bets = the bet) and its coin
// values. The engine holds the same tables (server/studio/engine/bazaar.ts);
// tests/server/studio/slot-paytables.test.ts keeps them equal.
export const BAZAAR_PAYS: ReadonlyArray<{ code: string; pays: readonly [number, number, number] }> = [
  { code: 'H', pays: [50, 150, 600] },
  { code: 'Z', pays: [30, 100, 300] },
  { code: 'N', pays: [20, 60, 200] },
  { code: 'D', pays: [15, 40, 150] },
  { code: 'A', pays: [10, 30, 100] },
  { code: 'K', pays: [10, 25, 80] },
  { code: 'Q', pays: [6, 15, 60] },
  { code: 'J', pays: [6, 15, 60] },
];

/** Coin values in line bets (20 = the bet); mini and major are named coins. */
export const BAZAAR_COIN_UNITS = [10, 20, 40, 60, 100, 200, 1000] as const;
export const BAZAAR_HOLD = { triggerCoins: 6, respins: 3, grandUnits: 20000 } as const;
