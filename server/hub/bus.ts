// The hub bus: how a message raised anywhere reaches every server instance that may hold the
// player's connections. The in-process bus serves a single instance; redis-bus.ts spans several.

/** What travels on the bus. `message` must survive JSON serialisation (the Redis bus sends JSON). */
export type HubEvent =
  | { kind: 'player'; playerId: string; command: string; message: unknown }
  | { kind: 'all'; command: string; message: unknown }
  | { kind: 'revoke'; sessionId: string };

export type HubEventListener = (event: HubEvent) => void;

export interface HubBus {
  /**
   * Hands an event to every subscribed instance, this one included. Resolves once the bus has
   * accepted it (not when clients received it); rejects when the bus cannot take it.
   */
  publish(event: HubEvent): Promise<void>;
  /** Starts delivering events to `listener`; resolves when deliveries are live. Returns the unsubscribe. */
  subscribe(listener: HubEventListener): Promise<() => Promise<void>>;
  /** Releases the bus's own resources (connections). The hub plugin never calls this: the bus's creator does. */
  close(): Promise<void>;
}

/**
 * One process, no network: publish calls every listener on a later microtask, so a publisher never
 * runs socket writes inside its own call stack (for instance inside a database transaction callback).
 */
export function createMemoryHubBus(): HubBus {
  const listeners = new Set<HubEventListener>();
  return {
    async publish(event) {
      // A clone makes the in-process bus behave like the Redis one: listeners see plain JSON data,
      // never the publisher's live objects (and a value JSON cannot carry fails here, not in Redis).
      const copy = JSON.parse(JSON.stringify(event)) as HubEvent;
      await Promise.resolve();
      for (const listener of listeners) listener(copy);
    },
    async subscribe(listener) {
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
