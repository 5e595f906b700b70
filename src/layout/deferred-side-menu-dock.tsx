// The docked side menu (spec §2: from 1100 px). Its code (the menu's groups, items and icons) loads only
// where the menu docks, so a phone's first load carries none of it: there the menu is the drawer, whose
// code comes at the first interaction. Until the code arrived an empty dock holds the menu's column, so
// the page beside it does not move when the menu appears.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { sideMenu } from '../../styled-system/recipes/side-menu';

/** Where the menu docks: Panda's `menu` breakpoint. */
const DOCKED_QUERY = '(min-width: 1100px)';

const SideMenuDock = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenuDock })));

const docked = () => window.matchMedia(DOCKED_QUERY);
const subscribe = (listener: () => void) => {
  const query = docked();
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const isDocked = () => docked().matches;

export function DeferredSideMenuDock() {
  // A DOM effect only (the viewport's width), no business state.
  const dock = useSyncExternalStore(subscribe, isDocked, () => false);
  const placeholder = <aside className={sideMenu().dock} aria-hidden="true" />;
  if (!dock) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SideMenuDock />
    </Suspense>
  );
}
