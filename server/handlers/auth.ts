// Handlers of the auth operations that open and close sessions: login and logout.
import { checkLogin } from '../auth/login';
import { createSession, revokeSession } from '../auth/sessions';
import type { Handler, HandlerMap } from '../contract/types';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { kurusToTry } from '../lib/money';
import { getPlayerBalance } from '../wallet';

const login: Handler<'login'> = async (ctx) => {
  const { username, password } = ctx.body;
  const outcome = await checkLogin(ctx.db, { username, password, ip: ctx.client.ip });
  switch (outcome.kind) {
    case 'invalid':
      // Unknown username and wrong password answer alike, so usernames cannot be probed.
      throw new ApiError(400, 'auth.invalidCredentials');
    case 'locked': {
      const minutes = Math.max(1, Math.ceil((outcome.until.getTime() - Date.now()) / 60_000));
      throw new ApiError(429, 'auth.accountLocked', { minutes });
    }
    case 'disabled':
      throw new ApiError(400, 'auth.accountDisabled');
  }

  const { player } = outcome;
  const session = await createSession(ctx.db, player.id, ctx.client);
  const { cash, bonus } = await getPlayerBalance(ctx.db, player.id);
  ctx.log.info({ playerId: player.id, sessionId: session.sessionId }, 'player logged in');
  return ok(
    {
      token: session.token,
      username: player.username,
      usercode: player.usercode,
      balance: kurusToTry(cash + bonus),
      phone: player.phone,
      smsVerified: player.smsVerified,
      fingerprint: ctx.client.fingerprint,
      // The sports providers' session fields arrive with the sports issue; until then there is none.
      betsyCid: null,
      betsyUrl: null,
      betsyToken: null,
      betcoToken: null,
      betcoUrl: null,
    },
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
