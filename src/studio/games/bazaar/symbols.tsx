// Kapalıçarşı Hazinesi's artwork: the lamp wild, the gold coin, the carpet, the coffee pot (cezve), the
// evil eye (nazar), Turkish delight and the four cards, an empty respin cell, and the bazaar's arches as the
// backdrop. Plain SVG, drawn for this game, shipped with the page's chunk.
import type { ReactNode } from 'react';

const Tile = ({ from, to, children, id }: { from: string; to: string; children?: ReactNode; id: string }) => (
  <svg viewBox="0 0 100 100" aria-hidden="true">
    <defs>
      <radialGradient id={`bz-${id}`} cx="0.5" cy="0.4" r="0.7">
        <stop offset="0" stopColor={from} />
        <stop offset="1" stopColor={to} />
      </radialGradient>
    </defs>
    <rect x="3" y="3" width="94" height="94" rx="14" fill={`url(#bz-${id})`} stroke="#c99a2e" strokeWidth="2" />
    {children}
  </svg>
);

const Card = ({ letter, color, id }: { letter: string; color: string; id: string }) => (
  <Tile from="#4a1d1d" to="#220b0b" id={id}>
    <path d="M50 18l28 32-28 32-28-32z" fill="none" stroke={color} strokeWidth="2" opacity="0.45" />
    <text x="50" y="66" textAnchor="middle" fontSize="44" fontWeight="800" fontFamily="Georgia, serif" fill={color}>
      {letter}
    </text>
  </Tile>
);

export const BAZAAR_SYMBOLS: Record<string, () => ReactNode> = {
  W: () => (
    <Tile from="#6b4a0c" to="#2e1f04" id="W">
      <path d="M18 62c10 0 14-8 30-8h20c8 0 12-10 18-12c-2 8-6 20-16 24H32c-6 0-10-2-14-4z" fill="#f5c542" />
      <path d="M46 54c0-8 4-12 10-12s10 4 10 12z" fill="#e0aa2a" />
      <path d="M56 30c4 4 4 8 0 12c-4-4-4-8 0-12z" fill="#ff8a1f" />
      <text x="50" y="90" textAnchor="middle" fontSize="12" fontWeight="800" fill="#ffe7a3">WILD</text>
    </Tile>
  ),
  O: () => (
    <Tile from="#5a3d05" to="#2a1c02" id="O">
      <circle cx="50" cy="46" r="30" fill="#f5c542" stroke="#b8860b" strokeWidth="4" />
      <circle cx="50" cy="46" r="22" fill="none" stroke="#b8860b" strokeWidth="2" />
      <path d="M44 36a12 12 0 1 0 0 20a10 10 0 1 1 0-20z" fill="#b8860b" />
      <path d="M58 40l2 4 4 1-3 3 1 4-4-2-4 2 1-4-3-3 4-1z" fill="#b8860b" />
    </Tile>
  ),
  H: () => (
    <Tile from="#8c1c1c" to="#3d0808" id="H">
      <rect x="20" y="22" width="60" height="56" fill="#b3261e" stroke="#f5c542" strokeWidth="3" />
      <path d="M50 30l16 20-16 20-16-20z" fill="#1f4e8c" stroke="#f5c542" strokeWidth="2" />
      <circle cx="50" cy="50" r="5" fill="#f5c542" />
      <path d="M20 22v-6M30 22v-6M40 22v-6M50 22v-6M60 22v-6M70 22v-6M80 22v-6M20 78v6M30 78v6M40 78v6M50 78v6M60 78v6M70 78v6M80 78v6" stroke="#f5c542" strokeWidth="2" />
    </Tile>
  ),
  Z: () => (
    <Tile from="#6b3a12" to="#2e1707" id="Z">
      <path d="M34 40h32l-4 34H38z" fill="#c8742a" stroke="#f5c542" strokeWidth="2" />
      <path d="M30 40h40" stroke="#f5c542" strokeWidth="4" />
      <path d="M66 50h18" stroke="#8a5a12" strokeWidth="5" strokeLinecap="round" />
      <path d="M44 32c0-6 6-6 6-12M54 32c0-6 6-6 6-12" stroke="#e8e1d0" strokeWidth="2" fill="none" opacity="0.7" />
    </Tile>
  ),
  N: () => (
    <Tile from="#0b3d91" to="#041a45" id="N">
      <circle cx="50" cy="50" r="32" fill="#1f6fe0" />
      <circle cx="50" cy="50" r="22" fill="#ffffff" />
      <circle cx="50" cy="50" r="13" fill="#7fd3ff" />
      <circle cx="50" cy="50" r="7" fill="#0b1026" />
    </Tile>
  ),
  D: () => (
    <Tile from="#7a1f4f" to="#3a0a24" id="D">
      <rect x="24" y="40" width="22" height="22" rx="4" fill="#ff8fab" />
      <rect x="52" y="36" width="22" height="22" rx="4" fill="#9be28a" />
      <rect x="38" y="56" width="22" height="22" rx="4" fill="#ffd166" />
      <g fill="#ffffff" opacity="0.8">
        <circle cx="30" cy="46" r="1.5" />
        <circle cx="60" cy="42" r="1.5" />
        <circle cx="46" cy="64" r="1.5" />
      </g>
    </Tile>
  ),
  A: () => <Card letter="A" color="#ffd166" id="A" />,
  K: () => <Card letter="K" color="#f4a261" id="K" />,
  Q: () => <Card letter="Q" color="#e9c46a" id="Q" />,
  J: () => <Card letter="J" color="#c8e6a0" id="J" />,
};

/** An empty cell during the respins. */
export const EmptyCell = () => <Tile from="#1a1208" to="#0d0904" id="empty" />;

export function BazaarBackdrop() {
  return (
    <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
      <defs>
        <linearGradient id="bazaar-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a1c08" />
          <stop offset="1" stopColor="#140903" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="url(#bazaar-wall)" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(${i * 100} 0)`}>
          <path d="M10 300V90a40 40 0 0 1 80 0v210" fill="none" stroke="#c99a2e" strokeWidth="6" opacity="0.55" />
          <path d="M20 300V96a30 30 0 0 1 60 0v204" fill="#1f0e04" opacity="0.6" />
          <path d="M30 60h40" stroke="#b3261e" strokeWidth="4" opacity="0.6" />
          <circle cx="50" cy="120" r="8" fill="#f5c542" opacity="0.5" />
          <path d="M50 100v12" stroke="#c99a2e" strokeWidth="2" opacity="0.6" />
        </g>
      ))}
    </svg>
  );
}
