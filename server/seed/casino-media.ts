// Generated artwork of the game catalogue (server/assets/media/games/...): one tile per seeded game, and
// the icons of the casino categories of our own studio's games. Pure functions of the catalogue data, so
// ../seed/media/images.ts lists them with the other generated files and a test catches stale copies.
import { linearGradient, palette, starPath, svgDocument, textEl } from './media/svg';

export type GameGlyph =
  | 'seven'
  | 'fruit'
  | 'crown'
  | 'gem'
  | 'book'
  | 'roulette'
  | 'cards'
  | 'wheel'
  | 'plane'
  | 'rocket'
  | 'ball'
  | 'tv'
  | 'dice'
  | 'bomb'
  | 'pyramid'
  | 'star';

export interface GameArt {
  /** Path under server/assets/media. */
  path: string;
  name: string;
  provider: string;
  glyph: GameGlyph;
  /** Seeds the colours, so every game keeps its look across regenerations. */
  key: string;
}

const gradients: Array<[string, string, string]> = [
  ['#1e1b4b', '#4338ca', palette.gold],
  ['#450a0a', '#b91c1c', '#fde68a'],
  ['#042f2e', '#0d9488', '#99f6e4'],
  ['#3b0764', '#9333ea', '#f0abfc'],
  ['#0c1a3a', '#1d4ed8', '#93c5fd'],
  ['#431407', '#ea580c', '#fed7aa'],
  ['#052e16', '#16a34a', '#bbf7d0'],
  ['#4a044e', '#c026d3', '#f5d0fe'],
  ['#172554', '#0891b2', '#a5f3fc'],
  ['#422006', '#ca8a04', '#fef08a'],
];

/** A small stable hash (FNV-1a) of the key, to pick the tile's colours. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function glyphSvg(kind: GameGlyph, accent: string): string {
  const w = palette.white;
  switch (kind) {
    case 'seven':
      return textEl('7', { x: 200, y: 178, size: 132, fill: accent, anchor: 'middle', weight: 900 });
    case 'fruit':
      return (
        `<circle cx="176" cy="128" r="40" fill="${palette.red}"/><circle cx="230" cy="132" r="36" fill="#dc2626"/>` +
        `<path d="M176,88 C186,60 212,52 232,58 M230,96 C226,72 214,62 206,58" fill="none" stroke="#15803d" stroke-width="7" stroke-linecap="round"/>` +
        `<path d="M206,58 C218,44 240,46 248,52 C238,62 222,64 206,58Z" fill="#22c55e"/>`
      );
    case 'crown':
      return (
        `<path d="M138,164 L146,82 L174,118 L200,70 L226,118 L254,82 L262,164Z" fill="${accent}"/>` +
        `<rect x="138" y="168" width="124" height="16" rx="5" fill="${accent}"/>` +
        `<circle cx="200" cy="128" r="10" fill="${palette.red}"/>`
      );
    case 'gem':
      return (
        `<path d="M150,96 L176,66 L224,66 L250,96 L200,168Z" fill="${accent}"/>` +
        `<path d="M150,96 L250,96 M176,66 L190,96 L200,168 L210,96 L224,66" fill="none" stroke="${w}" stroke-width="3" opacity="0.7"/>`
      );
    case 'book':
      return (
        `<path d="M120,74 C150,64 178,66 198,80 L198,170 C178,156 150,154 120,164Z" fill="${accent}"/>` +
        `<path d="M280,74 C250,64 222,66 202,80 L202,170 C222,156 250,154 280,164Z" fill="${accent}" opacity="0.85"/>` +
        `<circle cx="160" cy="116" r="14" fill="none" stroke="${palette.night}" stroke-width="5"/>`
      );
    case 'roulette':
      return (
        `<circle cx="200" cy="120" r="62" fill="none" stroke="${accent}" stroke-width="12"/>` +
        `<circle cx="200" cy="120" r="22" fill="${accent}"/>` +
        [0, 45, 90, 135].map((deg) => `<rect x="196" y="58" width="8" height="124" fill="${accent}" transform="rotate(${deg} 200 120)"/>`).join('') +
        `<circle cx="244" cy="86" r="8" fill="${w}"/>`
      );
    case 'cards':
      return (
        `<rect x="144" y="62" width="70" height="100" rx="10" fill="${w}" transform="rotate(-12 179 112)"/>` +
        `<rect x="188" y="62" width="70" height="100" rx="10" fill="${w}" transform="rotate(10 223 112)"/>` +
        textEl('A', { x: 226, y: 124, size: 40, fill: palette.night, anchor: 'middle', weight: 900 }) +
        textEl('♠', { x: 176, y: 126, size: 40, fill: palette.night, anchor: 'middle', weight: 400 })
      );
    case 'wheel':
      return (
        `<circle cx="200" cy="120" r="64" fill="${accent}"/>` +
        Array.from({ length: 8 }, (_, i) => {
          const angle = (i * Math.PI) / 4;
          const x = Math.round((200 + 64 * Math.cos(angle)) * 100) / 100;
          const y = Math.round((120 + 64 * Math.sin(angle)) * 100) / 100;
          return `<line x1="200" y1="120" x2="${x}" y2="${y}" stroke="${palette.night}" stroke-width="4"/>`;
        }).join('') +
        `<circle cx="200" cy="120" r="14" fill="${w}"/><path d="M190,48 L210,48 L200,66Z" fill="${w}"/>`
      );
    case 'plane':
      return (
        `<path d="M92,176 C160,170 240,140 300,74" fill="none" stroke="${palette.red}" stroke-width="6" stroke-linecap="round"/>` +
        `<path d="M286,64 L322,52 L312,84 L300,78 L276,98 L270,90 L292,72Z" fill="${palette.red}"/>` +
        `<path d="M284,80 L262,70 L270,64 L294,70Z" fill="${w}"/>`
      );
    case 'rocket':
      return (
        `<path d="M200,50 C228,74 236,114 224,158 L176,158 C164,114 172,74 200,50Z" fill="${w}"/>` +
        `<circle cx="200" cy="100" r="14" fill="${palette.indigo}"/>` +
        `<path d="M176,132 L154,168 L178,160Z M224,132 L246,168 L222,160Z" fill="${w}"/>` +
        `<path d="M186,160 L200,194 L214,160Z" fill="${accent}"/>`
      );
    case 'ball':
      return (
        `<circle cx="200" cy="120" r="62" fill="${w}"/><circle cx="200" cy="120" r="36" fill="${accent}"/>` +
        textEl('75', { x: 200, y: 134, size: 38, fill: palette.night, anchor: 'middle', weight: 900 })
      );
    case 'tv':
      return (
        `<rect x="128" y="64" width="144" height="104" rx="14" fill="none" stroke="${accent}" stroke-width="10"/>` +
        `<path d="M172,44 L200,64 L228,44" fill="none" stroke="${accent}" stroke-width="7"/>` +
        `<path d="M186,92 L222,116 L186,140Z" fill="${accent}"/>`
      );
    case 'dice':
      return (
        `<rect x="140" y="64" width="90" height="90" rx="16" fill="${w}" transform="rotate(-10 185 109)"/>` +
        `<rect x="200" y="80" width="80" height="80" rx="14" fill="${accent}" transform="rotate(12 240 120)"/>` +
        [
          [166, 90],
          [204, 128],
          [185, 109],
        ]
          .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="8" fill="${palette.night}"/>`)
          .join('')
      );
    case 'bomb':
      return (
        `<circle cx="192" cy="128" r="52" fill="${palette.night}" stroke="${w}" stroke-width="4"/>` +
        `<path d="M222,86 C236,66 252,62 266,66" fill="none" stroke="${w}" stroke-width="6"/>` +
        `<path d="${starPath(270, 62, 16)}" fill="${accent}"/>`
      );
    case 'pyramid':
      return (
        `<path d="M200,50 L290,170 L110,170Z" fill="${accent}"/>` +
        `<path d="M200,50 L236,170 L110,170Z" fill="${palette.night}" opacity="0.2"/>` +
        `<circle cx="200" cy="110" r="12" fill="${w}"/>`
      );
    case 'star':
      return `<path d="${starPath(200, 118, 68)}" fill="${accent}"/>`;
  }
}

/** A 400 × 300 game tile: the provider on top, the glyph, the name at the bottom. */
export function gameTileSvg(art: GameArt): string {
  const [from, to, accent] = gradients[hashOf(art.key) % gradients.length]!;
  const id = `g${hashOf(art.path).toString(16)}`;
  // Bold text is about 0.6 em per character; long names shrink to stay inside the 360 units of width.
  const nameSize = Math.max(16, Math.min(34, Math.floor(360 / (Math.max(art.name.length, 1) * 0.6))));
  const body = [
    `<defs>${linearGradient(id, from, to)}</defs>`,
    `<rect width="400" height="300" rx="24" fill="url(#${id})"/>`,
    `<circle cx="340" cy="40" r="90" fill="${accent}" opacity="0.12"/>`,
    textEl(art.provider.toUpperCase(), { x: 20, y: 34, size: 14, fill: accent, weight: 800, letterSpacing: 2 }),
    glyphSvg(art.glyph, accent),
    `<rect x="0" y="214" width="400" height="86" fill="${palette.night}" opacity="0.45"/>`,
    textEl(art.name, { x: 200, y: 268, size: nameSize, anchor: 'middle', weight: 800 }),
  ].join('\n');
  return svgDocument(400, 300, `${art.name} (${art.provider})`, body);
}

/** Lower-case letters, digits and dashes: a game code as a file name. */
export function fileSlug(code: string): string {
  const slug = code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'game';
}

export const gameImagePath = (providerCode: string, gameCode: string) => `games/${providerCode}/${fileSlug(gameCode)}.svg`;

/** Category icon of our studio's categories, in the style of the other category icons (160 × 160). */
export function studioCategorySvg(slug: string, glyph: 'crown' | 'rocket' | 'wheel'): string {
  const id = `cat-${slug}`;
  const art =
    glyph === 'crown'
      ? `<path d="M32,116 L40,54 L62,84 L80,44 L98,84 L120,54 L128,116Z" fill="${palette.white}"/><rect x="32" y="120" width="96" height="12" rx="4" fill="${palette.white}"/>`
      : glyph === 'wheel'
        ? `<circle cx="80" cy="80" r="52" fill="none" stroke="${palette.white}" stroke-width="10"/><circle cx="80" cy="80" r="30" fill="none" stroke="${palette.white}" stroke-width="6" stroke-dasharray="10 6"/><circle cx="80" cy="80" r="10" fill="${palette.white}"/><circle cx="80" cy="38" r="7" fill="${palette.amber}"/>`
        : `<path d="M80,26 C104,46 110,78 100,112 L60,112 C50,78 56,46 80,26Z" fill="${palette.white}"/><circle cx="80" cy="66" r="12" fill="#312e81"/><path d="M68,114 L80,140 L92,114Z" fill="${palette.amber}"/>`;
  const body = [
    `<defs>${linearGradient(id, palette.navy, palette.gold)}</defs>`,
    `<rect width="160" height="160" rx="28" fill="url(#${id})"/>`,
    art,
  ].join('\n');
  return svgDocument(160, 160, slug, body);
}
