// The bet delay of live bets, judged from the database alone (so a bet placed on one instance and a goal
// seen by another come out the same): a bet with a leg on a running event is stored `pending` with its
// stake held (placement moved it to house:sports-bets) and an `acceptAt`; once the feed has been applied
// past that moment, the bet is accepted at its prices unless, between its placement and acceptAt, its
// event had a goal, a red card or a penalty, a bet_stop, or its market is not active now, or a price
// moved outside the player's odds-change setting. A refused bet gets its stake back in one ledger entry.
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import type { Db, Queryable } from '../db/client';
import { sportsBetLegs, sportsBets, sportsEvents, sportsMarkets, sportsOutcomes } from '../db/schema/sports';
import { sportsLiveBets, sportsLiveIncidents, sportsLiveState } from '../db/schema/sports-live';
import { publishWalletChange } from '../realtime/publish';
import { postEntryTx } from '../wallet';
import type { SportsHub } from './book';
import { betDelaySeconds, liveSettings } from './live-settings';

type S = components['schemas'];
export type RefusalReason = S['SportsBetRefusal']['reason'];

/** Which of these events take live bets now (running, feed applied, not locked, live betting on). */
export async function liveGate(q: Queryable, eventIds: string[]): Promise<Map<string, { open: boolean; delaySeconds: number }>> {
  const out = new Map<string, { open: boolean; delaySeconds: number }>();
  if (!eventIds.length) return out;
  const rows = await q
    .select({ id: sportsEvents.id, sport: sportsEvents.sport, status: sportsEvents.status, reason: sportsLiveState.suspendReason, period: sportsLiveState.period })
    .from(sportsEvents)
    .innerJoin(sportsLiveState, eq(sportsLiveState.eventId, sportsEvents.id))
    .where(inArray(sportsEvents.id, eventIds));
  if (!rows.length) return out;
  const settings = await liveSettings(q);
  for (const r of rows) {
    out.set(r.id, { open: r.status === 'live' && r.period !== 'ended' && r.reason === null && !settings.liveSuspended, delaySeconds: betDelaySeconds(settings, r.sport) });
  }
  return out;
}

export async function recordPendingBets(q: Queryable, betIds: string[], acceptAt: Date, oddsChange: string) {
  if (betIds.length) await q.insert(sportsLiveBets).values(betIds.map((betId) => ({ betId, acceptAt, oddsChange })));
}

const REASON_OF: Record<string, RefusalReason> = { goal: 'goal', red_card: 'red_card', penalty: 'penalty', bet_stop: 'market_suspended' };
const PRIORITY: RefusalReason[] = ['goal', 'red_card', 'penalty', 'market_suspended', 'odds_changed'];

export interface BetDelayDeps {
  db: Db;
  hub?: SportsHub | null;
  now?: () => Date;
}

/**
 * Decides one pending bet if its delay is over and the feed has been applied past it. Answers the
 * decision, or null when it is not due (or decided already).
 */
export async function decidePendingBet(deps: BetDelayDeps, betId: string): Promise<{ status: 'accepted' | 'refused'; reason: RefusalReason | null } | null> {
  const now = deps.now?.() ?? new Date();
  const decided = await deps.db.transaction(async (tx) => {
    const [bet] = await tx.select().from(sportsBets).where(eq(sportsBets.id, betId)).for('update');
    const [live] = await tx.select().from(sportsLiveBets).where(eq(sportsLiveBets.betId, betId));
    if (!bet || !live || bet.status !== 'pending' || live.decidedAt || live.acceptAt > now) return null;
    const legs = await tx
      .select({ leg: sportsBetLegs, outcome: sportsOutcomes, market: sportsMarkets, event: sportsEvents, state: sportsLiveState })
      .from(sportsBetLegs)
      .innerJoin(sportsOutcomes, eq(sportsOutcomes.id, sportsBetLegs.outcomeId))
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsBetLegs.marketId))
      .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
      .leftJoin(sportsLiveState, eq(sportsLiveState.eventId, sportsBetLegs.eventId))
      .where(eq(sportsBetLegs.betId, betId));
    // Wait for the feed: a running event whose incidents up to acceptAt are not all recorded yet.
    if (legs.some((l) => l.event.status === 'live' && l.state && l.state.period !== 'ended' && l.state.processedUntil < live.acceptAt)) return null;
    const eventIds = [...new Set(legs.map((l) => l.event.id))];
    const incidents = await tx
      .select({ type: sportsLiveIncidents.type })
      .from(sportsLiveIncidents)
      .where(
        and(
          inArray(sportsLiveIncidents.eventId, eventIds),
          inArray(sportsLiveIncidents.type, Object.keys(REASON_OF)),
          gt(sportsLiveIncidents.at, bet.placedAt),
          lte(sportsLiveIncidents.at, live.acceptAt),
        ),
      );
    const reasons = new Set<RefusalReason>(incidents.map((i) => REASON_OF[i.type]!));
    const settings = await liveSettings(tx);
    const changes: S['SportsSelectionChange'][] = [];
    for (const { leg, outcome, market, event, state } of legs) {
      const locked = market.status !== 'active' || !outcome.active || (event.status === 'live' && (!!state?.suspendReason || settings.liveSuspended)) || !['live', 'scheduled'].includes(event.status);
      if (locked) reasons.add('market_suspended');
      const moved = outcome.odds !== leg.odds;
      const takes = live.oddsChange === 'any' || (live.oddsChange === 'higher' && outcome.odds > leg.odds);
      if (moved && !takes) reasons.add('odds_changed');
      if (locked || moved) {
        changes.push({
          eventId: event.id,
          marketId: market.id,
          outcomeId: outcome.id,
          requestedOdds: leg.odds / 100,
          odds: outcome.odds / 100,
          status: locked ? (['settled', 'cancelled', 'deactivated'].includes(market.status) ? 'closed' : 'suspended') : 'active',
        });
      }
    }
    const reason = PRIORITY.find((r) => reasons.has(r)) ?? null;
    if (!reason) {
      await tx.update(sportsBets).set({ status: 'accepted' }).where(eq(sportsBets.id, betId));
      await tx.update(sportsLiveBets).set({ decidedAt: now, changes }).where(eq(sportsLiveBets.betId, betId));
      return { playerId: bet.playerId, status: 'accepted' as const, reason: null, moneyMoved: false };
    }
    await postEntryTx(tx, {
      idempotencyKey: `sports:refuse:${betId}`,
      kind: 'sports.refund',
      playerId: bet.playerId,
      lines: [
        { account: { house: 'house:sports-bets' }, amount: -bet.totalStake },
        { account: { player: bet.playerId, kind: 'cash' }, amount: bet.totalStake },
      ],
      meta: { betId, reason },
    });
    await tx.update(sportsBets).set({ status: 'refused', payout: bet.totalStake, settledAt: now }).where(eq(sportsBets.id, betId));
    await tx.update(sportsLiveBets).set({ decidedAt: now, reason, changes }).where(eq(sportsLiveBets.betId, betId));
    return { playerId: bet.playerId, status: 'refused' as const, reason, moneyMoved: true };
  });
  if (!decided) return null;
  if (deps.hub) {
    if (decided.moneyMoved) await publishWalletChange(deps.hub, deps.db, { playerId: decided.playerId });
    const { betJson } = await import('./views');
    const view = await betJson(deps.db, betId, 'tr', false);
    if (view) await deps.hub.publishToPlayer(decided.playerId, 'SportsBetUpdated', view);
  }
  return { status: decided.status, reason: decided.reason };
}

/** Decides every pending bet whose delay is over. */
export async function decideDueBets(deps: BetDelayDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const due = await deps.db
    .select({ betId: sportsLiveBets.betId })
    .from(sportsLiveBets)
    .where(and(isNull(sportsLiveBets.decidedAt), lte(sportsLiveBets.acceptAt, now)))
    .orderBy(sportsLiveBets.acceptAt)
    .limit(500);
  let n = 0;
  for (const { betId } of due) if (await decidePendingBet(deps, betId)) n += 1;
  return n;
}

/** The delay row of bets (for the bet's view: acceptAt and the refusal). */
export async function liveBetRows(q: Queryable, betIds: string[]) {
  if (!betIds.length) return [];
  return q.select().from(sportsLiveBets).where(inArray(sportsLiveBets.betId, betIds));
}

