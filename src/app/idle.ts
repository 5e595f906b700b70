// Whether the page has had its first idle moment: code the first paint does not need (dialogs, the
// toast viewport, the language select, the carousel) waits for it. A tiny external store so
// components can re-render when it flips.
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
