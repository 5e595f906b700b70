// The process cache for the reads every player makes all the time (the session behind a token, the
// balance, the bootstrap and the game catalogue's pages), kept correct across instances by generation counters rather than by trusting a message
// to arrive in time.
//
// Every cached value depends on one key (`s:<token hash>`, `b:<player id>`, `content` for what every
// player shares: the bootstrap and the catalogue). A writer bumps the key
// after its transaction commits (the commit hooks below), before it answers. A reader reads the key's
// generation first, then the database, and keeps the value under the generation it read; a hit is
// served only while the generation is still the same. So a value read before a commit and kept after
// it is refused by the first read that follows the writer's bump, on any instance:
// - without REDIS_URL (one instance, PGlite or PostgreSQL) the generations are a Map in the process:
//   a hit costs no I/O at all;
// - with REDIS_URL every instance reads them from Redis (one MGET per hit, with the epoch below, auto-pipelined across
//   concurrent requests) and bumps them there, so a logout or a bet on instance A is seen by the very
//   next request on instance B, with no window in which a pub/sub message is still on its way.
// Entries also end after `maxAgeMs`, a safety net for changes no code path bumps (a site setting, a
// writer that died between its commit and its bump).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Db, Queryable } from './client';

/** Where generations live: this process, or Redis shared by every instance. */
export interface Generations {
  /** Compared for equality only: a value kept under one generation is served while the key still reads the same. */
  read(key: string): Promise<number | string> | number | string;
  /** Several keys in one round trip (Redis); absent where a read costs no I/O (the process's Map). */
  readMany?(keys: readonly string[]): Promise<Array<number | string>>;
  bump(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export function memoryGenerations(): Generations {
  const counters = new Map<string, number>();
  return {
    read: (key) => counters.get(key) ?? 0,
    async bump(keys) {
      for (const key of keys) counters.set(key, (counters.get(key) ?? 0) + 1);
    },
    async close() {
      counters.clear();
    },
  };
}

/** A generation key lives this long in Redis after its last bump; far longer than any entry's max age. */
const REDIS_KEY_TTL_MS = 24 * 3600_000;

/**
 * Generations in Redis are `<epoch>:<counter>`. The epoch is a random token the first reader writes into
 * an empty Redis (SET NX, so every instance adopts the same one). A Redis lost and started again empty
 * counts every key from 0 again; without the epoch an entry kept under 0 before a bump (a session read
 * once, then revoked on another instance) would match again and be served. With it, nothing kept before
 * the loss matches anything read after it.
 */
export function redisGenerations(url: string, prefix = 'rc:'): Generations {
  // Auto-pipelining sends the reads of concurrent requests in one write; one retry only, so a Redis
  // outage makes reads fall back to the database quickly (see ReadCache.get).
  const redis = new Redis(url, { lazyConnect: true, enableAutoPipelining: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  const epochKey = `${prefix}epoch`;
  const readMany = async (keys: readonly string[]): Promise<string[]> => {
    let [epoch, ...values] = await redis.mget(epochKey, ...keys.map((key) => prefix + key));
    if (epoch === null) {
      // A new (or emptied) Redis: the first reader names its epoch; a reader that lost the race adopts the winner's.
      await redis.set(epochKey, randomBytes(8).toString('hex'), 'NX');
      [epoch, ...values] = await redis.mget(epochKey, ...keys.map((key) => prefix + key));
      if (epoch === null) throw new Error('the read cache epoch vanished from Redis');
    }
    return values.map((value) => `${epoch}:${value ?? 0}`);
  };
  return {
    async read(key) {
      const [generation] = await readMany([key]);
      return generation;
    },
    readMany,
    async bump(keys) {
      if (keys.length === 0) return;
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.incr(prefix + key).pexpire(prefix + key, REDIS_KEY_TTL_MS);
      const results = await pipeline.exec();
      const failed = results?.find(([error]) => error);
      if (failed) throw failed[0];
    },
    async close() {
      if (redis.status === 'wait' || redis.status === 'end') redis.disconnect();
      else await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Generations one request read ahead, in one round trip with another it needed anyway (the balance's key
 * with the session's). Valid for that request only: a generation read before a writer's bump may still be
 * used by a request that was already under way when the writer answered, never by a later one.
 */
export type KnownGenerations = ReadonlyMap<string, number | string>;

interface Entry {
  generation: number | string;
  storedAt: number;
  value: unknown;
}

export interface ReadCacheOptions {
  /** Entries end this long after they were read from the database (default 30 s). */
  maxAgeMs?: number;
  /** Entries kept at most (default 100,000); the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Loads on their way, by key and generation: concurrent misses of one value share one database read. */
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Hits and misses since start, for the bench and the tests. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    readonly generations: Generations,
    options: ReadCacheOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The value under `key`, guarded by the generation of `dependsOn`; `load` reads the database on a miss.
   * A null from `load` is answered and never kept. When the generations cannot be read (Redis down), the
   * database answers.
   */
  async get<T>(key: string, dependsOn: string, load: () => Promise<T | null>, known?: KnownGenerations): Promise<T | null> {
    let generation: number | string;
    const readAhead = known?.get(dependsOn);
    try {
      generation = readAhead ?? (await this.generations.read(dependsOn));
    } catch {
      return load();
    }
    const hit = this.entries.get(key);
    if (hit && hit.generation === generation && this.now() - hit.storedAt < this.maxAgeMs) {
      this.stats.hits += 1;
      return hit.value as T;
    }
    this.stats.misses += 1;
    // A load started under the same generation answers the same question: join it rather than ask again
    // (a burst of first visits after a content change reads the bootstrap once, not once per visitor).
    const flight = `${generation}\u0000${key}`;
    const joined = this.loading.get(flight) as Promise<T | null> | undefined;
    if (joined) return joined;
    const loaded = this.loadAndKeep(key, generation, load);
    this.loading.set(flight, loaded);
    try {
      return await loaded;
    } finally {
      this.loading.delete(flight);
    }
  }

  private async loadAndKeep<T>(key: string, generation: number | string, load: () => Promise<T | null>): Promise<T | null> {
    const value = await load();
    if (value === null) {
      this.entries.delete(key);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, { generation, storedAt: this.now(), value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  /**
   * The generations of `keys` in one round trip, where reading them costs one (Redis); undefined where a
   * read costs nothing (the process's Map) or cannot be made (Redis down: each get then asks on its own).
   */
  async readAhead(keys: readonly string[]): Promise<KnownGenerations | undefined> {
    if (!this.generations.readMany) return undefined;
    try {
      const generations = await this.generations.readMany(keys);
      return new Map(keys.map((key, i) => [key, generations[i]]));
    } catch {
      return undefined;
    }
  }

  /** The value kept under `key` whatever its generation: a hint of what to read ahead, never an answer. */
  peek<T>(key: string): T | undefined {
    return this.entries.get(key)?.value as T | undefined;
  }

  /** Replaces a kept value without changing its generation (a session's touched last-seen time). */
  update(key: string, value: unknown): void {
    const hit = this.entries.get(key);
    if (hit) hit.value = value;
  }

  /** Forgets one value in this process only. */
  drop(key: string): void {
    this.entries.delete(key);
  }

  /** Bumps the keys for every instance; the values that depend on them are never served again. */
  async invalidate(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.generations.bump(keys);
  }

  clear(): void {
    this.entries.clear();
  }
}

// Which database handle has a cache, and which open transaction belongs to which handle (with the work
// to do once it commits).
const caches = new WeakMap<object, ReadCache>();
interface TxState {
  cache: ReadCache;
  afterCommit: Array<() => Promise<void>>;
}
const transactions = new WeakMap<object, TxState>();

type TransactionFn = (callback: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** Wraps `target.transaction` so the transactions it opens (and their savepoints) know `state`. */
function wrapTransaction(target: { transaction: TransactionFn }, outer: (() => TxState) | TxState): void {
  const original = target.transaction.bind(target);
  target.transaction = async (callback, config) => {
    const state = typeof outer === 'function' ? outer() : outer;
    const result = await original(async (tx) => {
      transactions.set(tx as object, state);
      wrapTransaction(tx as { transaction: TransactionFn }, state);
      return callback(tx);
    }, config);
    // Only the outermost transaction runs the hooks, after its commit (a savepoint's commit is not one).
    if (typeof outer === 'function') {
      for (const hook of state.afterCommit) await hook();
    }
    return result;
  };
}

/**
 * Gives `db` a read cache: reads through readCacheOf(db) use it, and writes that call
 * invalidateAfterCommit inside db.transaction bump their keys after the commit. Call once per handle.
 */
export function installReadCache(db: Db, cache: ReadCache): ReadCache {
  if (caches.has(db)) throw new Error('this database handle already has a read cache');
  caches.set(db, cache);
  wrapTransaction(db as unknown as { transaction: TransactionFn }, () => ({ cache, afterCommit: [] }));
  return cache;
}

/** The cache of a database handle; undefined inside a transaction (reads there must see the transaction). */
export function readCacheOf(q: Queryable): ReadCache | undefined {
  return caches.get(q);
}

/**
 * Bumps `keys` once the transaction `q` belongs to commits (at once when `q` is the handle itself, after
 * its statement). Nothing happens when the handle has no cache. A failed bump (Redis down) is not the
 * writer's failure: its write committed and must answer so; readers that cannot reach Redis read the
 * database, and an entry kept elsewhere ends within maxAgeMs at worst.
 */
export async function invalidateAfterCommit(q: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const state = transactions.get(q);
  if (state) {
    state.afterCommit.push(() => state.cache.invalidate(keys).catch(() => {}));
    return;
  }
  const cache = caches.get(q);
  if (cache) await cache.invalidate(keys).catch(() => {});
}

/** The generation keys, in one place so writers and readers agree. */
export const cacheKeys = {
  session: (tokenHash: string) => `s:${tokenHash}`,
  balance: (playerId: string) => `b:${playerId}`,
  /** The content and the game catalogue every player shares: bumped by every content edit (bumpContentRevision). */
  content: () => 'content',
};
