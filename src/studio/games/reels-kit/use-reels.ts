// Attaches the themed slots' machine to the shell with the session's limits, its actors given the page's client.
import { useMemo } from 'react';
import { studioReelsActors } from '../../../../machines/studio-reels/studio-reels.actors';
import { studioReelsMachine } from '../../../../machines/studio-reels/studio-reels.machine';
import type { StudioGameProps } from '../../types';
import { useStudioGame } from '../../use-studio-game';

export function useReels(props: StudioGameProps) {
  const logic = useMemo(() => studioReelsMachine.provide({ actors: studioReelsActors(props.api) }), [props.api]);
  return useStudioGame(props.shell, logic, {
    token: props.token,
    limits: props.session.limits,
    newRequestId: () => crypto.randomUUID(),
  });
}
