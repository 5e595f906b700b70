// The interface a payment gateway adapter implements. Our side starts a payment (createPayment gives the
// link of the gateway's hosted page), and the gateway later calls POST /api/payment/webhook/<code>; the
// webhook verifies the call with verifyWebhook over the raw body before parseWebhook reads it. The
// webhook's settlement (server/payments/deposits.ts) is the same for every gateway.
import type { Locale } from '../i18n';

export interface CreatePaymentInput {
  /** Our payment reference: the gateway's order id, echoed in its webhook. */
  reference: string;
  /** Kuruş. */
  amount: bigint;
  currency: 'TRY';
  /** Language of the hosted page. */
  locale: Locale;
  /** What the hosted page says the payment is for. */
  description: string;
  /** Absolute URL of our webhook for this gateway. */
  callbackUrl: string;
  /** Absolute URL the hosted page links back to when done. */
  returnUrl: string;
}

export interface CreatedPayment {
  /** The gateway's own id of the payment. */
  gatewayRef: string;
  /** Absolute http(s) URL of the hosted payment page: what payment/deposit answers. */
  redirectUrl: string;
}

export interface WebhookEvent {
  /** Our reference the payment was created with. */
  reference: string;
  gatewayRef: string;
  outcome: 'approved' | 'declined';
  /** Kuruş, as the gateway charged it. */
  amount: bigint;
  currency: string;
  /** Why a declined payment was declined: a code the adapter maps ('card-declined', ...). */
  declineCode?: string;
  /** Facts worth keeping with the transaction (card brand, last four digits); never a card number. */
  details: Record<string, unknown>;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface GatewayAdapter {
  /** The code in the webhook path and in payment_methods.gateway ('demo'). */
  readonly code: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** True only when the call carries a valid signature of exactly these bytes (compared in constant time). */
  verifyWebhook(rawBody: string, headers: WebhookHeaders): boolean;
  /** Reads a verified body; throws WebhookFormatError when it is not a notification this adapter knows. */
  parseWebhook(rawBody: string): WebhookEvent;
}

export class WebhookFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookFormatError';
  }
}

/** The adapters this server instance offers, by code. */
export interface GatewayRegistry {
  get(code: string): GatewayAdapter | undefined;
  codes(): string[];
}

export function createGatewayRegistry(adapters: GatewayAdapter[]): GatewayRegistry {
  const byCode = new Map(adapters.map((adapter) => [adapter.code, adapter]));
  return {
    get: (code) => byCode.get(code),
    codes: () => [...byCode.keys()],
  };
}
