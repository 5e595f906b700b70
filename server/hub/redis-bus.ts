// The hub bus over Redis pub/sub, for several server instances: one channel for messages to a
// player, one for broadcasts, one for session revocations. Every instance subscribes to all three
// and delivers to the connections it holds, so the publishing instance hears its own events too.
import { Redis, type RedisOptions } from 'ioredis';
import type { HubBus, HubEvent, HubEventListener } from './bus';

export interface RedisHubBusOptions {
  /** redis://host:port/db */
  url: string;
  /** Channel name prefix; instances that should reach each other use the same one. */
  prefix?: string;
  /** Called with events that arrive malformed (another program writing on our channels). */
  onInvalid?: (channel: string, payload: string) => void;
  redisOptions?: RedisOptions;
}

export interface RedisHubBus extends HubBus {
  readonly channels: { player: string; all: string; revoke: string };
}

function decode(channel: string, payload: string, channels: RedisHubBus['channels']): HubEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (channel === channels.player) {
    if (typeof d.playerId !== 'string' || typeof d.command !== 'string') return null;
    return { kind: 'player', playerId: d.playerId, command: d.command, message: d.message };
  }
  if (channel === channels.all) {
    if (typeof d.command !== 'string') return null;
    return { kind: 'all', command: d.command, message: d.message };
  }
  if (channel === channels.revoke) {
    if (typeof d.sessionId !== 'string') return null;
    return { kind: 'revoke', sessionId: d.sessionId };
  }
  return null;
}

/** quit() lets pending replies arrive; a client that never connected only needs disconnect(). */
async function shut(client: Redis): Promise<void> {
  if (client.status === 'wait' || client.status === 'end') {
    client.disconnect();
    return;
  }
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

export function createRedisHubBus(options: RedisHubBusOptions): RedisHubBus {
  const prefix = options.prefix ?? 'hub:frnotify';
  const channels = { player: `${prefix}:player`, all: `${prefix}:all`, revoke: `${prefix}:revoke` };
  // A connection in subscriber mode cannot publish, hence two. Both connect lazily so that creating
  // the bus never throws; the first publish or subscribe connects.
  // A push is worth little once stale (clients resync on reconnect), so a publish gives up after
  // two reconnect attempts instead of ioredis's default twenty; the first subscribe does the same,
  // so an instance pointed at an unreachable Redis fails to start at once rather than after
  // a minute. Once subscribed, ioredis reconnects and resubscribes on its own, without limit.
  const settings: RedisOptions = { lazyConnect: true, maxRetriesPerRequest: 2, ...options.redisOptions };
  const publisher = new Redis(options.url, settings);
  const subscriber = new Redis(options.url, settings);
  // ioredis emits 'error' on every failed reconnect attempt; without a listener Node would treat
  // it as an uncaught exception. Failures surface through rejected publishes instead.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});

  const listeners = new Set<HubEventListener>();
  let subscribed: Promise<void> | null = null;

  subscriber.on('message', (channel: string, payload: string) => {
    const event = decode(channel, payload, channels);
    if (!event) {
      options.onInvalid?.(channel, payload);
      return;
    }
    for (const listener of listeners) listener(event);
  });

  function channelOf(event: HubEvent): string {
    return event.kind === 'player' ? channels.player : event.kind === 'all' ? channels.all : channels.revoke;
  }

  function bodyOf(event: HubEvent): string {
    switch (event.kind) {
      case 'player':
        return JSON.stringify({ playerId: event.playerId, command: event.command, message: event.message });
      case 'all':
        return JSON.stringify({ command: event.command, message: event.message });
      case 'revoke':
        return JSON.stringify({ sessionId: event.sessionId });
    }
  }

  return {
    channels,
    async publish(event) {
      await publisher.publish(channelOf(event), bodyOf(event));
    },
    async subscribe(listener) {
      listeners.add(listener);
      if (!subscribed) {
        subscribed = subscriber.subscribe(channels.player, channels.all, channels.revoke).then(() => undefined);
        subscribed.catch(() => {
          subscribed = null;
        });
      }
      try {
        await subscribed;
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      return async () => {
        listeners.delete(listener);
      };
    },
    async close() {
      listeners.clear();
      await Promise.all([shut(publisher), shut(subscriber)]);
    },
  };
}
