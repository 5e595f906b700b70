// Our studio's catalogue as the service sees it: which engine a game code plays, its bet limits (in kuruş,
// each a multiple of the engine's bet step so every payout is exact) and its declared RTP.
import { STUDIO_GAME_CODES } from '../seed/casino-data';
import type { StudioGameKind } from '../db/schema/studio';

export interface StudioGameInfo {
  kind: StudioGameKind;
  /** Smallest and largest stake of one round (roulette: of one spin, every bet together), and the step. */
  minBet: bigint;
  maxBet: bigint;
  step: bigint;
  /** Declared RTP in percent (server/studio/engine/README.md). */
  rtp: number;
  /** Slots beyond Sultan's Gems: the engine of the theme (kind stays `slot`: the same one-request round). */
  theme?: SlotTheme;
}

/** The studio's further slot engines (server/studio/engine/bosphorus.ts, bazaar.ts). */
export type SlotTheme = 'bosphorus' | 'bazaar';

const INFO: Record<StudioGameKind, StudioGameInfo> = {
  slot: { kind: 'slot', minBet: 20n, maxBet: 100_000n, step: 20n, rtp: 96.0377709209607 },
  roulette: { kind: 'roulette', minBet: 100n, maxBet: 1_000_000n, step: 1n, rtp: 97.2972972973 },
  blackjack: { kind: 'blackjack', minBet: 200n, maxBet: 500_000n, step: 2n, rtp: 99.5400644063784 },
  crash: { kind: 'crash', minBet: 100n, maxBet: 500_000n, step: 100n, rtp: 99 },
  // One purchase of tickets (1 to a room's limit, each at the room's price); RTP: the default rooms' pool (90%).
  tombala: { kind: 'tombala', minBet: 100n, maxBet: 1_000_000n, step: 100n, rtp: 90 },
  // One bet on a draw, in whole lira (every payout then exact); RTP: the lowest bet's, over/under (94.58%;
  // spots and colour 94.91-95%, engine/keno.ts kenoRtp).
  keno: { kind: 'keno', minBet: 100n, maxBet: 20_000n, step: 100n, rtp: 94.5823393223 },
  // The automated table: the single-player roulette's bets, payouts and RTP (36/37), one placement of chips
  // (every bet together) per request, several placements per spin.
  'live-roulette': { kind: 'live-roulette', minBet: 100n, maxBet: 1_000_000n, step: 1n, rtp: 97.2972972973 },
};

/** Themed slots: the slot's limits, their own engine and exact RTP (tests/server/studio/slot-themes.test.ts). */
const THEMED: Record<string, StudioGameInfo> = {
  'studio-bosphorus': { ...INFO.slot, rtp: 96.4565964247, theme: 'bosphorus' },
  'studio-bazaar': { ...INFO.slot, rtp: 96.3925970851, theme: 'bazaar' },
};

const BY_CODE: Record<(typeof STUDIO_GAME_CODES)[number], StudioGameKind> = {
  'studio-slot': 'slot',
  'studio-roulette': 'roulette',
  'studio-blackjack': 'blackjack',
  'studio-crash': 'crash',
  'studio-bosphorus': 'slot',
  'studio-bazaar': 'slot',
  'studio-tombala': 'tombala',
  'studio-keno': 'keno',
  'studio-live-roulette': 'live-roulette',
};

/** The engine of a studio game code, or null for a code the studio does not play. */
export function studioGameOf(gameCode: string): StudioGameInfo | null {
  const themed = THEMED[gameCode];
  if (themed) return themed;
  const kind = (BY_CODE as Record<string, StudioGameKind | undefined>)[gameCode];
  return kind ? INFO[kind] : null;
}

/** The slot theme a game code plays (undefined: Sultan's Gems or not a slot). */
export function slotThemeOf(gameCode: string): SlotTheme | undefined {
  return THEMED[gameCode]?.theme;
}

export function studioGameInfo(kind: StudioGameKind): StudioGameInfo {
  return INFO[kind];
}

export function gameCodeOf(kind: StudioGameKind): string {
  return Object.entries(BY_CODE).find(([, value]) => value === kind)![0];
}
