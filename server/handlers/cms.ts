// Handlers of the cms operations: the bootstrap (cached a few seconds per language), content pages and
// promotions. All are public and read-only.
import { cachedBootstrap, findPromotion, getContentPage as findContentPage, listContentCategories, listPromotions as findPromotions } from '../content';
import type { Handler, HandlerMap } from '../contract/types';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import type { SchemaBootstrap } from '../../common/contract/schema.gen';

// The answer's JSON, kept beside the bootstrap object it was made from: cachedBootstrap hands out the same
// object while the content and the slides' schedule phase stay the same, so most answers serialise
// nothing (the bootstrap is ~50 KB of JSON, which cost more than the rest of the request).
const bootstrapBodies = new WeakMap<SchemaBootstrap, string>();

const getBootstrap: Handler<'getBootstrap'> = async (ctx) => {
  const bootstrap = await cachedBootstrap(ctx.db, ctx.locale);
  let body = bootstrapBodies.get(bootstrap);
  if (body === undefined) bootstrapBodies.set(bootstrap, (body = JSON.stringify(ok(bootstrap))));
  // Sent here as the text it already is; the router sees the reply sent.
  await ctx.reply.type('application/json; charset=utf-8').send(body);
  return undefined as never;
};

const getContentPage: Handler<'getContentPage'> = async (ctx) => {
  const page = await findContentPage(ctx.db, ctx.params.id, ctx.locale);
  if (!page) throw new ApiError(404, 'errors.notFound');
  return ok(page);
};

const listContentPages: Handler<'listContentPages'> = async (ctx) => ok(await listContentCategories(ctx.db, ctx.locale));

const listPromotions: Handler<'listPromotions'> = async (ctx) => ok(await findPromotions(ctx.db, ctx.locale));

// Outside its schedule a promotion is as absent as an unknown one: the same 404 in the player's language.
const getPromotion: Handler<'getPromotion'> = async (ctx) => {
  const promotion = await findPromotion(ctx.db, ctx.params.id, ctx.locale);
  if (!promotion) throw new ApiError(404, 'promotion.notFound');
  return ok(promotion);
};

export const cmsHandlers = { getBootstrap, getContentPage, listContentPages, listPromotions, getPromotion } satisfies HandlerMap;
