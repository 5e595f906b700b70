// Settlement: an event's result settles its markets (each outcome's result from the market's own rule,
// server/sports/football.ts), then every open bet with a leg on it is settled as far as its legs allow
// (common/sports/settlement.ts: void legs count 1, half results, system lines). A bet that is no longer
// open is paid through the ledger in one entry, keyed by the bet, so a repeated settlement pays nothing
// twice: house:sports-bets gives up the stake, the player's cash gets the payout, house:sports the rest.
// Then Balance, a notification and SportsBetSettled are pushed after commit.
import { and, eq, inArray } from 'drizzle-orm';
import { betLines } from '../../common/sports/systems';
import { settleBet, type LegResult, type SettledLeg } from '../../common/sports/settlement';
import type { Db } from '../db/client';
import { sportsBetLegs, sportsBets, sportsEvents, sportsMarkets, sportsOutcomes } from '../db/schema/sports';
import { notify, type CreatedNotification } from '../notifications/notify';
import { publishWalletChange } from '../realtime/publish';
import { postEntryTx, type PostEntryLine } from '../wallet';
import type { Hub } from '../hub';
import type { MatchResult } from './football';
import { settleOutcome } from './sports-models';

/** Bets settlement pays: pre-match open and live accepted (pending ones wait for their delay; cashed_out ones are done). */
const SETTLEABLE = ['open', 'accepted'];

export class SettleConflictError extends Error {
  constructor(readonly eventId: string) {
    super(`event ${eventId} was settled with another result`);
  }
}

/** A settled bet's news, kept for after the commit when settlement runs inside someone else's transaction. */
export interface BetPush {
  playerId: string;
  betId: string;
  notification: CreatedNotification;
}

interface Deps {
  db: Db;
  hub?: Pick<Hub, 'publishToAll' | 'publishToPlayer'> | null;
  now?: () => Date;
  /** With no hub: where each settled bet's news goes, for the caller to push once its transaction commits. */
  deferred?: BetPush[];
}

// A cancelled event keeps the score it had (a live match abandoned at 1-1): a result is the same only for a settled one.
const sameResult = (e: typeof sportsEvents.$inferSelect, r: MatchResult | null) =>
  r === null
    ? e.status === 'cancelled'
    : e.status === 'settled' &&
      e.homeScore === r.ft.home &&
      e.awayScore === r.ft.away &&
      e.htHomeScore === (r.ht?.home ?? null) &&
      e.htAwayScore === (r.ht?.away ?? null) &&
      JSON.stringify(e.resultDetail ?? null) === JSON.stringify(resultDetail(r));

/** The part of a result beyond the scores, as stored with the event (null when there is none). */
export const resultDetail = (r: MatchResult) => (r.periods?.length || r.winner ? { periods: r.periods ?? null, winner: r.winner ?? null } : null);

/** Settles an event from its result (null = cancelled: every market void). Answers how many bets it settled. */
export async function settleEvent(deps: Deps, eventId: string, result: MatchResult | null): Promise<{ settledBets: number; alreadySettled: boolean }> {
  const now = deps.now?.() ?? new Date();
  const already = await deps.db.transaction(async (tx) => {
    const [event] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, eventId)).for('update');
    if (!event) throw new RangeError(`no event ${eventId}`);
    if (event.status === 'settled' || event.status === 'cancelled') {
      if (!sameResult(event, result)) throw new SettleConflictError(eventId);
      return true;
    }
    await tx
      .update(sportsEvents)
      .set({
        status: result ? 'settled' : 'cancelled',
        homeScore: result?.ft.home ?? event.homeScore,
        awayScore: result?.ft.away ?? event.awayScore,
        htHomeScore: result?.ht?.home ?? null,
        htAwayScore: result?.ht?.away ?? null,
        resultDetail: result ? resultDetail(result) : null,
        minute: null,
        settledAt: now,
      })
      .where(eq(sportsEvents.id, eventId));
    const markets = await tx.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, eventId));
    for (const market of markets) {
      if (market.status === 'settled' || market.status === 'cancelled') continue;
      const outcomes = await tx.select().from(sportsOutcomes).where(eq(sportsOutcomes.marketId, market.id));
      let allVoid = true;
      for (const o of outcomes) {
        const r: LegResult = result ? settleOutcome(event.sport, market.type, market.specifiers, o.code, result) : 'void';
        if (r !== 'void') allVoid = false;
        await tx.update(sportsOutcomes).set({ result: r }).where(eq(sportsOutcomes.id, o.id));
      }
      await tx
        .update(sportsMarkets)
        .set({ status: allVoid ? 'cancelled' : 'settled', version: market.version + 1 })
        .where(eq(sportsMarkets.id, market.id));
    }
    return false;
  });
  if (deps.hub) {
    await deps.hub.publishToAll('SportsEvent', {
      eventId,
      status: result ? 'settled' : 'cancelled',
      score: result ? result.ft : null,
      minute: null,
      at: now.toISOString(),
    });
  }
  const open = await deps.db
    .selectDistinct({ betId: sportsBetLegs.betId })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(and(eq(sportsBetLegs.eventId, eventId), inArray(sportsBets.status, SETTLEABLE)));
  let settledBets = 0;
  for (const { betId } of open) if (await settleOneBet(deps, betId, now)) settledBets += 1;
  return { settledBets, alreadySettled: already };
}

/** Settles one bet if its legs allow; pays it and pushes the news after commit. Answers whether it settled now. */
export async function settleOneBet(deps: Deps, betId: string, now = new Date()): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const [bet] = await tx.select().from(sportsBets).where(eq(sportsBets.id, betId)).for('update');
    if (!bet || !SETTLEABLE.includes(bet.status)) return null;
    const legRows = await tx
      .select({ idx: sportsBetLegs.idx, odds: sportsBetLegs.odds, result: sportsOutcomes.result, deadHeat: sportsOutcomes.deadHeat })
      .from(sportsBetLegs)
      .innerJoin(sportsOutcomes, eq(sportsOutcomes.id, sportsBetLegs.outcomeId))
      .where(eq(sportsBetLegs.betId, betId));
    legRows.sort((a, b) => a.idx - b.idx);
    const legs: SettledLeg[] = legRows.map((l) => {
      const leg: SettledLeg = { oddsHundredths: l.odds, result: (l.result as LegResult | null) ?? null };
      if (l.deadHeat) {
        const [n, d] = l.deadHeat.split('/').map((x) => BigInt(x));
        leg.deadHeat = { n: n!, d: d! };
      }
      return leg;
    });
    const lines = betLines(bet.type as 'single' | 'accumulator' | 'system', legs.length, bet.system);
    if (!lines) throw new Error(`bet ${betId} has no lines`);
    const settlement = settleBet(bet.stakePerLine, legs, lines);
    if (settlement.open) return null;
    const payout = settlement.payout;
    const allVoid = legs.every((l) => l.result === 'void');
    // A single on a quarter line reports its half result (live18: the bet states of issue 18).
    const half = legs.length === 1 && (legs[0]!.result === 'half_won' || legs[0]!.result === 'half_lost') ? legs[0]!.result : null;
    const status = payout === 0n ? 'lost' : allVoid ? 'void' : (half ?? 'won');
    const told = status === 'half_won' ? 'won' : status === 'half_lost' ? 'lost' : status;
    const ledgerLines: PostEntryLine[] = [{ account: { house: 'house:sports-bets' }, amount: -bet.totalStake }];
    if (payout > 0n) ledgerLines.push({ account: { player: bet.playerId, kind: 'cash' }, amount: payout });
    if (bet.totalStake !== payout) ledgerLines.push({ account: { house: 'house:sports' }, amount: bet.totalStake - payout });
    // A bet settled again after a rollback posts under a new key (its round), the earlier entry reversed.
    const round = bet.settlementRound ? `:r${bet.settlementRound}` : '';
    await postEntryTx(tx, { idempotencyKey: `sports:settle:${betId}${round}`, kind: 'sports.settle', playerId: bet.playerId, lines: ledgerLines, meta: { betId, payout: payout.toString() } });
    await tx.update(sportsBets).set({ status, payout, settledAt: now }).where(eq(sportsBets.id, betId));
    const notification: CreatedNotification = await notify(tx, {
      playerId: bet.playerId,
      type: 5,
      titleKey: told === 'won' ? 'sports.notify.wonTitle' : told === 'void' ? 'sports.notify.voidTitle' : 'sports.notify.lostTitle',
      noteKey: told === 'won' ? 'sports.notify.wonNote' : told === 'void' ? 'sports.notify.voidNote' : 'sports.notify.lostNote',
      vars: { amount: told === 'lost' ? bet.totalStake : payout },
      dedupeKey: `sports:settle:${betId}${round}`,
    });
    return { playerId: bet.playerId, notification };
  });
  if (!done) return false;
  deps.deferred?.push({ playerId: done.playerId, betId, notification: done.notification });
  if (deps.hub) {
    await publishWalletChange(deps.hub, deps.db, { playerId: done.playerId, notifications: [done.notification] });
    const { betJson } = await import('./views');
    const view = await betJson(deps.db, betId, 'tr', true);
    if (view) await deps.hub.publishToPlayer(done.playerId, 'SportsBetSettled', view);
  }
  return true;
}

/** Open bets whose events all ended (for a sweep after a restart between settlement steps). */
export async function openBetIdsOnEvents(db: Db, eventIds: string[]): Promise<string[]> {
  if (!eventIds.length) return [];
  const rows = await db
    .selectDistinct({ betId: sportsBetLegs.betId })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(and(inArray(sportsBetLegs.eventId, eventIds), inArray(sportsBets.status, SETTLEABLE)));
  return rows.map((r) => r.betId);
}
