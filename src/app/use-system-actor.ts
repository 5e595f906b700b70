// Runs a page's (or a page region's) actor as a child of the root app actor, in the app's actor system
// under a readable id (the page's name, `@`, React's id of the component: "profile@«r5»"), instead of a
// `useActorRef` island the inspector never sees. The app spawns it on the page's first render and stops
// it when the page goes; under React's StrictMode (mount, unmount, mount again in development) the
// stopped actor is started afresh.
import { useEffect, useId, useReducer, useRef } from 'react';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef, InputFrom } from 'xstate';
import { useAppActor } from './app-context';

export function useSystemActor<L extends AnyActorLogic>(name: string, logic: L, input?: InputFrom<L>): ActorRefFrom<L> {
  const app = useAppActor();
  const id = `${name}@${useId()}`;
  const [, restarted] = useReducer((count: number) => count + 1, 0);
  // The actor lives as long as the component: its logic and input are the first render's.
  const start = () => {
    // The app ignores a second start under the same id, so a render done twice gets the same actor.
    app.send({ type: 'page.actor.started', id, logic, input });
    return app.getSnapshot().children[id as never] as unknown as AnyActorRef;
  };
  const actor = useRef<AnyActorRef | null>(null);
  actor.current ??= start();
  useEffect(() => {
    if (actor.current?.getSnapshot().status === 'stopped') {
      actor.current = start();
      restarted();
    }
    return () => app.send({ type: 'page.actor.stopped', id });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return actor.current as ActorRefFrom<L>;
}
