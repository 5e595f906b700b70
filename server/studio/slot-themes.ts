// The studio's further slots (Boğaz Gecesi, Kapalıçarşı Hazinesi): a round played by the theme's engine and
// its record as stored and answered (the contract's StudioWaysOutcome / StudioHoldAndWinOutcome, TRY at the
// edge). They are `slot` rounds in every other respect (one request, stake, draw, payout), so rounds.ts
// plays them through the slot's path and only asks this module which engine draws.
import type { components } from '../../common/contract/schema.gen';
import { kurusToTry } from '../lib/money';
import { playBazaarRound, playBosphorusRound, type BazaarCoin, type BazaarRound, type BosphorusRound, type RandomSource, type WaysSpin } from './engine';
import type { SlotTheme } from './games';

type Schemas = components['schemas'];

function waysSpinJson(spin: WaysSpin): Schemas['StudioWaysSpin'] {
  return {
    kind: spin.kind,
    stops: [...spin.stops],
    grid: spin.grid.map((reel) => [...reel]),
    wins: spin.wins.map((win) => ({ symbol: win.symbol, count: win.count, ways: win.ways, units: win.units })),
    scatters: spin.scatters,
    scatterUnits: spin.scatterUnits,
    freeSpinsAwarded: spin.freeSpinsAwarded,
    multiplier: spin.multiplier,
    winUnits: spin.winUnits,
  };
}

export function bosphorusOutcomeJson(round: BosphorusRound): Schemas['StudioWaysOutcome'] {
  return { game: 'bosphorus', unit: kurusToTry(round.unit), base: waysSpinJson(round.base), freeSpins: round.freeSpins.map(waysSpinJson), winUnits: round.winUnits };
}

const coinJson = (coin: BazaarCoin): Schemas['StudioHoldCoin'] => ({ cell: coin.cell, units: coin.units, label: coin.label });

export function bazaarOutcomeJson(round: BazaarRound): Schemas['StudioHoldAndWinOutcome'] {
  return {
    game: 'bazaar',
    unit: kurusToTry(round.unit),
    stops: [...round.stops],
    grid: round.grid.map((reel) => [...reel]),
    lineWins: round.lineWins.map((win) => ({ line: win.line, symbol: win.symbol, count: win.count, units: win.units })),
    lineUnits: round.lineUnits,
    coins: round.coins.map(coinJson),
    feature: round.feature
      ? {
          respins: round.feature.respins.map((respin) => ({ landed: respin.landed.map(coinJson), respinsLeft: respin.respinsLeft })),
          coins: round.feature.coins.map(coinJson),
          full: round.feature.full,
          coinUnits: round.feature.coinUnits,
          grandUnits: round.feature.grandUnits,
        }
      : null,
    winUnits: round.winUnits,
  };
}

/** Plays a themed slot's round: its stored record and its win (kuruş). */
export function playThemedSlot(theme: SlotTheme, stream: RandomSource, bet: bigint): { outcome: Schemas['StudioOutcome']; win: bigint } {
  if (theme === 'bosphorus') {
    const round = playBosphorusRound(stream, bet);
    return { outcome: bosphorusOutcomeJson(round), win: round.win };
  }
  const round = playBazaarRound(stream, bet);
  return { outcome: bazaarOutcomeJson(round), win: round.win };
}
