// Schedules of what the bootstrap carries (banner slides and the start-up popup, issue 16) applied when the
// bootstrap is served, not when it is cached: the cached copy holds every enabled slide and active popup
// with its window, and each request takes out the slides outside theirs and picks the first popup inside
// its own at its own instant. So a slide appears and goes at its minute on
// every instance, however long a copy lives (the read cache keeps one until the next content edit).
// The served object is reused while the set of visible slides stays the same, because the page renderer
// (server/plugins/static.ts) keys its rendered documents by that object.
import type { SchemaBootstrap, SchemaPopup, SchemaSlider } from '../../common/contract/schema.gen';

type SliderItem = SchemaSlider['items'][number];

/** A window in epoch milliseconds: shown from `startsAt` (included) until `endsAt` (excluded); null is open. */
export interface Window {
  startsAt: number | null;
  endsAt: number | null;
}

/** An active popup with images and its window (null: no schedule); candidates come highest priority first. */
export interface PopupCandidate {
  popup: SchemaPopup;
  window: Window | null;
}

/**
 * The bootstrap as cached: every enabled slide, and the windows of those that have one (by the item object);
 * the popup candidates (absent: the payload's popup stands, as stored).
 */
export interface StoredBootstrap {
  payload: SchemaBootstrap;
  windows: Map<SliderItem, Window>;
  popups?: PopupCandidate[];
}

export const isWithin = (window: Window, now: number) => (window.startsAt === null || now >= window.startsAt) && (window.endsAt === null || now < window.endsAt);

// The last served view of each stored copy and which scheduled slides it shows.
const served = new WeakMap<StoredBootstrap, { phase: string; payload: SchemaBootstrap }>();

/** The popup served at `now`: the first candidate inside its window (one without a window always is). */
export function popupAt(candidates: readonly PopupCandidate[], now: number): SchemaPopup | null {
  return candidates.find((candidate) => candidate.window === null || isWithin(candidate.window, now))?.popup ?? null;
}

/**
 * The bootstrap a player is served at `now`: the stored one without the slides outside their window, and
 * with the popup of that instant.
 */
export function bootstrapAt(stored: StoredBootstrap, now: number): SchemaBootstrap {
  const popups = stored.popups?.some((candidate) => candidate.window !== null) ? stored.popups : null;
  if (stored.windows.size === 0 && !popups) return stored.payload;
  let phase = '';
  for (const window of stored.windows.values()) phase += isWithin(window, now) ? '1' : '0';
  const popup = popups ? popupAt(popups, now) : stored.payload.popup;
  phase += `:${popup?.id ?? ''}`;
  const last = served.get(stored);
  if (last?.phase === phase) return last.payload;
  const visible = (item: SliderItem) => {
    const window = stored.windows.get(item);
    return !window || isWithin(window, now);
  };
  const slider = stored.windows.size === 0 ? stored.payload.slider : stored.payload.slider.map((s) => ({ ...s, items: s.items.filter(visible) }));
  const payload: SchemaBootstrap = { ...stored.payload, slider, popup };
  served.set(stored, { phase, payload });
  return payload;
}
