// Where the phone's play modal mounts: nothing (and none of its code) until a game is opened in it.
import { lazy, Suspense } from 'react';
import { selectIsModalOpen } from '../../../machines/game-launch/game-launch.selectors';
import { useGameLaunchSelector } from './hooks';

const PlayModal = lazy(() => import('./play-modal'));

export function PlayModalHost() {
  const open = useGameLaunchSelector(selectIsModalOpen, false);
  return open ? (
    <Suspense fallback={null}>
      <PlayModal />
    </Suspense>
  ) : null;
}
