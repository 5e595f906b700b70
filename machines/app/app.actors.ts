// App I/O: the tab becoming visible again (watched through a function the app edge provides), and a
// watcher that turns one value of a child actor's snapshot into events for the app when it changes.
import { type AnyActorRef, type EventObject, fromCallback } from 'xstate';

/** Calls the listener whenever the page becomes visible again; returns the unsubscribe. */
export type WatchVisibility = (listener: () => void) => () => void;

export const tabVisibility = fromCallback<EventObject, { watch: WatchVisibility }>(({ input, sendBack }) =>
  input.watch(() => sendBack({ type: 'tab.visible' })),
);

export interface WatchInput<T> {
  actor: AnyActorRef;
  /** The value watched; compared with Object.is. */
  select: (snapshot: never) => T;
  /** The event sent to the app when the value changed. */
  toEvent: (value: T) => EventObject;
}

/**
 * Child actors do not report their snapshots to the parent; the app reacts to the session's token and
 * the hub's status through this. The value at start is not sent: the app reads it when it starts.
 */
export const watchChild = fromCallback<EventObject, WatchInput<unknown>>(({ input, sendBack }) => {
  const read = input.select as (snapshot: unknown) => unknown;
  let last = read(input.actor.getSnapshot());
  const subscription = input.actor.subscribe((snapshot: unknown) => {
    const value = read(snapshot);
    if (Object.is(value, last)) return;
    last = value;
    sendBack(input.toEvent(value));
  });
  return () => subscription.unsubscribe();
});

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
