// Boğaz Gecesi's artwork: its symbols (lantern wild, moon scatter, ferry, Galata tower, tea glass, simit and
// the four cards in tile style) and the night backdrop over the Bosphorus with its bridge. Plain SVG, drawn
// for this game, shipped with the page's chunk.
import type { ReactNode } from 'react';

const Tile = ({ from, to, children, id }: { from: string; to: string; children: ReactNode; id: string }) => (
  <svg viewBox="0 0 100 100" aria-hidden="true">
    <defs>
      <linearGradient id={`bg-${id}`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor={from} />
        <stop offset="1" stopColor={to} />
      </linearGradient>
    </defs>
    <rect x="3" y="3" width="94" height="94" rx="16" fill={`url(#bg-${id})`} />
    {children}
  </svg>
);

const Card = ({ letter, color, id }: { letter: string; color: string; id: string }) => (
  <Tile from="#1e2a4a" to="#0e1530" id={id}>
    <circle cx="50" cy="50" r="30" fill="none" stroke={color} strokeWidth="3" opacity="0.5" />
    <text x="50" y="66" textAnchor="middle" fontSize="46" fontWeight="800" fontFamily="Georgia, serif" fill={color}>
      {letter}
    </text>
  </Tile>
);

export const BOSPHORUS_SYMBOLS: Record<string, () => ReactNode> = {
  W: () => (
    <Tile from="#5b3a0a" to="#2a1a05" id="W">
      <path d="M40 22h20l-3 8H43z" fill="#f5c542" />
      <rect x="36" y="30" width="28" height="40" rx="6" fill="#ffd76a" stroke="#f5c542" strokeWidth="3" />
      <path d="M50 38c6 8 6 16 0 22c-6-6-6-14 0-22z" fill="#ff8a1f" />
      <rect x="34" y="70" width="32" height="6" rx="2" fill="#f5c542" />
      <text x="50" y="92" textAnchor="middle" fontSize="12" fontWeight="800" fill="#ffe7a3">WILD</text>
    </Tile>
  ),
  S: () => (
    <Tile from="#16224d" to="#070b1f" id="S">
      <circle cx="52" cy="46" r="26" fill="#fff4c2" />
      <circle cx="62" cy="40" r="22" fill="#0d1433" />
      <path d="M70 58l3 7 7 1-5 5 1 7-6-4-6 4 1-7-5-5 7-1z" fill="#fff4c2" />
      <text x="50" y="92" textAnchor="middle" fontSize="11" fontWeight="800" fill="#fff4c2">BONUS</text>
    </Tile>
  ),
  F: () => (
    <Tile from="#0b5e8c" to="#06324d" id="F">
      <path d="M14 62h72l-10 14H24z" fill="#f4f1ea" />
      <rect x="28" y="48" width="44" height="14" rx="2" fill="#f4f1ea" />
      <rect x="44" y="34" width="8" height="14" fill="#e30a17" />
      <path d="M32 54h36" stroke="#0b5e8c" strokeWidth="3" strokeDasharray="4 3" />
      <path d="M10 82c10-4 20 4 30 0s20 4 30 0s14 4 20 2" stroke="#7fd3ff" strokeWidth="3" fill="none" />
    </Tile>
  ),
  G: () => (
    <Tile from="#3b2f6b" to="#17123a" id="G">
      <path d="M50 12l12 22H38z" fill="#8aa0c8" />
      <rect x="38" y="34" width="24" height="52" fill="#d9c7a3" />
      <rect x="44" y="42" width="4" height="8" fill="#3b2f6b" />
      <rect x="52" y="42" width="4" height="8" fill="#3b2f6b" />
      <rect x="44" y="58" width="12" height="4" fill="#3b2f6b" />
      <rect x="34" y="32" width="32" height="4" fill="#b39b70" />
    </Tile>
  ),
  C: () => (
    <Tile from="#7a1020" to="#3d0710" id="C">
      <path d="M36 30h28c0 6-6 10-6 18s6 12 6 26H36c0-14 6-18 6-26s-6-12-6-18z" fill="#ffffff" opacity="0.85" />
      <path d="M39 52h22c1 8 3 14 3 22H36c0-8 2-14 3-22z" fill="#b3261e" />
      <ellipse cx="50" cy="80" rx="22" ry="5" fill="#e8c14a" />
    </Tile>
  ),
  B: () => (
    <Tile from="#8a5a12" to="#4a2e06" id="B">
      <circle cx="50" cy="52" r="28" fill="#c98a2c" />
      <circle cx="50" cy="52" r="11" fill="#4a2e06" />
      <g fill="#f6e3b4">
        <circle cx="34" cy="40" r="2" />
        <circle cx="62" cy="34" r="2" />
        <circle cx="70" cy="56" r="2" />
        <circle cx="40" cy="70" r="2" />
        <circle cx="58" cy="72" r="2" />
        <circle cx="30" cy="56" r="2" />
      </g>
    </Tile>
  ),
  A: () => <Card letter="A" color="#ffd166" id="A" />,
  K: () => <Card letter="K" color="#7fd3ff" id="K" />,
  Q: () => <Card letter="Q" color="#ff8fab" id="Q" />,
  J: () => <Card letter="J" color="#9be28a" id="J" />,
};

export function BosphorusBackdrop() {
  return (
    <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
      <defs>
        <linearGradient id="bosphorus-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#070b24" />
          <stop offset="0.6" stopColor="#1b2a5c" />
          <stop offset="1" stopColor="#0a3a5a" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="url(#bosphorus-sky)" />
      <g fill="#fff4c2" opacity="0.8">
        <circle cx="40" cy="30" r="1.5" />
        <circle cx="120" cy="20" r="1" />
        <circle cx="200" cy="44" r="1.5" />
        <circle cx="300" cy="24" r="1" />
        <circle cx="360" cy="60" r="1.5" />
        <circle cx="250" cy="70" r="1" />
      </g>
      <circle cx="330" cy="50" r="18" fill="#fff4c2" opacity="0.9" />
      <path d="M0 210h400" stroke="#c6d3ff" strokeWidth="3" opacity="0.5" />
      <path d="M60 210V120M340 210V120M60 124Q200 220 340 124" stroke="#c6d3ff" strokeWidth="2" fill="none" opacity="0.6" />
      <path d="M0 230l20-20 16 10 14-30 8 0 6-24 6 24 8 0 12 30 20-10 20 20h270v70H0z" fill="#050816" opacity="0.9" />
      <rect y="250" width="400" height="50" fill="#06243a" />
    </svg>
  );
}
