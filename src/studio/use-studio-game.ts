// Attaches a game's machine to the shell once its page mounts (the shell spawns it as its `game` child,
// relays the hub's pushes to it and hears its settled rounds) and answers the game's actor. The one effect
// a game page has: the machine, not the component, holds the game's state.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate';
import { selectGame } from '../../machines/studio-shell/studio-shell.selectors';
import type { StudioShellActor } from './types';

export function useStudioGame<M extends AnyStateMachine>(shell: StudioShellActor, logic: M, input: InputFrom<M>): ActorRefFrom<M> | null {
  useEffect(() => {
    shell.send({ type: 'game.attach', logic, input });
    return () => shell.send({ type: 'game.detach' });
    // The page attaches its game once; the input is the session it opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shell, logic]);
  return useSelector(shell, selectGame) as ActorRefFrom<M> | null;
}
