// AML checks on the money paths. Each runs inside the payment's own transaction (one call from
// server/payments), so a case and the payment that tripped it commit together. Deposits and withdrawals
// are summed per player over the rolling 24 hours and 30 days; reaching a threshold, many small deposits
// in 24 hours, or a withdrawal of recent deposits barely played opens a review case for compliance (or
// joins the player's open case of the same rule). While a player has an open case their withdrawals
// wait: approving one answers 409 until the case is resolved (assertNoOpenCase).
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { audit } from '../audit';
import type { Tx } from '../db/client';
import { amlCasePayments, amlCases, type AmlFigures, type AmlRule } from '../db/schema/kyc';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, paymentTransactions } from '../db/schema/payments';
import { ApiError } from '../lib/api-error';
import { complianceSettings } from '../kyc/settings';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const LITTLE_PLAY_WINDOW_DAYS = 7;

/** The journal entry kinds that are stakes: casino and studio bets, sportsbook stakes. */
export const STAKE_ENTRY_KINDS = ['bet', 'sports.stake'] as const;

async function openCase(tx: Tx, playerId: string, rule: AmlRule, figures: AmlFigures, paymentId: number): Promise<number> {
  const [created] = await tx
    .insert(amlCases)
    .values({ playerId, rule, figures })
    .onConflictDoNothing({ target: [amlCases.playerId, amlCases.rule], where: sql`status = 'open'` })
    .returning({ id: amlCases.id });
  let caseId = created?.id;
  if (caseId === undefined) {
    const [open] = await tx
      .select({ id: amlCases.id })
      .from(amlCases)
      .where(and(eq(amlCases.playerId, playerId), eq(amlCases.rule, rule), eq(amlCases.status, 'open')));
    caseId = open.id;
    // The open case now shows the latest figures.
    await tx.update(amlCases).set({ figures }).where(eq(amlCases.id, caseId));
  } else {
    await audit(tx, { actor: { kind: 'system', id: 'aml' }, action: 'aml.case.open', target: { kind: 'aml-case', id: caseId }, details: { playerId, rule, paymentId, ...figures } });
  }
  await tx.insert(amlCasePayments).values({ caseId, paymentId }).onConflictDoNothing();
  return caseId;
}

async function sumSince(tx: Tx, playerId: string, type: number, statuses: number[], since: Date) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentTransactions.amount}), 0)::text`, count: sql<number>`count(*)::int` })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.playerId, playerId),
        eq(paymentTransactions.type, type as 1 | 2),
        inArray(paymentTransactions.status, statuses as never[]),
        gte(paymentTransactions.createdAt, since),
      ),
    );
  return { total: BigInt(row.total), count: row.count };
}

async function countSmallSince(tx: Tx, playerId: string, below: bigint, since: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.playerId, playerId),
        eq(paymentTransactions.type, TRANSACTION_TYPES.deposit),
        eq(paymentTransactions.status, TRANSACTION_STATUSES.confirmed),
        gte(paymentTransactions.createdAt, since),
        sql`${paymentTransactions.amount} < ${below.toString()}::bigint`,
      ),
    );
  return row.count;
}

/** Kuruş the player staked (cash and bonus) since `since`, from the ledger. */
async function stakedSince(tx: Tx, playerId: string, since: Date): Promise<bigint> {
  const result = await tx.execute<{ staked: string }>(sql`
    select coalesce(-sum(l.amount), 0)::text as staked
    from journal_entries e
    join journal_lines l on l.entry_id = e.id
    join ledger_accounts a on a.id = l.account_id
    where e.player_id = ${playerId} and e.created_at >= ${since.toISOString()}::timestamptz
      and e.kind in ('bet', 'sports.stake')
      and a.player_id = ${playerId} and a.kind in ('cash', 'bonus') and l.amount < 0`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { staked: string }[] }).rows) as { staked: string }[];
  return BigInt(rows[0]?.staked ?? '0');
}

/** After a deposit was credited (inside its transaction). Answers the cases it opened or joined. */
export async function amlOnDeposit(tx: Tx, payment: { id: number; playerId: string }, now = new Date()): Promise<number[]> {
  const settings = await complianceSettings(tx);
  const confirmed = [TRANSACTION_STATUSES.confirmed];
  const cases: number[] = [];
  const day = await sumSince(tx, payment.playerId, TRANSACTION_TYPES.deposit, confirmed, new Date(now.getTime() - DAY));
  if (day.total >= settings.amlDayThreshold) {
    cases.push(await openCase(tx, payment.playerId, 'depositThresholdDay', { total: day.total.toString(), threshold: settings.amlDayThreshold.toString(), count: day.count }, payment.id));
  }
  const month = await sumSince(tx, payment.playerId, TRANSACTION_TYPES.deposit, confirmed, new Date(now.getTime() - 30 * DAY));
  if (month.total >= settings.amlMonthThreshold) {
    cases.push(await openCase(tx, payment.playerId, 'depositThresholdMonth', { total: month.total.toString(), threshold: settings.amlMonthThreshold.toString(), count: month.count }, payment.id));
  }
  const small = await countSmallSince(tx, payment.playerId, settings.smallDepositAmount, new Date(now.getTime() - DAY));
  if (small >= settings.smallDepositCount) {
    cases.push(await openCase(tx, payment.playerId, 'manySmallDeposits', { count: small, threshold: settings.smallDepositAmount.toString() }, payment.id));
  }
  return cases;
}

/** After a withdrawal was requested (inside its transaction, the new row included). */
export async function amlOnWithdrawalRequest(tx: Tx, payment: { id: number; playerId: string; amount: bigint }, now = new Date()): Promise<number[]> {
  const settings = await complianceSettings(tx);
  // A withdrawal counts from its request on, unless it was rejected or cancelled.
  const live = [TRANSACTION_STATUSES.pending, TRANSACTION_STATUSES.confirmed];
  const cases: number[] = [];
  const day = await sumSince(tx, payment.playerId, TRANSACTION_TYPES.withdraw, live, new Date(now.getTime() - DAY));
  if (day.total >= settings.amlDayThreshold) {
    cases.push(await openCase(tx, payment.playerId, 'withdrawalThresholdDay', { total: day.total.toString(), threshold: settings.amlDayThreshold.toString(), count: day.count }, payment.id));
  }
  const month = await sumSince(tx, payment.playerId, TRANSACTION_TYPES.withdraw, live, new Date(now.getTime() - 30 * DAY));
  if (month.total >= settings.amlMonthThreshold) {
    cases.push(await openCase(tx, payment.playerId, 'withdrawalThresholdMonth', { total: month.total.toString(), threshold: settings.amlMonthThreshold.toString(), count: month.count }, payment.id));
  }
  if (payment.amount >= settings.littlePlayMinimum) {
    const since = new Date(now.getTime() - LITTLE_PLAY_WINDOW_DAYS * DAY);
    const deposited = await sumSince(tx, payment.playerId, TRANSACTION_TYPES.deposit, [TRANSACTION_STATUSES.confirmed], since);
    if (deposited.total > 0n) {
      const staked = await stakedSince(tx, payment.playerId, since);
      // staked / deposited < percent / 100, in integers.
      if (staked * 100n < deposited.total * BigInt(settings.littlePlayPercent)) {
        cases.push(
          await openCase(tx, payment.playerId, 'withdrawalAfterLittlePlay', { total: payment.amount.toString(), deposited: deposited.total.toString(), staked: staked.toString() }, payment.id),
        );
      }
    }
  }
  // Every open case of the player holds this withdrawal, whichever rule (or earlier deposit) opened it.
  const open = await tx.select({ id: amlCases.id }).from(amlCases).where(and(eq(amlCases.playerId, payment.playerId), eq(amlCases.status, 'open')));
  for (const { id } of open) await tx.insert(amlCasePayments).values({ caseId: id, paymentId: payment.id }).onConflictDoNothing();
  return cases;
}

/** Refuses to pay a withdrawal while its player has an open AML case. */
export async function assertNoOpenCase(tx: Tx, playerId: string): Promise<void> {
  const [open] = await tx.select({ id: amlCases.id }).from(amlCases).where(and(eq(amlCases.playerId, playerId), eq(amlCases.status, 'open'))).limit(1);
  if (open) throw new ApiError(409, 'aml.withdrawal.underReview', { id: open.id });
}
