// The slot's symbol art (SVG, shipped with the game's page): cut gems for the high symbols, a golden
// crown for the wild, the sultan's lamp for the scatter, and engraved card ranks on plates for the low
// symbols. Each is drawn in a 100×100 box; the reel cell sizes it.
import type { ReactElement } from 'react';

function Gem({ light, mid, dark, shape }: { light: string; mid: string; dark: string; shape: 'diamond' | 'oval' | 'emerald' | 'round' }) {
  if (shape === 'diamond')
    return (
      <g>
        <path d="M20 38 34 18h32l14 20-30 46z" fill={mid} stroke={dark} strokeWidth="3" strokeLinejoin="round" />
        <path d="M20 38h60M34 18l8 20 8-20 8 20 8-20M42 38l8 46 8-46" fill="none" stroke={light} strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M36 22 30 34h10z" fill="#fff" opacity="0.7" />
      </g>
    );
  if (shape === 'oval')
    return (
      <g>
        <ellipse cx="50" cy="52" rx="28" ry="34" fill={mid} stroke={dark} strokeWidth="3" />
        <ellipse cx="50" cy="52" rx="16" ry="21" fill={light} opacity="0.55" />
        <path d="M50 18v68M22 52h56M30 28l40 48M70 28 30 76" stroke={dark} strokeWidth="1.5" opacity="0.45" />
        <ellipse cx="40" cy="36" rx="6" ry="9" fill="#fff" opacity="0.7" />
      </g>
    );
  if (shape === 'emerald')
    return (
      <g>
        <path d="M32 16h36l14 14v40L68 84H32L18 70V30z" fill={mid} stroke={dark} strokeWidth="3" strokeLinejoin="round" />
        <path d="M38 28h24l8 8v28l-8 8H38l-8-8V36z" fill={light} opacity="0.6" stroke={dark} strokeWidth="1.5" />
        <path d="M32 16l6 12M68 16l-6 12M82 70l-12-6M18 70l12-6" stroke={dark} strokeWidth="1.5" />
        <path d="M36 22h10l-6 8z" fill="#fff" opacity="0.7" />
      </g>
    );
  return (
    <g>
      <circle cx="50" cy="50" r="32" fill={mid} stroke={dark} strokeWidth="3" />
      <path d="M50 18 62 38 82 50 62 62 50 82 38 62 18 50 38 38z" fill={light} opacity="0.55" />
      <circle cx="50" cy="50" r="10" fill={dark} opacity="0.35" />
      <circle cx="38" cy="34" r="6" fill="#fff" opacity="0.7" />
    </g>
  );
}

function Rank({ text, color }: { text: string; color: string }) {
  return (
    <g>
      <rect x="16" y="14" width="68" height="72" rx="14" fill="#1a2347" stroke={color} strokeWidth="3" />
      <rect x="22" y="20" width="56" height="60" rx="10" fill="none" stroke={color} strokeWidth="1" opacity="0.5" />
      <text x="50" y="66" textAnchor="middle" fontFamily="Georgia, 'Times New Roman', serif" fontWeight="700" fontSize={text.length > 1 ? 36 : 46} fill={color}>
        {text}
      </text>
    </g>
  );
}

const Wild = () => (
  <g>
    <path d="M16 70 22 30l16 18 12-26 12 26 16-18 6 40z" fill="#f5b933" stroke="#99540d" strokeWidth="3" strokeLinejoin="round" />
    <rect x="16" y="70" width="68" height="12" rx="3" fill="#e09a10" stroke="#99540d" strokeWidth="3" />
    <circle cx="50" cy="22" r="5" fill="#e5484d" stroke="#99540d" strokeWidth="2" />
    <circle cx="22" cy="30" r="4" fill="#3b82f6" />
    <circle cx="78" cy="30" r="4" fill="#22c55e" />
    <text x="50" y="64" textAnchor="middle" fontFamily="'Trebuchet MS', sans-serif" fontWeight="800" fontSize="17" fill="#683814">
      WILD
    </text>
  </g>
);

const Scatter = () => (
  <g>
    <path d="M20 62c8 10 20 14 34 12 10-2 18-8 22-16l8-2-4 8c-4 10-16 18-30 18-14 0-26-6-32-16z" fill="#e09a10" stroke="#683814" strokeWidth="2.5" />
    <path d="M24 60c4-14 16-22 28-22s22 8 26 20" fill="#f5b933" stroke="#683814" strokeWidth="2.5" />
    <path d="M50 38c-4-8 0-14 4-18 2 6 6 8 4 14" fill="#fdca4a" stroke="#683814" strokeWidth="2" />
    <path d="M76 58c6-4 10-10 10-16" stroke="#683814" strokeWidth="3" fill="none" />
    <path d="M46 86h12" stroke="#683814" strokeWidth="4" strokeLinecap="round" />
    <path d="M64 18l3 6 6 1-5 4 2 6-6-3-6 3 2-6-5-4 6-1z" fill="#fff4c2" />
  </g>
);

const ART: Record<string, () => ReactElement> = {
  W: Wild,
  S: Scatter,
  D: () => <Gem shape="diamond" light="#e0f2fe" mid="#93c5fd" dark="#1e3a8a" />,
  R: () => <Gem shape="oval" light="#fecaca" mid="#e5484d" dark="#7f1d1d" />,
  E: () => <Gem shape="emerald" light="#bbf7d0" mid="#22c55e" dark="#14532d" />,
  P: () => <Gem shape="round" light="#c7d2fe" mid="#4f46e5" dark="#1e1b4b" />,
  A: () => <Rank text="A" color="#fdca4a" />,
  K: () => <Rank text="K" color="#fb7185" />,
  Q: () => <Rank text="Q" color="#c084fc" />,
  J: () => <Rank text="J" color="#38bdf8" />,
  T: () => <Rank text="10" color="#4ade80" />,
};

/** A reel code drawn as its art; a code the page does not know shows as its letter on a plate. */
export function SymbolArt({ code, label }: { code: string; label: string }) {
  const Art = ART[code] ?? (() => <Rank text={code} color="#d5d9e2" />);
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={label} data-symbol={code}>
      <Art />
    </svg>
  );
}
