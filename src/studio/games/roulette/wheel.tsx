// The roulette wheel's art (SVG): the 37 pockets in the European order, red, black and the green zero,
// a gold rim and turret, and the ball. The wheel turns to bring the winning pocket under the ball at the
// top; without motion (reduced) it is simply drawn there.
export const WHEEL_ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const colorOf = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');
const FILL = { green: '#16a34a', red: '#c81e1e', black: '#1b1f2a' } as const;
const STEP = 360 / 37;

function pocketPath(index: number): string {
  const a0 = ((index * STEP - STEP / 2 - 90) * Math.PI) / 180;
  const a1 = ((index * STEP + STEP / 2 - 90) * Math.PI) / 180;
  const [r0, r1] = [62, 92];
  const p = (r: number, a: number) => `${(100 + r * Math.cos(a)).toFixed(2)} ${(100 + r * Math.sin(a)).toFixed(2)}`;
  return `M${p(r1, a0)} A${r1} ${r1} 0 0 1 ${p(r1, a1)} L${p(r0, a1)} A${r0} ${r0} 0 0 0 ${p(r0, a0)}Z`;
}

/** The wheel turned so `pocket` is at the top (under the ball); `turns` whole turns added for the spin. */
export function Wheel({ pocket, turns, label, running }: { pocket: number | null; turns: number; label: string; running: boolean }) {
  const index = pocket === null ? 0 : WHEEL_ORDER.indexOf(pocket);
  const angle = -(index * STEP) - turns * 360;
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={label} data-testid="roulette-wheel">
      <circle cx="100" cy="100" r="99" fill="#683814" />
      <circle cx="100" cy="100" r="95" fill="#99540d" stroke="#f5b933" strokeWidth="2" />
      <g data-part="rotor" data-running={running || undefined} style={{ transform: `rotate(${angle}deg)`, transformOrigin: '100px 100px' }}>
        {WHEEL_ORDER.map((n, i) => (
          <g key={n}>
            <path d={pocketPath(i)} fill={FILL[colorOf(n)]} stroke="#f5b933" strokeWidth="0.6" />
            <text
              x="100"
              y="16"
              transform={`rotate(${i * STEP} 100 100)`}
              textAnchor="middle"
              fontSize="8"
              fontWeight="700"
              fill="#fff"
              fontFamily="system-ui, sans-serif"
            >
              {n}
            </text>
          </g>
        ))}
        <circle cx="100" cy="100" r="62" fill="#7d4312" stroke="#f5b933" strokeWidth="1.5" />
        <circle cx="100" cy="100" r="44" fill="#99540d" />
        {[0, 60, 120, 180, 240, 300].map((a) => (
          <path key={a} d="M100 60 L104 96 L100 100 L96 96Z" fill="#fdca4a" transform={`rotate(${a} 100 100)`} />
        ))}
        <circle cx="100" cy="100" r="9" fill="#fdca4a" stroke="#683814" strokeWidth="2" />
      </g>
      <circle cx="100" cy="74" r="5" fill="#fff" stroke="#d5d9e2" data-part="ball" />
    </svg>
  );
}
