// Password recovery by an e-mailed code (send, check, set) and the logged-in password change. Recovery
// answers alike whether or not the username exists: a reset code is stored for unknown usernames too
// (and sent to nobody), so every later step meets the same states and counters either way. A new
// password ends sessions: all of them after a reset, the others after a change.
import { isIP } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { loginAttempts, players } from '../db/schema';
import type { MessageKey } from '../i18n';
import { ApiError } from '../lib/api-error';
import type { Messaging } from '../messaging';
import { checkCode, codeSubject, issueCode, withdrawCode } from './codes';
import { closeHubConnections, revokeSessionsReturningIds } from './end-sessions';
import { codeRefusal } from './phone';

export interface PasswordContext {
  db: Db;
  messaging: Messaging;
  hub: Pick<FastifyInstance['hub'], 'revokeSession'>;
  t(key: MessageKey, vars?: Record<string, string | number>): string;
  ip: string | null;
  requestId?: string;
  now?: Date;
}

const resetKey = (username: string) => ({ subject: codeSubject.username(username), purpose: 'reset' as const });

async function activePlayerByUsername(db: Db, username: string) {
  const [player] = await db
    .select({ id: players.id, email: players.email, name: players.name })
    .from(players)
    .where(and(eq(sql`lower(${players.username})`, username.toLowerCase()), eq(players.status, 'active')))
    .limit(1);
  return player;
}

/** Recovery step 1: e-mails a reset code when the username belongs to an active account. */
export async function sendResetCode(ctx: PasswordContext, username: string): Promise<void> {
  const now = ctx.now ?? new Date();
  const player = await activePlayerByUsername(ctx.db, username);
  const key = resetKey(username);
  const issued = await issueCode(ctx.db, { ...key, playerId: player?.id ?? null, target: player?.email ?? '', now });
  if (issued.kind === 'tooSoon') throw new ApiError(429, 'accounts.codeResendTooSoon', { seconds: issued.retryAfterSeconds });
  if (!player) return;
  try {
    await ctx.messaging.send({
      channel: 'email',
      to: player.email,
      subject: ctx.t('accounts.mail.resetSubject'),
      body: ctx.t('accounts.mail.resetBody', { name: player.name, code: issued.code }),
      purpose: 'password-reset',
    });
  } catch {
    await withdrawCode(ctx.db, key, now);
    throw new ApiError(500, 'accounts.sendFailed');
  }
  await audit(ctx.db, {
    actor: { kind: 'player', id: player.id },
    action: 'account.password.reset_requested',
    target: { kind: 'player', id: player.id },
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
}

/** Recovery step 2: whether the code is right, without spending it (wrong tries count all the same). */
export async function checkResetCode(ctx: PasswordContext, username: string, code: string): Promise<void> {
  const outcome = await checkCode(ctx.db, { ...resetKey(username), code, consume: false, now: ctx.now });
  if (outcome.kind !== 'ok') throw codeRefusal(outcome);
}

/**
 * Recovery step 3: spends the code and sets the new password, lifts a login lockout (the e-mailed code
 * proved the owner), ends every session of the player and closes their hub connections.
 */
export async function resetPasswordWithCode(ctx: PasswordContext, username: string, code: string, password: string): Promise<void> {
  const now = ctx.now ?? new Date();
  // Hashed before the transaction, so no row lock waits for argon2.
  const passwordHash = await hashPassword(password);
  const outcome = await ctx.db.transaction(async (tx) => {
    const checked = await checkCode(tx, { ...resetKey(username), code, consume: true, now });
    if (checked.kind !== 'ok') return { checked, sessionIds: [] };
    const [player] = checked.playerId
      ? await tx
          .update(players)
          .set({ passwordHash, lockedUntil: null, failuresResetAt: now })
          .where(and(eq(players.id, checked.playerId), eq(players.status, 'active')))
          .returning({ id: players.id })
      : [];
    if (!player) return { checked: { kind: 'expired' } as const, sessionIds: [] };
    // The e-mailed code proved the owner: counted as a success of this (username, address) pair, so the
    // pair's login delays (server/auth/login-throttle.ts) start afresh.
    await tx.insert(loginAttempts).values({ playerId: player.id, username: username.slice(0, 100), ip: ctx.ip && isIP(ctx.ip) ? ctx.ip : null, succeeded: true, createdAt: now });
    const sessionIds = await revokeSessionsReturningIds(tx, player.id, { now });
    await audit(tx, {
      actor: { kind: 'player', id: player.id },
      action: 'account.password.reset',
      target: { kind: 'player', id: player.id },
      details: { sessionsEnded: sessionIds.length },
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    return { checked, sessionIds };
  });
  if (outcome.checked.kind !== 'ok') throw codeRefusal(outcome.checked);
  await closeHubConnections(ctx.hub, outcome.sessionIds);
}

/**
 * The logged-in change: the current password must be right and the new one different; the player's
 * other sessions end (this one stays, so the player is not logged out by their own change).
 */
export async function changePassword(
  ctx: PasswordContext,
  player: { id: string; sessionId: string },
  oldPassword: string,
  password: string,
): Promise<void> {
  const now = ctx.now ?? new Date();
  const [row] = await ctx.db.select({ passwordHash: players.passwordHash }).from(players).where(eq(players.id, player.id));
  if (!row || !(await verifyPassword(row.passwordHash, oldPassword))) throw new ApiError(400, 'accounts.oldPasswordWrong');
  if (password === oldPassword) throw new ApiError(400, 'accounts.passwordUnchanged');
  const passwordHash = await hashPassword(password);
  const sessionIds = await ctx.db.transaction(async (tx) => {
    await tx.update(players).set({ passwordHash }).where(eq(players.id, player.id));
    const ended = await revokeSessionsReturningIds(tx, player.id, { except: player.sessionId, now });
    await audit(tx, {
      actor: { kind: 'player', id: player.id },
      action: 'account.password.change',
      target: { kind: 'player', id: player.id },
      details: { sessionsEnded: ended.length },
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    return ended;
  });
  await closeHubConnections(ctx.hub, sessionIds);
}
