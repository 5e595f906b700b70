// Traders' tools (docs/sportsbook.md, "Traders"): an outcome's price set by hand (the feed's price kept aside
// in `feed_odds` until the trader releases it, so the feed's next odds_change cannot silently undo it), an
// event's markets suspended by a trader (`trader_suspended`: no feed message reopens them), and the event's
// book with what the book pays per outcome from the open bets. Audit records are the handlers'.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { sportsBetLegs, sportsBets, sportsEvents, sportsMarkets, sportsOutcomes } from '../db/schema/sports';
import { kurusToTry } from '../lib/money';
import type { BookDeps } from './book';
import { defaultLiabilityKurus } from './liability';
import type { MessageKey } from '../i18n';
import type { Lang } from './names';
import { eventDetail } from './views';

type S = components['schemas'];

/** Bets that still wait for their result (pre-match open, live pending or accepted). */
export const OPEN_BET_STATUSES = ['open', 'pending', 'accepted'];

export class TraderError extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly key: MessageKey,
  ) {
    super(key);
  }
}

/** The event's book as a trader sees it; null when there is no such event. */
export async function eventBook(q: Queryable, eventId: string, lang: Lang): Promise<S['OpsSportsEventBook'] | null> {
  const detail = await eventDetail(q, eventId, lang);
  if (!detail) return null;
  const [event] = await q.select().from(sportsEvents).where(eq(sportsEvents.id, eventId));
  const markets = await q.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, eventId));
  const outcomes = markets.length ? await q.select().from(sportsOutcomes).where(inArray(sportsOutcomes.marketId, markets.map((m) => m.id))) : [];
  const perOutcome = await q
    .select({
      outcomeId: sportsBetLegs.outcomeId,
      bets: sql<number>`count(*)::int`,
      stakes: sql<string>`sum(${sportsBets.totalStake})::text`,
      payout: sql<string>`sum(${sportsBets.potentialPayout})::text`,
    })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(and(eq(sportsBetLegs.eventId, eventId), inArray(sportsBets.status, OPEN_BET_STATUSES)))
    .groupBy(sportsBetLegs.outcomeId);
  // A bet with two legs on the event counts once in the event's totals.
  const openBets = await q
    .selectDistinct({ id: sportsBets.id, stake: sportsBets.totalStake })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(and(eq(sportsBetLegs.eventId, eventId), inArray(sportsBets.status, OPEN_BET_STATUSES)));
  const fallback = defaultLiabilityKurus();
  return {
    event: detail.event,
    openBets: openBets.length,
    openStakes: kurusToTry(openBets.reduce((t, b) => t + BigInt(b.stake), 0n)),
    markets: detail.groups
      .flatMap((g) => g.markets)
      .map((m) => {
        const row = markets.find((r) => r.id === m.id)!;
        const limit = row.maxLiability ?? event!.maxLiability ?? fallback;
        return {
          id: m.id,
          name: m.name,
          status: m.status,
          traderSuspended: row.traderSuspended,
          version: m.version,
          outcomes: m.outcomes.map((o) => {
            const stored = outcomes.find((r) => r.id === o.id)!;
            const open = perOutcome.find((p) => p.outcomeId === o.id);
            const stakes = BigInt(open?.stakes ?? '0');
            const payout = BigInt(open?.payout ?? '0');
            return {
              id: o.id,
              name: o.name,
              odds: o.odds,
              feedOdds: stored.feedOdds === null ? null : stored.feedOdds / 100,
              active: o.active,
              result: o.result,
              bets: open?.bets ?? 0,
              stakes: kurusToTry(stakes),
              payout: kurusToTry(payout),
              liability: kurusToTry(payout - stakes),
              limit: kurusToTry(limit),
            };
          }),
        };
      }),
  };
}

/**
 * Sets a trader's price on an outcome (hundredths) or, with null, releases it to the feed's latest price.
 * Answers the event, the prices before and after, and pushes SportsOdds when the offered price moved.
 */
export async function setOutcomeOdds(deps: BookDeps, outcomeId: string, odds: number | null) {
  const at = deps.now?.() ?? new Date();
  const change = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ outcome: sportsOutcomes, market: sportsMarkets })
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .where(eq(sportsOutcomes.id, outcomeId))
      .for('update');
    if (!row) throw new TraderError(404, 'sports.outcome.notFound');
    const { outcome, market } = row;
    if (!['active', 'suspended', 'deactivated'].includes(market.status)) throw new TraderError(409, 'sports.market.closed');
    if (odds === null && outcome.feedOdds === null) throw new TraderError(409, 'sports.odds.notOverridden');
    const next = odds ?? outcome.feedOdds!;
    const feedOdds = odds === null ? null : (outcome.feedOdds ?? outcome.odds);
    await tx.update(sportsOutcomes).set({ odds: next, feedOdds }).where(eq(sportsOutcomes.id, outcome.id));
    const moved = next !== outcome.odds;
    const version = moved ? market.version + 1 : market.version;
    if (moved) await tx.update(sportsMarkets).set({ version }).where(eq(sportsMarkets.id, market.id));
    return { eventId: market.eventId, marketId: market.id, status: market.status, version, before: outcome.odds, after: next, feedOdds: outcome.feedOdds ?? outcome.odds, active: outcome.active, moved };
  });
  if (change.moved && deps.hub)
    await deps.hub.publishToAll('SportsOdds', {
      eventId: change.eventId,
      at: at.toISOString(),
      markets: [
        {
          id: change.marketId,
          status: change.status as S['SportsMarketStatus'],
          version: change.version,
          outcomes: [{ id: outcomeId, odds: change.after / 100, previousOdds: change.before / 100, active: change.active }],
        },
      ],
    });
  return change;
}

/**
 * A trader suspends every open market of the event (held: feed messages keep them suspended), or releases
 * the ones a trader held and reopens them. Answers how many markets changed; pushes SportsOdds.
 */
export async function setEventTraderSuspended(deps: BookDeps, eventId: string, suspended: boolean): Promise<number> {
  const at = deps.now?.() ?? new Date();
  const rows = suspended
    ? await deps.db
        .update(sportsMarkets)
        .set({ status: 'suspended', traderSuspended: true, version: sql`${sportsMarkets.version} + 1` })
        .where(and(eq(sportsMarkets.eventId, eventId), inArray(sportsMarkets.status, ['active', 'suspended'])))
        .returning({ id: sportsMarkets.id, status: sportsMarkets.status, version: sportsMarkets.version })
    : await deps.db
        .update(sportsMarkets)
        .set({ status: 'active', traderSuspended: false, version: sql`${sportsMarkets.version} + 1` })
        .where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.traderSuspended, true), eq(sportsMarkets.status, 'suspended')))
        .returning({ id: sportsMarkets.id, status: sportsMarkets.status, version: sportsMarkets.version });
  if (rows.length && deps.hub)
    await deps.hub.publishToAll('SportsOdds', {
      eventId,
      at: at.toISOString(),
      markets: rows.map((r) => ({ id: r.id, status: r.status as S['SportsMarketStatus'], version: r.version, outcomes: [] })),
    });
  return rows.length;
}
