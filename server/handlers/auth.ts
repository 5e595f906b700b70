// Handlers of the auth operations that open and close sessions: login and logout.
import { sessionData } from '../accounts/session-data';
import { checkLogin } from '../auth/login';
import { createSession, revokeSession } from '../auth/sessions';
import type { Handler, HandlerMap } from '../contract/types';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { rateRules, refuseIfAny } from '../lib/rate-limit';

const login: Handler<'login'> = async (ctx) => {
  const { username, password } = ctx.body;
  // Per address, on top of the per-account lockout: many accounts tried from one place (credential stuffing).
  const limiter = ctx.request.server.rateLimiter;
  refuseIfAny([await limiter.peek(rateRules.loginFailuresPerIp, ctx.client.ip)], ctx.reply);
  const outcome = await checkLogin(ctx.db, { username, password, ip: ctx.client.ip });
  switch (outcome.kind) {
    case 'invalid':
      await limiter.hit(rateRules.loginFailuresPerIp, ctx.client.ip);
      // Unknown username and wrong password answer alike, so usernames cannot be probed.
      throw new ApiError(400, 'auth.invalidCredentials');
    case 'locked': {
      await limiter.hit(rateRules.loginFailuresPerIp, ctx.client.ip);
      const minutes = Math.max(1, Math.ceil((outcome.until.getTime() - Date.now()) / 60_000));
      throw new ApiError(429, 'auth.accountLocked', { minutes });
    }
    case 'disabled':
      throw new ApiError(400, 'auth.accountDisabled');
  }

  const { player } = outcome;
  const session = await createSession(ctx.db, player.id, ctx.client);
  ctx.log.info({ playerId: player.id, sessionId: session.sessionId }, 'player logged in');
  return ok(
    await sessionData(ctx.db, player, session.token, ctx.client.fingerprint),
    ctx.t('auth.loginSuccess', { username: player.username }),
  );
};

const logout: Handler<'logout'> = async (ctx) => {
  const player = ctx.requirePlayer();
  await revokeSession(ctx.db, player.sessionId);
  // The session's live hub connections close too, on whichever instance holds them.
  await ctx.request.server.hub.revokeSession(player.sessionId);
  ctx.log.info({ playerId: player.id, sessionId: player.sessionId }, 'player logged out');
  return ok(null, ctx.t('auth.logoutSuccess'));
};

export const authHandlers = { login, logout } satisfies HandlerMap;
