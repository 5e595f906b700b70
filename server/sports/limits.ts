// The book's operator settings, from the environment with defaults (docs/sportsbook.md): stake and payout
// limits the slip checks as the player types and placement enforces, and the pricing margin.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sportsPlayerSettings } from '../db/schema/sports';

export interface SportsLimits {
  minStakeKurus: bigint;
  maxStakeKurus: bigint;
  /** The player's stake factor in hundredths (100 when none is set); 0 = no sports betting. */
  stakeFactor?: number;
  maxPayoutKurus: bigint;
  maxSelections: number;
}

const envInt = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export function sportsLimits(): SportsLimits {
  return {
    minStakeKurus: BigInt(envInt('SPORTS_MIN_STAKE_KURUS', 100)),
    maxStakeKurus: BigInt(envInt('SPORTS_MAX_STAKE_KURUS', 5_000_000)),
    maxPayoutKurus: BigInt(envInt('SPORTS_MAX_PAYOUT_KURUS', 50_000_000)),
    maxSelections: envInt('SPORTS_MAX_SELECTIONS', 20),
  };
}

/**
 * The book's limits for one player: the maximum stake scaled by the operator's stake factor (hundredths,
 * rounded down to a kuruş): 5 000 000 kuruş at 50 is 2 500 000, at 0 nothing may be staked.
 */
export async function playerSportsLimits(q: Queryable, playerId: string | null): Promise<SportsLimits> {
  const base = sportsLimits();
  if (!playerId) return { ...base, stakeFactor: 100 };
  const [row] = await q.select({ stakeFactor: sportsPlayerSettings.stakeFactor }).from(sportsPlayerSettings).where(eq(sportsPlayerSettings.playerId, playerId));
  const factor = row?.stakeFactor ?? 100;
  return { ...base, maxStakeKurus: (base.maxStakeKurus * BigInt(factor)) / 100n, stakeFactor: factor };
}

/** The pre-match margin (0.05 = 5 %), applied multiplicatively (server/sports/margin.ts). */
export function sportsMargin(): number {
  const raw = Number(process.env.SPORTS_MARGIN);
  return Number.isFinite(raw) && raw >= 0 && raw < 0.5 ? raw : 0.05;
}
