// The one scheduled-round runner of the studio's shared games (crash, tombala, keno): a loop that steps the
// game's rounds every `tickMs` while someone plays or watches on this instance, and only while this
// instance holds the game's lease row in studio_leases (taken or renewed on each step, `leaseMs` long), so
// several instances cooperate: one steps, the others answer from the database. Activity (`touch`) starts
// the loop; after `idleStopMs` without any it stops and gives the lease back. The game supplies `step()`:
// everything it does is derived from the rows and the clock, so a runner that takes over after a gap
// finishes what happened in between the same way.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { studioLeases } from '../db/schema/studio';

export interface ScheduledRunnerOptions {
  db: Db;
  now?: () => Date;
  holder?: string;
  autoRun?: boolean;
  log?: { error(obj: unknown, msg?: string): void };
}

export interface ScheduleTimes {
  /** The lease row's name (one per game). */
  lease: string;
  leaseMs: number;
  tickMs: number;
  idleStopMs: number;
}

export abstract class ScheduledRunner {
  protected readonly db: Db;
  protected readonly now: () => Date;
  readonly holder: string;
  private readonly autoRun: boolean;
  protected readonly log: ScheduledRunnerOptions['log'];
  private timer: NodeJS.Timeout | null = null;
  private lastActivity = 0;
  private inflight: Promise<boolean> | null = null;
  private stopped = false;
  /** Set once this instance took the lease: only then is there anything to release. */
  private everHeld = false;

  protected constructor(
    options: ScheduledRunnerOptions,
    private readonly times: ScheduleTimes,
  ) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.holder = options.holder ?? `${process.pid}:${randomUUID()}`;
    this.autoRun = options.autoRun ?? false;
    this.log = options.log;
  }

  /** One step of the game's rounds, run only by the lease holder. */
  protected abstract step(): Promise<void>;

  /** Someone plays or watches: keep (or start) running the rounds. */
  touch(): void {
    this.lastActivity = Date.now();
    if (this.autoRun && !this.timer && !this.stopped) this.schedule(0);
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      void this.loop();
    }, ms);
    this.timer.unref?.();
  }

  private async loop(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    if (Date.now() - this.lastActivity > this.times.idleStopMs) {
      await this.releaseLease().catch(() => undefined);
      return;
    }
    try {
      await this.tick();
    } catch (error) {
      this.log?.error({ err: error }, `${this.times.lease} runner tick failed`);
    }
    if (!this.stopped) this.schedule(this.times.tickMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // Let a tick in flight finish before the database goes away.
    await this.inflight?.catch(() => undefined);
    await this.releaseLease().catch(() => undefined);
  }

  /** Takes or renews the lease; true when this instance runs the rounds now. */
  async acquireLease(): Promise<boolean> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.times.leaseMs);
    const rows = await this.db
      .insert(studioLeases)
      .values({ name: this.times.lease, holder: this.holder, expiresAt })
      .onConflictDoUpdate({
        target: studioLeases.name,
        set: { holder: this.holder, expiresAt },
        setWhere: sql`${studioLeases.holder} = ${this.holder} or ${studioLeases.expiresAt} < ${now.toISOString()}::timestamptz`,
      })
      .returning({ holder: studioLeases.holder });
    const held = rows[0]?.holder === this.holder;
    if (held) this.everHeld = true;
    return held;
  }

  private async releaseLease(): Promise<void> {
    if (!this.everHeld) return;
    await this.db.delete(studioLeases).where(and(eq(studioLeases.name, this.times.lease), eq(studioLeases.holder, this.holder)));
  }

  /** One step of the rounds, if this instance holds the lease. Answers whether it did anything. */
  tick(): Promise<boolean> {
    // One step at a time per instance: a caller arriving during a step waits for that step.
    if (this.inflight) return this.inflight;
    this.inflight = (async () => {
      try {
        if (!(await this.acquireLease())) return false;
        await this.step();
        return true;
      } finally {
        this.inflight = null;
      }
    })();
    return this.inflight;
  }
}
