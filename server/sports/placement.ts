// Bet placement: the whole slip in one transaction, or nothing. The slip's key is claimed first (a retry
// answers the first result; a concurrent twin waits on the key's row and then answers it), every
// selection is checked against the live catalogue under a share lock (market active, outcome active,
// event not started) and its price against the player's odds-change setting, limits are checked, the total
// stake moves from the player's cash to house:sports-bets in one ledger entry (never below zero: the
// ledger refuses), and the bets are stored with their legs at the accepted prices. A refusal (a price
// moved, a selection closed) stores nothing, so the same key may be sent again.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import { oddsToHundredths } from '../../common/sports/odds';
import { potentialPayout } from '../../common/sports/settlement';
import { betLines } from '../../common/sports/systems';
import type { Db } from '../db/client';
import { sportsBetLegs, sportsBets, sportsEvents, sportsMarkets, sportsOutcomes, sportsPlacements } from '../db/schema/sports';
import type { MessageKey } from '../i18n';
import { tryToKurus } from '../lib/money';
import { publishWalletChange } from '../realtime/publish';
import { InsufficientFundsError, getPlayerBalance, postEntryTx } from '../wallet';
import { checkStake } from '../protection/enforce';
import { balanceMessage } from '../realtime/publish';
import type { SportsHub } from './book';
import { checkLiability } from './liability';
import { liveGate, recordPendingBets } from './bet-delay';
import type { SportsLimits } from './limits';
import { betsJson } from './views';
import type { Lang } from './names';

type S = components['schemas'];

/** A refusal with a catalogue key, money vars in kuruş; the handler turns it into an envelope. */
export class PlacementError extends Error {
  constructor(
    readonly status: 400 | 409,
    readonly key: MessageKey,
    readonly vars: Record<string, string | bigint> = {},
  ) {
    super(key);
  }
}

class Refused extends Error {
  constructor(readonly answer: S['PlaceBetsResult']) {
    super('refused');
  }
}

export interface PlaceDeps {
  db: Db;
  hub?: SportsHub | null;
  limits: SportsLimits;
  now?: () => Date;
}

export function slipHash(request: S['PlaceBetsRequest']): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

interface PreparedBet {
  type: S['SportsBetType'];
  system: string | null;
  stake: bigint;
  lines: number[][];
  selections: S['PlaceBetSelection'][];
}

function prepare(request: S['PlaceBetsRequest'], limits: SportsLimits): PreparedBet[] {
  // A stake factor of 0: the operator has closed sports betting for this player.
  if (limits.stakeFactor === 0) throw new PlacementError(409, 'sports.bet.blocked');
  return request.bets.map((bet) => {
    if (bet.type !== 'system' && bet.system !== undefined) throw new PlacementError(400, 'sports.bet.shape', { reason: 'system' });
    if (bet.selections.length > limits.maxSelections) throw new PlacementError(400, 'sports.bet.shape', { reason: 'selections' });
    const lines = betLines(bet.type, bet.selections.length, bet.system ?? null);
    if (!lines) throw new PlacementError(400, 'sports.bet.shape', { reason: bet.type === 'system' ? 'system' : 'selections' });
    const events = new Set(bet.selections.map((s) => s.eventId));
    if (events.size !== bet.selections.length) throw new PlacementError(400, 'sports.bet.sameEvent');
    let stake: bigint;
    try {
      stake = tryToKurus(bet.stake);
    } catch {
      throw new PlacementError(400, 'sports.bet.shape', { reason: 'stake' });
    }
    if (stake < limits.minStakeKurus) throw new PlacementError(400, 'sports.bet.minStake', { min: limits.minStakeKurus });
    if (stake * BigInt(lines.length) > limits.maxStakeKurus) throw new PlacementError(400, 'sports.bet.maxStake', { max: limits.maxStakeKurus });
    for (const s of bet.selections) {
      try {
        oddsToHundredths(s.odds);
      } catch {
        throw new PlacementError(400, 'sports.bet.shape', { reason: 'odds' });
      }
    }
    return { type: bet.type, system: bet.type === 'system' ? (bet.system ?? null) : null, stake, lines, selections: bet.selections };
  });
}

export async function placeBets(deps: PlaceDeps, playerId: string, key: string, request: S['PlaceBetsRequest'], lang: Lang): Promise<S['PlaceBetsResult']> {
  const bets = prepare(request, deps.limits);
  const hash = slipHash(request);
  const now = deps.now?.() ?? new Date();
  let answer: S['PlaceBetsResult'];
  let placedNow = false;
  try {
    answer = await deps.db.transaction(async (tx) => {
      const claimed = await tx.insert(sportsPlacements).values({ playerId, idempotencyKey: key, requestHash: hash }).onConflictDoNothing().returning();
      if (!claimed.length) {
        const [earlier] = await tx
          .select()
          .from(sportsPlacements)
          .where(and(eq(sportsPlacements.playerId, playerId), eq(sportsPlacements.idempotencyKey, key)));
        if (!earlier || earlier.requestHash !== hash) throw new PlacementError(409, 'sports.placement.conflict');
        if (!earlier.answer) throw new PlacementError(409, 'sports.placement.inProgress');
        return earlier.answer as unknown as S['PlaceBetsResult'];
      }
      // The catalogue as it is now, outcome rows share-locked so no price changes under the placement.
      const outcomeIds = [...new Set(bets.flatMap((b) => b.selections.map((s) => s.outcomeId)))];
      const rows = await tx
        .select({ outcome: sportsOutcomes, market: sportsMarkets, event: sportsEvents })
        .from(sportsOutcomes)
        .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
        .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
        .where(inArray(sportsOutcomes.id, outcomeIds))
        .for('share', { of: sportsOutcomes });
      // Running events take bets through the bet delay (./bet-delay.ts) while their live markets are open.
      const gate = await liveGate(tx, [...new Set(rows.filter((r) => r.event.status === 'live').map((r) => r.event.id))]);
      const changes: S['SportsSelectionChange'][] = [];
      let unavailable = false;
      let moved = false;
      const accepted = new Map<string, number>();
      const seen = new Set<string>();
      for (const s of bets.flatMap((b) => b.selections)) {
        if (seen.has(s.outcomeId)) continue;
        seen.add(s.outcomeId);
        const row = rows.find((r) => r.outcome.id === s.outcomeId && r.market.id === s.marketId && r.event.id === s.eventId);
        const requested = oddsToHundredths(s.odds);
        if (!row) {
          unavailable = true;
          changes.push({ eventId: s.eventId, marketId: s.marketId, outcomeId: s.outcomeId, requestedOdds: s.odds, odds: null, status: 'closed' });
          continue;
        }
        const liveLocked = gate.get(row.event.id)?.open === false;
        const open = (row.event.status === 'scheduled' && row.event.startsAt > now) || gate.has(row.event.id);
        const marketState = liveLocked && row.market.status === 'active' ? 'suspended' : row.market.status;
        if (!open || (marketState !== 'active' && marketState !== 'suspended')) {
          unavailable = true;
          changes.push({ eventId: s.eventId, marketId: s.marketId, outcomeId: s.outcomeId, requestedOdds: s.odds, odds: row.outcome.odds / 100, status: 'closed' });
          continue;
        }
        if (marketState === 'suspended' || !row.outcome.active) {
          unavailable = true;
          changes.push({ eventId: s.eventId, marketId: s.marketId, outcomeId: s.outcomeId, requestedOdds: s.odds, odds: row.outcome.odds / 100, status: 'suspended' });
          continue;
        }
        const current = row.outcome.odds;
        if (current !== requested) {
          changes.push({ eventId: s.eventId, marketId: s.marketId, outcomeId: s.outcomeId, requestedOdds: s.odds, odds: current / 100, status: 'active' });
          const takes = request.oddsChange === 'any' || (request.oddsChange === 'higher' && current > requested);
          if (!takes) moved = true;
        }
        accepted.set(s.outcomeId, current);
      }
      if (unavailable || moved) {
        throw new Refused({ accepted: false, reason: unavailable ? 'selection_unavailable' : 'odds_changed', changes, bets: [], balance: null });
      }
      let total = 0n;
      const planned = bets.map((b) => {
        const odds = b.selections.map((s) => accepted.get(s.outcomeId)!);
        const potential = potentialPayout(b.stake, odds, b.lines);
        if (potential > deps.limits.maxPayoutKurus) throw new PlacementError(400, 'sports.bet.maxPayout', { max: deps.limits.maxPayoutKurus });
        const totalStake = b.stake * BigInt(b.lines.length);
        total += totalStake;
        return { ...b, odds, potential, totalStake };
      });
      await checkLiability(tx, planned.map((p) => ({ outcomeIds: p.selections.map((s) => s.outcomeId), exposure: p.potential - p.totalStake })), lang);
      await checkStake(tx, playerId, total, now);
      try {
        await postEntryTx(tx, {
          idempotencyKey: `sports:place:${playerId}:${key}`,
          kind: 'sports.stake',
          playerId,
          lines: [
            { account: { player: playerId, kind: 'cash' }, amount: -total },
            { account: { house: 'house:sports-bets' }, amount: total },
          ],
          meta: { slip: hash },
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new PlacementError(400, 'sports.funds.insufficient');
        throw error;
      }
      const betIds: string[] = [];
      const pendingIds: string[] = [];
      let delaySeconds = 0;
      for (const p of planned) {
        const liveDelays = p.selections.map((s) => gate.get(s.eventId)?.delaySeconds).filter((d): d is number => d !== undefined);
        delaySeconds = Math.max(delaySeconds, ...liveDelays);
        const [bet] = await tx
          .insert(sportsBets)
          .values({
            playerId,
            placementKey: key,
            type: p.type,
            system: p.system,
            lineCount: p.lines.length,
            stakePerLine: p.stake,
            totalStake: p.totalStake,
            potentialPayout: p.potential,
            placedAt: now,
            ...(liveDelays.length ? { status: 'pending' } : {}),
          })
          .returning({ id: sportsBets.id });
        betIds.push(bet!.id);
        if (liveDelays.length) pendingIds.push(bet!.id);
        await tx.insert(sportsBetLegs).values(
          p.selections.map((s, idx) => ({ betId: bet!.id, idx, eventId: s.eventId, marketId: s.marketId, outcomeId: s.outcomeId, odds: p.odds[idx]! })),
        );
      }
      await recordPendingBets(tx, pendingIds, new Date(now.getTime() + delaySeconds * 1000), request.oddsChange);
      const stored = await tx.select().from(sportsBets).where(inArray(sportsBets.id, betIds));
      stored.sort((a, b) => betIds.indexOf(a.id) - betIds.indexOf(b.id));
      const result: S['PlaceBetsResult'] = {
        accepted: true,
        reason: null,
        changes,
        bets: await betsJson(tx, stored, lang, false),
        balance: balanceMessage(await getPlayerBalance(tx, playerId)),
      };
      await tx
        .update(sportsPlacements)
        .set({ answer: result as unknown as Record<string, unknown> })
        .where(and(eq(sportsPlacements.playerId, playerId), eq(sportsPlacements.idempotencyKey, key)));
      placedNow = true;
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
  if (placedNow && deps.hub) await publishWalletChange(deps.hub, deps.db, { playerId });
  return answer;
}
