// Attaches the themed slots' machine to the shell with the session's limits.
import { studioReelsMachine } from '../../../../machines/studio-reels/studio-reels.machine';
import type { StudioGameProps } from '../../types';
import { useStudioGame } from '../../use-studio-game';

export function useReels(props: StudioGameProps) {
  return useStudioGame(props.shell, studioReelsMachine, {
    api: props.api,
    token: props.token,
    limits: props.session.limits,
    newRequestId: () => crypto.randomUUID(),
  });
}
