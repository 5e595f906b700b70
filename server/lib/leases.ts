// Database leases: each periodic job (server/lib/periodic.ts) runs on exactly one instance at a time, the
// one holding the job's row in `leases`. The keeper of an instance takes or renews every lease it wants
// every ttl/3; a row whose holder stopped renewing (the instance died) expires after ttl and the next
// keeper to try takes it over. Expiry is judged by the database's clock, so instances' clocks never
// disagree about it. Closing the app deletes this instance's rows, handing the jobs over at once.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { leases } from '../db/schema/leases';

export const DEFAULT_LEASE_TTL_MS = 15_000;

export interface LeaseKeeper {
  /** This instance's name in the rows: host, pid and a random part (a restarted pid is another holder). */
  readonly holder: string;
  /** Wants `name` from now on; the next renewal (or `renew()`) tries to take it. */
  want(name: string): void;
  /** True while this instance holds `name` by its own reckoning (taken within the last ttl, minus a margin). */
  holds(name: string): boolean;
  /** The names held now. */
  held(): string[];
  /** Takes or renews every wanted lease once. */
  renew(): Promise<void>;
  /** Stops renewing and deletes this instance's rows, so another instance takes them over at its next renewal. */
  release(): Promise<void>;
}

export interface LeaseKeeperOptions {
  db: Db;
  ttlMs?: number;
  holder?: string;
  log?: { warn(obj: unknown, msg?: string): void };
}

export function createLeaseKeeper(options: LeaseKeeperOptions): LeaseKeeper {
  const { db, log } = options;
  const ttlMs = options.ttlMs ?? DEFAULT_LEASE_TTL_MS;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const wanted = new Set<string>();
  /** Local deadline (Date.now() ms) until which each held lease is surely still ours. */
  const until = new Map<string, number>();
  // A renewal that took longer than this margin may already have lost the row to a takeover; judging by
  // the time the query started, minus a margin for the two clocks' rates, keeps "held" conservative.
  const margin = Math.min(1_000, ttlMs / 5);
  let released = false;

  async function renewOne(name: string): Promise<void> {
    const startedAt = Date.now();
    const rows = await db
      .insert(leases)
      .values({ name, holder, expiresAt: sql`now() + ${`${ttlMs} milliseconds`}::interval` })
      .onConflictDoUpdate({
        target: leases.name,
        set: { holder, expiresAt: sql`now() + ${`${ttlMs} milliseconds`}::interval` },
        setWhere: sql`${leases.holder} = ${holder} or ${leases.expiresAt} < now()`,
      })
      .returning({ holder: leases.holder });
    if (rows[0]?.holder === holder && !released) until.set(name, startedAt + ttlMs - margin);
    else until.delete(name);
  }

  return {
    holder,
    want(name) {
      wanted.add(name);
    },
    holds(name) {
      const deadline = until.get(name);
      return deadline !== undefined && deadline > Date.now();
    },
    held() {
      return [...until.keys()].filter((name) => this.holds(name));
    },
    async renew() {
      if (released) return;
      for (const name of wanted) {
        try {
          await renewOne(name);
        } catch (err) {
          // The database did not answer: the lease stays ours only until its local deadline passes.
          log?.warn({ err, lease: name }, 'lease renewal failed');
        }
      }
    },
    async release() {
      released = true;
      const names = [...until.keys()];
      until.clear();
      if (names.length === 0) return;
      await db.delete(leases).where(and(eq(leases.holder, holder), inArray(leases.name, names)));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's database leases (server/lib/leases.ts); periodic jobs run only while they hold theirs. */
    leases: LeaseKeeper;
  }
}

/**
 * App plugin: app.leases, renewed on a timer from the app's start (onReady) until it closes, when its
 * rows are deleted. It must be registered before the plugins that start periodic jobs.
 */
export const leasesPlugin = fp<{ ttlMs?: number }>(
  async (app: FastifyInstance, options) => {
    const ttlMs = options.ttlMs ?? DEFAULT_LEASE_TTL_MS;
    const keeper = createLeaseKeeper({ db: app.db, ttlMs, log: app.log });
    app.decorate('leases', keeper);
    let timer: NodeJS.Timeout | null = null;
    let renewing: Promise<void> | null = null;
    let closing = false;
    const loop = () => {
      renewing = keeper.renew().finally(() => {
        renewing = null;
        if (!closing) {
          timer = setTimeout(loop, Math.max(50, Math.floor(ttlMs / 3)));
          timer.unref();
        }
      });
    };
    app.addHook('onReady', async () => {
      loop();
      await renewing;
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      await renewing;
      await keeper.release().catch((err: unknown) => app.log.warn({ err }, 'releasing the leases failed; they expire by themselves'));
    });
  },
  { name: 'leases', fastify: '5.x', dependencies: ['context'] },
);
