// What a stake counts towards a bonus's wagering, and the stake limit while bonus money is in play.
// Issue 12.4: 1 TRY on each of roulette's 37 numbers loses 1 TRY a spin but counted 37 TRY, so a ₺100
// trial bonus became ₺72 of cash in 28 spins. Three rules close that:
//
// 1. Game weights: a stake counts `percent` of itself by the game's category (an operator setting per
//    weight profile in bonus_game_weights; defaults below). Studio games have their category by code;
//    provider games take it from their catalogue slugs (gameCategory); a game the catalogue does not
//    know, or whose slugs say nothing, is 'other' (10%: as low as the table games, since its house
//    edge is unknown and could be as thin as a dice game's).
// 2. Coverage: a round whose bets cover MOST of its outcome space, defined as more than two thirds
//    (covered × 3 > outcomes × 2; roulette: 25 or more of the 37 pockets), counts 0. Red + black
//    covers 36 pockets, so it counts nothing; red alone (18) or two dozens (24) count by the weight.
// 3. Sports (ready for the sportsbook): a bet counts only when its odds are at or above the minimum
//    (operator setting, default 1.50; a campaign may set its own), then by the sports weight.
// While a player holds bonus money (an active grant with a balance above zero) one round's stakes
// together may not exceed the operator's maximum (default ₺50): the game wallet refuses the stake that
// would pass it (GameWalletError BONUS_MAX_STAKE), before any money moves.
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { gameProviders, games } from '../db/schema/casino';
import { bonusGameWeights, bonusSettings, WAGERING_CATEGORIES, type WageringCategory } from '../db/schema/customer';

export { WAGERING_CATEGORIES, type WageringCategory };

/** Percent of a stake that counts, per category, when the operator has not set one. */
export const DEFAULT_WEIGHTS: Readonly<Record<WageringCategory, number>> = Object.freeze({
  slots: 100,
  roulette: 10,
  blackjack: 10,
  crash: 20,
  table: 10,
  lottery: 10,
  sports: 100,
  other: 10,
});

export const DEFAULT_WEIGHT_PROFILE = 'default';
export const DEFAULT_MAX_STAKE_KURUS = 5_000n;
export const DEFAULT_SPORTS_MIN_ODDS_HUNDREDTHS = 150;

/** What the game says about one stake, beyond its amount. */
export interface StakeFacts {
  category: WageringCategory;
  /** Outcomes the round's bets cover, of how many (roulette: pockets of 37). */
  coverage?: { covered: number; outcomes: number };
  /** Sports: the bet's decimal odds in hundredths (1.85 → 185); for an accumulator, the combined odds. */
  oddsHundredths?: number;
}

/** "Most outcomes": strictly more than two thirds of them. */
export function coversMost(coverage: { covered: number; outcomes: number }): boolean {
  return coverage.outcomes > 0 && coverage.covered * 3 > coverage.outcomes * 2;
}

/** Percent of the stake that counts under `weights`: 0 for a round covering most outcomes or sports under the minimum odds. */
export function countedPercent(facts: StakeFacts, weights: Readonly<Record<WageringCategory, number>>, minOddsHundredths: number): number {
  if (facts.coverage && coversMost(facts.coverage)) return 0;
  if (facts.category === 'sports' && (facts.oddsHundredths === undefined || facts.oddsHundredths < minOddsHundredths)) return 0;
  return weights[facts.category] ?? DEFAULT_WEIGHTS.other;
}

/** Kuruş of `stake` that count towards wagering (rounded down). */
export function wageringContribution(
  stake: bigint,
  facts: StakeFacts,
  weights: Readonly<Record<WageringCategory, number>> = DEFAULT_WEIGHTS,
  minOddsHundredths: number = DEFAULT_SPORTS_MIN_ODDS_HUNDREDTHS,
): bigint {
  return (stake * BigInt(countedPercent(facts, weights, minOddsHundredths))) / 100n;
}

export interface WageringSettings {
  maxStakeKurus: bigint;
  sportsMinOddsHundredths: number;
}

/** The operator's stake limit and sports minimum odds (bonus_settings row 1), or the defaults. */
export async function wageringSettings(q: Queryable): Promise<WageringSettings> {
  const [row] = await q
    .select({ maxStake: bonusSettings.maxStakeKurus, minOdds: bonusSettings.sportsMinOddsHundredths })
    .from(bonusSettings)
    .where(eq(bonusSettings.id, 1));
  return {
    maxStakeKurus: row?.maxStake ?? DEFAULT_MAX_STAKE_KURUS,
    sportsMinOddsHundredths: row?.minOdds ?? DEFAULT_SPORTS_MIN_ODDS_HUNDREDTHS,
  };
}

/** The weights of each profile asked for: the operator's rows over the defaults. */
export async function weightProfiles(q: Queryable, profiles: readonly string[]): Promise<Map<string, Record<WageringCategory, number>>> {
  const unique = [...new Set(profiles)];
  const result = new Map<string, Record<WageringCategory, number>>(unique.map((p) => [p, { ...DEFAULT_WEIGHTS }]));
  if (unique.length === 0) return result;
  const rows = await q.select().from(bonusGameWeights).where(inArray(bonusGameWeights.profile, unique));
  for (const row of rows) {
    const weights = result.get(row.profile);
    if (weights && (WAGERING_CATEGORIES as readonly string[]).includes(row.category)) weights[row.category as WageringCategory] = row.percent;
  }
  return result;
}

/** Sets one weight (the ops command); answers the previous percent, or null when it was the default. */
export async function setWeight(q: Queryable, profile: string, category: WageringCategory, percent: number): Promise<number | null> {
  if (!(WAGERING_CATEGORIES as readonly string[]).includes(category)) throw new RangeError(`unknown category "${category}"`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError('a weight is a whole percent from 0 to 100');
  if (profile.trim() === '') throw new RangeError('a profile name is required');
  const [before] = await q
    .select({ percent: bonusGameWeights.percent })
    .from(bonusGameWeights)
    .where(and(eq(bonusGameWeights.profile, profile), eq(bonusGameWeights.category, category)));
  await q
    .insert(bonusGameWeights)
    .values({ profile, category, percent })
    .onConflictDoUpdate({ target: [bonusGameWeights.profile, bonusGameWeights.category], set: { percent, updatedAt: new Date() } });
  return before?.percent ?? null;
}

const STUDIO: Record<string, WageringCategory> = {
  'studio-slot': 'slots',
  'studio-roulette': 'roulette',
  'studio-blackjack': 'blackjack',
  'studio-crash': 'crash',
  'studio-bosphorus': 'slots',
  'studio-bazaar': 'slots',
};

// Catalogue slugs → category, strongest first: a game tagged both 'crash' and 'popular' is a crash game.
const SLUG_ORDER: readonly [WageringCategory, readonly string[]][] = [
  ['crash', ['crash']],
  ['roulette', ['roulette']],
  ['blackjack', ['blackjack']],
  ['table', ['table', 'baccarat', 'poker', 'game-show', 'originals-games']],
  ['lottery', ['bingo', 'keno', 'lottery', 'tv-games']],
  ['slots', ['originals-slots', 'popular', 'new', 'jackpot', 'fruit', 'classic']],
];

/** The category of a game by its catalogue slugs (live games are never slots). */
export function categoryOfSlugs(slugs: readonly string[], isLive = false): WageringCategory {
  for (const [category, names] of SLUG_ORDER) {
    if (!slugs.some((slug) => names.includes(slug))) continue;
    if (category === 'slots' && isLive) return 'table';
    return category;
  }
  return 'other';
}

/**
 * The wagering category of a game: studio codes by their engine, provider games by their catalogue row
 * (of `provider` when given, else every row with the code, which must agree), 'other' when unknown.
 */
export async function gameCategory(q: Queryable, gameCode: string, provider?: string): Promise<WageringCategory> {
  const studio = STUDIO[gameCode];
  if (studio) return studio;
  const rows = await q
    .select({ categories: games.categories, isLive: games.isLive })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(provider ? and(eq(games.gameCode, gameCode), eq(gameProviders.code, provider as never)) : eq(games.gameCode, gameCode));
  const found = new Set(rows.map((row) => categoryOfSlugs(row.categories, row.isLive)));
  return found.size === 1 ? [...found][0]! : 'other';
}
