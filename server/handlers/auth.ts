// Handlers of the auth operations that open, extend and close sessions: login, keepAlive and logout.
import { refuseIfExcluded } from '../protection/enforce';
import { sessionData } from '../accounts/session-data';
import { attemptLogin } from '../auth/login-throttle';
import { createSession, resolveSession, revokeSession, sessionExpiry } from '../auth/sessions';
import { bearerToken } from '../auth/tokens';
import type { Handler, HandlerMap } from '../contract/types';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { tooManyAttempts } from '../lib/rate-limit';
import { SESSION_EXPIRES_HEADER } from '../plugins/auth';
import { publishNotification } from '../realtime';

const login: Handler<'login'> = async (ctx) => {
  const { username, password } = ctx.body;
  const server = ctx.request.server;
  const outcome = await attemptLogin(
    {
      db: ctx.db,
      limiter: server.rateLimiter,
      messaging: server.messaging,
      published: (notification) => publishNotification(server.hub, notification),
      // The warning is sent after the answer, so an existing account answers as fast as an unknown one.
      defer: (work) => void work.catch((error: unknown) => ctx.log.error({ err: error }, 'login attack warning failed')),
    },
    { username, password, ip: ctx.client.ip, fingerprint: ctx.client.fingerprint },
  );
  switch (outcome.kind) {
    case 'invalid':
      // Unknown username and wrong password answer alike, so usernames cannot be probed.
      throw new ApiError(400, 'auth.invalidCredentials');
    case 'throttled':
      // The same words whichever limit refused and whether or not the username exists.
      ctx.reply.header('retry-after', String(outcome.retryAfterSeconds));
      throw tooManyAttempts(outcome.retryAfterSeconds);
    case 'disabled':
      throw new ApiError(400, 'auth.accountDisabled');
  }

  const { player } = outcome;
  await refuseIfExcluded(ctx.db, player.id);
  const session = await createSession(ctx.db, player.id, ctx.client);
  // Sessions this login replaced on the same device lose their live connections too.
  for (const replaced of session.replaced) await server.hub.revokeSession(replaced);
  const expiresAt = await sessionExpiry(ctx.db, session.sessionId, server.config.session);
  ctx.log.info({ playerId: player.id, sessionId: session.sessionId, replaced: session.replaced.length }, 'player logged in');
  return ok(
    await sessionData(ctx.db, player, session.token, ctx.client.fingerprint, expiresAt),
    ctx.t('auth.loginSuccess', { username: player.username }),
  );
};

const keepAlive: Handler<'keepAlive'> = async (ctx) => {
  ctx.requirePlayer();
  const token = bearerToken(ctx.request.headers.authorization);
  const resolved = token
    ? await resolveSession(ctx.db, token, new Date(), { defaults: ctx.request.server.config.session, force: true })
    : null;
  if (!resolved) throw new ApiError(401, 'errors.unauthorized');
  const expiresAt = resolved.expiresAt.toISOString();
  ctx.reply.header(SESSION_EXPIRES_HEADER, expiresAt);
  return ok({ expiresAt }, ctx.t('auth.keepAlive'));
};

const logout: Handler<'logout'> = async (ctx) => {
  const player = ctx.requirePlayer();
  await revokeSession(ctx.db, player.sessionId);
  // The session's live hub connections close too, on whichever instance holds them.
  await ctx.request.server.hub.revokeSession(player.sessionId);
  ctx.log.info({ playerId: player.id, sessionId: player.sessionId }, 'player logged out');
  return ok(null, ctx.t('auth.logoutSuccess'));
};

export const authHandlers = { login, keepAlive, logout } satisfies HandlerMap;
