// The hub's public surface for the app: the plugin, the two buses and their types.
export { hubPlugin, NOTIFY_TARGET, type Hub, type HubPluginOptions, type HubIdentity } from './plugin';
export { createMemoryHubBus, type HubBus, type HubEvent, type HubEventListener } from './bus';
export { createRedisHubBus, type RedisHubBus, type RedisHubBusOptions } from './redis-bus';
export type { HubGuestOptions } from './plugin';
export { addressKey, createMemoryGuestLimits, createRedisGuestLimits, type GuestLimits } from './guest-limits';
