// The built-in support chat (issue 16): a player writes to support from the site, an operator with
// `support:chat` claims the conversation from the queue, answers, hands it to a colleague or closes it.
// One conversation per player is live at a time (open: waiting in the queue; assigned: an operator has
// it); the player's first message opens it. Every operator action is audited in the same transaction as
// the change. After the commit the player and every back office are pushed over the hub (the bus fans
// out across instances); a push only says what changed, and the clients read the messages again, so a
// lost push delays a line and never loses it.
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Db, Queryable } from '../db/client';
import { operators, type OperatorRole } from '../db/schema/operators';
import { players } from '../db/schema/players';
import {
  SUPPORT_MESSAGE_MAX,
  supportConversations,
  supportMessages,
  type SupportAuthorKind,
  type SupportConversationStatus,
} from '../db/schema/support';
import { ApiError } from '../lib/api-error';
import type { MessageKey } from '../i18n/messages';
import type { HubPublisher } from '../realtime';
import { OPS_HUB_AUDIENCE } from '../operators/live';
import { ROLE_PERMISSIONS } from '../operators/permissions';

export { SUPPORT_MESSAGE_MAX } from '../db/schema/support';

/** The hub command of NotifyMessage(command, message) for support chat changes, to players and back offices. */
export const SUPPORT_CHAT_COMMAND = 'SupportChat';
/** `read`: the player read their replies on one device; their other devices take the count again. */
export type SupportChatEvent = 'message' | 'assigned' | 'transferred' | 'closed' | 'read';

export interface SupportChatPush {
  event: SupportChatEvent;
  conversationId: number;
  status: SupportConversationStatus;
}
export interface OpsSupportChatPush extends SupportChatPush {
  /** The operator the conversation is assigned to now (null while it waits or once closed). */
  operatorId: string | null;
  /** Who acted: 'player' or the operator's username. */
  by: string;
}

/** The system lines a conversation gets; stored as their message keys and shown in the reader's language. */
const SYSTEM_LINES = {
  assigned: 'support.system.assigned',
  transferred: 'support.system.transferred',
  closed: 'support.system.closed',
} as const satisfies Record<string, MessageKey>;

// C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional overrides and isolates that
// can make a line read differently from what it says (a "Trojan Source" reordering).
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * The text as it is stored: line breaks unified, unsafe characters removed, more than one empty line in a
 * row collapsed, trimmed. It stays plain text: clients render it as text (never as markup), so angle
 * brackets are kept as the player wrote them. Blank or longer than SUPPORT_MESSAGE_MAX is a client mistake.
 */
export function cleanMessage(text: string): string {
  const cleaned = text
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!cleaned) throw new ApiError(400, 'support.blank');
  if ([...cleaned].length > SUPPORT_MESSAGE_MAX) throw new ApiError(400, 'support.tooLong', { max: SUPPORT_MESSAGE_MAX });
  return cleaned;
}

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

export interface StoredMessage {
  id: number;
  author: SupportAuthorKind;
  /** For a system line, its message key. */
  body: string;
  createdAt: Date;
  operator: string | null;
}

const messageColumns = {
  id: supportMessages.id,
  author: supportMessages.authorKind,
  body: supportMessages.body,
  createdAt: supportMessages.createdAt,
  operator: operators.username,
};

async function messagesOf(q: Queryable, conversationId: number, after = 0): Promise<StoredMessage[]> {
  return q
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(operators, eq(operators.id, supportMessages.operatorId))
    .where(and(eq(supportMessages.conversationId, conversationId), gt(supportMessages.id, after)))
    .orderBy(asc(supportMessages.id));
}

async function addMessage(q: Queryable, conversationId: number, author: SupportAuthorKind, body: string, operatorId: string | null = null) {
  const [row] = await q.insert(supportMessages).values({ conversationId, authorKind: author, body, operatorId }).returning();
  await q.update(supportConversations).set({ lastMessageAt: row.createdAt, updatedAt: new Date() }).where(eq(supportConversations.id, conversationId));
  return row;
}

// ---------------------------------------------------------------------------------------------------
// The player's side

export interface PlayerConversation {
  conversation: ConversationRow;
  messages: StoredMessage[];
  /** Support's replies after the player's read marker: the chat button's badge. */
  unread: number;
}

/**
 * What the player has not read: operators' replies after their read marker. System lines (claimed, handed
 * over, closed) and the player's own lines never count; a badge is for an answer waiting.
 */
export function unreadOf(conversation: ConversationRow, messages: StoredMessage[]): number {
  return messages.filter((message) => message.author === 'operator' && message.id > conversation.playerReadMessageId).length;
}

/** The player's live conversation, else their last closed one; null when they never chatted. */
export async function currentConversation(q: Queryable, playerId: string): Promise<ConversationRow | null> {
  const [row] = await q
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.playerId, playerId))
    // A live one first (false sorts before true), then the newest.
    .orderBy(sql`${supportConversations.status} = 'closed'`, desc(supportConversations.id))
    .limit(1);
  return row ?? null;
}

export async function playerConversation(q: Queryable, playerId: string): Promise<PlayerConversation | null> {
  const conversation = await currentConversation(q, playerId);
  if (!conversation) return null;
  const messages = await messagesOf(q, conversation.id);
  return { conversation, messages, unread: unreadOf(conversation, messages) };
}

/**
 * Moves the player's read marker of their current conversation up to `upTo`: never back (a slow device's
 * older marker loses to a newer one) and never past the conversation's last message (a marker ahead of
 * the lines would hide replies still to come). Answers what stays unread; the player's other devices are
 * told over the hub so their badge follows.
 */
export async function markPlayerRead(db: Db, playerId: string, upTo: number, hub?: HubPublisher): Promise<{ conversationId: number | null; unread: number }> {
  const result = await db.transaction(async (tx) => {
    const current = await currentConversation(tx, playerId);
    if (!current) return null;
    const [row] = await tx
      .update(supportConversations)
      .set({
        playerReadMessageId: sql`greatest(${supportConversations.playerReadMessageId}, least(${upTo}::bigint, coalesce((select max(m.id) from support_messages m where m.conversation_id = ${current.id}), 0)))`,
      })
      .where(eq(supportConversations.id, current.id))
      .returning();
    const messages = await messagesOf(tx, row!.id);
    return { conversation: row!, unread: unreadOf(row!, messages), moved: row!.playerReadMessageId !== current.playerReadMessageId };
  });
  if (!result) return { conversationId: null, unread: 0 };
  const { conversation, unread, moved } = result;
  if (hub && moved) await hub.publishToPlayer(playerId, SUPPORT_CHAT_COMMAND, { event: 'read', conversationId: conversation.id, status: conversation.status } satisfies SupportChatPush);
  return { conversationId: conversation.id, unread };
}

export async function playerMessagesAfter(q: Queryable, playerId: string, after: number) {
  const conversation = await currentConversation(q, playerId);
  return { conversationId: conversation?.id ?? null, messages: conversation ? await messagesOf(q, conversation.id, after) : [] };
}

/**
 * Adds the player's message to their live conversation, opening one in the queue when none is live.
 * The player's row is locked first, so two first messages at once open one conversation, not two.
 */
export async function sendPlayerMessage(db: Db, playerId: string, text: string, hub?: HubPublisher): Promise<PlayerConversation> {
  const body = cleanMessage(text);
  const { conversation, opened } = await db.transaction(async (tx) => {
    await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
    let [live] = await tx
      .select()
      .from(supportConversations)
      .where(and(eq(supportConversations.playerId, playerId), ne(supportConversations.status, 'closed')));
    const opened = !live;
    if (!live) [live] = await tx.insert(supportConversations).values({ playerId, status: 'open' }).returning();
    await addMessage(tx, live.id, 'player', body);
    return { conversation: live, opened };
  });
  if (hub) await pushOps(hub, { event: 'message', conversationId: conversation.id, status: conversation.status, operatorId: conversation.operatorId, by: opened ? 'player:new' : 'player' });
  const messages = await messagesOf(db, conversation.id);
  return { conversation, messages, unread: unreadOf(conversation, messages) };
}

// ---------------------------------------------------------------------------------------------------
// The operators' side

export type QueueView = 'open' | 'mine' | 'assigned' | 'closed';

export interface ConversationSummary {
  conversation: ConversationRow;
  player: { id: string; username: string; usercode: string };
  operator: { id: string; username: string; role: OperatorRole } | null;
  lastMessage: string | null;
  lastAuthor: SupportAuthorKind | null;
}

const CLOSED_LIST_LIMIT = 100;
const PREVIEW_LENGTH = 120;

async function summaries(q: Queryable, where: ReturnType<typeof and>, order: 'waiting' | 'newest', limit?: number): Promise<ConversationSummary[]> {
  const query = q
    .select({
      conversation: supportConversations,
      player: { id: players.id, username: players.username, usercode: players.usercode },
      operatorId: operators.id,
      operatorName: operators.username,
      operatorRole: operators.role,
      lastMessage: sql<string | null>`(select m.body from support_messages m where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1)`,
      lastAuthor: sql<SupportAuthorKind | null>`(select m.author_kind from support_messages m where m.conversation_id = ${supportConversations.id} order by m.id desc limit 1)`,
    })
    .from(supportConversations)
    .innerJoin(players, eq(players.id, supportConversations.playerId))
    .leftJoin(operators, eq(operators.id, supportConversations.operatorId))
    .where(where)
    .orderBy(order === 'waiting' ? asc(supportConversations.lastMessageAt) : desc(supportConversations.updatedAt), asc(supportConversations.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((row) => ({
    conversation: row.conversation,
    player: { id: row.player.id, username: row.player.username, usercode: row.player.usercode ?? '' },
    operator: row.operatorId ? { id: row.operatorId, username: row.operatorName!, role: row.operatorRole! } : null,
    lastMessage: row.lastMessage === null ? null : row.lastMessage.slice(0, PREVIEW_LENGTH),
    lastAuthor: row.lastAuthor,
  }));
}

export async function listConversations(q: Queryable, view: QueueView, operatorId: string): Promise<ConversationSummary[]> {
  switch (view) {
    case 'open':
      return summaries(q, and(eq(supportConversations.status, 'open')), 'waiting');
    case 'mine':
      return summaries(q, and(eq(supportConversations.status, 'assigned'), eq(supportConversations.operatorId, operatorId)), 'waiting');
    case 'assigned':
      return summaries(q, and(eq(supportConversations.status, 'assigned')), 'waiting');
    case 'closed':
      return summaries(q, and(eq(supportConversations.status, 'closed')), 'newest', CLOSED_LIST_LIMIT);
  }
}

export interface OpsConversation extends ConversationSummary {
  messages: StoredMessage[];
}

export async function opsConversation(q: Queryable, id: number): Promise<OpsConversation> {
  const [summary] = await summaries(q, and(eq(supportConversations.id, id)), 'waiting');
  if (!summary) throw new ApiError(404, 'support.notFound');
  return { ...summary, messages: await messagesOf(q, id) };
}

export interface ActingOperator {
  id: string;
  username: string;
  acting: Acting;
}

async function lockConversation(tx: Queryable, id: number): Promise<ConversationRow> {
  const [row] = await tx.select().from(supportConversations).where(eq(supportConversations.id, id)).for('update');
  if (!row) throw new ApiError(404, 'support.notFound');
  return row;
}

async function operatorName(q: Queryable, id: string | null): Promise<string> {
  if (!id) return '';
  const [row] = await q.select({ username: operators.username }).from(operators).where(eq(operators.id, id));
  return row?.username ?? '';
}

function requireAssignedTo(row: ConversationRow, operatorId: string): void {
  if (row.status === 'closed') throw new ApiError(409, 'support.closed');
  if (row.status !== 'assigned' || row.operatorId !== operatorId) throw new ApiError(409, 'support.notYours');
}

/** Roles whose operators may chat, read from the permissions table the server enforces. */
export function chattingRoles(): OperatorRole[] {
  return (Object.entries(ROLE_PERMISSIONS) as [OperatorRole, readonly string[]][]).filter(([, permissions]) => permissions.includes('support:chat')).map(([role]) => role);
}

export async function listColleagues(q: Queryable, operatorId: string) {
  return q
    .select({ id: operators.id, username: operators.username, role: operators.role })
    .from(operators)
    .where(and(eq(operators.enabled, true), sql`${operators.removedAt} is null`, inArray(operators.role, chattingRoles()), ne(operators.id, operatorId)))
    .orderBy(asc(operators.username));
}

async function afterChange(hub: HubPublisher | undefined, row: ConversationRow, event: SupportChatEvent, by: string): Promise<void> {
  if (!hub) return;
  await Promise.all([
    hub.publishToPlayer(row.playerId, SUPPORT_CHAT_COMMAND, { event, conversationId: row.id, status: row.status } satisfies SupportChatPush),
    pushOps(hub, { event, conversationId: row.id, status: row.status, operatorId: row.operatorId, by }),
  ]);
}

function pushOps(hub: HubPublisher, message: OpsSupportChatPush): Promise<boolean> {
  return hub.publishToPlayer(OPS_HUB_AUDIENCE, SUPPORT_CHAT_COMMAND, message);
}

/** Takes a waiting conversation; a second operator racing for it finds it assigned and is refused. */
export async function claimConversation(db: Db, id: number, operator: ActingOperator, hub?: HubPublisher): Promise<OpsConversation> {
  const row = await db.transaction(async (tx) => {
    const locked = await lockConversation(tx, id);
    if (locked.status === 'closed') throw new ApiError(409, 'support.closed');
    if (locked.status === 'assigned') {
      if (locked.operatorId === operator.id) throw new ApiError(409, 'support.colleagueSelf');
      throw new ApiError(409, 'support.alreadyClaimed', { operator: await operatorName(tx, locked.operatorId) });
    }
    const [updated] = await tx
      .update(supportConversations)
      .set({ status: 'assigned', operatorId: operator.id, updatedAt: new Date() })
      .where(eq(supportConversations.id, id))
      .returning();
    await addMessage(tx, id, 'system', SYSTEM_LINES.assigned);
    await audit(tx, { ...operator.acting, action: 'support.claim', target: { kind: 'support_conversation', id }, details: { playerId: locked.playerId, before: { status: locked.status, operatorId: null }, after: { status: 'assigned', operatorId: operator.id } } });
    return updated;
  });
  await afterChange(hub, row, 'assigned', operator.username);
  return opsConversation(db, id);
}

/** The assigned operator's answer. */
export async function replyToConversation(db: Db, id: number, text: string, operator: ActingOperator, hub?: HubPublisher): Promise<OpsConversation> {
  const body = cleanMessage(text);
  const row = await db.transaction(async (tx) => {
    const locked = await lockConversation(tx, id);
    requireAssignedTo(locked, operator.id);
    const message = await addMessage(tx, id, 'operator', body, operator.id);
    await audit(tx, { ...operator.acting, action: 'support.reply', target: { kind: 'support_conversation', id }, details: { playerId: locked.playerId, messageId: message.id, length: [...body].length } });
    return locked;
  });
  await afterChange(hub, row, 'message', operator.username);
  return opsConversation(db, id);
}

/** Hands the caller's conversation to an enabled colleague who may chat. */
export async function transferConversation(db: Db, id: number, colleagueId: string, operator: ActingOperator, hub?: HubPublisher): Promise<{ conversation: OpsConversation; colleague: string }> {
  if (colleagueId === operator.id) throw new ApiError(400, 'support.colleagueSelf');
  const { row, colleague } = await db.transaction(async (tx) => {
    const locked = await lockConversation(tx, id);
    requireAssignedTo(locked, operator.id);
    const [colleague] = await tx
      .select({ id: operators.id, username: operators.username })
      .from(operators)
      .where(and(eq(operators.id, colleagueId), eq(operators.enabled, true), sql`${operators.removedAt} is null`, inArray(operators.role, chattingRoles())));
    if (!colleague) throw new ApiError(400, 'support.colleagueUnknown');
    const [updated] = await tx.update(supportConversations).set({ operatorId: colleague.id, updatedAt: new Date() }).where(eq(supportConversations.id, id)).returning();
    await addMessage(tx, id, 'system', SYSTEM_LINES.transferred);
    await audit(tx, { ...operator.acting, action: 'support.transfer', target: { kind: 'support_conversation', id }, details: { playerId: locked.playerId, before: { operatorId: operator.id }, after: { operatorId: colleague.id } } });
    return { row: updated, colleague };
  });
  await afterChange(hub, row, 'transferred', operator.username);
  return { conversation: await opsConversation(db, id), colleague: colleague.username };
}

/** Closes a conversation: the assigned operator's, or one still waiting in the queue (spam, a duplicate). */
export async function closeConversation(db: Db, id: number, operator: ActingOperator, hub?: HubPublisher): Promise<OpsConversation> {
  const row = await db.transaction(async (tx) => {
    const locked = await lockConversation(tx, id);
    if (locked.status === 'closed') throw new ApiError(409, 'support.closed');
    if (locked.status === 'assigned' && locked.operatorId !== operator.id) throw new ApiError(409, 'support.notYours');
    const now = new Date();
    const [updated] = await tx.update(supportConversations).set({ status: 'closed', closedAt: now, updatedAt: now }).where(eq(supportConversations.id, id)).returning();
    await addMessage(tx, id, 'system', SYSTEM_LINES.closed);
    await audit(tx, { ...operator.acting, action: 'support.close', target: { kind: 'support_conversation', id }, details: { playerId: locked.playerId, before: { status: locked.status, operatorId: locked.operatorId }, after: { status: 'closed' } } });
    return updated;
  });
  await afterChange(hub, row, 'closed', operator.username);
  return opsConversation(db, id);
}
