// App I/O: the tab becoming visible again (watched through a function the app edge provides), and the
// watcher that tells the app once the visitor used the sportsbook.
import { type AnyActorRef, type EventObject, fromCallback } from 'xstate';

/** Calls the listener whenever the page becomes visible again; returns the unsubscribe. */
export type WatchVisibility = (listener: () => void) => () => void;

export const tabVisibility = fromCallback<EventObject, { watch: WatchVisibility }>(({ input, sendBack }) =>
  input.watch(() => sendBack({ type: 'tab.visible' })),
);

/**
 * Tells the app once that the visitor has used the sportsbook (`used` holds for the loader's snapshot),
 * at start too when it already holds (a kept slip loads the book at once); then it is done.
 */
export const watchSportsbookUse = fromCallback<EventObject, { actor: AnyActorRef; used: (snapshot: never) => boolean }>(({ input, sendBack }) => {
  const used = input.used as (snapshot: unknown) => boolean;
  if (used(input.actor.getSnapshot())) {
    sendBack({ type: 'sportsbook.used' });
    return () => {};
  }
  const subscription = input.actor.subscribe((snapshot: unknown) => {
    if (!used(snapshot)) return;
    subscription.unsubscribe();
    sendBack({ type: 'sportsbook.used' });
  });
  return () => subscription.unsubscribe();
});
