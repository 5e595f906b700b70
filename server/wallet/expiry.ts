// The bonus expiry sweep: ends every active bonus whose time ran out, returning what is left of it to
// the house, and pushes the new balance and the notification. Safe with several instances sweeping the
// same database: each grant is ended in its own transaction under the player's wallet lock, re-checked
// there, and its ledger entry is keyed by the grant, so it ends exactly once whoever gets there first.
import fp from 'fastify-plugin';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bonuses } from '../db/schema/customer';
import { publishWalletChange, type HubPublisher } from '../realtime/publish';
import { endBonus, type EndedBonus } from './bonuses';
import { runPeriodically } from '../lib/periodic';

export interface SweepOptions {
  /** The clock: tests pass a moment past the expiry instead of waiting. */
  now?: Date;
  /** At most this many grants per call (the next call takes the rest). */
  limit?: number;
  /** Pushes Balance and Notification to each affected player after each grant's commit. */
  hub?: HubPublisher;
}

export async function expireBonuses(db: Db, options: SweepOptions = {}): Promise<EndedBonus[]> {
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: bonuses.id })
    .from(bonuses)
    .where(and(eq(bonuses.status, 'active'), lte(bonuses.expiresAt, now)))
    .orderBy(asc(bonuses.expiresAt), asc(bonuses.id))
    .limit(options.limit ?? 500);
  const ended: EndedBonus[] = [];
  for (const { id } of due) {
    const result = await endBonus(db, id, 'expired', now);
    if (!result) continue; // another instance (or a bet's conversion) ended it first
    ended.push(result);
    if (options.hub) await publishWalletChange(options.hub, db, result);
  }
  return ended;
}

export interface BonusExpiryPluginOptions {
  /** How often to sweep; 0 turns the sweep off (default one minute). */
  intervalMs?: number;
}

/**
 * Runs the sweep on a timer for as long as the app lives; the timer stops when the app closes and
 * never keeps the process alive. A sweep that fails is logged and tried again on the next tick.
 */
export const bonusExpiryPlugin = fp<BonusExpiryPluginOptions>(
  async (app, options) => {
    const intervalMs = options.intervalMs ?? 60_000;
    runPeriodically(app, { name: 'bonus expiry sweep', intervalMs, run: async () => (await expireBonuses(app.db, { hub: app.hub })).length });
  },
  { name: 'bonus-expiry', fastify: '5.x', dependencies: ['context', 'hub-wiring'] },
);
