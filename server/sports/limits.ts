// The book's operator settings, from the environment with defaults (docs/sportsbook.md): stake and payout
// limits the slip checks as the player types and placement enforces, and the pricing margin.
export interface SportsLimits {
  minStakeKurus: bigint;
  maxStakeKurus: bigint;
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

/** The pre-match margin (0.05 = 5 %), applied multiplicatively (server/sports/margin.ts). */
export function sportsMargin(): number {
  const raw = Number(process.env.SPORTS_MARGIN);
  return Number.isFinite(raw) && raw >= 0 && raw < 0.5 ? raw : 0.05;
}
