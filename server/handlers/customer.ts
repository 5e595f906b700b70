// Handlers of the player's account pages: notifications, financial activities, session history and
// personal information.
import { audit } from '../audit';
import { readSessionPolicy } from '../auth/session-policy';
import type { Handler, HandlerMap } from '../contract/types';
import { endPlayerSession, listSessions } from '../customer/sessions';
import { listFinancialActivities as listActivities } from '../customer/financial-activities';
import { changeEmail, getProfile as readProfile } from '../customer/profile';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { listNotifications as listInbox, markNotificationsRead, rememberPlayerLocale } from '../notifications';

const listNotifications: Handler<'listNotifications'> = async (ctx) => {
  const player = ctx.requirePlayer();
  // The app lists notifications at start, after each hub reconnect and after a language change, so
  // this is where the language of the player's pushes is learned.
  await rememberPlayerLocale(ctx.db, player.id, ctx.locale);
  const page = await listInbox(ctx.db, player.id, { skip: ctx.body.skip ?? 0, take: ctx.body.take ?? 100, locale: ctx.locale });
  return ok(page);
};

const readNotifications: Handler<'readNotifications'> = async (ctx) => {
  const player = ctx.requirePlayer();
  await markNotificationsRead(ctx.db, player.id, ctx.body.id);
  return ok(null, ctx.t('customer.notificationsRead'));
};

const listFinancialActivities: Handler<'listFinancialActivities'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const { skip = 0, take = 20, type, status, from, to } = ctx.body ?? {};
  if (from !== undefined && to !== undefined && from > to) throw new ApiError(400, 'customer.dateRangeInvalid');
  return ok(await listActivities(ctx.db, player.id, ctx.locale, { skip, take, type, status, from, to }));
};

const listSessionHistory: Handler<'listSessionHistory'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const { skip = 0, take = 20 } = ctx.body ?? {};
  return ok(await listSessions(ctx.db, player.id, player.sessionId, { skip, take, policy: await readSessionPolicy(ctx.db, ctx.request.server.config.session) }));
};

const endSession: Handler<'endSession'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const outcome = await ctx.db.transaction(async (tx) => {
    const result = await endPlayerSession(tx, player.id, player.sessionId, ctx.body.id);
    if (result.ended && result.wasOpen) {
      await audit(tx, {
        actor: { kind: 'player', id: player.id },
        action: 'session.end',
        target: { kind: 'session', id: result.sessionId },
        ip: ctx.client.ip,
        requestId: ctx.request.id,
      });
    }
    return result;
  });
  if (!outcome.ended) {
    if (outcome.reason === 'current') throw new ApiError(400, 'customer.sessionIsCurrent');
    throw new ApiError(404, 'customer.sessionNotFound');
  }
  // Its live connections close too, on whichever instance holds them.
  await ctx.request.server.hub.revokeSession(outcome.sessionId);
  return ok(null, ctx.t('customer.sessionEnded'));
};

const getProfile: Handler<'getProfile'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const profile = await readProfile(ctx.db, ctx.config, player.id, ctx.locale);
  if (!profile) throw new ApiError(401, 'errors.unauthorized');
  return ok(profile);
};

const updateProfile: Handler<'updateProfile'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const change = await ctx.db.transaction(async (tx) => {
    const result = await changeEmail(tx, player.id, ctx.body.email);
    if (result && 'changed' in result && result.changed) {
      await audit(tx, {
        actor: { kind: 'player', id: player.id },
        action: 'profile.email.change',
        target: { kind: 'player', id: player.id },
        details: { from: result.previous, to: ctx.body.email.trim() },
        ip: ctx.client.ip,
        requestId: ctx.request.id,
      });
    }
    return result;
  });
  if (!change) throw new ApiError(401, 'errors.unauthorized');
  if ('taken' in change) throw new ApiError(400, 'customer.emailTaken');
  const profile = await readProfile(ctx.db, ctx.config, player.id, ctx.locale);
  if (!profile) throw new ApiError(401, 'errors.unauthorized');
  return ok(profile, ctx.t('customer.profileUpdated'));
};

export const customerHandlers = {
  listNotifications,
  readNotifications,
  listFinancialActivities,
  listSessionHistory,
  endSession,
  getProfile,
  updateProfile,
} satisfies HandlerMap;
