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
}

const INFO: Record<StudioGameKind, StudioGameInfo> = {
  slot: { kind: 'slot', minBet: 20n, maxBet: 100_000n, step: 20n, rtp: 96.0377709209607 },
  roulette: { kind: 'roulette', minBet: 100n, maxBet: 1_000_000n, step: 1n, rtp: 97.2972972973 },
  blackjack: { kind: 'blackjack', minBet: 200n, maxBet: 500_000n, step: 2n, rtp: 99.5400644063784 },
  crash: { kind: 'crash', minBet: 100n, maxBet: 500_000n, step: 100n, rtp: 99 },
  // One purchase of tickets (1 to a room's limit, each at the room's price); RTP: the default rooms' pool (90%).
  tombala: { kind: 'tombala', minBet: 100n, maxBet: 1_000_000n, step: 100n, rtp: 90 },
};

const BY_CODE: Record<(typeof STUDIO_GAME_CODES)[number], StudioGameKind> = {
  'studio-slot': 'slot',
  'studio-roulette': 'roulette',
  'studio-blackjack': 'blackjack',
  'studio-crash': 'crash',
  'studio-tombala': 'tombala',
};

/** The engine of a studio game code, or null for a code the studio does not play. */
export function studioGameOf(gameCode: string): StudioGameInfo | null {
  const kind = (BY_CODE as Record<string, StudioGameKind | undefined>)[gameCode];
  return kind ? INFO[kind] : null;
}

export function studioGameInfo(kind: StudioGameKind): StudioGameInfo {
  return INFO[kind];
}

export function gameCodeOf(kind: StudioGameKind): string {
  return Object.entries(BY_CODE).find(([, value]) => value === kind)![0];
}
