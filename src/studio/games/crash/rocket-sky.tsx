// The crash game's artwork (SVG): a night sky with stars and a faint grid, the launch pad, the curve the
// multiplier has climbed (e^(growth x ms), the same curve the server times the round by) with the rocket at
// its tip pointing along it, and a burst where it crashed. Drawn from what the machine says (phase, time
// flown, multiplier); it holds no state. With reduced motion the rocket stays put mid-sky while it flies
// (only the number moves) and nothing flickers or bursts.
import { CRASH_GROWTH_PER_MS } from '../../../../common/rules/crash-curve';

const WIDTH = 400;
const HEIGHT = 225;
const X0 = 28;
const Y0 = 200;
const PLOT_W = 340;
const PLOT_H = 170;
/** Where the rocket is drawn while it flies, when motion is reduced. */
const STILL_FLIGHT_MS = 11_000;

const STARS: Array<[number, number, number]> = [
  [40, 30, 1.2], [92, 58, 0.8], [130, 20, 1], [178, 44, 1.4], [220, 16, 0.9], [262, 62, 1.1], [300, 28, 0.8],
  [340, 50, 1.3], [372, 18, 0.9], [64, 96, 0.7], [150, 88, 0.9], [236, 100, 0.7], [318, 92, 1], [380, 120, 0.8],
];

export interface Geometry {
  /** The curve from the pad to the tip, as an SVG path. */
  line: string;
  /** The same closed along the ground, for the glow under it. */
  area: string;
  tip: { x: number; y: number };
  /** The rocket's heading at the tip, degrees (0 = right, -90 = up). */
  angle: number;
}

/** The curve flown for `elapsedMs`, scaled so the tip stays inside the sky with some headroom. */
export function flightGeometry(elapsedMs: number): Geometry {
  const span = Math.max(10_000, elapsedMs * 1.12);
  const top = Math.max(2, Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) * 1.18);
  const point = (ms: number) => ({
    x: X0 + (PLOT_W * ms) / span,
    y: Y0 - (PLOT_H * (Math.exp(CRASH_GROWTH_PER_MS * ms) - 1)) / (top - 1),
  });
  const steps = 32;
  const points = Array.from({ length: steps + 1 }, (_, i) => point((elapsedMs * i) / steps));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
  const tip = points[steps]!;
  const before = point(Math.max(0, elapsedMs - span / 40));
  const angle = elapsedMs === 0 ? -45 : (Math.atan2(tip.y - before.y, tip.x - before.x) * 180) / Math.PI;
  return { line, area: `${line} L${tip.x.toFixed(1)} ${Y0} L${X0} ${Y0} Z`, tip, angle: Math.min(-8, angle) };
}

function Rocket({ x, y, angle, flame }: { x: number; y: number; angle: number; flame: boolean }) {
  return (
    <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})`} data-part="rocket">
      {flame && <path data-part="flame" d="M-14 -4 L-30 0 L-14 4 Z" fill="#f5b933" stroke="#e8364a" strokeWidth="1" />}
      <path d="M-14 -6 L6 -6 Q16 -6 20 0 Q16 6 6 6 L-14 6 Z" fill="#eceef2" stroke="#8596c4" strokeWidth="1" />
      <path d="M-14 -6 L-20 -12 L-8 -6 Z M-14 6 L-20 12 L-8 6 Z" fill="#c81f35" />
      <circle cx="4" cy="0" r="3" fill="#38bdf8" stroke="#1e294d" strokeWidth="1" />
    </g>
  );
}

export function RocketSky({ phase, elapsed, still, label, className }: { phase: 'loading' | 'betting' | 'flying' | 'crashed'; elapsed: number; still: boolean; label: string; className: string }) {
  const flown = phase === 'flying' || phase === 'crashed' ? (still && phase === 'flying' ? STILL_FLIGHT_MS : elapsed) : 0;
  const geometry = flightGeometry(flown);
  const crashed = phase === 'crashed';
  return (
    <svg className={className} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="xMidYMid meet" role="img" aria-label={label} data-phase={phase}>
      <defs>
        <linearGradient id="crash-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1020" />
          <stop offset="0.7" stopColor="#1e294d" />
          <stop offset="1" stopColor="#3c4d82" />
        </linearGradient>
        <linearGradient id="crash-glow" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={crashed ? '#e8364a' : '#f5b933'} stopOpacity="0.45" />
          <stop offset="1" stopColor={crashed ? '#e8364a' : '#f5b933'} stopOpacity="0" />
        </linearGradient>
      </defs>
      {/* Wider than the view box, so the sky fills a frame of any shape. */}
      <rect x={-WIDTH} y={-HEIGHT} width={WIDTH * 3} height={HEIGHT * 3} fill="url(#crash-sky)" />
      {STARS.map(([x, y, r], index) => (
        <circle key={index} data-part="star" cx={x} cy={y} r={r} fill="#fff" opacity={0.35 + (index % 3) * 0.2} />
      ))}
      <g stroke="#2b3966" strokeWidth="0.6">
        {[1, 2, 3, 4].map((row) => (
          <line key={`h${row}`} x1={X0} x2={X0 + PLOT_W} y1={Y0 - (PLOT_H * row) / 4} y2={Y0 - (PLOT_H * row) / 4} />
        ))}
        {[1, 2, 3, 4, 5].map((col) => (
          <line key={`v${col}`} y1={Y0 - PLOT_H} y2={Y0} x1={X0 + (PLOT_W * col) / 5} x2={X0 + (PLOT_W * col) / 5} />
        ))}
      </g>
      <rect x={-WIDTH} y={Y0} width={WIDTH * 3} height={HEIGHT} fill="#111830" />
      <path d={`M${X0 - 16} ${Y0} h32 l-4 6 h-24 Z`} fill="#545c70" />
      {flown > 0 && (
        <>
          <path d={geometry.area} fill="url(#crash-glow)" />
          <path d={geometry.line} fill="none" stroke={crashed ? '#f75a6b' : '#fdca4a'} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
      {crashed ? (
        <g transform={`translate(${geometry.tip.x.toFixed(1)} ${geometry.tip.y.toFixed(1)})`}>
          <path data-part="burst" d="M0 -18 L5 -6 L18 -8 L8 2 L14 14 L0 7 L-14 14 L-8 2 L-18 -8 L-5 -6 Z" fill="#f75a6b" stroke="#fdca4a" strokeWidth="1.5" />
        </g>
      ) : (
        <Rocket x={geometry.tip.x} y={flown > 0 ? geometry.tip.y : Y0 - 8} angle={geometry.angle} flame={phase === 'flying'} />
      )}
    </svg>
  );
}
