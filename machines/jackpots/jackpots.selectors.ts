// Named selectors over the jackpot ticker: the carousel's three slides (VIP Bell Link, Bell Link,
// Amusnet) with their four tiers grand, major, minor and mini, the EGT home cards, and the other feeds.
// Amounts are kuruş (show them with tryFromKurus and the label TRY); null means "no value to show".
import type { SnapshotFrom } from 'xstate';
import { BELL_LINK, type JackpotCard, type Levels, VIP_BELL_LINK } from './jackpot-levels';
import type { jackpotsMachine } from './jackpots.machine';

export type JackpotsSnapshot = SnapshotFrom<typeof jackpotsMachine>;

export const TIER_NAMES = ['grand', 'major', 'minor', 'mini'] as const;
export type TierName = (typeof TIER_NAMES)[number];

export interface JackpotTier {
  tier: TierName;
  /** Kuruş, or null when the feed gave nothing for it. */
  amount: number | null;
}

export type SlideId = 'vip-bell-link' | 'bell-link' | 'amusnet';

export interface JackpotSlide {
  id: SlideId;
  name: string;
  /** Always four, grand first. */
  tiers: JackpotTier[];
  /** False while the feed has not answered or when it failed: the slide shows no numbers. */
  hasValues: boolean;
}

export interface JackpotCardView {
  name: JackpotCard['name'];
  tiers: JackpotTier[];
}

/** EGT and Pragmatic: level1 is the first-listed, the highest, so levels 1..4 are grand..mini. */
const highestFirst = (levels: Levels | null): JackpotTier[] =>
  TIER_NAMES.map((tier, index) => ({ tier, amount: levels?.[index] ?? null }));

/** Amusnet: level1 is the lowest (IV), so levels 4..1 are grand..mini. */
const lowestFirst = (levels: Levels | null): JackpotTier[] =>
  TIER_NAMES.map((tier, index) => ({ tier, amount: levels?.[TIER_NAMES.length - 1 - index] ?? null }));

// useSelector compares by identity: the same levels give the same slide object back.
function slideSelector(
  id: SlideId,
  name: string,
  read: (snapshot: JackpotsSnapshot) => Levels | null,
  toTiers: (levels: Levels | null) => JackpotTier[],
) {
  let last: { levels: Levels | null; slide: JackpotSlide } | null = null;
  return (snapshot: JackpotsSnapshot): JackpotSlide => {
    const levels = read(snapshot);
    if (last && last.levels === levels) return last.slide;
    const tiers = toTiers(levels);
    const slide = { id, name, tiers, hasValues: tiers.some((tier) => tier.amount !== null) };
    last = { levels, slide };
    return slide;
  };
}

export const selectVipBellLinkSlide = slideSelector(
  'vip-bell-link',
  VIP_BELL_LINK,
  (snapshot) => snapshot.context.vipBellLink,
  highestFirst,
);
export const selectBellLinkSlide = slideSelector(
  'bell-link',
  BELL_LINK,
  (snapshot) => snapshot.context.bellLink,
  highestFirst,
);
export const selectAmusnetSlide = slideSelector(
  'amusnet',
  'Amusnet',
  (snapshot) => snapshot.context.amusnet,
  lowestFirst,
);

/** The carousel's slides in order (spec §2): VIP Bell Link, Bell Link, Amusnet. */
export const slideSelectors = [selectVipBellLinkSlide, selectBellLinkSlide, selectAmusnetSlide] as const;

let lastSlides: JackpotSlide[] | null = null;

/** The three slides in carousel order; the same array while none of them changed. */
export const selectSlides = (snapshot: JackpotsSnapshot): JackpotSlide[] => {
  const slides = slideSelectors.map((select) => select(snapshot));
  if (lastSlides && slides.every((slide, index) => slide === lastSlides?.[index])) return lastSlides;
  lastSlides = slides;
  return slides;
};

let lastCards: { cards: JackpotCard[]; view: JackpotCardView[] } | null = null;

/** High Cash and Clover Chance with four levels each, Clover Chance first; level1 is grand. */
export const selectCards = (snapshot: JackpotsSnapshot): JackpotCardView[] => {
  const { cards } = snapshot.context;
  if (lastCards?.cards === cards) return lastCards.view;
  const view = cards.map((card) => ({ name: card.name, tiers: highestFirst(card.levels) }));
  lastCards = { cards, view };
  return view;
};

/** Pragmatic's levels, level1 (the first-listed tier) first; null when the feed failed. */
export const selectPragmaticLevels = (snapshot: JackpotsSnapshot) => snapshot.context.pragmatic;

/** Egypt Quest's value, null when the feed failed or sent the 14000 placeholder. */
export const selectEgyptQuest = (snapshot: JackpotsSnapshot) => snapshot.context.egyptQuest;

/** The feeds have been requested for the carousel on screen (and the numbers tick). */
export const selectIsRunning = (snapshot: JackpotsSnapshot) => snapshot.matches('running');
