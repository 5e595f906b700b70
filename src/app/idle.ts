// Two moments code the first paint does not need waits for: the page's first idle moment (the start-up
// popup, which must show untouched) and the visitor's first interaction (everything they may open or
// swipe). Tiny external stores so components can re-render when they flip.
import { useSyncExternalStore } from 'react';

let idle = false;
const listeners = new Set<() => void>();
let scheduled = false;

function schedule() {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  whenIdle(() => {
    idle = true;
    for (const listener of listeners) listener();
  });
}

/** Runs the callback at the first idle moment (at once when it has passed). */
export function afterFirstIdle(callback: () => void): () => void {
  if (idle) {
    callback();
    return () => {};
  }
  schedule();
  const listener = () => {
    listeners.delete(listener);
    callback();
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function subscribe(onChange: () => void) {
  schedule();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useHasBeenIdle(): boolean {
  return useSyncExternalStore(subscribe, () => idle, () => false);
}

// The first interaction: what the visitor may open next (dialogs, the drawer, the language select, the
// carousels' swiping) loads when they first touch, scroll, type or move the pointer, not while the page
// itself is still loading. A page nobody touches downloads none of it (issue 15: the first load of / is
// everything until the network is idle).
const interactionEvents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;
let interacted = false;
const interactionListeners = new Set<() => void>();
let watching = false;

function watchInteraction() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const onInteraction = () => {
    for (const type of interactionEvents) window.removeEventListener(type, onInteraction, true);
    interacted = true;
    for (const listener of [...interactionListeners]) listener();
  };
  for (const type of interactionEvents) window.addEventListener(type, onInteraction, { capture: true, passive: true });
}

export type InteractionCause = 'interaction' | 'timeout';

/**
 * Runs the callback at the visitor's first interaction (at once when it has happened), or after
 * `timeoutMs` when given: for code a page needs at a known moment even untouched (a carousel's first
 * autoplay step). Returns a cancel function.
 */
export function afterFirstInteraction(callback: (cause: InteractionCause) => void, timeoutMs?: number): () => void {
  if (interacted) {
    callback('interaction');
    return () => {};
  }
  watchInteraction();
  let timer: number | undefined;
  const done = (cause: InteractionCause) => {
    interactionListeners.delete(listener);
    window.clearTimeout(timer);
    callback(cause);
  };
  const listener = () => done('interaction');
  interactionListeners.add(listener);
  if (timeoutMs !== undefined) timer = window.setTimeout(() => done('timeout'), timeoutMs);
  return () => {
    interactionListeners.delete(listener);
    window.clearTimeout(timer);
  };
}

function subscribeInteraction(onChange: () => void) {
  watchInteraction();
  interactionListeners.add(onChange);
  return () => interactionListeners.delete(onChange);
}

export function useHasInteracted(): boolean {
  return useSyncExternalStore(subscribeInteraction, () => interacted, () => false);
}
