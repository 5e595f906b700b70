// The casino's seed data: the game providers (ids fixed: they are the games' mainProviderId), our own
// studio's games and their categories (every installation), and the demo catalogue of external
// providers' games across the five sections with the jackpot pools they feed (SEED_DEMO).
import type { ProviderCode } from '../db/schema/casino';
import type { CasinoSection } from '../db/schema/content';
import { AMUSNET_CARDS_POOL, EGYPT_QUEST_POOL } from '../jackpots/feeds';
import { gameImagePath, type GameGlyph } from './casino-media';

export interface ProviderSeed {
  id: number;
  code: ProviderCode;
  /** The contract's ProviderName. */
  name: string;
}

/** The studio's provider name, added to the contract's ProviderName list. */
export const STUDIO_PROVIDER_NAME = 'Kuzey Studio';

export const providerSeeds: ProviderSeed[] = [
  { id: 1, code: 'pragmatic', name: 'Pragmatic Play' },
  { id: 2, code: 'digitain', name: 'Digitain' },
  { id: 3, code: 'everymatrix', name: 'EveryMatrix' },
  { id: 4, code: 'amusnet', name: 'Amusnet' },
  { id: 5, code: 'egt', name: 'Egt Digital' },
  { id: 6, code: 'hub88', name: 'Hub88' },
  { id: 7, code: 'softgamings', name: 'SoftGamings' },
  { id: 8, code: 'studio', name: STUDIO_PROVIDER_NAME },
];

export const providerIdOf = (code: ProviderCode) => providerSeeds.find((p) => p.code === code)!.id;

export interface GameSeed {
  provider: ProviderCode;
  code: string;
  name: string;
  /** Catalogue slugs: casino categories list the games sharing one with their slug list. */
  categories: string[];
  glyph: GameGlyph;
  live?: boolean;
  /** SoftGamings merchant id. */
  system?: string;
  /** EveryMatrix product. */
  productId?: string;
}

export const gameImage = (game: Pick<GameSeed, 'provider' | 'code'>) => gameImagePath(game.provider, game.code);

// ---- our studio (base) ---------------------------------------------------------------------------

/** The codes our studio's engines and pages answer to (server/studio). */
export const STUDIO_GAME_CODES = ['studio-slot', 'studio-roulette', 'studio-blackjack', 'studio-crash', 'studio-bosphorus', 'studio-bazaar', 'studio-tombala', 'studio-keno', 'studio-live-roulette'] as const;
export type StudioGameCode = (typeof STUDIO_GAME_CODES)[number];

export const studioGameSeeds: GameSeed[] = [
  { provider: 'studio', code: 'studio-slot', name: 'Sultanın Hazinesi', categories: ['originals-slots', 'popular', 'new', 'jackpot'], glyph: 'crown' },
  { provider: 'studio', code: 'studio-roulette', name: 'Avrupa Ruleti', categories: ['originals-games', 'table'], glyph: 'roulette' },
  { provider: 'studio', code: 'studio-blackjack', name: 'Kuzey Blackjack', categories: ['originals-games', 'table'], glyph: 'cards' },
  { provider: 'studio', code: 'studio-crash', name: 'Kuzey Roket', categories: ['originals-games', 'crash'], glyph: 'rocket' },
  { provider: 'studio', code: 'studio-bosphorus', name: 'Boğaz Gecesi', categories: ['originals-slots', 'new'], glyph: 'star' },
  { provider: 'studio', code: 'studio-bazaar', name: 'Kapalıçarşı Hazinesi', categories: ['originals-slots', 'new'], glyph: 'gem' },
  { provider: 'studio', code: 'studio-tombala', name: 'Kuzey Tombala', categories: ['bingo'], glyph: 'ball' },
  { provider: 'studio', code: 'studio-keno', name: 'Kuzey Keno', categories: ['tv-games'], glyph: 'tv' },
  // An automated table, not a studio with a dealer: the name says so in the live section.
  { provider: 'studio', code: 'studio-live-roulette', name: 'Kuzey Otomatik Rulet', categories: ['originals-live', 'roulette'], glyph: 'roulette', live: true },
];

export interface StudioCategorySeed {
  slug: string;
  section: CasinoSection;
  name: { tr: string; en: string };
  slugList: string[];
  glyph: 'crown' | 'rocket' | 'wheel';
}

/** Casino categories of our studio's games, so they are listed even without the demo categories. */
export const studioCategorySeeds: StudioCategorySeed[] = [
  { slug: 'slot-originals', section: 'slot', name: { tr: 'Kuzey Özel', en: 'Kuzey Originals' }, slugList: ['originals-slots'], glyph: 'crown' },
  { slug: 'games-originals', section: 'games', name: { tr: 'Kuzey Özel', en: 'Kuzey Originals' }, slugList: ['originals-games'], glyph: 'rocket' },
  // The live section's own table: automated (a scheduled wheel, no human dealer), and named so.
  { slug: 'live-originals', section: 'live', name: { tr: 'Kuzey Otomatik Masalar', en: 'Kuzey Automated Tables' }, slugList: ['originals-live'], glyph: 'wheel' },
];

export const studioCategoryImagePath = (slug: string) => `casino-categories/${slug}.svg`;

// ---- external providers (demo) -------------------------------------------------------------------

const pragmatic: GameSeed[] = [
  { provider: 'pragmatic', code: 'vs20olympgate', name: 'Gates of Olympus', categories: ['popular', 'jackpot'], glyph: 'crown' },
  { provider: 'pragmatic', code: 'vs20fruitsw', name: 'Sweet Bonanza', categories: ['popular', 'fruit'], glyph: 'fruit' },
  { provider: 'pragmatic', code: 'vs20sugarrush', name: 'Sugar Rush', categories: ['new', 'popular'], glyph: 'star' },
  { provider: 'pragmatic', code: 'vs20doghouse', name: 'The Dog House', categories: ['popular'], glyph: 'star' },
  { provider: 'pragmatic', code: 'vs10bbbonanza', name: 'Big Bass Bonanza', categories: ['popular', 'jackpot'], glyph: 'gem' },
  { provider: 'pragmatic', code: 'vs25wolfgold', name: 'Wolf Gold', categories: ['jackpot'], glyph: 'gem' },
  { provider: 'pragmatic', code: 'vs20starlight', name: 'Starlight Princess', categories: ['new'], glyph: 'star' },
  { provider: 'pragmatic', code: 'vs40wildwest', name: 'Wild West Gold', categories: ['new'], glyph: 'gem' },
  { provider: 'pragmatic', code: 'vs20fruitparty', name: 'Fruit Party', categories: ['fruit'], glyph: 'fruit' },
  { provider: 'pragmatic', code: 'vs20olympx', name: 'Gates of Olympus 1000', categories: ['new', 'jackpot'], glyph: 'crown' },
  { provider: 'pragmatic', code: 'vs5joker', name: 'Joker’s Jewels', categories: ['classic', 'fruit'], glyph: 'gem' },
  { provider: 'pragmatic', code: 'vs10firestrike', name: 'Fire Strike', categories: ['classic'], glyph: 'seven' },
  { provider: 'pragmatic', code: '204', name: 'Mega Roulette', categories: ['roulette'], glyph: 'roulette', live: true },
  { provider: 'pragmatic', code: '801', name: 'Mega Wheel', categories: ['game-show'], glyph: 'wheel', live: true },
  { provider: 'pragmatic', code: '1101', name: 'Sweet Bonanza CandyLand', categories: ['game-show'], glyph: 'wheel', live: true },
  { provider: 'pragmatic', code: '401', name: 'Speed Blackjack 1', categories: ['blackjack'], glyph: 'cards', live: true },
  { provider: 'pragmatic', code: '404', name: 'Speed Baccarat 1', categories: ['baccarat'], glyph: 'cards', live: true },
];

const egt: GameSeed[] = [
  { provider: 'egt', code: '3001', name: 'Almighty Dracula', categories: ['jackpot', 'new'], glyph: 'crown' },
  { provider: 'egt', code: '3002', name: 'Blazing Clovers', categories: ['jackpot', 'classic'], glyph: 'star' },
  { provider: 'egt', code: '3003', name: 'Fortune Spells', categories: ['jackpot'], glyph: 'book' },
  { provider: 'egt', code: '3004', name: 'Dragon Reels', categories: ['jackpot', 'popular'], glyph: 'gem' },
  { provider: 'egt', code: '3005', name: 'Coral Island', categories: ['new'], glyph: 'gem' },
  { provider: 'egt', code: '3006', name: 'Great Empire', categories: ['jackpot'], glyph: 'crown' },
  { provider: 'egt', code: '3007', name: 'Aztec Glory', categories: ['jackpot'], glyph: 'pyramid' },
  { provider: 'egt', code: '3008', name: 'Wild Buffalo', categories: ['popular'], glyph: 'star' },
  { provider: 'egt', code: '3009', name: 'Burning Fruits', categories: ['classic', 'fruit'], glyph: 'fruit' },
  { provider: 'egt', code: '3010', name: 'Majestic Crown', categories: ['classic'], glyph: 'crown' },
];

const amusnet: GameSeed[] = [
  { provider: 'amusnet', code: '801', name: '40 Super Hot', categories: ['classic', 'fruit', 'popular'], glyph: 'fruit' },
  { provider: 'amusnet', code: '802', name: 'Burning Hot', categories: ['classic', 'fruit'], glyph: 'seven' },
  { provider: 'amusnet', code: '803', name: 'Shining Crown', categories: ['classic', 'jackpot'], glyph: 'crown' },
  { provider: 'amusnet', code: '804', name: 'Flaming Hot', categories: ['classic', 'fruit'], glyph: 'seven' },
  { provider: 'amusnet', code: '805', name: 'Rise of Ra', categories: ['jackpot'], glyph: 'pyramid' },
  { provider: 'amusnet', code: '806', name: 'Egypt Quest', categories: ['jackpot', 'popular'], glyph: 'pyramid' },
  { provider: 'amusnet', code: '807', name: '20 Super Hot', categories: ['classic', 'fruit'], glyph: 'fruit' },
  { provider: 'amusnet', code: '808', name: 'Supreme Hot', categories: ['classic'], glyph: 'seven' },
  { provider: 'amusnet', code: '809', name: 'Extra Stars', categories: ['classic'], glyph: 'star' },
  { provider: 'amusnet', code: '810', name: 'Dice & Roll', categories: ['classic'], glyph: 'dice' },
  { provider: 'amusnet', code: '811', name: 'Caramel Hot', categories: ['fruit'], glyph: 'fruit' },
  { provider: 'amusnet', code: '812', name: '100 Super Hot', categories: ['classic', 'new'], glyph: 'seven' },
];

const everymatrix: GameSeed[] = [
  { provider: 'everymatrix', code: 'starburst', name: 'Starburst', categories: ['popular', 'classic'], glyph: 'gem', productId: 'NetEnt' },
  { provider: 'everymatrix', code: 'gonzos-quest', name: 'Gonzo’s Quest', categories: ['popular'], glyph: 'pyramid', productId: 'NetEnt' },
  { provider: 'everymatrix', code: 'dead-or-alive-2', name: 'Dead or Alive 2', categories: ['new'], glyph: 'star', productId: 'NetEnt' },
  { provider: 'everymatrix', code: 'book-of-dead', name: 'Book of Dead', categories: ['popular'], glyph: 'book', productId: 'PlayNGo' },
  { provider: 'everymatrix', code: 'reactoonz', name: 'Reactoonz', categories: ['new'], glyph: 'gem', productId: 'PlayNGo' },
  { provider: 'everymatrix', code: 'fire-joker', name: 'Fire Joker', categories: ['classic', 'fruit'], glyph: 'seven', productId: 'PlayNGo' },
  { provider: 'everymatrix', code: 'lightning-roulette', name: 'Lightning Roulette', categories: ['roulette'], glyph: 'roulette', productId: 'Evolution', live: true },
  { provider: 'everymatrix', code: 'turkish-lightning-roulette', name: 'Türkçe Lightning Rulet', categories: ['roulette'], glyph: 'roulette', productId: 'Evolution', live: true },
  { provider: 'everymatrix', code: 'crazy-time', name: 'Crazy Time', categories: ['game-show'], glyph: 'wheel', productId: 'Evolution', live: true },
  { provider: 'everymatrix', code: 'monopoly-live', name: 'MONOPOLY Live', categories: ['game-show'], glyph: 'wheel', productId: 'Evolution', live: true },
  { provider: 'everymatrix', code: 'infinite-blackjack', name: 'Infinite Blackjack', categories: ['blackjack'], glyph: 'cards', productId: 'Evolution', live: true },
  { provider: 'everymatrix', code: 'lightning-baccarat', name: 'Lightning Baccarat', categories: ['baccarat'], glyph: 'cards', productId: 'Evolution', live: true },
  { provider: 'everymatrix', code: 'casino-holdem', name: 'Casino Hold’em', categories: ['poker'], glyph: 'cards', productId: 'Evolution', live: true },
];

const hub88: GameSeed[] = [
  { provider: 'hub88', code: 'spb_aviator', name: 'Aviator', categories: ['crash', 'popular'], glyph: 'plane' },
  { provider: 'hub88', code: 'spb_mines', name: 'Mines', categories: ['table'], glyph: 'bomb' },
  { provider: 'hub88', code: 'spb_plinko', name: 'Plinko', categories: ['table'], glyph: 'ball' },
  { provider: 'hub88', code: 'spb_dice', name: 'Dice', categories: ['table'], glyph: 'dice' },
  { provider: 'hub88', code: 'spb_hi_lo', name: 'Hi Lo', categories: ['table'], glyph: 'cards' },
  { provider: 'hub88', code: 'spb_goal', name: 'Goal', categories: ['table'], glyph: 'ball' },
  { provider: 'hub88', code: 'spb_mini_roulette', name: 'Mini Roulette', categories: ['table'], glyph: 'roulette' },
  { provider: 'hub88', code: 'spb_keno', name: 'Keno', categories: ['keno'], glyph: 'ball' },
  { provider: 'hub88', code: 'sms_jetx', name: 'JetX', categories: ['crash'], glyph: 'rocket' },
  { provider: 'hub88', code: 'sms_balloon', name: 'Balloon', categories: ['crash'], glyph: 'star' },
  { provider: 'hub88', code: 'spb_hotline', name: 'Hotline', categories: ['table'], glyph: 'seven' },
];

const digitain: GameSeed[] = [
  { provider: 'digitain', code: 'dt-tombala', name: 'Tombala', categories: ['bingo'], glyph: 'ball' },
  { provider: 'digitain', code: 'dt-bingo75', name: 'Bingo 75', categories: ['bingo'], glyph: 'ball' },
  { provider: 'digitain', code: 'dt-bingo37', name: 'Bingo 37', categories: ['bingo'], glyph: 'ball' },
  { provider: 'digitain', code: 'dt-keno80', name: 'Keno 80', categories: ['keno'], glyph: 'ball' },
  { provider: 'digitain', code: 'dt-fastkeno', name: 'Hızlı Keno', categories: ['keno'], glyph: 'ball' },
  { provider: 'digitain', code: 'dt-lucky7', name: 'Lucky 7', categories: ['tv-games'], glyph: 'tv' },
  { provider: 'digitain', code: 'dt-lucky5', name: 'Lucky 5', categories: ['lottery'], glyph: 'tv' },
  { provider: 'digitain', code: 'dt-diceduel', name: 'Dice Duel', categories: ['tv-games'], glyph: 'dice' },
  { provider: 'digitain', code: 'dt-wheel', name: 'Şans Çarkı', categories: ['tv-games'], glyph: 'wheel' },
  { provider: 'digitain', code: 'dt-warofbets', name: 'War of Bets', categories: ['tv-games'], glyph: 'cards' },
  { provider: 'digitain', code: 'dt-speedy7', name: 'Speedy 7', categories: ['tv-games'], glyph: 'tv' },
  { provider: 'digitain', code: 'dt-lotto649', name: 'Loto 6/49', categories: ['lottery'], glyph: 'ball' },
];

const softgamings: GameSeed[] = [
  { provider: 'softgamings', code: 'ezugi_turkish_roulette', name: 'Türkçe Rulet', categories: ['roulette'], glyph: 'roulette', system: '960', live: true },
  { provider: 'softgamings', code: 'ezugi_turkish_blackjack', name: 'Türkçe Blackjack', categories: ['blackjack'], glyph: 'cards', system: '960', live: true },
  { provider: 'softgamings', code: 'ezugi_turkish_baccarat', name: 'Türkçe Bakara', categories: ['baccarat'], glyph: 'cards', system: '960', live: true },
  { provider: 'softgamings', code: 'ezugi_ultimate_roulette', name: 'Ultimate Roulette', categories: ['roulette'], glyph: 'roulette', system: '960', live: true },
  { provider: 'softgamings', code: 'ezugi_andar_bahar', name: 'Andar Bahar', categories: ['game-show'], glyph: 'cards', system: '960', live: true },
  { provider: 'softgamings', code: 'book_of_ra_deluxe', name: 'Book of Ra Deluxe', categories: ['popular', 'classic'], glyph: 'book', system: '998' },
  { provider: 'softgamings', code: 'sizzling_hot_deluxe', name: 'Sizzling Hot Deluxe', categories: ['classic', 'fruit'], glyph: 'fruit', system: '998' },
  { provider: 'softgamings', code: 'lucky_ladys_charm_deluxe', name: 'Lucky Lady’s Charm Deluxe', categories: ['classic'], glyph: 'star', system: '998' },
  { provider: 'softgamings', code: 'ultra_hot_deluxe', name: 'Ultra Hot Deluxe', categories: ['classic', 'fruit'], glyph: 'seven', system: '998' },
];

export const demoGameSeeds: GameSeed[] = [...pragmatic, ...egt, ...amusnet, ...everymatrix, ...hub88, ...digitain, ...softgamings];

// ---- jackpot pools (demo) ------------------------------------------------------------------------

export interface PoolTierSeed {
  seedKurus: bigint;
  contributionPpm: number;
  oddsKurus: bigint;
}

export interface JackpotPoolSeed {
  provider: 'egt' | 'amusnet' | 'pragmatic';
  name: string;
  /** Only for pools this seed creates (the content seed already has the EGT and Egypt Quest ones). */
  create?: { sort: number; levels: [bigint, bigint, bigint, bigint] };
  /** Grand (1) to mini (4). */
  tiers: [PoolTierSeed, PoolTierSeed, PoolTierSeed, PoolTierSeed];
  /** [provider, code] of the participating games. */
  games: Array<[ProviderCode, string]>;
}

/**
 * A tier's rules from its restart value: contributions of 0.15% / 0.10% / 0.07% / 0.05% of every stake,
 * and odds set so that on average the tier pays about what it collected (an average prize of 1.5 times
 * its restart value).
 */
function tiers(grand: bigint, major: bigint, minor: bigint, mini: bigint): JackpotPoolSeed['tiers'] {
  const tier = (seedKurus: bigint, contributionPpm: number): PoolTierSeed => ({
    seedKurus,
    contributionPpm,
    oddsKurus: (seedKurus * 3n * 1_000_000n) / (2n * BigInt(contributionPpm)),
  });
  return [tier(grand, 1500), tier(major, 1000), tier(minor, 700), tier(mini, 500)];
}

const codesOf = (list: GameSeed[]) => list.map((game): [ProviderCode, string] => [game.provider, game.code]);
const egtSlots = codesOf(egt);

const PRAGMATIC_POOL = 'Jackpot Play';

export const jackpotPoolSeeds: JackpotPoolSeed[] = [
  { provider: 'egt', name: 'Clover Chance', tiers: tiers(50_000_000n, 5_000_000n, 500_000n, 100_000n), games: egtSlots },
  { provider: 'egt', name: 'High Cash', tiers: tiers(100_000_000n, 7_500_000n, 750_000n, 100_000n), games: egtSlots },
  {
    provider: 'egt',
    name: 'Bell Link',
    tiers: tiers(150_000_000n, 10_000_000n, 1_000_000n, 150_000n),
    games: [...egtSlots, ['studio', 'studio-slot']],
  },
  {
    provider: 'egt',
    name: 'VIP Bell Link',
    tiers: tiers(300_000_000n, 25_000_000n, 2_500_000n, 250_000n),
    games: [...egtSlots, ['studio', 'studio-slot']],
  },
  {
    provider: 'amusnet',
    name: EGYPT_QUEST_POOL,
    tiers: tiers(90_000_000n, 9_000_000n, 900_000n, 90_000n),
    games: [
      ['amusnet', '806'],
      ['studio', 'studio-slot'],
    ],
  },
  {
    provider: 'amusnet',
    name: AMUSNET_CARDS_POOL,
    create: { sort: 6, levels: [95_432_180n, 7_654_320n, 865_430n, 98_760n] },
    tiers: tiers(50_000_000n, 4_000_000n, 400_000n, 50_000n),
    games: [...codesOf(amusnet), ['studio', 'studio-roulette'], ['studio', 'studio-blackjack']],
  },
  {
    provider: 'pragmatic',
    name: PRAGMATIC_POOL,
    create: { sort: 7, levels: [256_789_450n, 12_345_670n, 2_345_670n, 345_670n] },
    tiers: tiers(120_000_000n, 6_000_000n, 1_000_000n, 150_000n),
    games: [...codesOf(pragmatic.filter((game) => !game.live)), ['studio', 'studio-crash']],
  },
];
