// Tombala's artwork, drawn as SVG so it ships with the code: a lottery ball with its number (colour by
// tens, as on a Turkish tombala bag's pieces) and a daub mark for a drawn number on a card.
const BALL_COLOURS = ['#e23b3b', '#f08c1a', '#e6c21a', '#3aa655', '#1f8fd1', '#5a4fd1', '#b33fb8', '#d8477a', '#2aa6a0', '#8a5a2b'];

export function Ball({ number, size = 48, label }: { number: number; size?: number; label?: string }) {
  const colour = BALL_COLOURS[Math.floor(number / 10) % BALL_COLOURS.length];
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={label ?? String(number)} data-ball={number}>
      <defs>
        <radialGradient id={`ball-shine-${number}`} cx="35%" cy="30%" r="70%">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0.85" />
          <stop offset="45%" stopColor={colour} stopOpacity="1" />
          <stop offset="100%" stopColor="#1a1a1a" stopOpacity="0.9" />
        </radialGradient>
      </defs>
      <circle cx="24" cy="24" r="22" fill={`url(#ball-shine-${number})`} />
      <circle cx="24" cy="24" r="12.5" fill="#fdfdfd" />
      <text x="24" y="29" textAnchor="middle" fontSize="14" fontWeight="700" fontFamily="system-ui, sans-serif" fill="#111">
        {number}
      </text>
    </svg>
  );
}

export function Daub() {
  return (
    <svg viewBox="0 0 40 40" width="100%" height="100%" aria-hidden="true" style={{ position: 'absolute', inset: 0 }}>
      <circle cx="20" cy="20" r="15" fill="#f5b82e" fillOpacity="0.55" stroke="#f5b82e" strokeWidth="2" />
    </svg>
  );
}
