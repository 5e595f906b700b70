// Payment methods as players see them: the enabled methods of a type (whose gateway this instance can
// serve), one method by id, and the list item the dashboard shows.
import { and, asc, eq } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { paymentMethods, type PaymentMethodRow, type TransactionType } from '../db/schema/payments';
import type { Locale } from '../i18n';
import { ApiError } from '../lib/api-error';
import { kurusToTry } from '../lib/money';

export type PaymentMethodItem = components['schemas']['PaymentMethod'];

/** Methods settled by an operator rather than a gateway adapter. */
export const MANUAL_GATEWAY = 'manual';

/** Whether this instance can take payments through the method (its gateway adapter is loaded). */
export function methodAvailable(method: Pick<PaymentMethodRow, 'gateway' | 'enabled'>, gatewayCodes: readonly string[]): boolean {
  return method.enabled && (method.gateway === MANUAL_GATEWAY || gatewayCodes.includes(method.gateway));
}

export function presentMethod(method: PaymentMethodRow, locale: Locale): PaymentMethodItem {
  return {
    id: method.id,
    type: method.type,
    name: method.title[locale],
    displayType: method.kind === 'message' ? 'message' : 'form',
    logoUrl: method.logoUrl,
    minAmount: kurusToTry(method.minAmount),
    maxAmount: kurusToTry(method.maxAmount),
  };
}

export async function listMethods(q: Queryable, type: TransactionType, gatewayCodes: readonly string[]): Promise<PaymentMethodRow[]> {
  const rows = await q
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.type, type), eq(paymentMethods.enabled, true)))
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
  return rows.filter((method) => methodAvailable(method, gatewayCodes));
}

/** An enabled, available method of the given type; 404 for anything else (unknown, disabled, wrong type). */
export async function getMethod(q: Queryable, id: number, type: TransactionType, gatewayCodes: readonly string[]): Promise<PaymentMethodRow> {
  const [method] = await q.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  if (!method || method.type !== type || !methodAvailable(method, gatewayCodes)) throw new ApiError(404, 'payments.methodNotFound');
  return method;
}
