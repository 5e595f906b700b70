// Demo content (SEED_DEMO): the home slider, casino categories of every section, the start-up popup,
// promotions, configured jackpot cards, the live TV app setting, a domain change and the demo player.
// Every image named here is a generated file of ../media/images.ts.
import type { CasinoSection } from '../../db/schema/content';
import {
  bannerSizes,
  categoryImagePath,
  mediaUrl,
  popupImagePath,
  promotionImagePath,
  slideArt,
  slideImagePath,
} from '../media/images';
import { turkiyeId } from './countries';
import { demoSliderSlug } from './site';

type Localized<T> = { tr: T; en: T };

// ---- slider --------------------------------------------------------------------------------------

export interface SlideSeed {
  slug: string;
  url: string | null;
  target: '_self' | '_blank';
  /** [default src, medium srcset, large srcset] */
  images: [string, string, string];
  alt: string;
}

const slideLinks: Record<string, { url: string; alt: string }> = {
  'welcome-bonus': { url: '/promotions', alt: 'Hoş geldin bonusu: ilk yatırıma %100' },
  'live-casino': { url: '/casino/live', alt: 'Canlı casino: 7/24 canlı masalar' },
  'weekly-cashback': { url: '/promotions', alt: 'Her pazartesi %10 kayıp bonusu' },
  'live-sports': { url: '/livespor', alt: 'Canlı bahis: yüksek oranlar' },
};

export const demoSlider = {
  slug: demoSliderSlug,
  name: 'Ana sayfa',
  items: slideArt.map((art): SlideSeed => {
    const link = slideLinks[art.slug]!;
    const [sm, md, lg] = bannerSizes.map((size) => mediaUrl(slideImagePath(art.slug, size.suffix)));
    return { slug: art.slug, url: link.url, target: '_self', images: [sm!, md!, lg!], alt: link.alt };
  }),
};

// ---- casino categories ---------------------------------------------------------------------------

export interface CasinoCategorySeed {
  slug: string;
  section: CasinoSection;
  name: Localized<string>;
  /** Catalogue category slugs whose games the category lists. */
  slugList: string[];
  imageUrl: string | null;
}

const category = (
  slug: string,
  section: CasinoSection,
  tr: string,
  en: string,
  slugList: string[],
  withImage = true,
): CasinoCategorySeed => ({
  slug,
  section,
  name: { tr, en },
  slugList,
  imageUrl: withImage ? mediaUrl(categoryImagePath(slug)) : null,
});

export const demoCasinoCategories: CasinoCategorySeed[] = [
  category('slot-popular', 'slot', 'Popüler', 'Popular', ['popular']),
  category('slot-new', 'slot', 'Yeni Oyunlar', 'New Games', ['new']),
  category('slot-jackpot', 'slot', 'Jackpot Oyunları', 'Jackpot Games', ['jackpot']),
  category('slot-classic', 'slot', 'Klasik Slotlar', 'Classic Slots', ['classic', 'fruit']),
  category('live-roulette', 'live', 'Rulet', 'Roulette', ['roulette']),
  category('live-blackjack', 'live', 'Blackjack', 'Blackjack', ['blackjack']),
  category('live-baccarat', 'live', 'Bakara', 'Baccarat', ['baccarat']),
  category('live-game-shows', 'live', 'Şov Oyunları', 'Game Shows', ['game-show']),
  category('bingo-rooms', 'bingo', 'Tombala Salonları', 'Bingo Rooms', ['bingo']),
  // No image on purpose: the app shows its default image for categories without one.
  category('bingo-keno', 'bingo', 'Keno', 'Keno', ['keno'], false),
  category('games-crash', 'games', 'Crash Oyunları', 'Crash Games', ['crash']),
  category('games-table', 'games', 'Masa Oyunları', 'Table Games', ['table', 'poker']),
  category('tvbets-lottery', 'tvbets', 'TV Oyunları', 'TV Games', ['tv-games', 'lottery']),
];

// ---- start-up popup ------------------------------------------------------------------------------

export const demoPopup = {
  slug: 'welcome',
  images: [{ url: mediaUrl(popupImagePath), link: null as string | null, alt: 'Hoş geldin! ₺100 deneme bonusu' }],
  text: {
    tr: {
      title: 'Hoş geldin!',
      html: '<p>Üye olurken deneme bonusunu seç, <strong>₺100</strong> yatırım yapmadan hesabına yüklensin.</p>',
    },
    en: {
      title: 'Welcome!',
      html: '<p>Opt in to the trial bonus when you sign up and get <strong>₺100</strong> without a deposit.</p>',
    },
  } satisfies Localized<{ title: string; html: string }>,
};

// ---- promotions ----------------------------------------------------------------------------------

export interface PromotionSeed {
  slug: string;
  sort: number;
  text: Localized<{ title: string; html: string }>;
}

export const demoPromotions: PromotionSeed[] = [
  {
    slug: 'welcome-bonus',
    sort: 1,
    text: {
      tr: {
        title: '%100 Yatırım Bonusu',
        html: `<p>Kampanyaya katıl, bir sonraki yatırımına <strong>%100</strong>, <strong>₺500</strong>’e kadar bonus!</p>
<ul>
<li>En az yatırım tutarı ₺100’dür; bonus, katıldıktan sonraki ilk uygun yatırımın onaylanınca bir kez eklenir.</li>
<li>Çevrim şartı: bonus tutarının 10 katı, 7 gün içinde.</li>
<li>Bahislerin çevrime katkısı: slot %100, rulet ve blackjack %10, roket (crash) %20.</li>
<li>Bir turda sonuçların üçte ikisinden fazlasını kapsayan bahisler (ör. kırmızı ve siyah birlikte) çevrime sayılmaz.</li>
<li>Bonus bakiyen varken bir turda en fazla ₺50 bahis yapılabilir.</li>
</ul>
<p><a href="/pages/8">Genel bonus kuralları</a> geçerlidir.</p>`,
      },
      en: {
        title: '100% Deposit Bonus',
        html: `<p>Join, and get <strong>100%</strong> on your next deposit, up to <strong>₺500</strong>!</p>
<ul>
<li>The minimum deposit is ₺100; the bonus is added once, when your first qualifying deposit after joining is confirmed.</li>
<li>Wagering: 10 times the bonus amount, within 7 days.</li>
<li>Stakes count towards wagering: slots 100%, roulette and blackjack 10%, crash 20%.</li>
<li>Bets of one round covering more than two thirds of its outcomes (e.g. red and black together) do not count.</li>
<li>While you hold bonus money, one round’s stakes may be at most ₺50.</li>
</ul>
<p>The <a href="/pages/8">general bonus terms</a> apply.</p>`,
      },
    },
  },
  {
    slug: 'weekly-cashback',
    sort: 2,
    text: {
      tr: {
        title: 'Haftalık %10 Kayıp Bonusu',
        html: `<p>Kampanyaya katıl, son 7 gündeki net casino kaybının <strong>%10</strong>’u nakit olarak geri gelsin.</p>
<ul>
<li>Net kayıp: katıldığın andan itibaren son 7 gündeki casino bahislerin eksi kazançların (yalnızca nakit).</li>
<li>En fazla ₺1.000; her 7 günde bir Hesabım &gt; Bonuslar bölümünden talep edilir.</li>
<li>Nakit olarak ödenir, çevrim şartı yoktur.</li>
</ul>`,
      },
      en: {
        title: 'Weekly 10% Cashback',
        html: `<p>Join, and get <strong>10%</strong> of your net casino losses over the last 7 days back as cash.</p>
<ul>
<li>Net loss: your casino stakes minus winnings (cash only) over the last 7 days since you joined.</li>
<li>Up to ₺1,000; claim it once every 7 days under My Account &gt; Bonuses.</li>
<li>Paid as cash, with no wagering.</li>
</ul>`,
      },
    },
  },
  {
    slug: 'live-casino-reload',
    sort: 3,
    text: {
      tr: {
        title: 'Canlı Casino %25 Yatırım Bonusu',
        html: `<p>Canlı casino masaları için haftada bir kez <strong>%25</strong>, <strong>₺2.500</strong>’e kadar yatırım bonusu.</p>
<ul>
<li>En az yatırım tutarı ₺250’dir.</li>
<li>Çevrim şartı: bonus tutarının 15 katı, canlı casino oyunlarında.</li>
<li>Rulette masanın iki zıt seçeneğine aynı anda bahis yapılması çevrime sayılmaz.</li>
</ul>`,
      },
      en: {
        title: 'Live Casino 25% Reload',
        html: `<p>Once a week, <strong>25%</strong> up to <strong>₺2,500</strong> on your deposit for the live casino tables.</p>
<ul>
<li>The minimum deposit is ₺250.</li>
<li>Wagering: 15 times the bonus amount, on live casino games.</li>
<li>Bets on both opposite outcomes of a roulette table at once do not count towards wagering.</li>
</ul>`,
      },
    },
  },
  {
    slug: 'friday-free-spins',
    sort: 4,
    text: {
      tr: {
        title: 'Cuma Günü 50 Bedava Dönüş',
        html: `<p>Her cuma <strong>₺500</strong> ve üzeri yatırımına seçili slot oyunlarında <strong>50 bedava dönüş</strong>.</p>
<ul>
<li>Dönüşler yatırım onaylandıktan sonra 24 saat içinde kullanılmalıdır.</li>
<li>Bedava dönüş kazançları bonus bakiyesine eklenir; çevrim şartı kazancın 20 katıdır.</li>
</ul>`,
      },
      en: {
        title: 'Friday 50 Free Spins',
        html: `<p>Every Friday, <strong>50 free spins</strong> on selected slots for deposits of <strong>₺500</strong> or more.</p>
<ul>
<li>Use the spins within 24 hours of the deposit being confirmed.</li>
<li>Free-spin winnings go to the bonus balance; wagering is 20 times the winnings.</li>
</ul>`,
      },
    },
  },
];

// ---- bonus campaigns (until the back office defines them) ------------------------------------------

export interface CampaignSeed {
  code: string;
  kind: 'deposit' | 'cashback';
  /** The promotion (by slug) whose Claim / Join button it is. */
  promotionSlug: string;
  percent: number;
  capKurus: bigint;
  minDepositKurus: bigint;
  /** 0: paid as cash. */
  wageringMultiplier: number;
  bonusValidityHours: number;
  periodDays: number;
}

export const demoCampaigns: CampaignSeed[] = [
  // 100% of the next deposit of ₺100 or more, up to ₺500, wagering 10×, 7 days.
  { code: 'demo-deposit-100', kind: 'deposit', promotionSlug: 'welcome-bonus', percent: 100, capKurus: 50_000n, minDepositKurus: 10_000n, wageringMultiplier: 10, bonusValidityHours: 7 * 24, periodDays: 7 },
  // 10% of net casino losses over the last 7 days since joining, up to ₺1.000, paid as cash.
  { code: 'demo-cashback-10', kind: 'cashback', promotionSlug: 'weekly-cashback', percent: 10, capKurus: 100_000n, minDepositKurus: 0n, wageringMultiplier: 0, bonusValidityHours: 7 * 24, periodDays: 7 },
];

/** The images of a demo promotion: type 2 is the main image, type 1 the list thumbnail. */
export const promotionImages = (slug: string) => [
  { type: 2, url: mediaUrl(promotionImagePath(slug, 'main')) },
  { type: 1, url: mediaUrl(promotionImagePath(slug, 'thumb')) },
];

// ---- jackpots ------------------------------------------------------------------------------------

export interface JackpotSeed {
  provider: 'egt' | 'amusnet';
  name: string;
  sort: number;
  /** Kuruş, grand (level 1) to mini (level 4). */
  levels: [bigint, bigint, bigint, bigint];
}

export const demoJackpots: JackpotSeed[] = [
  { provider: 'egt', name: 'Clover Chance', sort: 1, levels: [125_436_725n, 9_654_180n, 1_234_560n, 185_040n] },
  { provider: 'egt', name: 'High Cash', sort: 2, levels: [210_894_000n, 15_432_075n, 1_876_030n, 241_590n] },
  { provider: 'egt', name: 'Bell Link', sort: 3, levels: [341_298_755n, 24_876_540n, 2_456_780n, 312_015n] },
  { provider: 'egt', name: 'VIP Bell Link', sort: 4, levels: [687_543_210n, 51_234_065n, 5_231_025n, 564_070n] },
  { provider: 'amusnet', name: 'Egypt Quest', sort: 5, levels: [184_523_640n, 18_452_364n, 1_845_236n, 184_524n] },
];

// ---- app settings and domains --------------------------------------------------------------------

export const demoAppSettings = [
  // TRT Spor's public site, the national sports channel's live broadcasts.
  { key: 'livetv', url: 'https://www.trtspor.com.tr/' },
];

/** .example is reserved for documentation (RFC 2606), so the demo banner points at no one's site. */
export const demoDomains = [{ currentDomain: 'casino1.example', nextDomain: 'casino2.example' }];

// ---- the demo player -----------------------------------------------------------------------------

export const demoPlayer = {
  username: 'demo',
  password: 'demo1234',
  email: 'demo@example.com',
  name: 'Demo',
  surname: 'Oyuncu',
  /** Digits without the 90 prefix; not SMS-verified, so the verification screens have work to do. */
  phone: '5001234567',
  smsVerified: false,
  countryId: turkiyeId,
  birthDate: '1990-01-01',
  /** ₺1.000,00 */
  initialCreditKurus: 100_000n,
  creditIdempotencyKey: 'seed:demo:initial-credit',
};
