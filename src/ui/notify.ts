// The toaster's `notify` for the app's edge (machine effects, live chat) without the toaster itself: Ark's
// toast store (zag's toast machine, ~5 KiB gzip with its DOM helpers) loads with the first toast instead
// of the first paint. Calls keep their order (one promise), and a toast raised before the store arrives
// gets its id here, so `dismiss(id)` still finds it.
import type { ToastKind } from './toaster';

let loading: Promise<typeof import('./toaster')> | undefined;
const load = () => (loading ??= import('./toaster'));

let raised = false;
const listeners = new Set<() => void>();
let lastId = 0;

function later(run: (toaster: Awaited<ReturnType<typeof load>>) => void) {
  if (!raised) {
    raised = true;
    for (const listener of listeners) listener();
  }
  void load().then(run);
}

function raise(type: ToastKind, description: string, title?: string): string {
  lastId += 1;
  const id = `notify-${lastId}`;
  later((module) => module.raise(type, description, title, id));
  return id;
}

export const notify = {
  info: (description: string, title?: string) => raise('info', description, title),
  success: (description: string, title?: string) => raise('success', description, title),
  error: (description: string, title?: string) => raise('error', description, title),
  warning: (description: string, title?: string) => raise('warning', description, title),
  blank: (description: string, title?: string) => raise('blank', description, title),
  loading: (description: string, title?: string) => raise('loading', description, title),
  dismiss: (id?: string) => later((module) => module.toaster.dismiss(id)),
};

/** For useSyncExternalStore: whether a toast was asked for yet (the viewport mounts then). */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const hasToasts = () => raised;
