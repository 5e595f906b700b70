// What live betting and cash out add to a bet's view (views.ts betsJson): a live bet's end of delay and
// its refusal, and the bet's cash outs. Reads only; one query per kind for a page of bets.
import { asc, inArray } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { sportsCashOuts, sportsLiveBets } from '../db/schema/sports-live';
import { kurusToTry } from '../lib/money';

type S = components['schemas'];
export interface BetExtras {
  acceptAt: string | null;
  refusal: S['SportsBetRefusal'] | null;
  cashOuts: S['SportsBetCashOut'][];
}

export async function betExtras(q: Queryable, betIds: string[]): Promise<Map<string, BetExtras>> {
  const out = new Map<string, BetExtras>();
  if (!betIds.length) return out;
  for (const id of betIds) out.set(id, { acceptAt: null, refusal: null, cashOuts: [] });
  const live = await q.select().from(sportsLiveBets).where(inArray(sportsLiveBets.betId, betIds));
  for (const l of live) {
    const e = out.get(l.betId)!;
    e.acceptAt = l.acceptAt.toISOString();
    if (l.reason) e.refusal = { reason: l.reason as S['SportsBetRefusal']['reason'], changes: (l.changes ?? []) as unknown as S['SportsSelectionChange'][] };
  }
  const cashOuts = await q.select().from(sportsCashOuts).where(inArray(sportsCashOuts.betId, betIds)).orderBy(asc(sportsCashOuts.createdAt));
  for (const c of cashOuts) {
    out.get(c.betId)!.cashOuts.push({ amount: kurusToTry(c.amount), stakeUsed: kurusToTry(c.stakeUsed), full: c.full, at: c.createdAt.toISOString() });
  }
  return out;
}
