// The player's deposits and withdrawals for the financial activities screen, newest first, filtered by
// type, status and a range of calendar days in the site's time zone (Europe/Istanbul), read from the
// payments area's transactions.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { paymentMethods, paymentTransactions } from '../db/schema/payments';
import type { Locale } from '../i18n/messages';
import { toFinancialActivity, type FinancialActivity } from '../payments/present';

export const SITE_TIME_ZONE = 'Europe/Istanbul';

export interface FinancialActivityFilter {
  skip: number;
  take: number;
  type?: number;
  status?: number;
  /** YYYY-MM-DD, inclusive, in the site's time zone. */
  from?: string;
  to?: string;
}

/** The first instant of a calendar day in the site's time zone. */
function dayStart(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${SITE_TIME_ZONE})`;
}

export async function listFinancialActivities(
  q: Queryable,
  playerId: string,
  locale: Locale,
  filter: FinancialActivityFilter,
): Promise<{ items: FinancialActivity[]; total: number }> {
  const where = and(
    eq(paymentTransactions.playerId, playerId),
    filter.type !== undefined ? eq(paymentTransactions.type, filter.type as 1 | 2) : undefined,
    filter.status !== undefined ? eq(paymentTransactions.status, filter.status as 0) : undefined,
    filter.from !== undefined ? gte(paymentTransactions.createdAt, dayStart(filter.from)) : undefined,
    filter.to !== undefined ? lt(paymentTransactions.createdAt, dayStart(filter.to, 1)) : undefined,
  );
  const rows = await q
    .select({
      id: paymentTransactions.id,
      type: paymentTransactions.type,
      status: paymentTransactions.status,
      amount: paymentTransactions.amount,
      title: paymentMethods.title,
      note: paymentTransactions.note,
      gatewayData: paymentTransactions.gatewayData,
      createdAt: paymentTransactions.createdAt,
      updatedAt: paymentTransactions.updatedAt,
    })
    .from(paymentTransactions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.methodId))
    .where(where)
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
    .offset(filter.skip)
    .limit(filter.take);
  const [{ total }] = await q.select({ total: count() }).from(paymentTransactions).where(where);
  // The same presentation the payment calls answer with (payments/present.ts).
  return { total, items: rows.map((row) => toFinancialActivity(row, row.title, locale)) };
}
