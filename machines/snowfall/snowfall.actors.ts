// Snowfall I/O: the animation loop (requestAnimationFrame drawing on the canvas) and the page's clicks.
// The browser's frame scheduler, the canvas and the click listener come from the app edge (SnowfallScene),
// so the machine's tests drive frames by hand.
import { fromCallback } from 'xstate';
import { type Area, drawFlakes, makeFlakes, type Painter, stepFlakes } from './snowfall.flakes';

export interface SnowfallScene {
  /** The canvas's 2D painter and its size in CSS pixels (null when the canvas is gone). */
  surface(): { painter: Painter; area: Area } | null;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
  /** Calls the listener on any click on the page; returns the unsubscribe. */
  watchClicks(listener: () => void): () => void;
}

/** Draws a frame and schedules the next until stopped; leaves a clear canvas behind. */
export const animateFlakes = fromCallback<{ type: 'never' }, { scene: SnowfallScene }>(({ input }) => {
  const { scene } = input;
  let flakes = makeFlakes(scene.surface()?.area ?? { width: 0, height: 0 });
  let handle = 0;
  const frame = () => {
    const surface = scene.surface();
    if (!surface) return;
    flakes = stepFlakes(flakes, surface.area);
    drawFlakes(surface.painter, flakes, surface.area);
    handle = scene.requestFrame(frame);
  };
  handle = scene.requestFrame(frame);
  return () => {
    scene.cancelFrame(handle);
    const surface = scene.surface();
    surface?.painter.clearRect(0, 0, surface.area.width, surface.area.height);
  };
});

export const pageClicks = fromCallback<{ type: 'page.clicked' }, { scene: SnowfallScene }>(({ input, sendBack }) =>
  input.scene.watchClicks(() => sendBack({ type: 'page.clicked' })),
);
