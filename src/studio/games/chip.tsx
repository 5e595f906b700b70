// A casino chip in art (SVG), shared by the table games' pages (roulette, blackjack): the colour of its
// value and its amount written in the middle.

/** A chip of the given value (the label is its amount as the page writes money). */
export function Chip({ text, color }: { text: string; color: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" data-part="chip">
      <circle cx="20" cy="20" r="19" fill={color} stroke="#fff" strokeWidth="1.5" />
      <circle cx="20" cy="20" r="13" fill="none" stroke="#fff" strokeWidth="2" strokeDasharray="4 3.5" />
      <circle cx="20" cy="20" r="10" fill="#fff" />
      <text x="20" y="24" textAnchor="middle" fontSize={text.length > 3 ? 7 : text.length > 2 ? 8 : 10} fontWeight="800" fill="#1b1f2a" fontFamily="system-ui, sans-serif">
        {text}
      </text>
    </svg>
  );
}
