// The provably fair jackpot draw, pure: a round's draw value is the first 48 bits of
// HMAC-SHA256(key = the pool's server seed, message = the round id), a whole number D in [0, 2^48).
// A stake of B kuruş wins tier k with probability B / odds_k: the tiers own consecutive ranges of
// floor(B × 2^48 / odds_k) values each, grand first, and D picks at most one. Integer arithmetic
// throughout, so anyone with the revealed seed recomputes exactly the same outcome.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const DRAW_BITS = 48n;
export const DRAW_RANGE = 1n << DRAW_BITS;

export interface TierOdds {
  level: number;
  /** One hit per this many kuruş staked, on average. */
  oddsKurus: bigint;
}

export function drawValue(serverSeed: string, roundId: string): bigint {
  const digest = createHmac('sha256', serverSeed).update(roundId, 'utf8').digest();
  return BigInt(`0x${digest.subarray(0, 6).toString('hex')}`);
}

/** The level a draw value wins with this stake, or null. Tiers are taken grand (level 1) first. */
export function winningLevel(draw: bigint, stakeKurus: bigint, tiers: readonly TierOdds[]): number | null {
  if (stakeKurus <= 0n) return null;
  let start = 0n;
  for (const tier of [...tiers].sort((a, b) => a.level - b.level)) {
    const width = (stakeKurus * DRAW_RANGE) / tier.oddsKurus;
    const end = start + width > DRAW_RANGE ? DRAW_RANGE : start + width;
    if (draw >= start && draw < end) return tier.level;
    start = end;
    if (start >= DRAW_RANGE) break;
  }
  return null;
}

export function newServerSeed(): { serverSeed: string; seedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, seedHash: seedHashOf(serverSeed) };
}

export function seedHashOf(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export interface DrawVerification {
  /** The revealed seed matches the hash committed before the draw. */
  seedMatches: boolean;
  draw: bigint;
  level: number | null;
}

/** Recomputes a draw from a revealed seed: what a player (or an auditor) runs to check a round. */
export function verifyDraw(input: { serverSeed: string; seedHash: string; roundId: string; stakeKurus: bigint; tiers: readonly TierOdds[] }): DrawVerification {
  const draw = drawValue(input.serverSeed, input.roundId);
  return { seedMatches: seedHashOf(input.serverSeed) === input.seedHash, draw, level: winningLevel(draw, input.stakeKurus, input.tiers) };
}
