// Schedules of what the bootstrap carries (banner slides, issue 16) applied when the bootstrap is served,
// not when it is cached: the cached copy holds every enabled slide with its window, and each request
// takes out the slides outside theirs at its own instant. So a slide appears and goes at its minute on
// every instance, however long a copy lives (the read cache keeps one until the next content edit).
// The served object is reused while the set of visible slides stays the same, because the page renderer
// (server/plugins/static.ts) keys its rendered documents by that object.
import type { SchemaBootstrap, SchemaSlider } from '../../common/contract/schema.gen';

type SliderItem = SchemaSlider['items'][number];

/** A window in epoch milliseconds: shown from `startsAt` (included) until `endsAt` (excluded); null is open. */
export interface Window {
  startsAt: number | null;
  endsAt: number | null;
}

/** The bootstrap as cached: every enabled slide, and the windows of those that have one (by the item object). */
export interface StoredBootstrap {
  payload: SchemaBootstrap;
  windows: Map<SliderItem, Window>;
}

export const isWithin = (window: Window, now: number) => (window.startsAt === null || now >= window.startsAt) && (window.endsAt === null || now < window.endsAt);

// The last served view of each stored copy and which scheduled slides it shows.
const served = new WeakMap<StoredBootstrap, { phase: string; payload: SchemaBootstrap }>();

/** The bootstrap a player is served at `now`: the stored one without the slides outside their window. */
export function bootstrapAt(stored: StoredBootstrap, now: number): SchemaBootstrap {
  if (stored.windows.size === 0) return stored.payload;
  let phase = '';
  for (const window of stored.windows.values()) phase += isWithin(window, now) ? '1' : '0';
  const last = served.get(stored);
  if (last?.phase === phase) return last.payload;
  const visible = (item: SliderItem) => {
    const window = stored.windows.get(item);
    return !window || isWithin(window, now);
  };
  const payload: SchemaBootstrap = { ...stored.payload, slider: stored.payload.slider.map((slider) => ({ ...slider, items: slider.items.filter(visible) })) };
  served.set(stored, { phase, payload });
  return payload;
}
