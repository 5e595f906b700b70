// The generated images the project ships under server/assets/media (served at /media/...): banner slides in
// three sizes, promotion and popup artwork, casino category icons, 16 game-provider wordmarks, the
// language flags and the footer badges. Each file is a pure function of this module, so a test can
// regenerate them and fail when the committed copies are stale (write them with `npm run media`).
import { escapeXml, linearGradient, palette, round, starPath, svgDocument, textEl } from './svg';
import { casinoMediaFiles } from '../casino-images';

/** URL prefix of the generated images; the files live in server/assets/media. */
export const mediaUrlPrefix = '/media';

export interface MediaFile {
  /** Path under server/assets/media, with forward slashes. */
  path: string;
  content: string;
}

export const mediaUrl = (path: string) => `${mediaUrlPrefix}/${path}`;

// ---- banners -------------------------------------------------------------------------------------

/** Responsive banner sizes: index 0 is the default src, 1 and 2 the srcset candidates for wider screens. */
export const bannerSizes = [
  { suffix: 'sm', width: 520, height: 300 },
  { suffix: 'md', width: 1040, height: 600 },
  { suffix: 'lg', width: 2080, height: 1200 },
] as const;
export type BannerSize = (typeof bannerSizes)[number]['suffix'];

type Decoration = 'coins' | 'roulette' | 'football' | 'cashback' | 'spins' | 'cards';

export interface BannerArt {
  slug: string;
  /** Short line above the headline. */
  kicker: string;
  headline: string;
  /** Second line under the headline; the small size leaves it out to stay legible. */
  subline: string;
  cta: string;
  from: string;
  to: string;
  accent: string;
  decoration: Decoration;
}

/** The slides of the demo home slider (spec: banner carousel, image ratio 1040/600). */
export const slideArt: BannerArt[] = [
  {
    slug: 'welcome-bonus',
    kicker: 'HOŞ GELDİN BONUSU',
    headline: '%100 BONUS',
    subline: 'İlk yatırımına ₺5.000’e kadar',
    cta: 'HEMEN KATIL',
    from: palette.navy,
    to: palette.indigo,
    accent: palette.gold,
    decoration: 'coins',
  },
  {
    slug: 'live-casino',
    kicker: 'CANLI CASINO',
    headline: '7/24 CANLI MASALAR',
    subline: 'Gerçek krupiyelerle rulet, blackjack, bakara',
    cta: 'MASAYA OTUR',
    from: '#3b0a1f',
    to: '#7f1d1d',
    accent: palette.gold,
    decoration: 'roulette',
  },
  {
    slug: 'weekly-cashback',
    kicker: 'HER PAZARTESİ',
    headline: '%10 KAYIP BONUSU',
    subline: 'Haftalık net kaybının %10’u hesabında',
    cta: 'DETAYLAR',
    from: '#052e2b',
    to: '#0f766e',
    accent: '#5eead4',
    decoration: 'cashback',
  },
  {
    slug: 'live-sports',
    kicker: 'CANLI BAHİS',
    headline: 'YÜKSEK ORANLAR',
    subline: 'Maç anında bahis, anlık istatistikler',
    cta: 'BAHİS YAP',
    from: '#0c1a3a',
    to: '#1d4ed8',
    accent: '#93c5fd',
    decoration: 'football',
  },
];

/** Artwork of the demo promotions (type 2 main image in the md size, type 1 thumbnail in sm). */
export const promotionArt: BannerArt[] = [
  {
    slug: 'welcome-bonus',
    kicker: 'KATIL, YATIR, KAZAN',
    headline: '%100 YATIRIM BONUSU',
    subline: 'Bir sonraki yatırımına ₺500’e kadar bonus',
    cta: 'KATIL',
    from: '#1e1b4b',
    to: '#4338ca',
    accent: palette.gold,
    decoration: 'coins',
  },
  {
    slug: 'weekly-cashback',
    kicker: 'HAFTALIK',
    headline: '%10 KAYIP BONUSU',
    subline: 'Son 7 günün kaybının %10’u nakit olarak geri',
    cta: 'İNCELE',
    from: '#042f2e',
    to: '#0d9488',
    accent: '#99f6e4',
    decoration: 'cashback',
  },
  {
    slug: 'live-casino-reload',
    kicker: 'CANLI CASINO',
    headline: '%25 YATIRIM BONUSU',
    subline: 'Canlı masalarda haftada bir kez',
    cta: 'İNCELE',
    from: '#450a0a',
    to: '#b91c1c',
    accent: '#fde68a',
    decoration: 'cards',
  },
  {
    slug: 'friday-free-spins',
    kicker: 'CUMA GÜNLERİ',
    headline: '50 BEDAVA DÖNÜŞ',
    subline: '₺500 ve üzeri yatırımlara seçili slotlarda',
    cta: 'İNCELE',
    from: '#3b0764',
    to: '#9333ea',
    accent: '#f0abfc',
    decoration: 'spins',
  },
];

function decoration(kind: Decoration, accent: string, detailed: boolean): string {
  switch (kind) {
    case 'coins': {
      const coins = [
        [820, 170, 70],
        [920, 300, 52],
        [760, 360, 44],
        [900, 470, 34],
      ] as const;
      return coins
        .slice(0, detailed ? 4 : 2)
        .map(
          ([cx, cy, r]) =>
            `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}"/>` +
            `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.72)}" fill="none" stroke="#b8860b" stroke-width="${round(r * 0.08)}"/>` +
            textEl('₺', { x: cx, y: round(cy + r * 0.38), size: round(r * 1.05), fill: '#8a6100', anchor: 'middle', weight: 800 }),
        )
        .join('');
    }
    case 'roulette': {
      const cx = 840;
      const cy = 300;
      const pockets = 18;
      const sectors: string[] = [];
      for (let i = 0; i < pockets; i += 1) {
        const a0 = (i * 2 * Math.PI) / pockets;
        const a1 = ((i + 1) * 2 * Math.PI) / pockets;
        const r = 190;
        sectors.push(
          `<path d="M${cx},${cy}L${round(cx + r * Math.cos(a0))},${round(cy + r * Math.sin(a0))}` +
            `A${r},${r} 0 0 1 ${round(cx + r * Math.cos(a1))},${round(cy + r * Math.sin(a1))}Z" ` +
            `fill="${i === 0 ? palette.green : i % 2 ? '#111827' : '#b91c1c'}"/>`,
        );
      }
      return (
        `<circle cx="${cx}" cy="${cy}" r="206" fill="${accent}"/>` +
        sectors.join('') +
        `<circle cx="${cx}" cy="${cy}" r="110" fill="#7c2d12"/>` +
        `<circle cx="${cx}" cy="${cy}" r="36" fill="${accent}"/>` +
        (detailed ? `<circle cx="${cx + 150}" cy="${cy - 40}" r="14" fill="${palette.white}"/>` : '')
      );
    }
    case 'football': {
      const cx = 840;
      const cy = 300;
      const patches = [0, 72, 144, 216, 288]
        .map((deg) => {
          const a = (deg - 90) * (Math.PI / 180);
          return `<path d="${pentagon(round(cx + 120 * Math.cos(a)), round(cy + 120 * Math.sin(a)), 38)}" fill="#111827"/>`;
        })
        .join('');
      return (
        `<circle cx="${cx}" cy="${cy}" r="180" fill="${palette.white}"/>` +
        `<path d="${pentagon(cx, cy, 52)}" fill="#111827"/>` +
        (detailed ? patches : '') +
        `<circle cx="${cx}" cy="${cy}" r="180" fill="none" stroke="${accent}" stroke-width="8"/>`
      );
    }
    case 'cashback': {
      return (
        `<circle cx="840" cy="300" r="170" fill="none" stroke="${accent}" stroke-width="28" stroke-dasharray="820 260"/>` +
        `<path d="M975,170 l40,70 l-80,6 z" fill="${accent}"/>` +
        textEl('%10', { x: 840, y: 335, size: 104, fill: accent, anchor: 'middle', weight: 800 }) +
        (detailed ? textEl('GERİ ÖDEME', { x: 840, y: 390, size: 26, fill: palette.white, anchor: 'middle', letterSpacing: 3 }) : '')
      );
    }
    case 'spins': {
      const reels = [700, 820, 940]
        .map(
          (x, i) =>
            `<rect x="${x - 52}" y="200" width="104" height="200" rx="16" fill="${palette.white}"/>` +
            textEl(['7', '★', '7'][i] ?? '7', { x, y: 335, size: 110, fill: i === 1 ? palette.amber : palette.red, anchor: 'middle', weight: 900 }),
        )
        .join('');
      return (
        `<rect x="620" y="170" width="400" height="260" rx="28" fill="${accent}" opacity="0.9"/>` +
        reels +
        (detailed ? `<circle cx="1050" cy="250" r="18" fill="${palette.red}"/><rect x="1044" y="250" width="12" height="120" fill="${palette.mist}"/>` : '')
      );
    }
    case 'cards': {
      const card = (x: number, y: number, rotate: number, suit: string, colour: string) =>
        `<g transform="rotate(${rotate} ${x + 80} ${y + 110})">` +
        `<rect x="${x}" y="${y}" width="160" height="220" rx="16" fill="${palette.white}" stroke="${accent}" stroke-width="6"/>` +
        textEl('A', { x: x + 24, y: y + 52, size: 44, fill: colour, weight: 800 }) +
        textEl(suit, { x: x + 80, y: y + 150, size: 96, fill: colour, anchor: 'middle', weight: 400 }) +
        `</g>`;
      return card(700, 190, -12, '♠', '#111827') + (detailed ? card(820, 180, 10, '♥', palette.red) : '');
    }
  }
}

function pentagon(cx: number, cy: number, r: number): string {
  const points = [0, 1, 2, 3, 4].map((i) => {
    const a = ((i * 72 - 90) * Math.PI) / 180;
    return `${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`;
  });
  return `M${points.join('L')}Z`;
}

/**
 * A banner drawn on a 1040×600 canvas and scaled to the size asked for; the small size shows only
 * the headline and the button so its text stays readable on a phone, the large one adds sparkle.
 */
export function bannerSvg(art: BannerArt, size: BannerSize): string {
  const { width, height } = bannerSizes.find((s) => s.suffix === size)!;
  const small = size === 'sm';
  const large = size === 'lg';
  const gradientId = `bg-${art.slug}`;
  const sparkles = large
    ? [
        [120, 80, 10],
        [560, 70, 8],
        [980, 540, 12],
        [620, 520, 7],
        [300, 560, 9],
      ]
        .map(([x, y, r]) => `<path d="${starPath(x!, y!, r!)}" fill="${art.accent}" opacity="0.8"/>`)
        .join('')
    : '';
  // Bold capitals are about 0.66 em wide: shrink long headlines to fit the 620-unit text column.
  const headlineSize = Math.min(small ? 84 : 72, Math.floor(620 / (art.headline.length * 0.66)));
  const sublineSize = Math.min(32, Math.floor(620 / (art.subline.length * 0.52)));
  const body = [
    `<defs>${linearGradient(gradientId, art.from, art.to)}</defs>`,
    `<rect width="1040" height="600" fill="url(#${gradientId})"/>`,
    `<circle cx="1000" cy="-40" r="320" fill="${art.accent}" opacity="0.08"/>`,
    `<circle cx="60" cy="640" r="260" fill="${palette.white}" opacity="0.05"/>`,
    sparkles,
    // Scaled towards the right edge so the artwork never runs under the text column (x < 690).
    `<g transform="translate(860 300) scale(0.85) translate(-840 -300)">${decoration(art.decoration, art.accent, !small)}</g>`,
    textEl(art.kicker, { x: 64, y: small ? 150 : 170, size: small ? 40 : 30, fill: art.accent, weight: 800, letterSpacing: 4 }),
    textEl(art.headline, { x: 64, y: small ? 260 : 260, size: headlineSize, weight: 900 }),
    small ? '' : textEl(art.subline, { x: 64, y: 330, size: sublineSize, fill: palette.mist, weight: 500 }),
    `<rect x="64" y="${small ? 340 : 400}" width="${small ? 360 : 300}" height="${small ? 110 : 84}" rx="${small ? 55 : 42}" fill="${art.accent}"/>`,
    textEl(art.cta, {
      x: 64 + (small ? 180 : 150),
      y: small ? 412 : 454,
      size: small ? 44 : 32,
      fill: palette.night,
      anchor: 'middle',
      weight: 800,
      letterSpacing: 2,
    }),
  ].join('\n');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1040 600" ` +
    `role="img" aria-label="${escapeXml(`${art.kicker}: ${art.headline}`)}">\n<title>${escapeXml(art.headline)}</title>\n${body}\n</svg>\n`
  );
}

export const slideImagePath = (slug: string, size: BannerSize) => `slider/${slug}-${size}.svg`;
export const promotionImagePath = (slug: string, kind: 'main' | 'thumb') => `promotions/${slug}-${kind}.svg`;

// ---- start-up popup ------------------------------------------------------------------------------

export const popupImagePath = 'popup/welcome.svg';

function popupSvg(): string {
  const body = [
    `<defs>${linearGradient('popup-bg', palette.night, palette.indigo, 'v')}</defs>`,
    `<rect width="600" height="800" rx="32" fill="url(#popup-bg)"/>`,
    `<circle cx="300" cy="250" r="150" fill="${palette.gold}" opacity="0.15"/>`,
    `<path d="${starPath(300, 250, 120)}" fill="${palette.gold}"/>`,
    textEl('₺', { x: 300, y: 290, size: 110, fill: palette.night, anchor: 'middle', weight: 900 }),
    textEl('HOŞ GELDİN!', { x: 300, y: 480, size: 56, anchor: 'middle', weight: 900 }),
    textEl('Üye ol, ₺100 deneme bonusunu', { x: 300, y: 545, size: 30, fill: palette.mist, anchor: 'middle', weight: 500 }),
    textEl('hemen hesabına al.', { x: 300, y: 585, size: 30, fill: palette.mist, anchor: 'middle', weight: 500 }),
    `<rect x="150" y="640" width="300" height="80" rx="40" fill="${palette.gold}"/>`,
    textEl('KAYIT OL', { x: 300, y: 692, size: 32, fill: palette.night, anchor: 'middle', weight: 800, letterSpacing: 2 }),
  ].join('\n');
  return svgDocument(600, 800, 'Hoş geldin! ₺100 deneme bonusu', body);
}

// ---- casino category icons -----------------------------------------------------------------------

type Glyph = 'flame' | 'star' | 'crown' | 'seven' | 'roulette' | 'cards21' | 'baccarat' | 'mic' | 'rocket' | 'dice' | 'tv' | 'ball';

export interface CategoryArt {
  slug: string;
  glyph: Glyph;
  from: string;
  to: string;
}

/** Icons of the demo casino categories (one category deliberately has none: the app's default image). */
export const categoryArt: CategoryArt[] = [
  { slug: 'slot-popular', glyph: 'flame', from: '#7c2d12', to: '#f97316' },
  { slug: 'slot-new', glyph: 'star', from: '#1e3a8a', to: '#3b82f6' },
  { slug: 'slot-jackpot', glyph: 'crown', from: '#713f12', to: '#eab308' },
  { slug: 'slot-classic', glyph: 'seven', from: '#7f1d1d', to: '#ef4444' },
  { slug: 'live-roulette', glyph: 'roulette', from: '#14532d', to: '#22c55e' },
  { slug: 'live-blackjack', glyph: 'cards21', from: '#1f2937', to: '#4b5563' },
  { slug: 'live-baccarat', glyph: 'baccarat', from: '#4c0519', to: '#e11d48' },
  { slug: 'live-game-shows', glyph: 'mic', from: '#4a044e', to: '#c026d3' },
  { slug: 'bingo-rooms', glyph: 'ball', from: '#164e63', to: '#06b6d4' },
  { slug: 'games-crash', glyph: 'rocket', from: '#312e81', to: '#8b5cf6' },
  { slug: 'games-table', glyph: 'dice', from: '#064e3b', to: '#10b981' },
  { slug: 'tvbets-lottery', glyph: 'tv', from: '#0c4a6e', to: '#0ea5e9' },
];

function glyph(kind: Glyph): string {
  const w = palette.white;
  switch (kind) {
    case 'flame':
      return `<path d="M80,28 C96,52 118,62 116,96 C114,122 96,136 80,136 C62,136 44,122 44,98 C44,78 56,70 60,52 C70,66 70,76 74,80 C80,66 82,48 80,28Z" fill="${w}"/>`;
    case 'star':
      return `<path d="${starPath(80, 84, 52)}" fill="${w}"/>`;
    case 'crown':
      return `<path d="M32,116 L40,54 L62,84 L80,44 L98,84 L120,54 L128,116Z" fill="${w}"/><rect x="32" y="120" width="96" height="12" rx="4" fill="${w}"/>`;
    case 'seven':
      return textEl('7', { x: 80, y: 124, size: 104, anchor: 'middle', weight: 900 });
    case 'roulette':
      return (
        `<circle cx="80" cy="82" r="50" fill="none" stroke="${w}" stroke-width="10"/>` +
        `<circle cx="80" cy="82" r="18" fill="${w}"/>` +
        [0, 60, 120].map((deg) => `<rect x="76" y="32" width="8" height="100" fill="${w}" transform="rotate(${deg} 80 82)"/>`).join('')
      );
    case 'cards21':
      return (
        `<rect x="34" y="38" width="56" height="80" rx="8" fill="${w}" transform="rotate(-10 62 78)"/>` +
        `<rect x="70" y="42" width="56" height="80" rx="8" fill="${w}" opacity="0.9"/>` +
        textEl('21', { x: 98, y: 96, size: 30, fill: '#111827', anchor: 'middle', weight: 900 })
      );
    case 'baccarat':
      return (
        `<rect x="30" y="44" width="52" height="76" rx="8" fill="${w}"/>` +
        textEl('♦', { x: 56, y: 96, size: 40, fill: palette.red, anchor: 'middle', weight: 400 }) +
        `<rect x="78" y="44" width="52" height="76" rx="8" fill="${w}"/>` +
        textEl('♣', { x: 104, y: 96, size: 40, fill: '#111827', anchor: 'middle', weight: 400 })
      );
    case 'mic':
      return (
        `<rect x="62" y="30" width="36" height="64" rx="18" fill="${w}"/>` +
        `<path d="M48,80 a32,32 0 0 0 64,0" fill="none" stroke="${w}" stroke-width="8"/>` +
        `<rect x="76" y="110" width="8" height="20" fill="${w}"/><rect x="58" y="128" width="44" height="8" rx="4" fill="${w}"/>`
      );
    case 'rocket':
      return (
        `<path d="M80,26 C104,46 110,78 100,112 L60,112 C50,78 56,46 80,26Z" fill="${w}"/>` +
        `<circle cx="80" cy="66" r="12" fill="#312e81"/>` +
        `<path d="M60,96 L42,124 L62,116Z M100,96 L118,124 L98,116Z" fill="${w}"/>` +
        `<path d="M68,114 L80,140 L92,114Z" fill="${palette.amber}"/>`
      );
    case 'dice':
      return (
        `<rect x="38" y="38" width="84" height="84" rx="16" fill="${w}"/>` +
        [
          [58, 58],
          [102, 58],
          [80, 80],
          [58, 102],
          [102, 102],
        ]
          .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="8" fill="#064e3b"/>`)
          .join('')
      );
    case 'tv':
      return (
        `<rect x="30" y="46" width="100" height="72" rx="10" fill="none" stroke="${w}" stroke-width="8"/>` +
        `<path d="M60,30 L80,46 L100,30" fill="none" stroke="${w}" stroke-width="6"/>` +
        `<rect x="56" y="126" width="48" height="8" rx="4" fill="${w}"/>` +
        `<path d="M70,66 L96,82 L70,98Z" fill="${w}"/>`
      );
    case 'ball':
      return (
        `<circle cx="80" cy="82" r="50" fill="${w}"/>` +
        `<circle cx="80" cy="82" r="28" fill="#164e63"/>` +
        textEl('75', { x: 80, y: 94, size: 32, anchor: 'middle', weight: 900 })
      );
  }
}

function categorySvg(art: CategoryArt): string {
  const id = `cat-${art.slug}`;
  const body = [
    `<defs>${linearGradient(id, art.from, art.to)}</defs>`,
    `<rect width="160" height="160" rx="28" fill="url(#${id})"/>`,
    glyph(art.glyph),
  ].join('\n');
  return svgDocument(160, 160, art.slug, body);
}

export const categoryImagePath = (slug: string) => `casino-categories/${slug}.svg`;

// ---- game provider wordmarks (footer) ------------------------------------------------------------

export interface ProviderLogo {
  slug: string;
  name: string;
  colour: string;
}

/** The 16 game providers whose wordmarks the footer shows (spec §9: 16 provider logos). */
export const providerLogos: ProviderLogo[] = [
  { slug: 'pragmatic-play', name: 'Pragmatic Play', colour: '#f97316' },
  { slug: 'egt-digital', name: 'EGT Digital', colour: '#ef4444' },
  { slug: 'amusnet', name: 'Amusnet', colour: '#22c55e' },
  { slug: 'evolution', name: 'Evolution', colour: '#a3a3a3' },
  { slug: 'ezugi', name: 'Ezugi', colour: '#3b82f6' },
  { slug: 'netent', name: 'NetEnt', colour: '#84cc16' },
  { slug: 'playn-go', name: "Play'n GO", colour: '#10b981' },
  { slug: 'red-tiger', name: 'Red Tiger', colour: '#dc2626' },
  { slug: 'playson', name: 'Playson', colour: '#8b5cf6' },
  { slug: 'habanero', name: 'Habanero', colour: '#f59e0b' },
  { slug: 'hacksaw-gaming', name: 'Hacksaw Gaming', colour: '#e5e7eb' },
  { slug: 'nolimit-city', name: 'Nolimit City', colour: '#facc15' },
  { slug: 'spribe', name: 'Spribe', colour: '#e11d48' },
  { slug: 'wazdan', name: 'Wazdan', colour: '#06b6d4' },
  { slug: 'bgaming', name: 'BGaming', colour: '#d946ef' },
  { slug: 'betsoft', name: 'Betsoft', colour: '#0ea5e9' },
];

function providerSvg(logo: ProviderLogo): string {
  const initials = logo.name
    .split(/[\s']+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
  // Bold text is about 0.62 em per character; long names get a smaller size to fit the 190 units left.
  const fontSize = Math.min(26, Math.floor(190 / (logo.name.length * 0.62)));
  const body = [
    `<circle cx="32" cy="40" r="22" fill="${logo.colour}"/>`,
    textEl(initials, { x: 32, y: 48, size: 20, fill: palette.night, anchor: 'middle', weight: 900 }),
    textEl(logo.name, { x: 64, y: 49, size: fontSize, fill: palette.white, weight: 800 }),
  ].join('\n');
  return svgDocument(260, 80, logo.name, body);
}

export const providerLogoPath = (slug: string) => `providers/${slug}.svg`;

// ---- flags and badges ----------------------------------------------------------------------------

export const flagPath = (code: 'tr' | 'gb') => `flags/${code}.svg`;

/** Türkiye's flag by its statutory construction (height G, length 1.5 G, crescent and star). */
function turkishFlagSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 -30000 90000 60000" role="img" aria-label="Türkiye">\n` +
    `<title>Türkiye</title>\n` +
    `<path fill="${palette.red}" d="M0-30000h90000v60000H0z"/>\n` +
    `<path fill="#fff" d="M41750 0l13568-4408-8386 11541V-7133l8386 11541zm925 8021a15000 15000 0 1 1 0-16042 12000 12000 0 1 0 0 16042z"/>\n` +
    `</svg>\n`
  );
}

/** The United Kingdom's flag, standing for English in the language picker. */
function britishFlagSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 60 30" role="img" aria-label="English">\n` +
    `<title>English</title>\n` +
    `<clipPath id="s"><path d="M0,0 v30 h60 v-30 z"/></clipPath>\n` +
    `<clipPath id="t"><path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z"/></clipPath>\n` +
    `<g clip-path="url(#s)">\n` +
    `<path d="M0,0 v30 h60 v-30 z" fill="#012169"/>\n` +
    `<path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" stroke-width="6"/>\n` +
    `<path d="M0,0 L60,30 M60,0 L0,30" clip-path="url(#t)" stroke="#C8102E" stroke-width="4"/>\n` +
    `<path d="M30,0 v30 M0,15 h60" stroke="#fff" stroke-width="10"/>\n` +
    `<path d="M30,0 v30 M0,15 h60" stroke="#C8102E" stroke-width="6"/>\n` +
    `</g>\n</svg>\n`
  );
}

export const licenseBadgePath = 'badges/license.svg';
export const creatorLogoPath = 'badges/creator.svg';
export const adultsOnlyBadgePath = 'badges/18-plus.svg';

function licenseBadgeSvg(): string {
  const body = [
    `<rect width="200" height="72" rx="12" fill="${palette.navy}" stroke="${palette.gold}" stroke-width="2"/>`,
    `<path d="M36,14 L58,22 L58,40 C58,52 48,60 36,64 C24,60 14,52 14,40 L14,22Z" fill="${palette.gold}"/>`,
    `<path d="M26,40 L34,48 L48,30" fill="none" stroke="${palette.navy}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    textEl('LİSANSLI', { x: 70, y: 34, size: 18, fill: palette.gold, weight: 800, letterSpacing: 1 }),
    textEl('& DENETLENEN', { x: 70, y: 56, size: 14, fill: palette.white, weight: 700, letterSpacing: 1 }),
  ].join('\n');
  return svgDocument(200, 72, 'Lisanslı ve denetlenen operatör', body);
}

function adultsOnlySvg(): string {
  const body = [
    `<circle cx="36" cy="36" r="32" fill="none" stroke="${palette.red}" stroke-width="6"/>`,
    textEl('18+', { x: 36, y: 46, size: 26, fill: palette.white, anchor: 'middle', weight: 900 }),
  ].join('\n');
  return svgDocument(72, 72, '18 yaş ve üzeri', body);
}

function creatorLogoSvg(): string {
  const body = [
    `<rect x="2" y="2" width="36" height="36" rx="9" fill="none" stroke="${palette.mist}" stroke-width="3"/>`,
    `<path d="M12,26 L20,12 L28,26Z" fill="${palette.mist}"/>`,
    textEl('Kuzey Yazılım', { x: 48, y: 27, size: 16, fill: palette.mist, weight: 700 }),
  ].join('\n');
  return svgDocument(160, 40, 'Kuzey Yazılım', body);
}

// ---- the full list -------------------------------------------------------------------------------

/** Every generated file, in a stable order. */
export function generateMedia(): MediaFile[] {
  const files: MediaFile[] = [];
  for (const art of slideArt) {
    for (const { suffix } of bannerSizes) files.push({ path: slideImagePath(art.slug, suffix), content: bannerSvg(art, suffix) });
  }
  for (const art of promotionArt) {
    files.push({ path: promotionImagePath(art.slug, 'main'), content: bannerSvg(art, 'md') });
    files.push({ path: promotionImagePath(art.slug, 'thumb'), content: bannerSvg(art, 'sm') });
  }
  files.push({ path: popupImagePath, content: popupSvg() });
  for (const art of categoryArt) files.push({ path: categoryImagePath(art.slug), content: categorySvg(art) });
  for (const logo of providerLogos) files.push({ path: providerLogoPath(logo.slug), content: providerSvg(logo) });
  files.push({ path: flagPath('tr'), content: turkishFlagSvg() });
  files.push({ path: flagPath('gb'), content: britishFlagSvg() });
  files.push({ path: licenseBadgePath, content: licenseBadgeSvg() });
  files.push({ path: adultsOnlyBadgePath, content: adultsOnlySvg() });
  files.push({ path: creatorLogoPath, content: creatorLogoSvg() });
  // The game tiles and our studio's category icons (../casino-images.ts).
  files.push(...casinoMediaFiles());
  return files;
}
