// In the first load: shows the bet slip's badge once the sportsbook's code arrived (a sports page
// opened, an outcome picked, or a slip kept from the last visit); the badge's own code comes with it.
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useAppActor } from '../../app/app-context';

const SlipDock = lazy(() => import('./slip-dock'));

export function SlipDockHost() {
  const loader = useSelector(useAppActor(), (snapshot) => snapshot.context.sportsbook);
  const loaded = useSelector(loader, (snapshot) => snapshot.matches('ready'));
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <SlipDock />
    </Suspense>
  );
}
