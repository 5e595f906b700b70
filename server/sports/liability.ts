// Liability limits per outcome (docs/sportsbook.md, "Liability"): the book's exposure on an outcome is what
// it would lose if that outcome wins, counted conservatively as the potential payouts less the stakes of
// every open bet with a leg on it. A placement that would take any of its outcomes past the limit (the
// market's, else the event's, else the book's default SPORTS_MAX_LIABILITY_KURUS, ₺1.000.000) is refused as
// a whole with how much more that outcome can take. Checks of one outcome are serialised with a transaction
// advisory lock on it, so two concurrent bets cannot both pass under the limit.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { sportsBetLegs, sportsBets, sportsEvents, sportsMarkets, sportsOutcomes, sportsTeams } from '../db/schema/sports';
import { marketName, outcomeName, type Lang } from './names';
import { PlacementError } from './placement';

export function defaultLiabilityKurus(): bigint {
  const raw = Number(process.env.SPORTS_MAX_LIABILITY_KURUS);
  return BigInt(Number.isInteger(raw) && raw > 0 ? raw : 100_000_000);
}

export interface PlannedExposure {
  outcomeIds: string[];
  /** What the bet adds to each of its outcomes' liability: potential payout − total stake (kuruş). */
  exposure: bigint;
}

/** Refuses the slip (PlacementError 400 sports.bet.liabilityLeft) when an outcome would pass its limit. */
export async function checkLiability(tx: Tx, planned: PlannedExposure[], lang: Lang): Promise<void> {
  const added = new Map<string, bigint>();
  for (const p of planned) for (const id of new Set(p.outcomeIds)) added.set(id, (added.get(id) ?? 0n) + (p.exposure > 0n ? p.exposure : 0n));
  const ids = [...added.keys()].sort();
  if (!ids.length) return;
  for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sports-liability:${id}`}))`);
  const limits = await tx
    .select({ outcome: sportsOutcomes, market: sportsMarkets, event: sportsEvents })
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
    .where(inArray(sportsOutcomes.id, ids));
  const current = await tx
    .select({ outcomeId: sportsBetLegs.outcomeId, sum: sql<string>`coalesce(sum(${sportsBets.potentialPayout} - ${sportsBets.totalStake}), 0)::text` })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(and(inArray(sportsBetLegs.outcomeId, ids), eq(sportsBets.status, 'open')))
    .groupBy(sportsBetLegs.outcomeId);
  const fallback = defaultLiabilityKurus();
  for (const id of ids) {
    const row = limits.find((l) => l.outcome.id === id);
    if (!row) continue;
    const limit = row.market.maxLiability ?? row.event.maxLiability ?? fallback;
    const now = BigInt(current.find((c) => c.outcomeId === id)?.sum ?? '0');
    if (now + added.get(id)! <= limit) continue;
    const teams = await tx
      .select({ id: sportsTeams.id, name: sportsTeams.name })
      .from(sportsTeams)
      .where(inArray(sportsTeams.id, [row.event.homeTeamId ?? '', row.event.awayTeamId ?? '', row.outcome.code]));
    const name = (tid: string | null) => teams.find((t) => t.id === tid)?.name ?? '';
    const selection = `${marketName(row.market.type, row.market.specifiers, lang)}: ${outcomeName(row.market.type, row.market.specifiers, row.outcome.code, lang, { home: name(row.event.homeTeamId), away: name(row.event.awayTeamId), byId: name })}`;
    const left = limit > now ? limit - now : 0n;
    throw new PlacementError(400, 'sports.bet.liabilityLeft', { selection, left });
  }
}
