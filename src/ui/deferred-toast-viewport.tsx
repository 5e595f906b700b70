// Mounts the toast viewport once the first toast is raised, so the first paint carries only the
// toaster store and not Ark's toast components. The store keeps early toasts until it shows them.
import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { toaster } from './toaster';

const loadViewport = () => import('./toast-viewport').then((module) => ({ default: module.ToastViewport }));
const ToastViewport = lazy(loadViewport);

/** Fetches the viewport's code ahead of the first toast. */
export function preloadToastViewport(): void {
  void loadViewport();
}

// The store notifies before it records the toast, so the count is read a microtask later.
const subscribe = (onChange: () => void) => toaster.subscribe(() => queueMicrotask(onChange));
const hasToasts = () => toaster.getCount() > 0;

export function DeferredToastViewport(props: { closeLabel: string }) {
  const active = useSyncExternalStore(subscribe, hasToasts, () => false);
  // Derived while rendering: once shown, the viewport stays mounted for later toasts and exits.
  const mounted = useRef(false);
  if (active) mounted.current = true;
  if (!mounted.current) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport closeLabel={props.closeLabel} />
    </Suspense>
  );
}
