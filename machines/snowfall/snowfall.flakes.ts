// The snowfall's flakes (spec §9 defaults: 50 flakes, size 5 to 15, speed 2): pure functions that
// place, move and draw them, so the animation actor only schedules frames.

export const SNOWFALL = { flakes: 50, minSize: 5, maxSize: 15, speed: 2 } as const;

export interface Flake {
  x: number;
  y: number;
  /** Diameter in CSS pixels. */
  size: number;
  /** Vertical pixels per frame; bigger (nearer) flakes fall faster. */
  fall: number;
  /** Phase of the sideways sway. */
  phase: number;
}

export interface Area {
  width: number;
  height: number;
}

/** The part of a 2D canvas context drawing needs (tests pass a recorder). */
export interface Painter {
  clearRect(x: number, y: number, width: number, height: number): void;
  beginPath(): void;
  arc(x: number, y: number, radius: number, start: number, end: number): void;
  fill(): void;
  fillStyle: unknown;
  globalAlpha: number;
}

export function makeFlake(area: Area, random: () => number, top = false): Flake {
  const size = SNOWFALL.minSize + random() * (SNOWFALL.maxSize - SNOWFALL.minSize);
  return {
    x: random() * area.width,
    y: top ? -size : random() * area.height,
    size,
    fall: SNOWFALL.speed * (0.5 + size / SNOWFALL.maxSize / 2),
    phase: random() * Math.PI * 2,
  };
}

export function makeFlakes(area: Area, random: () => number = Math.random): Flake[] {
  return Array.from({ length: SNOWFALL.flakes }, () => makeFlake(area, random));
}

/** One frame: every flake falls and sways; one that left the bottom comes back at the top. */
export function stepFlakes(flakes: Flake[], area: Area, random: () => number = Math.random): Flake[] {
  return flakes.map((flake) => {
    const y = flake.y + flake.fall;
    if (y - flake.size > area.height) return makeFlake(area, random, true);
    const phase = flake.phase + 0.02;
    return { ...flake, y, phase, x: (flake.x + Math.sin(phase) * 0.5 + area.width) % area.width };
  });
}

export function drawFlakes(painter: Painter, flakes: Flake[], area: Area): void {
  painter.clearRect(0, 0, area.width, area.height);
  painter.fillStyle = '#ffffff';
  for (const flake of flakes) {
    painter.globalAlpha = 0.35 + (flake.size / SNOWFALL.maxSize) * 0.5;
    painter.beginPath();
    painter.arc(flake.x, flake.y, flake.size / 2, 0, Math.PI * 2);
    painter.fill();
  }
  painter.globalAlpha = 1;
}
