// Our side of the demo gateway: the adapter the payments service and the webhook use. It asks the
// gateway for a hosted page (in production an HTTPS call to the provider's API), verifies the HMAC
// signature of its webhooks and reads their body.
import type { CreatedPayment, CreatePaymentInput, GatewayAdapter, WebhookEvent, WebhookHeaders } from '../types';
import { WebhookFormatError } from '../types';
import { verifyBodySignature } from '../signature';
import type { DemoGateway } from './gateway';

export const DEMO_GATEWAY_CODE = 'demo';
/** Where the hosted page is served, relative to the site's origin. */
export const DEMO_PAGE_PATH = '/gateway/demo/pay';

function header(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function createDemoAdapter(options: { gateway: DemoGateway; secret: string }): GatewayAdapter {
  const { gateway, secret } = options;
  return {
    code: DEMO_GATEWAY_CODE,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const payment = await gateway.open({
        merchantReference: input.reference,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        locale: input.locale,
        callbackUrl: input.callbackUrl,
        returnUrl: input.returnUrl,
      });
      // The page is served by this same site, so it shares the callback's (public) origin.
      return { gatewayRef: payment.id, redirectUrl: new URL(`${DEMO_PAGE_PATH}/${payment.id}`, input.callbackUrl).toString() };
    },

    verifyWebhook(rawBody: string, headers: WebhookHeaders): boolean {
      return verifyBodySignature(secret, rawBody, header(headers, 'x-signature'));
    },

    parseWebhook(rawBody: string): WebhookEvent {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        throw new WebhookFormatError('the body is not JSON');
      }
      const { type, paymentId, reference, amountMinor, currency, card, declineReason } = body;
      if (type !== 'payment.approved' && type !== 'payment.declined') throw new WebhookFormatError(`unknown event type ${String(type)}`);
      if (typeof paymentId !== 'string' || typeof reference !== 'string' || typeof currency !== 'string') {
        throw new WebhookFormatError('paymentId, reference and currency are required');
      }
      if (typeof amountMinor !== 'number' || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
        throw new WebhookFormatError('amountMinor must be a positive whole number');
      }
      const cardFacts = card && typeof card === 'object' ? (card as { brand?: unknown; last4?: unknown }) : undefined;
      return {
        reference,
        gatewayRef: paymentId,
        outcome: type === 'payment.approved' ? 'approved' : 'declined',
        amount: BigInt(amountMinor),
        currency,
        declineCode: typeof declineReason === 'string' ? declineReason : undefined,
        details: {
          ...(cardFacts ? { cardBrand: cardFacts.brand, cardLast4: cardFacts.last4 } : {}),
          ...(typeof body.eventId === 'string' ? { eventId: body.eventId } : {}),
        },
      };
    },
  };
}
