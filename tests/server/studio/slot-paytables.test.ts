// The info panels' paytables (src/studio/games/<game>/paytable.ts) are the engines' own: a pay changed in
// one place and not the other fails here.
import { describe, expect, it } from 'vitest';
import { BAZAAR_SLOT } from '../../../server/studio/engine/bazaar';
import { BOSPHORUS_SLOT } from '../../../server/studio/engine/bosphorus';
import { BAZAAR_COIN_UNITS, BAZAAR_HOLD, BAZAAR_PAYS } from '../../../src/studio/games/bazaar/paytable';
import { BOSPHORUS_FREE_SPINS, BOSPHORUS_PAYS, BOSPHORUS_SCATTER_PAYS } from '../../../src/studio/games/bosphorus/paytable';

const paysOf = (symbols: readonly { code: string; kind: string; pays: readonly number[] }[]) =>
  symbols.filter((symbol) => symbol.kind === 'regular').map((symbol) => ({ code: symbol.code, pays: symbol.pays.slice(3) }));

describe('info panel paytables', () => {
  it('Boğaz Gecesi shows the engine’s pays, moons and free spins', () => {
    expect(BOSPHORUS_PAYS.map((row) => ({ code: row.code, pays: [...row.pays] }))).toEqual(paysOf(BOSPHORUS_SLOT.symbols));
    expect([...BOSPHORUS_SCATTER_PAYS]).toEqual(BOSPHORUS_SLOT.scatterPays.slice(3));
    expect(BOSPHORUS_FREE_SPINS).toEqual({ awarded: BOSPHORUS_SLOT.freeSpins, retrigger: BOSPHORUS_SLOT.retrigger, maxMultiplier: BOSPHORUS_SLOT.maxMultiplier });
  });

  it('Kapalıçarşı Hazinesi shows the engine’s pays, coin values and hold-and-win rules', () => {
    expect(BAZAAR_PAYS.map((row) => ({ code: row.code, pays: [...row.pays] }))).toEqual(paysOf(BAZAAR_SLOT.symbols));
    expect([...BAZAAR_COIN_UNITS]).toEqual(BAZAAR_SLOT.coinValues.map((value) => value.units));
    expect(BAZAAR_HOLD).toEqual({ triggerCoins: BAZAAR_SLOT.triggerCoins, respins: BAZAAR_SLOT.respins, grandUnits: BAZAAR_SLOT.grandUnits });
  });
});
