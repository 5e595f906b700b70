// Handlers of the built-in support chat (issue 16): the player's conversation, their messages (rate
// limited per player) and the operators' queue, claim, reply, transfer and close (x-permission
// support:chat, checked by the contract router). System lines are stored as message keys and written
// out here in the request's language.
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import { translate, type Locale, type MessageKey } from '../i18n';
import { ok } from '../lib/envelope';
import { enforceRateLimits, rateRules } from '../lib/rate-limit';
import {
  claimConversation,
  closeConversation,
  listColleagues,
  listConversations,
  markPlayerRead,
  opsConversation,
  playerConversation,
  playerMessagesAfter,
  replyToConversation,
  sendPlayerMessage,
  transferConversation,
  type ActingOperator,
  type ConversationSummary,
  type OpsConversation,
  type PlayerConversation,
  type StoredMessage,
} from '../support/chat';
import { operatorActing, requireOperator } from './operators';

function text(message: StoredMessage, locale: Locale): string {
  return message.author === 'system' ? translate(locale, message.body as MessageKey) : message.body;
}

function playerMessage(message: StoredMessage, locale: Locale) {
  // The player sees "support", never which operator: staff names stay inside.
  return { id: message.id, author: message.author, body: text(message, locale), createdAt: message.createdAt.toISOString() };
}

function forPlayer(found: PlayerConversation | null, locale: Locale) {
  if (!found) return null;
  const { conversation, messages } = found;
  return {
    id: conversation.id,
    status: conversation.status,
    createdAt: conversation.createdAt.toISOString(),
    closedAt: conversation.closedAt?.toISOString() ?? null,
    messages: messages.map((message) => playerMessage(message, locale)),
    unread: found.unread,
  };
}

function summary(found: ConversationSummary, locale: Locale) {
  const { conversation } = found;
  return {
    id: conversation.id,
    status: conversation.status,
    player: found.player,
    operator: found.operator,
    createdAt: conversation.createdAt.toISOString(),
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    closedAt: conversation.closedAt?.toISOString() ?? null,
    lastMessage: found.lastMessage === null ? null : found.lastAuthor === 'system' ? translate(locale, found.lastMessage as MessageKey) : found.lastMessage,
  };
}

function forOperator(found: OpsConversation, locale: Locale) {
  return {
    ...summary(found, locale),
    messages: found.messages.map((message) => ({ ...playerMessage(message, locale), operator: message.operator })),
  };
}

function actingOperator(ctx: HandlerContext<OperationId>): ActingOperator {
  const operator = requireOperator(ctx);
  return { id: operator.id, username: operator.username, acting: operatorActing(ctx, operator) };
}

const getSupportConversation: Handler<'getSupportConversation'> = async (ctx) => {
  const player = ctx.requirePlayer();
  return ok(forPlayer(await playerConversation(ctx.db, player.id), ctx.locale));
};

const listSupportMessages: Handler<'listSupportMessages'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const { conversationId, messages } = await playerMessagesAfter(ctx.db, player.id, ctx.query.after ?? 0);
  return ok({ conversationId, items: messages.map((message) => playerMessage(message, ctx.locale)) });
};

const sendSupportMessage: Handler<'sendSupportMessage'> = async (ctx) => {
  const player = ctx.requirePlayer();
  await enforceRateLimits(ctx.request.server.rateLimiter, [[rateRules.supportMessagePerPlayer, player.id]], { reply: ctx.reply });
  const found = await sendPlayerMessage(ctx.db, player.id, ctx.body.body, ctx.request.server.hub);
  return ok(forPlayer(found, ctx.locale), ctx.t('support.sent'));
};

const markSupportChatRead: Handler<'markSupportChatRead'> = async (ctx) => {
  const player = ctx.requirePlayer();
  return ok(await markPlayerRead(ctx.db, player.id, ctx.body.upTo, ctx.request.server.hub));
};

const opsListSupportConversations: Handler<'opsListSupportConversations'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const items = await listConversations(ctx.db, ctx.query.view ?? 'open', operator.id);
  return ok({ items: items.map((item) => summary(item, ctx.locale)) }, ctx.t('support.list'));
};

const opsGetSupportConversation: Handler<'opsGetSupportConversation'> = async (ctx) => {
  requireOperator(ctx);
  return ok(forOperator(await opsConversation(ctx.db, ctx.params.id), ctx.locale), ctx.t('support.conversation'));
};

const opsClaimSupportConversation: Handler<'opsClaimSupportConversation'> = async (ctx) => {
  const found = await claimConversation(ctx.db, ctx.params.id, actingOperator(ctx), ctx.request.server.hub);
  return ok(forOperator(found, ctx.locale), ctx.t('support.claimed'));
};

const opsReplySupportConversation: Handler<'opsReplySupportConversation'> = async (ctx) => {
  const found = await replyToConversation(ctx.db, ctx.params.id, ctx.body.body, actingOperator(ctx), ctx.request.server.hub);
  return ok(forOperator(found, ctx.locale), ctx.t('support.replied'));
};

const opsTransferSupportConversation: Handler<'opsTransferSupportConversation'> = async (ctx) => {
  const { conversation, colleague } = await transferConversation(ctx.db, ctx.params.id, ctx.body.operatorId, actingOperator(ctx), ctx.request.server.hub);
  return ok(forOperator(conversation, ctx.locale), ctx.t('support.transferred', { operator: colleague }));
};

const opsCloseSupportConversation: Handler<'opsCloseSupportConversation'> = async (ctx) => {
  const found = await closeConversation(ctx.db, ctx.params.id, actingOperator(ctx), ctx.request.server.hub);
  return ok(forOperator(found, ctx.locale), ctx.t('support.closedDone'));
};

const opsListSupportOperators: Handler<'opsListSupportOperators'> = async (ctx) => {
  const operator = requireOperator(ctx);
  return ok({ items: await listColleagues(ctx.db, operator.id) });
};

export const supportHandlers = {
  getSupportConversation,
  listSupportMessages,
  sendSupportMessage,
  markSupportChatRead,
  opsListSupportConversations,
  opsGetSupportConversation,
  opsClaimSupportConversation,
  opsReplySupportConversation,
  opsTransferSupportConversation,
  opsCloseSupportConversation,
  opsListSupportOperators,
} satisfies HandlerMap;
