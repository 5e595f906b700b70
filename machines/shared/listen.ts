// How an actor hears another (issue 14: one way for actors to talk). Actors address each other by
// their ids in the app's actor system: they send with `sendTo(({ system }) => system.get(id), event)`,
// and an actor that has news for others `emit`s it; whoever wants that news invokes `listen` with the
// teller's system id and the emitted types, and receives them as its own events. Nobody reads another
// actor's snapshot or is handed another actor's ref. When the teller is not in the system (a machine
// tested alone), nothing is heard.
import { type EventObject, fromCallback } from 'xstate';

export interface ListenInput {
  /** The teller's id in the actor system. */
  systemId: string;
  /** The emitted event types to hear. */
  types: readonly string[];
}

export const listen = fromCallback<EventObject, ListenInput>(({ input, system, sendBack }) => {
  const teller = system.get(input.systemId);
  if (!teller) return undefined;
  const subscriptions = input.types.map((type) => teller.on(type, (event: EventObject) => sendBack(event)));
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});
