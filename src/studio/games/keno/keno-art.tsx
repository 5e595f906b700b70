// Keno's artwork, drawn as SVG so it ships with the code: a draw ball in its colour band (red 1-20,
// yellow 21-40, green 41-60, blue 61-80, the colours the colour bet names) and the draw machine's dome
// the balls drop out of.
export const KENO_BALL_COLOURS = { red: '#d93636', yellow: '#e7b416', green: '#2f9e55', blue: '#2470d6' } as const;
export type KenoColourName = keyof typeof KENO_BALL_COLOURS;

export const colourOfBall = (n: number): KenoColourName => (n <= 20 ? 'red' : n <= 40 ? 'yellow' : n <= 60 ? 'green' : 'blue');

export function KenoBall({ number, size = 40, label }: { number: number; size?: number; label?: string }) {
  const fill = KENO_BALL_COLOURS[colourOfBall(number)];
  const id = `keno-shine-${number}`;
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={label ?? String(number)} data-ball={number}>
      <defs>
        <radialGradient id={id} cx="35%" cy="30%" r="75%">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0.9" />
          <stop offset="40%" stopColor={fill} />
          <stop offset="100%" stopColor="#0b0f1a" stopOpacity="0.85" />
        </radialGradient>
      </defs>
      <circle cx="24" cy="24" r="22" fill={`url(#${id})`} />
      <circle cx="24" cy="24" r="13" fill="#fdfdfd" />
      <text x="24" y="29" textAnchor="middle" fontSize="14" fontWeight="800" fontFamily="system-ui, sans-serif" fill="#111">
        {number}
      </text>
    </svg>
  );
}

/** A colour swatch for the colour bet's buttons. */
export function ColourDot({ colour, size = 18 }: { colour: KenoColourName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" fill={KENO_BALL_COLOURS[colour]} stroke="#ffffff" strokeOpacity="0.6" />
    </svg>
  );
}

/** The draw machine: a glass dome with balls inside, behind the ball just drawn. */
export function KenoDome({ size = 120 }: { size?: number }) {
  const balls = [
    [38, 70, 'red'],
    [60, 78, 'blue'],
    [82, 70, 'green'],
    [50, 56, 'yellow'],
    [72, 56, 'red'],
    [60, 42, 'blue'],
  ] as const;
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" aria-hidden="true">
      <defs>
        <radialGradient id="keno-glass" cx="40%" cy="30%" r="80%">
          <stop offset="0%" stopColor="#ffffff" stopOpacity="0.35" />
          <stop offset="100%" stopColor="#7dd3fc" stopOpacity="0.08" />
        </radialGradient>
      </defs>
      <rect x="30" y="98" width="60" height="14" rx="4" fill="#1e293b" stroke="#f5b82e" strokeWidth="2" />
      {balls.map(([x, y, c], i) => (
        <circle key={i} cx={x} cy={y} r="9" fill={KENO_BALL_COLOURS[c]} opacity="0.9" />
      ))}
      <circle cx="60" cy="60" r="44" fill="url(#keno-glass)" stroke="#bae6fd" strokeOpacity="0.7" strokeWidth="2" />
      <path d="M36 34 Q48 22 64 22" stroke="#ffffff" strokeOpacity="0.7" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
