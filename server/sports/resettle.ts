// Resettlement and rollback of a settled event (docs/sportsbook.md, "Resettlement"): never an edit, always
// ledger reversals with history. A trader proposes (`opsProposeSportsResettlement`); another operator
// approves in the four-eyes queue (server/operators/approvals.ts, kind `resettlement`), and the approval
// carries it out in its transaction:
//   1. every settled bet with a leg on the event gets its settlement entry reversed line for line
//      (`sports:unsettle:<bet>:r<round>`: the payout back from the player's cash, the stake back into
//      house:sports-bets, house:sports's share back) and goes back to open with its round counted;
//   2. the event's markets and outcomes lose their results and the event goes back to `ended`;
//   3. for a resettlement, the event is settled again from the new result: each bet posts under
//      `sports:settle:<bet>:r<round>`, so the history reads settle, unsettle, settle.
// A rollback alone leaves the bets open until the event is settled again (feed or trader). A player who has
// already spent a payout cannot go below zero: the reversal is refused as a whole, with the bet named.
// Every reopened bet raises a notification in the same transaction; once the approval commits,
// publishResettlement pushes each player's Balance, those notifications and SportsBetSettled (the bet as it
// now stands), as first settlement does, so the header and My bets follow at once.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { sportsBetLegs, sportsBets, sportsEvents, sportsMarkets, sportsOutcomes } from '../db/schema/sports';
import type { Hub } from '../hub';
import { notify } from '../notifications/notify';
import { publishWalletChange } from '../realtime/publish';
import { InsufficientFundsError, postEntryTx, type PostEntryLine } from '../wallet';
import type { MatchResult } from './football';
import { settleEvent, settleOneBet, type BetPush } from './settle';

export type ResettleAction = 'rollback' | 'resettle';

/**
 * The bets a resettlement reopens: settled ones, half results included. A cashed-out bet is final (the
 * player took the offer; the result no longer concerns it), so a resettlement leaves it alone.
 */
const SETTLED_STATUSES = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;

export class ResettleError extends Error {
  constructor(
    readonly reason: 'notSettled' | 'insufficient' | 'notFound',
    readonly betId?: string,
  ) {
    super(reason);
  }
}

/** Reverses the event's settlement inside `tx`; answers the ids of the bets it reopened, and adds their news to `pushes`. */
export async function rollbackEventTx(tx: Tx, eventId: string, meta: Record<string, unknown>, pushes: BetPush[] = []): Promise<string[]> {
  const [event] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, eventId)).for('update');
  if (!event) throw new ResettleError('notFound');
  if (event.status !== 'settled' && event.status !== 'cancelled') throw new ResettleError('notSettled');
  const rows = await tx
    .selectDistinct({ betId: sportsBetLegs.betId })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(and(eq(sportsBetLegs.eventId, eventId), inArray(sportsBets.status, SETTLED_STATUSES)));
  const reopened: string[] = [];
  for (const { betId } of rows.sort((a, b) => a.betId.localeCompare(b.betId))) {
    const [bet] = await tx.select().from(sportsBets).where(eq(sportsBets.id, betId)).for('update');
    if (!bet || bet.payout === null || !(SETTLED_STATUSES as readonly string[]).includes(bet.status)) continue;
    const payout = bet.payout;
    // The exact negation of the settlement entry (server/sports/settle.ts posts these three lines).
    const lines: PostEntryLine[] = [{ account: { house: 'house:sports-bets' }, amount: bet.totalStake }];
    if (payout > 0n) lines.push({ account: { player: bet.playerId, kind: 'cash' }, amount: -payout });
    if (bet.totalStake !== payout) lines.push({ account: { house: 'house:sports' }, amount: payout - bet.totalStake });
    try {
      await postEntryTx(tx, {
        idempotencyKey: `sports:unsettle:${betId}:r${bet.settlementRound}`,
        kind: 'sports.unsettle',
        playerId: bet.playerId,
        lines,
        meta: { betId, eventId, payout: payout.toString(), round: bet.settlementRound, ...meta },
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new ResettleError('insufficient', betId);
      throw error;
    }
    await tx
      .update(sportsBets)
      .set({ status: 'open', payout: null, settledAt: null, settlementRound: bet.settlementRound + 1 })
      .where(eq(sportsBets.id, betId));
    const notification = await notify(tx, {
      playerId: bet.playerId,
      type: 5,
      titleKey: 'sports.notify.reopenedTitle',
      noteKey: payout > 0n ? 'sports.notify.reopenedPaidNote' : 'sports.notify.reopenedNote',
      vars: { amount: payout },
      dedupeKey: `sports:unsettle:${betId}:r${bet.settlementRound}`,
    });
    pushes.push({ playerId: bet.playerId, betId, notification });
    reopened.push(betId);
  }
  const markets = await tx.select({ id: sportsMarkets.id, version: sportsMarkets.version }).from(sportsMarkets).where(eq(sportsMarkets.eventId, eventId));
  if (markets.length) {
    await tx.update(sportsOutcomes).set({ result: null }).where(inArray(sportsOutcomes.marketId, markets.map((m) => m.id)));
    for (const m of markets) await tx.update(sportsMarkets).set({ status: 'deactivated', version: m.version + 1 }).where(eq(sportsMarkets.id, m.id));
  }
  await tx
    .update(sportsEvents)
    .set({ status: 'ended', htHomeScore: null, htAwayScore: null, resultDetail: null, settledAt: null })
    .where(eq(sportsEvents.id, eventId));
  return reopened;
}

/** Rollback, or rollback then settlement from `result`, in the caller's transaction (the approval's). */
export async function resettleEventTx(tx: Tx, eventId: string, action: ResettleAction, result: MatchResult | null, meta: Record<string, unknown>) {
  const pushes: BetPush[] = [];
  const reopened = await rollbackEventTx(tx, eventId, meta, pushes);
  let settled = 0;
  // settleEvent's and settleOneBet's own transactions become savepoints of this one; their news waits in `pushes` for the commit.
  const deps = { db: tx as unknown as Db, hub: null, deferred: pushes };
  if (action === 'resettle') settled = (await settleEvent(deps, eventId, result)).settledBets;
  else {
    // A rollback leaves the event waiting for its result, but a reopened bet that a leg on another event lost
    // is lost whatever that result: it is settled again at once, as far as its legs allow, instead of
    // showing open until some other settlement touches it.
    for (const betId of reopened) if (await settleOneBet(deps, betId)) settled += 1;
  }
  return { reopened: reopened.length, settled, pushes };
}

/**
 * After the resettlement committed: per player, the committed balance and every new notification; per
 * bet, SportsBetSettled with the bet as getMyBet answers it now (open again after a rollback). Best effort,
 * as every push is: the client refetches after a reconnect.
 */
export async function publishResettlement(hub: Pick<Hub, 'publishToPlayer'>, db: Db, pushes: readonly BetPush[]): Promise<void> {
  const byPlayer = new Map<string, BetPush[]>();
  for (const push of pushes) byPlayer.set(push.playerId, [...(byPlayer.get(push.playerId) ?? []), push]);
  const { betJson } = await import('./views');
  for (const [playerId, own] of byPlayer) {
    await publishWalletChange(hub, db, { playerId, notifications: own.map((p) => p.notification) });
    for (const betId of new Set(own.map((p) => p.betId))) {
      const view = await betJson(db, betId, 'tr', true).catch(() => null);
      if (view) await hub.publishToPlayer(playerId, 'SportsBetSettled', view).catch(() => false);
    }
  }
}
