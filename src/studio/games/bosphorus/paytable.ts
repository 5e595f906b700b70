// Boğaz Gecesi's pays as the info panel shows them (units per way; 20 units = the bet). The engine holds
// the same table (server/studio/engine/bosphorus.ts); tests/server/studio/slot-paytables.test.ts keeps them equal.
export const BOSPHORUS_PAYS: ReadonlyArray<{ code: string; pays: readonly [number, number, number] }> = [
  { code: 'F', pays: [15, 30, 75] },
  { code: 'G', pays: [10, 25, 60] },
  { code: 'C', pays: [8, 18, 45] },
  { code: 'B', pays: [6, 15, 35] },
  { code: 'A', pays: [3, 7, 18] },
  { code: 'K', pays: [3, 7, 18] },
  { code: 'Q', pays: [2, 6, 14] },
  { code: 'J', pays: [2, 5, 12] },
];

/** Moons anywhere: 3, 4, 5 pay 1x, 5x, 20x the bet (20, 100, 400 units). */
export const BOSPHORUS_SCATTER_PAYS = [20, 100, 400] as const;
export const BOSPHORUS_FREE_SPINS = { awarded: 8, retrigger: 5, maxMultiplier: 5 } as const;
