// Mounts the toast viewport once the first toast is raised, so the first paint carries neither the
// toaster store nor Ark's toast components (src/ui/notify.ts). The store keeps early toasts until it
// shows them.
import { lazy, Suspense, useRef, useSyncExternalStore } from 'react';
import { hasToasts, subscribeToasts } from './notify';

const loadViewport = () => import('./toast-viewport').then((module) => ({ default: module.ToastViewport }));
const ToastViewport = lazy(loadViewport);

/** Fetches the viewport's code ahead of the first toast. */
export function preloadToastViewport(): void {
  void loadViewport();
}


export function DeferredToastViewport(props: { closeLabel: string }) {
  const active = useSyncExternalStore(subscribeToasts, hasToasts, () => false);
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
