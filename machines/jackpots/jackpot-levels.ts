// The jackpot ticker's arithmetic (spec §4, §9) as pure functions: which feed values become which
// levels, the ×10 of the initial values, the increments of each tick, and the home cards.
// Amounts are integer kuruş like all money inside the app; the increments are stated in TRY.
import { kurusFromTry } from '../shared/money';
import type { AmusnetJackpot, EgtJackpotInstance, PragmaticJackpotFeed } from './jackpots.actors';

/** Levels in level order: index 0 is level1. A level the feed left without a value is null. */
export type Levels = Array<number | null>;

/** Spec §4: initial values are multiplied by 10. */
export const INITIAL_MULTIPLIER = 10;

/** Spec §4: TRY added per tick, by level (level1 first). */
export const AMUSNET_INCREMENTS = [100, 100, 10, 1] as const;
/** EGT Bell Link and VIP Bell Link: levels 1 and 2 tick, 3 and 4 stay still. */
export const EGT_INCREMENTS = [100, 100, 0, 0] as const;
/** Pragmatic: every level, however many the feed lists. */
export const PRAGMATIC_INCREMENT = 10;

export const BELL_LINK = 'Bell Link';
export const VIP_BELL_LINK = 'VIP Bell Link';
/** Spec §9: the Egypt Quest feed's placeholder value, ignored. */
export const EGYPT_QUEST_PLACEHOLDER = 14000;

/** Spec §9: the only EGT home cards, in this order. */
export const CARD_NAMES = ['Clover Chance', 'High Cash'] as const;
export const CARD_LEVEL_COUNT = 4;

const initial = (amount: number | null | undefined): number | null =>
  typeof amount === 'number' && Number.isFinite(amount) ? kurusFromTry(amount) * INITIAL_MULTIPLIER : null;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Amusnet's mapping is reversed: level1 is the lowest tier (IV), level4 the highest (I). */
export function amusnetLevels(feed: AmusnetJackpot): Levels {
  return [feed.currentLevelIV, feed.currentLevelIII, feed.currentLevelII, feed.currentLevelI].map(initial);
}

/** The named EGT instance's levels, level1 first as listed (levelStats[].currentValue[0].value); null when absent. */
export function egtLevels(instances: readonly EgtJackpotInstance[], name: string): Levels | null {
  const instance = instances.find((candidate) => sameName(candidate.instanceName, name));
  return instance ? instance.levelStats.map((level) => initial(level.currentValue[0]?.value)) : null;
}

/** Pragmatic: jackpots[0].tiers[].amount, level1 first as listed; null when the feed has no jackpot. */
export function pragmaticLevels(feed: PragmaticJackpotFeed): Levels | null {
  const jackpot = feed.jackpots[0];
  return jackpot ? jackpot.tiers.map((tier) => initial(tier.amount)) : null;
}

/** Egypt Quest's currentLevelI, or null when it is the placeholder 14000. */
export function egyptQuestValue(feed: AmusnetJackpot): number | null {
  return feed.currentLevelI === EGYPT_QUEST_PLACEHOLDER ? null : initial(feed.currentLevelI);
}

/** One tick: each level grows by its increment (TRY); a level without a value stays without. */
export function tickLevels(levels: Levels | null, increments: readonly number[] | number): Levels | null {
  if (!levels) return null;
  return levels.map((amount, index) => {
    const step = typeof increments === 'number' ? increments : increments[index] ?? 0;
    return amount === null ? null : amount + kurusFromTry(step);
  });
}

export interface JackpotCard {
  name: (typeof CARD_NAMES)[number];
  /** The card's four levels in kuruş, level1 (the first listed, the highest) first. */
  levels: Levels;
}

/** Spec §9: High Cash and Clover Chance instances with exactly four levels, Clover Chance first. */
export function jackpotCards(instances: readonly EgtJackpotInstance[]): JackpotCard[] {
  return CARD_NAMES.flatMap((name) =>
    instances
      .filter((instance) => sameName(instance.instanceName, name) && instance.levelStats.length === CARD_LEVEL_COUNT)
      .map((instance) => ({
        name,
        // The cards show the bootstrap's values as they are: the ×10 and the ticks belong to the feeds.
        levels: instance.levelStats.map((level) => {
          const value = level.currentValue[0]?.value;
          return typeof value === 'number' && Number.isFinite(value) ? kurusFromTry(value) : null;
        }),
      })),
  );
}
