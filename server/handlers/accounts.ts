// Handlers of the accounts area: sign-up, phone verification, password recovery and change, and the
// trial-bonus claim. Each applies its rate limits (per account and per address) before any work; the
// rules themselves live in server/accounts/.
import { codeSubject, resendAfterSeconds, type CodeSubject } from '../accounts/codes';
import { verifyPhone, sendPhoneCode, type PhoneContext } from '../accounts/phone';
import { changePassword as changePlayerPassword, checkResetCode as checkPlayerResetCode, resetPasswordWithCode, sendResetCode, type PasswordContext } from '../accounts/passwords';
import { registerPlayer } from '../accounts/registration';
import { sessionData } from '../accounts/session-data';
import { claimTrialBonus } from '../accounts/trial-bonus';
import { createSession, sessionExpiry } from '../auth/sessions';
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { formatTry } from '../lib/money';
import { enforceRateLimits, rateRules, type RateCheck } from '../lib/rate-limit';
import { publishWalletChange } from '../realtime/publish';

function limit<Id extends OperationId>(ctx: HandlerContext<Id>, checks: RateCheck[]): Promise<void> {
  return enforceRateLimits(ctx.request.server.rateLimiter, checks, { reply: ctx.reply });
}

/**
 * Refuses at once (429 with the seconds left) a code asked for within 60 s of the last, before the
 * request uses up any of the hourly allowance.
 */
async function refuseEarlyResend<Id extends OperationId>(ctx: HandlerContext<Id>, key: CodeSubject): Promise<void> {
  const seconds = await resendAfterSeconds(ctx.db, key);
  if (seconds > 0) {
    void ctx.reply.header('retry-after', String(seconds));
    throw new ApiError(429, 'accounts.codeResendTooSoon', { seconds });
  }
}

/** x-match of the contract: a confirmation field must equal the field it confirms. */
function requireMatch(password: string, confirmation: string): void {
  if (password !== confirmation) throw new ApiError(400, 'accounts.passwordMismatch');
}

function passwordContext<Id extends OperationId>(ctx: HandlerContext<Id>): PasswordContext {
  return {
    db: ctx.db,
    messaging: ctx.request.server.messaging,
    hub: ctx.request.server.hub,
    t: ctx.t,
    ip: ctx.client.ip,
    requestId: ctx.request.id,
  };
}

const register: Handler<'register'> = async (ctx) => {
  await limit(ctx, [[rateRules.signupPerIp, ctx.client.ip]]);
  const player = await registerPlayer(
    { db: ctx.db, config: ctx.config, locale: ctx.locale, ip: ctx.client.ip, requestId: ctx.request.id },
    ctx.body,
  );
  const session = await createSession(ctx.db, player.id, ctx.client);
  ctx.log.info({ playerId: player.id, sessionId: session.sessionId, fast: ctx.body.isFast === true }, 'player registered');
  return ok(
    await sessionData(ctx.db, player, session.token, ctx.client.fingerprint, await sessionExpiry(ctx.db, session.sessionId, ctx.config.session)),
    ctx.t('accounts.registered', { username: player.username }),
  );
};

const updatePhone: Handler<'updatePhone'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const phoneContext: PhoneContext = {
    db: ctx.db,
    messaging: ctx.request.server.messaging,
    playerId: player.id,
    t: ctx.t,
    ip: ctx.client.ip,
    requestId: ctx.request.id,
  };
  const body = ctx.body;
  if (body.step === 1) {
    await refuseEarlyResend(ctx, { subject: codeSubject.player(player.id), purpose: 'phone' });
    await limit(ctx, [
      [rateRules.phoneCodePerAccount, player.id],
      [rateRules.phoneCodePerPhone, body.phone],
      [rateRules.phoneCodePerIp, ctx.client.ip],
    ]);
    const status = await sendPhoneCode(phoneContext, body.phone);
    return ok(status, ctx.t('accounts.phoneCodeSent', { phone: body.phone }));
  }
  await limit(ctx, [
    [rateRules.phoneVerifyPerAccount, player.id],
    [rateRules.phoneVerifyPerIp, ctx.client.ip],
  ]);
  const status = await verifyPhone(phoneContext, body.phone, body.code);
  return ok(status, ctx.t('accounts.phoneVerified'));
};

const sendResetPassword: Handler<'sendResetPassword'> = async (ctx) => {
  const { username } = ctx.body;
  await refuseEarlyResend(ctx, { subject: codeSubject.username(username), purpose: 'reset' });
  await limit(ctx, [
    [rateRules.resetSendPerUsername, username],
    [rateRules.resetSendPerIp, ctx.client.ip],
  ]);
  await sendResetCode(passwordContext(ctx), username);
  // The same words whether or not the username exists.
  return ok(null, ctx.t('accounts.resetSent'));
};

const checkResetCode: Handler<'checkResetCode'> = async (ctx) => {
  const { username, code } = ctx.body;
  await limit(ctx, [
    [rateRules.resetCheckPerUsername, username],
    [rateRules.resetCheckPerIp, ctx.client.ip],
  ]);
  await checkPlayerResetCode(passwordContext(ctx), username, code);
  return ok(null, ctx.t('accounts.resetCodeValid'));
};

const changePasswordWithCode: Handler<'changePasswordWithCode'> = async (ctx) => {
  const { username, code, password, password2 } = ctx.body;
  requireMatch(password, password2);
  await limit(ctx, [
    [rateRules.resetCheckPerUsername, username],
    [rateRules.resetCheckPerIp, ctx.client.ip],
  ]);
  await resetPasswordWithCode(passwordContext(ctx), username, code, password);
  return ok(null, ctx.t('accounts.passwordReset'));
};

const changePassword: Handler<'changePassword'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const { oldPassword, password, confirmPassword } = ctx.body;
  requireMatch(password, confirmPassword);
  await limit(ctx, [
    [rateRules.passwordChangePerAccount, player.id],
    [rateRules.passwordChangePerIp, ctx.client.ip],
  ]);
  await changePlayerPassword(passwordContext(ctx), player, oldPassword, password);
  return ok(null, ctx.t('accounts.passwordChanged'));
};

const defineTrialBonus: Handler<'defineTrialBonus'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const claimed = await claimTrialBonus({ db: ctx.db, playerId: player.id, locale: ctx.locale, ip: ctx.client.ip, requestId: ctx.request.id });
  void publishWalletChange(ctx.request.server.hub, ctx.db, { playerId: player.id, notifications: claimed.notifications });
  return ok(claimed.bonus, ctx.t('accounts.trialBonusGranted', { amount: formatTry(claimed.amount, ctx.locale) }));
};

export const accountsHandlers = {
  register,
  updatePhone,
  sendResetPassword,
  checkResetCode,
  changePasswordWithCode,
  changePassword,
  defineTrialBonus,
} satisfies HandlerMap;
