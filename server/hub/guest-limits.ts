// The limits on guest (signed-out) hub connections, per client address: how many negotiations it may
// start per minute, and how many guest connections it may hold at once. With several instances the
// state lives in Redis so they agree; one instance keeps it in process. Connection slots are leases
// (renewed while the connection lives), so an instance that dies without releasing its slots frees
// them when the leases run out instead of holding them forever.
import { isIPv6 } from 'node:net';
import { Redis, type RedisOptions } from 'ioredis';

export interface GuestLimits {
  /**
   * Counts one negotiation (or a socket opened without one) from `address`; false when the address
   * already started `perMinute` in the current minute (the count is not raised then).
   */
  negotiation(address: string, perMinute: number, now: number): Promise<boolean>;
  /** How many guest slots `address` holds now (for negotiate's early refusal). */
  held(address: string, now: number): Promise<number>;
  /** Takes a slot for `connectionId` unless `address` already holds `cap`; true when taken. Atomic. */
  acquire(address: string, connectionId: string, cap: number, now: number): Promise<boolean>;
  /** Extends the leases of these live connections to `now + leaseMs`. */
  renew(slots: ReadonlyArray<{ address: string; connectionId: string }>, now: number): Promise<void>;
  release(address: string, connectionId: string): Promise<void>;
  /** How long a slot lives without renewal. */
  readonly leaseMs: number;
  close(): Promise<void>;
}

/**
 * The key an address is counted under. An IPv6 subscriber normally holds a whole /64, so counting
 * single v6 addresses would let one visitor multiply the cap at will; v4-mapped addresses are v4.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

const minuteOf = (now: number) => Math.floor(now / 60_000);

/** One instance: maps in this process, with the same lease semantics as the Redis store. */
export function createMemoryGuestLimits(options: { leaseMs?: number } = {}): GuestLimits {
  const leaseMs = options.leaseMs ?? 90_000;
  const negotiations = new Map<string, { minute: number; count: number }>();
  const slots = new Map<string, Map<string, number>>();
  const live = (address: string, now: number) => {
    const held = slots.get(address);
    if (!held) return null;
    for (const [id, until] of held) if (until <= now) held.delete(id);
    if (held.size === 0) {
      slots.delete(address);
      return null;
    }
    return held;
  };
  return {
    leaseMs,
    async negotiation(address, perMinute, now) {
      const minute = minuteOf(now);
      // Old windows go as the map is touched, so it holds at most the addresses of the current minute.
      if (negotiations.size > 10_000) for (const [key, entry] of negotiations) if (entry.minute !== minute) negotiations.delete(key);
      const entry = negotiations.get(address);
      const count = entry && entry.minute === minute ? entry.count : 0;
      if (count >= perMinute) return false;
      negotiations.set(address, { minute, count: count + 1 });
      return true;
    },
    async held(address, now) {
      return live(address, now)?.size ?? 0;
    },
    async acquire(address, connectionId, cap, now) {
      const held = live(address, now) ?? new Map<string, number>();
      if (held.size >= cap) return false;
      held.set(connectionId, now + leaseMs);
      slots.set(address, held);
      return true;
    },
    async renew(list, now) {
      for (const { address, connectionId } of list) {
        const held = slots.get(address);
        if (held?.has(connectionId)) held.set(connectionId, now + leaseMs);
      }
    },
    async release(address, connectionId) {
      const held = slots.get(address);
      held?.delete(connectionId);
      if (held && held.size === 0) slots.delete(address);
    },
    async close() {
      negotiations.clear();
      slots.clear();
    },
  };
}

// KEYS[1] the address's sorted set (member: connection id, score: lease end). ARGV: now, cap, id, leaseMs.
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[4]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`;

// KEYS[1] the address's counter for this minute. ARGV: limit. Counts only what it admits.
const NEGOTIATE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], 120000)
return 1`;

export interface RedisGuestLimitsOptions {
  url: string;
  /** Key prefix; instances that share limits use the same one. */
  prefix?: string;
  leaseMs?: number;
  redisOptions?: RedisOptions;
}

/** Several instances: the counts in Redis (two round trips at most per guest connect). */
export function createRedisGuestLimits(options: RedisGuestLimitsOptions): GuestLimits {
  const prefix = options.prefix ?? 'hub:frnotify:guest';
  const leaseMs = options.leaseMs ?? 90_000;
  // As the bus does: a limit check during a Redis outage fails fast (the caller answers 503) rather than hanging.
  const redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2, ...options.redisOptions });
  redis.on('error', () => {});
  const slotKey = (address: string) => `${prefix}:conn:${address}`;
  return {
    leaseMs,
    async negotiation(address, perMinute, now) {
      return (await redis.eval(NEGOTIATE, 1, `${prefix}:neg:${address}:${minuteOf(now)}`, perMinute)) === 1;
    },
    async held(address, now) {
      return redis.zcount(slotKey(address), `(${now}`, '+inf');
    },
    async acquire(address, connectionId, cap, now) {
      return (await redis.eval(ACQUIRE, 1, slotKey(address), now, cap, connectionId, leaseMs)) === 1;
    },
    async renew(list, now) {
      if (list.length === 0) return;
      const pipeline = redis.pipeline();
      for (const { address, connectionId } of list) {
        // XX: a slot already released (or expired and taken by nobody) is not brought back.
        pipeline.zadd(slotKey(address), 'XX', now + leaseMs, connectionId);
        pipeline.pexpire(slotKey(address), leaseMs);
      }
      await pipeline.exec();
    },
    async release(address, connectionId) {
      await redis.zrem(slotKey(address), connectionId);
    },
    async close() {
      if (redis.status === 'wait' || redis.status === 'end') {
        redis.disconnect();
        return;
      }
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
