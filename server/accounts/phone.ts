// Phone verification (customer/updatephone): step 1 sends a code by SMS to the phone the player gives
// (a number no other player has); step 2 checks it and only then stores that phone as the player's,
// verified. Until step 2 succeeds the account keeps its current phone and verification state, so a
// typo in step 1 cannot take a verified number away.
import { eq } from 'drizzle-orm';
import { audit } from '../audit';
import type { Db } from '../db/client';
import { players } from '../db/schema';
import type { MessageKey } from '../i18n';
import { ApiError } from '../lib/api-error';
import type { Messaging } from '../messaging';
import { checkCode, codeSubject, issueCode, resendAfterSeconds, withdrawCode, type CheckOutcome } from './codes';
import { lockPhone, phoneTaken } from './registration';

export interface PhoneContext {
  db: Db;
  messaging: Messaging;
  playerId: string;
  t(key: MessageKey, vars?: Record<string, string | number>): string;
  ip: string | null;
  requestId?: string;
  now?: Date;
}

export interface PhoneStatus {
  phone: string;
  smsVerified: boolean;
  resendAfterSeconds: number;
}

/** The ApiError a failed code check answers (shared by phone verification and password recovery). */
export function codeRefusal(outcome: Exclude<CheckOutcome, { kind: 'ok' }>): ApiError {
  switch (outcome.kind) {
    case 'wrong':
      return new ApiError(400, 'accounts.codeWrong', { attempts: outcome.attemptsLeft });
    case 'voided':
      return new ApiError(400, 'accounts.codeVoided');
    case 'expired':
      return new ApiError(400, 'accounts.codeExpired');
    case 'used':
      return new ApiError(400, 'accounts.codeUsed');
    case 'missing':
      return new ApiError(400, 'accounts.codeMissing');
    case 'otherTarget':
      return new ApiError(400, 'accounts.codeOtherPhone');
  }
}

async function loadPlayer(db: Db, playerId: string) {
  const [player] = await db
    .select({ id: players.id, phone: players.phone, smsVerified: players.smsVerified })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw new ApiError(401, 'errors.unauthorized');
  return player;
}

/** Step 1: sends a code to `phone` (60 s after the last at the earliest). */
export async function sendPhoneCode(ctx: PhoneContext, phone: string): Promise<PhoneStatus> {
  const now = ctx.now ?? new Date();
  const player = await loadPlayer(ctx.db, ctx.playerId);
  if (player.phone === phone && player.smsVerified) throw new ApiError(400, 'accounts.phoneAlreadyVerified');
  if (await phoneTaken(ctx.db, phone, player.id)) throw new ApiError(400, 'accounts.phoneTaken');

  const key = { subject: codeSubject.player(player.id), purpose: 'phone' as const };
  const issued = await issueCode(ctx.db, { ...key, playerId: player.id, target: phone, now });
  if (issued.kind === 'tooSoon') throw new ApiError(429, 'accounts.codeResendTooSoon', { seconds: issued.retryAfterSeconds });
  try {
    await ctx.messaging.send({
      channel: 'sms',
      to: phone,
      body: ctx.t('accounts.sms.phoneCode', { code: issued.code }),
      purpose: 'phone-verification',
    });
  } catch {
    // Undelivered: the player may ask again at once instead of waiting out the 60 s.
    await withdrawCode(ctx.db, key, now);
    throw new ApiError(500, 'accounts.sendFailed');
  }
  await audit(ctx.db, {
    actor: { kind: 'player', id: player.id },
    action: 'account.phone.code_sent',
    target: { kind: 'player', id: player.id },
    details: { phone },
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
  return { phone, smsVerified: false, resendAfterSeconds: issued.resendAfterSeconds };
}

/** Step 2: checks the code sent to `phone`; when right, the phone becomes the player's, verified. */
export async function verifyPhone(ctx: PhoneContext, phone: string, code: string): Promise<PhoneStatus> {
  const now = ctx.now ?? new Date();
  const key = { subject: codeSubject.player(ctx.playerId), purpose: 'phone' as const };
  // The outcome leaves the transaction as a value: throwing inside would roll back the wrong-try count.
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    if (await phoneTaken(tx, phone, ctx.playerId)) return { kind: 'taken' } as const;
    const checked = await checkCode(tx, { ...key, code, consume: true, target: phone, now });
    if (checked.kind !== 'ok') return checked;
    const [before] = await tx.select({ phone: players.phone }).from(players).where(eq(players.id, ctx.playerId)).for('update');
    await tx.update(players).set({ phone, smsVerified: true }).where(eq(players.id, ctx.playerId));
    await audit(tx, {
      actor: { kind: 'player', id: ctx.playerId },
      action: 'account.phone.verify',
      target: { kind: 'player', id: ctx.playerId },
      details: { from: before?.phone ?? null, to: phone },
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    return checked;
  });
  if (outcome.kind === 'taken') throw new ApiError(400, 'accounts.phoneTaken');
  if (outcome.kind !== 'ok') throw codeRefusal(outcome);
  return { phone, smsVerified: true, resendAfterSeconds: await resendAfterSeconds(ctx.db, key, now) };
}
