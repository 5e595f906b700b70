// Compliance operators' side of AML: the case list, one case with the payments it holds, and its
// resolution. `cleared` lets the player's waiting withdrawals be paid; `blocked` rejects the pending
// withdrawals the case holds (their money returns to the player's cash) so the case can be reported.
// Resolution takes the case's row lock: two operators cannot both resolve it.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Db, Queryable } from '../db/client';
import { amlCasePayments, amlCases, type AmlCaseRow, type AmlCaseStatus } from '../db/schema/kyc';
import { operators } from '../db/schema/operators';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, paymentTransactions } from '../db/schema/payments';
import { players } from '../db/schema/players';
import { ApiError } from '../lib/api-error';
import { rejectWithdrawalTx } from '../payments/withdrawals';
import type { PaymentResult } from '../payments/transactions';

export interface CaseView {
  row: AmlCaseRow;
  resolvedBy: string | null;
  player: { id: string; username: string; name: string; surname: string; birthDate: string | null };
  payments: { id: number; type: number; status: number; amount: bigint; createdAt: Date }[];
}

const caseColumns = {
  row: amlCases,
  resolvedBy: operators.username,
  player: { id: players.id, username: players.username, name: players.name, surname: players.surname, birthDate: players.birthDate },
};

async function paymentsOf(q: Queryable, caseIds: number[]) {
  if (caseIds.length === 0) return new Map<number, CaseView['payments']>();
  const rows = await q
    .select({
      caseId: amlCasePayments.caseId,
      id: paymentTransactions.id,
      type: paymentTransactions.type,
      status: paymentTransactions.status,
      amount: paymentTransactions.amount,
      createdAt: paymentTransactions.createdAt,
    })
    .from(amlCasePayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, amlCasePayments.paymentId))
    .where(inArray(amlCasePayments.caseId, caseIds))
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id));
  const byCase = new Map<number, CaseView['payments']>();
  for (const { caseId, ...payment } of rows) byCase.set(caseId, [...(byCase.get(caseId) ?? []), payment]);
  return byCase;
}

export async function listCases(q: Queryable, status: AmlCaseStatus, skip: number, take: number) {
  const [{ total }] = await q.select({ total: count() }).from(amlCases).where(eq(amlCases.status, status));
  const rows = await q
    .select(caseColumns)
    .from(amlCases)
    .innerJoin(players, eq(players.id, amlCases.playerId))
    .leftJoin(operators, eq(operators.id, amlCases.resolvedBy))
    .where(eq(amlCases.status, status))
    .orderBy(asc(amlCases.openedAt), asc(amlCases.id))
    .offset(skip)
    .limit(take);
  const payments = await paymentsOf(q, rows.map((r) => r.row.id));
  return { items: rows.map((r) => ({ ...r, payments: payments.get(r.row.id) ?? [] })) as CaseView[], total };
}

export async function getCase(q: Queryable, id: number): Promise<CaseView> {
  const [row] = await q
    .select(caseColumns)
    .from(amlCases)
    .innerJoin(players, eq(players.id, amlCases.playerId))
    .leftJoin(operators, eq(operators.id, amlCases.resolvedBy))
    .where(eq(amlCases.id, id));
  if (!row) throw new ApiError(404, 'aml.case.notFound', { id });
  const payments = await paymentsOf(q, [id]);
  return { ...row, payments: payments.get(id) ?? [] } as CaseView;
}

export async function resolveCase(
  db: Db,
  id: number,
  resolution: { outcome: 'cleared' | 'blocked'; note: string },
  operatorId: string,
  acting: Acting,
): Promise<{ view: CaseView; rejected: PaymentResult[] }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(amlCases).where(eq(amlCases.id, id)).for('update');
    if (!locked) throw new ApiError(404, 'aml.case.notFound', { id });
    if (locked.status !== 'open') throw new ApiError(409, 'aml.case.alreadyResolved', { id });
    await tx
      .update(amlCases)
      .set({ status: resolution.outcome, resolvedAt: new Date(), resolvedBy: operatorId, resolutionNote: resolution.note })
      .where(eq(amlCases.id, id));
    const rejected: PaymentResult[] = [];
    if (resolution.outcome === 'blocked') {
      const waiting = await tx
        .select({ id: paymentTransactions.id })
        .from(amlCasePayments)
        .innerJoin(paymentTransactions, eq(paymentTransactions.id, amlCasePayments.paymentId))
        .where(
          and(
            eq(amlCasePayments.caseId, id),
            eq(paymentTransactions.type, TRANSACTION_TYPES.withdraw),
            eq(paymentTransactions.status, TRANSACTION_STATUSES.pending),
          ),
        );
      for (const payment of waiting) {
        rejected.push(await rejectWithdrawalTx(tx, payment.id, { operatorId, acting, reason: resolution.note }));
      }
    }
    await audit(tx, {
      ...acting,
      action: `aml.case.${resolution.outcome === 'cleared' ? 'clear' : 'block'}`,
      target: { kind: 'aml-case', id },
      details: { playerId: locked.playerId, rule: locked.rule, note: resolution.note, rejectedWithdrawals: rejected.map((r) => r.transaction.id) },
    });
    return { view: await getCase(tx, id), rejected };
  });
}
