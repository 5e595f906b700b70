// The demo payment gateway itself (its "server side"): it records the payments merchants ask it to take,
// serves their hosted page's state, takes a test card once, and owes the merchant a signed webhook about
// the outcome, redelivered until the merchant acknowledged it. In production this part lives at the
// payment provider; it ships here so deposits work end to end with no third party.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoGatewayPayments, type DemoGatewayPaymentRow } from '../../db/schema/payments';
import { signBody } from '../signature';
import { checkCard, decide, type CardField, type CardForm } from './cards';

/** A hosted page can be paid this long after the merchant created it. */
export const DEMO_PAYMENT_TTL_MS = 30 * 60 * 1000;

export interface DeliveryResult {
  ok: boolean;
  status?: number;
  error?: string;
}

/** Sends a signed webhook body to the merchant's callback URL. */
export type WebhookDelivery = (callbackUrl: string, body: string, signature: string) => Promise<DeliveryResult>;

export interface OpenPaymentInput {
  merchantReference: string;
  amount: bigint;
  currency: string;
  description: string;
  locale: string;
  callbackUrl: string;
  returnUrl: string;
}

export type SubmitResult =
  | { kind: 'invalid'; payment: DemoGatewayPaymentRow; errors: CardField[] }
  | { kind: 'expired'; payment: DemoGatewayPaymentRow }
  | { kind: 'done'; payment: DemoGatewayPaymentRow };

export interface DemoGateway {
  open(input: OpenPaymentInput): Promise<DemoGatewayPaymentRow>;
  find(id: string): Promise<DemoGatewayPaymentRow | null>;
  /** Takes the card once; a second submit (another tab, a double click) finds the first outcome. */
  submit(id: string, form: CardForm, now?: Date): Promise<SubmitResult | null>;
  /** Sends the outcome's webhook unless the merchant already acknowledged it. */
  deliver(id: string): Promise<DemoGatewayPaymentRow | null>;
}

export interface DemoGatewayOptions {
  db: Db;
  /** The webhook secret shared with the merchant side (GATEWAY_DEMO_SECRET or a shared server secret). */
  secret: string;
  send: WebhookDelivery;
}

export function isExpired(payment: Pick<DemoGatewayPaymentRow, 'expiresAt' | 'status'>, now: Date = new Date()): boolean {
  return payment.status === 'open' && payment.expiresAt.getTime() <= now.getTime();
}

export function createDemoGateway({ db, secret, send }: DemoGatewayOptions): DemoGateway {
  const find = async (id: string) => {
    const [row] = await db.select().from(demoGatewayPayments).where(eq(demoGatewayPayments.id, id));
    return row ?? null;
  };

  const deliver = async (id: string): Promise<DemoGatewayPaymentRow | null> => {
    const payment = await find(id);
    if (!payment || !payment.eventBody || payment.deliveredAt) return payment;
    let result: DeliveryResult;
    try {
      result = await send(payment.callbackUrl, payment.eventBody, signBody(secret, payment.eventBody));
    } catch (error) {
      result = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    const [updated] = await db
      .update(demoGatewayPayments)
      .set({
        deliveryAttempts: sql`${demoGatewayPayments.deliveryAttempts} + 1`,
        deliveredAt: result.ok ? sql`coalesce(${demoGatewayPayments.deliveredAt}, now())` : undefined,
        lastDeliveryError: result.ok ? null : (result.error ?? `merchant answered ${result.status ?? 'nothing'}`),
      })
      .where(eq(demoGatewayPayments.id, id))
      .returning();
    return updated ?? payment;
  };

  return {
    async open(input) {
      const now = new Date();
      // A merchant asking again for the same order (its retry after losing our answer) gets the same page,
      // as gateways treat the merchant's order id.
      const [earlier] = await db.select().from(demoGatewayPayments).where(eq(demoGatewayPayments.merchantReference, input.merchantReference));
      if (earlier && earlier.amount === input.amount && !isExpired(earlier, now)) return earlier;
      const [row] = await db
        .insert(demoGatewayPayments)
        .values({
          id: randomBytes(18).toString('base64url'),
          merchantReference: input.merchantReference,
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          locale: input.locale,
          callbackUrl: input.callbackUrl,
          returnUrl: input.returnUrl,
          createdAt: now,
          expiresAt: new Date(now.getTime() + DEMO_PAYMENT_TTL_MS),
        })
        .returning();
      return row;
    },

    find,

    async submit(id, form, now = new Date()) {
      const payment = await find(id);
      if (!payment) return null;
      if (payment.status !== 'open') return { kind: 'done', payment: (await deliver(id)) ?? payment };
      if (isExpired(payment, now)) return { kind: 'expired', payment };
      const { errors, card } = checkCard(form, now);
      if (!card) return { kind: 'invalid', payment, errors };

      const decision = decide(card.number);
      const event = {
        eventId: randomUUID(),
        type: decision.outcome === 'approved' ? 'payment.approved' : 'payment.declined',
        paymentId: payment.id,
        reference: payment.merchantReference,
        amountMinor: Number(payment.amount),
        currency: payment.currency,
        card: { brand: card.brand, last4: card.last4 },
        ...(decision.declineCode ? { declineReason: decision.declineCode } : {}),
        occurredAt: now.toISOString(),
      };
      // Only the submit that moves the payment out of 'open' decides it; a racing one reads that outcome.
      const [claimed] = await db
        .update(demoGatewayPayments)
        .set({
          status: decision.outcome,
          cardBrand: card.brand,
          cardLast4: card.last4,
          declineReason: decision.declineCode ?? null,
          eventBody: JSON.stringify(event),
          completedAt: now,
        })
        .where(and(eq(demoGatewayPayments.id, id), eq(demoGatewayPayments.status, 'open')))
        .returning();
      if (!claimed) return { kind: 'done', payment: (await deliver(id)) ?? payment };
      return { kind: 'done', payment: (await deliver(id)) ?? claimed };
    },

    deliver,
  };
}
