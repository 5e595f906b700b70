// The blackjack's cards in art (SVG): a white card with its rank and suit in two corners, the pips of a
// number card laid out as a printed deck lays them (the lower half turned), a framed court figure with a
// crown for J, Q and K, one large pip for the ace; the face-down card is a patterned back. Card codes are
// the engine's: suit = floor(code / 13) (spades, hearts, diamonds, clubs), rank = code % 13 + 1.

import { useId } from 'react';

export const SUIT_KEYS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type SuitKey = (typeof SUIT_KEYS)[number];
export const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export const suitOf = (code: number): SuitKey => SUIT_KEYS[Math.floor(code / 13) % 4]!;
export const rankOf = (code: number) => (code % 13) + 1;

const RED = '#c81e1e';
const INK = '#1b1f2a';

/** Each suit drawn in a 10×10 box. */
function SuitShape({ suit }: { suit: SuitKey }) {
  switch (suit) {
    case 'hearts':
      return <path d="M5 9.6C4.2 8.8 0 5.9 0 3C0 1.3 1.2 0 2.7 0C3.7 0 4.5 .6 5 1.5C5.5 .6 6.3 0 7.3 0C8.8 0 10 1.3 10 3C10 5.9 5.8 8.8 5 9.6Z" />;
    case 'diamonds':
      return <path d="M5 0L9 5L5 10L1 5Z" />;
    case 'spades':
      return <path d="M5 0C3.8 1.6 0 4 0 6.4C0 7.8 1.1 8.8 2.4 8.8C3.2 8.8 3.9 8.4 4.3 7.8L3.6 10H6.4L5.7 7.8C6.1 8.4 6.8 8.8 7.6 8.8C8.9 8.8 10 7.8 10 6.4C10 4 6.2 1.6 5 0Z" />;
    case 'clubs':
      return (
        <>
          <circle cx="5" cy="2.5" r="2.4" />
          <circle cx="2.5" cy="6.1" r="2.4" />
          <circle cx="7.5" cy="6.1" r="2.4" />
          <path d="M4.5 5.5L3.6 10H6.4L5.5 5.5Z" />
        </>
      );
  }
}

/** A suit pip centred on (x, y), `size` wide, turned upside down in the card's lower half. */
function Pip({ suit, x, y, size, turned = false }: { suit: SuitKey; x: number; y: number; size: number; turned?: boolean }) {
  const scale = size / 10;
  return (
    <g transform={`translate(${x} ${y})${turned ? ' rotate(180)' : ''} scale(${scale}) translate(-5 -5)`}>
      <SuitShape suit={suit} />
    </g>
  );
}

// Pip positions on a 100×140 card, columns at 32, 50, 68.
const [L, C, R] = [32, 50, 68];
const PIPS: Record<number, Array<[number, number]>> = {
  2: [[C, 30], [C, 110]],
  3: [[C, 30], [C, 70], [C, 110]],
  4: [[L, 30], [R, 30], [L, 110], [R, 110]],
  5: [[L, 30], [R, 30], [C, 70], [L, 110], [R, 110]],
  6: [[L, 30], [R, 30], [L, 70], [R, 70], [L, 110], [R, 110]],
  7: [[L, 30], [R, 30], [C, 50], [L, 70], [R, 70], [L, 110], [R, 110]],
  8: [[L, 30], [R, 30], [C, 50], [L, 70], [R, 70], [C, 90], [L, 110], [R, 110]],
  9: [[L, 30], [R, 30], [L, 57], [R, 57], [C, 70], [L, 83], [R, 83], [L, 110], [R, 110]],
  10: [[L, 30], [R, 30], [C, 44], [L, 57], [R, 57], [L, 83], [R, 83], [C, 96], [L, 110], [R, 110]],
};

/** A court card's figure: a crown over the rank letter in a framed panel of the suit's colour. */
function Court({ suit, letter, color }: { suit: SuitKey; letter: string; color: string }) {
  return (
    <g>
      <rect x="22" y="22" width="56" height="96" rx="4" fill="#f6e7b8" stroke={color} strokeWidth="1.5" />
      <path d="M34 52L38 36L44 46L50 32L56 46L62 36L66 52Z" fill="#e09a10" stroke="#8a5a00" strokeWidth="1" />
      <circle cx="38" cy="36" r="2" fill={color} />
      <circle cx="50" cy="32" r="2" fill={color} />
      <circle cx="62" cy="36" r="2" fill={color} />
      <text x="50" y="92" textAnchor="middle" fontSize="36" fontWeight="800" fill={color} fontFamily="Georgia, serif">
        {letter}
      </text>
      <g fill={color}>
        <Pip suit={suit} x={50} y={106} size={10} />
      </g>
    </g>
  );
}

/** A card face up (a code) or face down (null), named for screen readers by `label`. */
export function PlayingCard({ code, label }: { code: number | null; label: string }) {
  // The back's pattern is referenced by id: one per card, so no two elements share one.
  const lattice = useId();
  if (code === null) {
    return (
      <svg viewBox="0 0 100 140" role="img" aria-label={label} data-card="back">
        <defs>
          <pattern id={lattice} width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="10" height="10" fill="#1d3f8a" />
            <path d="M0 5H10M5 0V10" stroke="#5b7fd1" strokeWidth="1.4" />
          </pattern>
        </defs>
        <rect x="1" y="1" width="98" height="138" rx="8" fill="#fff" stroke="#c9ced8" strokeWidth="1.5" />
        <rect x="7" y="7" width="86" height="126" rx="5" fill={`url(#${lattice})`} />
        <rect x="7" y="7" width="86" height="126" rx="5" fill="none" stroke="#e09a10" strokeWidth="2" />
      </svg>
    );
  }
  const suit = suitOf(code);
  const rank = rankOf(code);
  const color = suit === 'hearts' || suit === 'diamonds' ? RED : INK;
  const label_ = RANK_LABELS[rank - 1]!;
  return (
    <svg viewBox="0 0 100 140" role="img" aria-label={label} data-card={`${label_}-${suit}`}>
      <rect x="1" y="1" width="98" height="138" rx="8" fill="#fff" stroke="#c9ced8" strokeWidth="1.5" />
      <g fill={color}>
        <text x="12" y="22" textAnchor="middle" fontSize="18" fontWeight="800" fontFamily="system-ui, sans-serif" letterSpacing={rank === 10 ? -2 : 0}>
          {label_}
        </text>
        <Pip suit={suit} x={12} y={31} size={10} />
        <g transform="rotate(180 50 70)">
          <text x="12" y="22" textAnchor="middle" fontSize="18" fontWeight="800" fontFamily="system-ui, sans-serif" letterSpacing={rank === 10 ? -2 : 0}>
            {label_}
          </text>
          <Pip suit={suit} x={12} y={31} size={10} />
        </g>
        {rank === 1 && <Pip suit={suit} x={50} y={70} size={36} />}
        {rank >= 2 && rank <= 10 && PIPS[rank]!.map(([x, y], index) => <Pip key={index} suit={suit} x={x} y={y} size={16} turned={y > 70} />)}
      </g>
      {rank > 10 && <Court suit={suit} letter={label_} color={color} />}
    </svg>
  );
}
