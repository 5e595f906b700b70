// Handlers of the payment calls: the dashboard's method lists, the dynamic deposit and withdraw forms and
// their submissions, the player's cancellation of a pending withdrawal, and gateway webhooks.
import { eq } from 'drizzle-orm';
import type { Acting } from '../audit';
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import { paymentMethods, TRANSACTION_TYPES, type PaymentTransactionRow } from '../db/schema/payments';
import { WebhookFormatError } from '../gateways/types';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { rateRules } from '../lib/rate-limit';
import type { MessageKey } from '../i18n';
import {
  applyGatewayEvent,
  cancelCardDeposit,
  cancelWithdrawal as cancelPlayerWithdrawal,
  getMethod,
  listMethods,
  presentFields,
  presentMethod,
  requestWithdrawal,
  startDeposit,
  toFinancialActivity,
  validateDetail,
  type PaymentResult,
} from '../payments';
import { publicOrigin } from '../lib/public-origin';
import { publishWalletChange } from '../realtime';

function playerActing(ctx: HandlerContext<OperationId>, playerId: string): Acting {
  return { actor: { kind: 'player', id: playerId }, ip: ctx.client.ip, requestId: ctx.request.id };
}

/** The client's Idempotency-Key header (the contract checked its shape). */
function idempotencyKey(ctx: HandlerContext<OperationId>): string | null {
  const value = ctx.request.headers['idempotency-key'];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Pushes the new balance and notifications once the change is committed. */
async function publish(ctx: HandlerContext<OperationId>, result: PaymentResult): Promise<void> {
  if (result.change) await publishWalletChange(ctx.request.server.hub, ctx.db, result.change);
}

async function activity(ctx: HandlerContext<OperationId>, row: PaymentTransactionRow) {
  const [method] = await ctx.db.select({ title: paymentMethods.title }).from(paymentMethods).where(eq(paymentMethods.id, row.methodId));
  return toFinancialActivity(row, method.title, ctx.locale);
}

const listPaymentMethods: Handler<'listPaymentMethods'> = async (ctx) => {
  ctx.requirePlayer();
  const methods = await listMethods(ctx.db, ctx.body.type, ctx.request.server.gateways.codes());
  return ok(methods.map((method) => presentMethod(method, ctx.locale)));
};

const getPaymentDetail: Handler<'getPaymentDetail'> = async (ctx) => {
  ctx.requirePlayer();
  const method = await getMethod(ctx.db, ctx.body.id, ctx.body.type, ctx.request.server.gateways.codes());
  return ok(presentFields(method, ctx.locale));
};

const deposit: Handler<'deposit'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const method = await getMethod(ctx.db, ctx.body.id, TRANSACTION_TYPES.deposit, ctx.request.server.gateways.codes());
  const { values, amount } = validateDetail(method, ctx.body.detail, ctx.locale);
  const started = await startDeposit(ctx.db, {
    playerId: player.id,
    method,
    values,
    amount,
    clientKey: idempotencyKey(ctx),
    locale: ctx.locale,
    // Only a hosted-page deposit hands links out; a bank transfer is taken whatever the Host.
    origin: method.kind === 'hosted-page' ? publicOrigin(ctx.config, ctx.request) : undefined,
    gateways: ctx.request.server.gateways,
    acting: playerActing(ctx, player.id),
  });
  await publish(ctx, started);
  return ok(started.data, ctx.t(started.message));
};

const withdraw: Handler<'withdraw'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const method = await getMethod(ctx.db, ctx.body.id, TRANSACTION_TYPES.withdraw, ctx.request.server.gateways.codes());
  const { values, amount } = validateDetail(method, ctx.body.detail, ctx.locale);
  const result = await requestWithdrawal(ctx.db, {
    playerId: player.id,
    method,
    values,
    amount,
    clientKey: idempotencyKey(ctx),
    acting: playerActing(ctx, player.id),
  });
  await publish(ctx, result);
  return ok(await activity(ctx, result.transaction), ctx.t('payments.withdraw.requested'));
};

const cancelWithdrawal: Handler<'cancelWithdrawal'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const result = await cancelPlayerWithdrawal(ctx.db, ctx.body.id, { playerId: player.id, acting: playerActing(ctx, player.id) });
  await publish(ctx, result);
  return ok(await activity(ctx, result.transaction), ctx.t('payments.withdraw.cancelled'));
};

const cancelDeposit: Handler<'cancelDeposit'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const result = await cancelCardDeposit(ctx.db, ctx.body.id, { playerId: player.id, acting: playerActing(ctx, player.id) });
  return ok(await activity(ctx, result.transaction), ctx.t('payments.deposit.cancelled'));
};

const paymentWebhook: Handler<'paymentWebhook'> = async (ctx) => {
  const code = ctx.params.gateway;
  const { rateLimiter, metrics, gateways } = ctx.request.server;
  const adapter = gateways.get(code);
  // Refusals are counted (app.metrics) and limited per address, never written one row each: an unsigned
  // request costs the sender as much as it costs us. Gateways sign every call and never get here.
  const refusals = rateRules.webhookRefusalsPerIp;
  const standing = await rateLimiter.peek(refusals, ctx.client.ip);
  if (!standing.allowed) {
    metrics.increment('payment.webhook.refused', { gateway: adapter ? code : 'unknown', reason: 'rate-limited' });
    ctx.reply.header('retry-after', String(standing.retryAfterSeconds));
    throw new ApiError(429, 'payments.webhook.rateLimited');
  }
  const refuse = async (reason: string, status: number, key: MessageKey) => {
    metrics.increment('payment.webhook.refused', { gateway: adapter ? code : 'unknown', reason });
    ctx.log.info({ gateway: code, reason, bytes: (ctx.request.rawBody ?? '').length }, 'payment webhook refused');
    await rateLimiter.hit(refusals, ctx.client.ip);
    return new ApiError(status, key);
  };
  if (!adapter) throw await refuse('unknown-gateway', 404, 'payments.webhook.unknownGateway');
  const raw = ctx.request.rawBody ?? '';
  if (!adapter.verifyWebhook(raw, ctx.request.headers)) throw await refuse('signature', 403, 'payments.webhook.signature');
  let event;
  try {
    event = adapter.parseWebhook(raw);
  } catch (error) {
    if (error instanceof WebhookFormatError) throw new ApiError(400, 'errors.badRequest');
    throw error;
  }
  const result = await applyGatewayEvent(ctx.db, code, event);
  await publish(ctx, result);
  return ok({ reference: result.transaction.reference, status: result.transaction.status }, ctx.t('payments.webhook.applied'));
};

export const paymentsHandlers = {
  listPaymentMethods,
  getPaymentDetail,
  deposit,
  withdraw,
  cancelWithdrawal,
  cancelDeposit,
  paymentWebhook,
} satisfies HandlerMap;
