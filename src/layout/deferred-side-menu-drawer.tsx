// Mounts the side menu drawer the first time the menu opens, keeping Ark's dialog code out of the
// first paint; once mounted it stays for its closing animation.
import { lazy, Suspense, useRef } from 'react';
import { selectIsMenuOpen } from '../../machines/header/header.selectors';
import { useHeaderSelector } from '../app/app-context';

const loadDrawer = () => import('./side-menu-drawer');
const SideMenuDrawer = lazy(loadDrawer);

export function preloadSideMenuDrawer(): void {
  void loadDrawer();
}

export function DeferredSideMenuDrawer() {
  const open = useHeaderSelector(selectIsMenuOpen);
  const mounted = useRef(false);
  if (open) mounted.current = true;
  if (!mounted.current) return null;
  return (
    <Suspense fallback={null}>
      <SideMenuDrawer />
    </Suspense>
  );
}
