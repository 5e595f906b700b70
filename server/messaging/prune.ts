// Pruning the outbox: the outbox driver keeps every "sent" SMS and e-mail in outbox_messages for the
// dev-only page and the tests, so without pruning the table grows for ever. Rows older than
// OUTBOX_RETENTION_DAYS are deleted on a timer. A plain DELETE by age is safe with several instances
// pruning at once: a row is deleted by whichever gets there first, and the others find nothing.
import fp from 'fastify-plugin';
import { inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { outboxMessages } from '../db/schema';
import { runPeriodically } from '../lib/periodic';

export interface OutboxPruneOptions {
  /** Rows older than this many days go. */
  retentionDays: number;
  /** The clock: tests pass a later moment instead of waiting. */
  now?: Date;
  /** At most this many rows per call, so one call never holds a long delete (the next call takes the rest). */
  limit?: number;
}

/** Deletes outbox rows older than the retention window; answers how many it deleted. */
export async function pruneOutbox(db: Queryable, options: OutboxPruneOptions): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.retentionDays * 86_400_000);
  const old = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(lt(outboxMessages.createdAt, cutoff))
    .limit(options.limit ?? 5_000);
  const deleted = await db.delete(outboxMessages).where(inArray(outboxMessages.id, old)).returning({ id: outboxMessages.id });
  return deleted.length;
}

export interface OutboxPrunePluginOptions {
  /** How often to prune; 0 turns pruning off (default one hour). */
  intervalMs?: number;
}

/**
 * Prunes on a timer for as long as the app lives, with the app's OUTBOX_RETENTION_DAYS (0 keeps every
 * row); the timer stops when the app closes and never keeps the process alive. A failed prune is
 * logged and tried again on the next tick.
 */
export const outboxPrunePlugin = fp<OutboxPrunePluginOptions>(
  async (app, options) => {
    const intervalMs = options.intervalMs ?? 3_600_000;
    const retentionDays = app.config.outboxRetentionDays;
    if (retentionDays <= 0) return;
    runPeriodically(app, { name: 'outbox prune', intervalMs, run: () => pruneOutbox(app.db, { retentionDays }) });
  },
  { name: 'outbox-prune', fastify: '5.x', dependencies: ['context'] },
);
