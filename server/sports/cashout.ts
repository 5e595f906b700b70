// Cash out (docs/sportsbook.md "Cash out"): a quote for an open single or accumulator from the model's
// current probabilities of its open legs (the outcome's `probability` the feed keeps current, pre-match
// and in play) with the operator's cash-out margin, signed and short-lived; a full or partial cash out as
// one atomic, idempotent, audited ledger step that settles the bet as cashed_out (full) or leaves it
// running on the stake left (partial); and the auto cash out the live run performs. The bet row is locked
// for update, as settlement locks it, so a cash out and a settlement of the same bet never both pay.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import { potentialPayout } from '../../common/sports/settlement';
import { audit } from '../audit';
import type { Db, Queryable } from '../db/client';
import { sportsBetLegs, sportsBets, sportsEvents, sportsMarkets, sportsOutcomes } from '../db/schema/sports';
import { sportsAutoCashOut, sportsCashOuts, sportsLiveState } from '../db/schema/sports-live';
import { sharedSecret } from '../lib/shared-secret';
import { kurusToTry } from '../lib/money';
import { balanceMessage, publishWalletChange } from '../realtime/publish';
import { getPlayerBalance, postEntryTx, type PostEntryLine } from '../wallet';
import type { SportsHub } from './book';
import { sportsLimits } from './limits';
import { liveSettings } from './live-settings';
import type { Lang } from './names';

type S = components['schemas'];
type BetRow = typeof sportsBets.$inferSelect;
export type QuoteReason = NonNullable<S['SportsCashOutQuote']['reason']>;

export interface QuoteLeg {
  /** The accepted price in hundredths. */
  odds: number;
  /** The outcome's current model probability of winning. */
  probability: number;
  /** Its result once settled, else null. */
  result: string | null;
  /** Whether its market takes bets now (active, and the event not locked). */
  open: boolean;
}

/**
 * The cash-out value in kuruş: stake × Π(leg factor) × (1 − margin), rounded down. An open leg's factor is
 * its accepted price × its current probability (what the leg is worth now at fair odds); a settled leg's
 * is its result's (won = price, void = 1, half_won = (price + 1)/2, half_lost = ½).
 */
export function cashOutValue(stake: bigint, legs: QuoteLeg[], margin: number): { value: bigint } | { reason: QuoteReason } {
  let factor = 1;
  let openLegs = 0;
  for (const leg of legs) {
    const odds = leg.odds / 100;
    if (leg.result === 'lost') return { reason: 'leg_lost' };
    if (leg.result === 'won') factor *= odds;
    else if (leg.result === 'void') factor *= 1;
    else if (leg.result === 'half_won') factor *= (odds + 1) / 2;
    else if (leg.result === 'half_lost') factor *= 0.5;
    else if (leg.result === 'dead_heat') return { reason: 'not_open' };
    else {
      if (!leg.open) return { reason: 'market_suspended' };
      factor *= odds * leg.probability;
      openLegs += 1;
    }
  }
  // Every leg decided: settlement is about to pay it, no cash out.
  if (openLegs === 0) return { reason: 'not_open' };
  const value = Math.floor(Number(stake) * factor * (1 - margin) + 1e-6);
  if (value < 1) return { reason: 'no_price' };
  return { value: BigInt(value) };
}

/** A partial cash out of `amount` from a bet worth `value` for `stake`: the stake it uses, rounded up (the house's way), and what is left. */
export function partialCashOut(stake: bigint, value: bigint, amount: bigint): { stakeUsed: bigint; stakeLeft: bigint } {
  const stakeUsed = (stake * amount + value - 1n) / value;
  return { stakeUsed, stakeLeft: stake - stakeUsed };
}

interface Quote {
  json: S['SportsCashOutQuote'];
  value: bigint | null;
}

const SECRET = 'sports-cashout-quotes';

function sign(secret: string, payload: string) {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

function encodeToken(secret: string, betId: string, value: bigint, stake: bigint, expiresAt: Date) {
  const payload = Buffer.from(JSON.stringify({ b: betId, v: value.toString(), s: stake.toString(), e: expiresAt.getTime() })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The token's content when its signature holds, else null. */
function decodeToken(secret: string, token: string): { b: string; v: bigint; s: bigint; e: number } | null {
  const [payload, mac] = token.split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const o = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { b: string; v: string; s: string; e: number };
    return { b: o.b, v: BigInt(o.v), s: BigInt(o.s), e: o.e };
  } catch {
    return null;
  }
}

/** The bet's quote now (the bet row as read; inside a transaction that locked it for a cash out). */
async function quoteOf(q: Queryable, bet: BetRow, now: Date): Promise<Quote> {
  const settings = await liveSettings(q);
  const [auto] = await q.select().from(sportsAutoCashOut).where(eq(sportsAutoCashOut.betId, bet.id));
  const base = {
    betId: bet.id,
    minPartial: kurusToTry(sportsLimits().minStakeKurus),
    stake: kurusToTry(bet.totalStake),
    autoCashOut: auto ? kurusToTry(auto.threshold) : null,
  };
  const refuse = (reason: QuoteReason): Quote => ({ json: { ...base, available: false, reason, amount: null, token: null, expiresAt: null }, value: null });
  if (bet.status === 'pending') return refuse('pending');
  if (bet.status !== 'open' && bet.status !== 'accepted') return refuse('not_open');
  if (bet.type === 'system') return refuse('system_bet');
  const rows = await q
    .select({ leg: sportsBetLegs, outcome: sportsOutcomes, market: sportsMarkets, event: sportsEvents, live: sportsLiveState.suspendReason })
    .from(sportsBetLegs)
    .innerJoin(sportsOutcomes, eq(sportsOutcomes.id, sportsBetLegs.outcomeId))
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsBetLegs.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
    .leftJoin(sportsLiveState, eq(sportsLiveState.eventId, sportsBetLegs.eventId))
    .where(eq(sportsBetLegs.betId, bet.id));
  const legs: QuoteLeg[] = rows.map((r) => ({
    odds: r.leg.odds,
    probability: r.outcome.probability,
    result: r.outcome.result,
    open: r.market.status === 'active' && r.outcome.active && !(r.event.status === 'live' && (r.live !== null || settings.liveSuspended)),
  }));
  const v = cashOutValue(bet.totalStake, legs, settings.cashOutMargin);
  if ('reason' in v) return refuse(v.reason);
  const expiresAt = new Date(now.getTime() + settings.quoteSeconds * 1000);
  const secret = await sharedSecret(q, SECRET);
  return {
    json: { ...base, available: true, reason: null, amount: kurusToTry(v.value), token: encodeToken(secret, bet.id, v.value, bet.totalStake, expiresAt), expiresAt: expiresAt.toISOString() },
    value: v.value,
  };
}

export class CashOutError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly key: 'sports.bet.notFound' | 'sports.cashOut.badQuote' | 'sports.cashOut.conflict' | 'sports.cashOut.inProgress',
  ) {
    super(key);
  }
}

export interface CashOutDeps {
  db: Db;
  hub?: SportsHub | null;
  now?: () => Date;
}

async function ownBet(q: Queryable, playerId: string, betId: string) {
  const [bet] = await q.select().from(sportsBets).where(and(eq(sportsBets.id, betId), eq(sportsBets.playerId, playerId)));
  if (!bet) throw new CashOutError(404, 'sports.bet.notFound');
  return bet;
}

export async function getCashOutQuote(deps: CashOutDeps, playerId: string, betId: string): Promise<S['SportsCashOutQuote']> {
  return (await quoteOf(deps.db, await ownBet(deps.db, playerId, betId), deps.now?.() ?? new Date())).json;
}

class Refused extends Error {
  constructor(readonly answer: Omit<S['CashOutResult'], 'bet'>) {
    super('refused');
  }
}

/**
 * Cashes `amount` kuruş out of the bet for the quote `token`. Answers the result with the bet as it is
 * now; a retry with the same key answers the first result.
 */
export async function cashOutBet(
  deps: CashOutDeps,
  playerId: string,
  betId: string,
  key: string,
  token: string,
  amount: bigint,
  lang: Lang,
  meta: { ip?: string | null; requestId?: string | null; auto?: boolean } = {},
): Promise<S['CashOutResult']> {
  const now = deps.now?.() ?? new Date();
  const { betJson } = await import('./views');
  const secret = await sharedSecret(deps.db, SECRET);
  const decoded = decodeToken(secret, token);
  if (!decoded || decoded.b !== betId) throw new CashOutError(400, 'sports.cashOut.badQuote');
  let moved = false;
  let answer: Omit<S['CashOutResult'], 'bet'>;
  try {
    answer = await deps.db.transaction(async (tx) => {
      // The bet is locked before the claim is written: the claim's foreign key takes a share lock on the bet
      // row, and two cash outs of one bet (a double tap, an auto cash out beside the player's) that each
      // held that share lock and then asked for the update lock deadlocked on PostgreSQL.
      const [bet] = await tx.select().from(sportsBets).where(and(eq(sportsBets.id, betId), eq(sportsBets.playerId, playerId))).for('update');
      if (!bet) throw new CashOutError(404, 'sports.bet.notFound');
      const claimed = await tx
        .insert(sportsCashOuts)
        .values({ playerId, idempotencyKey: key, betId, amount, stakeUsed: 0n, full: false, auto: meta.auto ?? false })
        .onConflictDoNothing()
        .returning();
      if (!claimed.length) {
        const [earlier] = await tx.select().from(sportsCashOuts).where(and(eq(sportsCashOuts.playerId, playerId), eq(sportsCashOuts.idempotencyKey, key)));
        if (!earlier || earlier.betId !== betId || earlier.amount !== amount) throw new CashOutError(409, 'sports.cashOut.conflict');
        if (!earlier.answer) throw new CashOutError(409, 'sports.cashOut.inProgress');
        return earlier.answer as unknown as Omit<S['CashOutResult'], 'bet'>;
      }
      const quote = await quoteOf(tx, bet, now);
      if (quote.value === null) throw new Refused({ cashedOut: false, reason: quote.json.reason, quote: quote.json, balance: null });
      if (decoded.e < now.getTime()) throw new Refused({ cashedOut: false, reason: 'quote_expired', quote: quote.json, balance: null });
      if (decoded.v !== quote.value || decoded.s !== bet.totalStake) throw new Refused({ cashedOut: false, reason: 'quote_changed', quote: quote.json, balance: null });
      const minimum = sportsLimits().minStakeKurus;
      if (amount > quote.value) throw new Refused({ cashedOut: false, reason: 'amount_too_high', quote: quote.json, balance: null });
      const full = amount === quote.value;
      const { stakeUsed, stakeLeft } = full ? { stakeUsed: bet.totalStake, stakeLeft: 0n } : partialCashOut(bet.totalStake, quote.value, amount);
      if (!full && amount < minimum) throw new Refused({ cashedOut: false, reason: 'amount_too_low', quote: quote.json, balance: null });
      // A partial cash out must leave a stake the book would take.
      if (!full && stakeLeft < minimum) throw new Refused({ cashedOut: false, reason: 'amount_too_high', quote: quote.json, balance: null });
      const lines: PostEntryLine[] = [
        { account: { house: 'house:sports-bets' }, amount: -stakeUsed },
        { account: { player: playerId, kind: 'cash' }, amount },
      ];
      if (stakeUsed !== amount) lines.push({ account: { house: 'house:sports' }, amount: stakeUsed - amount });
      await postEntryTx(tx, { idempotencyKey: `sports:cashout:${playerId}:${key}`, kind: 'sports.cash_out', playerId, lines, meta: { betId, full, stakeUsed: stakeUsed.toString() } });
      if (full) {
        const earlier = await tx.select({ amount: sportsCashOuts.amount }).from(sportsCashOuts).where(eq(sportsCashOuts.betId, betId));
        const paid = earlier.reduce((sum, c) => sum + c.amount, 0n);
        await tx.update(sportsBets).set({ status: 'cashed_out', payout: paid, settledAt: now }).where(eq(sportsBets.id, betId));
        await tx.delete(sportsAutoCashOut).where(eq(sportsAutoCashOut.betId, betId));
      } else {
        const odds = (await tx.select({ odds: sportsBetLegs.odds, idx: sportsBetLegs.idx }).from(sportsBetLegs).where(eq(sportsBetLegs.betId, betId))).sort((a, b) => a.idx - b.idx).map((l) => l.odds);
        await tx
          .update(sportsBets)
          .set({ stakePerLine: stakeLeft, totalStake: stakeLeft, potentialPayout: potentialPayout(stakeLeft, odds, [odds.map((_, i) => i)]) })
          .where(eq(sportsBets.id, betId));
      }
      await audit(tx, {
        actor: meta.auto ? { kind: 'system', id: 'auto-cash-out' } : { kind: 'player', id: playerId },
        action: full ? 'sports.bet.cash_out' : 'sports.bet.cash_out_partial',
        target: { kind: 'sports_bet', id: betId },
        details: { amount: amount.toString(), stakeUsed: stakeUsed.toString(), stakeLeft: stakeLeft.toString(), quote: quote.value.toString(), auto: meta.auto ?? false },
        ip: meta.ip ?? null,
        requestId: meta.requestId ?? null,
      });
      const result = { cashedOut: true, reason: null, quote: null, balance: balanceMessage(await getPlayerBalance(tx, playerId)) };
      await tx
        .update(sportsCashOuts)
        .set({ stakeUsed, full, answer: result as unknown as Record<string, unknown> })
        .where(and(eq(sportsCashOuts.playerId, playerId), eq(sportsCashOuts.idempotencyKey, key)));
      moved = true;
      return result;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    answer = error.answer;
  }
  if (moved && deps.hub) await publishWalletChange(deps.hub, deps.db, { playerId });
  const bet = (await betJson(deps.db, betId, lang, false, playerId))!;
  if (moved && deps.hub) await deps.hub.publishToPlayer(playerId, 'SportsBetUpdated', bet);
  return { ...answer, bet };
}

export async function setAutoCashOut(deps: CashOutDeps, playerId: string, betId: string, threshold: bigint | null): Promise<S['SportsCashOutQuote']> {
  const bet = await ownBet(deps.db, playerId, betId);
  if (threshold === null) await deps.db.delete(sportsAutoCashOut).where(eq(sportsAutoCashOut.betId, betId));
  else
    await deps.db
      .insert(sportsAutoCashOut)
      .values({ betId, playerId, threshold })
      .onConflictDoUpdate({ target: sportsAutoCashOut.betId, set: { threshold } });
  return (await quoteOf(deps.db, bet, deps.now?.() ?? new Date())).json;
}

/** Cashes out in full every bet whose honourable quote reached its player's value. */
export async function runAutoCashOuts(deps: CashOutDeps): Promise<number> {
  const rules = await deps.db.select().from(sportsAutoCashOut);
  let done = 0;
  for (const rule of rules) {
    const [bet] = await deps.db.select().from(sportsBets).where(eq(sportsBets.id, rule.betId));
    if (!bet) continue;
    const quote = await quoteOf(deps.db, bet, deps.now?.() ?? new Date());
    if (!['open', 'accepted', 'pending'].includes(bet.status)) {
      await deps.db.delete(sportsAutoCashOut).where(eq(sportsAutoCashOut.betId, rule.betId));
      continue;
    }
    if (quote.value === null || quote.value < rule.threshold || !quote.json.token) continue;
    const result = await cashOutBet(deps, rule.playerId, rule.betId, `auto:${rule.betId}:${bet.totalStake}`, quote.json.token, quote.value, 'tr', { auto: true });
    if (result.cashedOut) done += 1;
  }
  return done;
}
