// The book's catalogue writer: applies canonical feed messages (./feed.ts) to the database and pushes what
// changed over the hub after commit (`SportsOdds`, `SportsEvent`). Settlement of bets is ./settle.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { sportsEvents, sportsMarkets, sportsOutcomes } from '../db/schema/sports';
import type { Hub } from '../hub';
import type { FeedMarket, FeedMessage } from './feed';
import { settleEvent } from './settle';

export type SportsHub = Pick<Hub, 'publishToAll' | 'publishToPlayer'>;

export interface BookDeps {
  db: Db;
  hub?: SportsHub | null;
  now?: () => Date;
}

const oddsOf = (h: number) => h / 100;

/** Writes an odds_change's markets; answers the hub message of what changed (null when nothing did). */
async function writeMarkets(q: Queryable, eventId: string, markets: FeedMarket[], at: Date) {
  const existing = await q.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, eventId));
  const outcomes = existing.length
    ? await q.select().from(sportsOutcomes).where(inArray(sportsOutcomes.marketId, existing.map((m) => m.id)))
    : [];
  const changed: { id: string; status: FeedMarket['status']; version: number; outcomes: { id: string; odds: number; previousOdds: number | null; active: boolean }[] }[] = [];
  let nextSort = existing.reduce((max, m) => Math.max(max, m.sort + 1), 0);
  for (const market of markets) {
    const row = existing.find((m) => m.type === market.type && m.specifiers === market.specifiers);
    if (!row) {
      const id = `${eventId}-m${nextSort}`;
      await q.insert(sportsMarkets).values({ id, eventId, type: market.type, specifiers: market.specifiers, group: market.group, status: market.status, version: 1, sort: nextSort });
      await q.insert(sportsOutcomes).values(
        market.outcomes.map((o, i) => ({ id: `${id}-${i}`, marketId: id, code: o.code, odds: o.odds, probability: o.probability, active: o.active, sort: i })),
      );
      nextSort += 1;
      continue;
    }
    if (row.status === 'settled' || row.status === 'cancelled') continue;
    const mine = outcomes.filter((o) => o.marketId === row.id);
    const moved: (typeof changed)[number]['outcomes'] = [];
    for (const o of market.outcomes) {
      const current = mine.find((m) => m.code === o.code);
      if (!current) continue;
      if (current.feedOdds !== null) {
        // A trader's price stands until the trader releases it: the feed's price waits aside.
        await q.update(sportsOutcomes).set({ feedOdds: o.odds, probability: o.probability, active: o.active }).where(eq(sportsOutcomes.id, current.id));
        if (current.active !== o.active) moved.push({ id: current.id, odds: oddsOf(current.odds), previousOdds: oddsOf(current.odds), active: o.active });
        continue;
      }
      if (current.odds !== o.odds || current.active !== o.active) {
        await q.update(sportsOutcomes).set({ odds: o.odds, probability: o.probability, active: o.active }).where(eq(sportsOutcomes.id, current.id));
        moved.push({ id: current.id, odds: oddsOf(o.odds), previousOdds: oddsOf(current.odds), active: o.active });
      }
    }
    // A market a trader suspended stays suspended whatever the feed says, until a trader resumes it.
    const status = row.traderSuspended && market.status === 'active' ? 'suspended' : market.status;
    if (moved.length || row.status !== status) {
      const version = row.version + 1;
      await q.update(sportsMarkets).set({ status, version }).where(eq(sportsMarkets.id, row.id));
      changed.push({ id: row.id, status, version, outcomes: moved });
    }
  }
  return changed.length ? { eventId, at: at.toISOString(), markets: changed } : null;
}

/** Sets every open market of an event to `status` (bet_stop, kick-off without live betting). */
export async function setEventMarketsStatus(q: Queryable, eventId: string, status: 'suspended' | 'deactivated' | 'active', at: Date) {
  const rows = await q
    .update(sportsMarkets)
    .set({ status, version: sql`${sportsMarkets.version} + 1` })
    .where(
      and(
        eq(sportsMarkets.eventId, eventId),
        inArray(sportsMarkets.status, ['active', 'suspended', 'deactivated']),
        sql`${sportsMarkets.status} <> ${status}`,
        // Reopening leaves the markets a trader holds suspended.
        status === 'active' ? eq(sportsMarkets.traderSuspended, false) : undefined,
      ),
    )
    .returning({ id: sportsMarkets.id, version: sportsMarkets.version });
  return rows.length ? { eventId, at: at.toISOString(), markets: rows.map((r) => ({ id: r.id, status, version: r.version, outcomes: [] })) } : null;
}

export async function eventMessage(q: Queryable, eventId: string, at: Date) {
  const [e] = await q.select().from(sportsEvents).where(eq(sportsEvents.id, eventId));
  if (!e) return null;
  return {
    eventId,
    status: e.status,
    score: e.homeScore === null || e.awayScore === null ? null : { home: e.homeScore, away: e.awayScore },
    minute: e.minute,
    at: at.toISOString(),
  };
}

/** Applies one feed message; pushes the changes after commit. Answers how many things changed. */
export async function applyFeedMessage(deps: BookDeps, message: FeedMessage): Promise<number> {
  const at = deps.now?.() ?? new Date();
  const hub = deps.hub ?? null;
  switch (message.type) {
    case 'alive':
      return 0;
    case 'fixture_change': {
      const f = message.fairness;
      const inserted = await deps.db
        .insert(sportsEvents)
        .values({
          id: message.eventId,
          kind: message.kind ?? 'match',
          sport: message.sport,
          leagueId: message.leagueId,
          homeTeamId: message.homeTeamId,
          awayTeamId: message.awayTeamId,
          startsAt: message.startsAt,
          feed: f ? 'sim' : 'external',
          serverSeed: f?.serverSeed ?? null,
          serverSeedHash: f?.serverSeedHash ?? null,
          clientSeed: f?.clientSeed ?? null,
          homeRate: f?.homeRate ?? null,
          awayRate: f?.awayRate ?? null,
        })
        .onConflictDoUpdate({ target: sportsEvents.id, set: { startsAt: message.startsAt } })
        .returning({ id: sportsEvents.id });
      return inserted.length;
    }
    case 'odds_change': {
      const result = await deps.db.transaction(async (tx) => {
        if (message.status) {
          await tx
            .update(sportsEvents)
            .set({ status: message.status.status, homeScore: message.status.score?.home ?? null, awayScore: message.status.score?.away ?? null, minute: message.status.minute })
            .where(eq(sportsEvents.id, message.eventId));
        }
        return writeMarkets(tx, message.eventId, message.markets, at);
      });
      if (result && hub) await hub.publishToAll('SportsOdds', result);
      if (message.status && hub) {
        const ev = await eventMessage(deps.db, message.eventId, at);
        if (ev) await hub.publishToAll('SportsEvent', ev);
      }
      return result?.markets.length ?? 0;
    }
    case 'bet_stop': {
      const result = await setEventMarketsStatus(deps.db, message.eventId, 'suspended', at);
      if (result && hub) await hub.publishToAll('SportsOdds', result);
      return result?.markets.length ?? 0;
    }
    case 'bet_settlement': {
      if (message.certainty !== 2) return 0; // money moves on confirmed results only
      return (await settleEvent(deps, message.eventId, message.result)).settledBets;
    }
    case 'bet_cancel': {
      return (await settleEvent(deps, message.eventId, null)).settledBets;
    }
  }
}
