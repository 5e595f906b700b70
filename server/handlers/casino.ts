// Handlers of the casino: game search and category lists, favourites, the launch call of every provider
// (spec §7's dispatch, plus our own studio), the four jackpot feeds and the player's game history.
import { categoryGames, findGame, searchGames as findGames } from '../casino/catalogue';
import { listFavorites as favoritesOf, toggleFavorite as toggle } from '../casino/favorites';
import { listGameRounds } from '../casino/history';
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import type { GameRow, ProviderCode } from '../db/schema/casino';
import { egtFeed, egyptQuestFeed, jackpotCardsFeed, pragmaticFeed } from '../jackpots';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { publicOrigin } from '../lib/public-origin';
import { ProviderCallError, ProviderNotConfiguredError } from '../providers/errors';
import { findProvider, GameNotFoundError, launchGame, ProviderDisabledError } from '../providers/registry';
import type { LaunchLanguage, LaunchResult } from '../providers/types';

const DEFAULT_TAKE = 20;

// ---- catalogue -----------------------------------------------------------------------------------

const searchGames: Handler<'searchGames'> = async (ctx) => {
  const { search, live, skip = 0, take = DEFAULT_TAKE } = ctx.body;
  if (search.trim() === '') throw new ApiError(400, 'casino.search.empty');
  const groups = await findGames(ctx.db, { search, live, skip, take, locale: ctx.locale, otherName: ctx.t('casino.search.otherGames') });
  return ok(groups);
};

const getCategoryGames: Handler<'getCategoryGames'> = async (ctx) => {
  const { systemCategory, skip = 0, take = DEFAULT_TAKE } = ctx.body;
  return ok(await categoryGames(ctx.db, { ids: systemCategory, skip, take, locale: ctx.locale }));
};

const toggleFavorite: Handler<'toggleFavorite'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const game = await findGame(ctx.db, ctx.body.providerId, ctx.body.code);
  if (!game) throw new ApiError(404, 'casino.game.notFound');
  const favorite = await toggle(ctx.db, player.id, game.row.id);
  return ok({ favorite }, ctx.t(favorite ? 'casino.favorite.added' : 'casino.favorite.removed'));
};

const listFavorites: Handler<'listFavorites'> = async (ctx) => {
  const player = ctx.requirePlayer();
  return ok(await favoritesOf(ctx.db, player.id, ctx.locale));
};

// ---- launch --------------------------------------------------------------------------------------

interface LaunchOptions {
  provider: ProviderCode;
  gameCode: string;
  mobile: boolean;
  language?: LaunchLanguage;
  lobbyUrl?: string;
  /** The request names the game twice (EveryMatrix's productId, SoftGamings' system): both must agree. */
  matches?: (game: GameRow) => boolean;
}

/** PUBLIC_URL, else the request's Host when it is loopback or an allowed origin (server/lib/public-origin.ts). */
function siteOrigin(ctx: HandlerContext<OperationId>): string {
  return publicOrigin(ctx.config, ctx.request);
}

/** The lobby URL a provider sends the player back to: the app's own, resolved against the site. */
function lobbyUrl(ctx: HandlerContext<OperationId>, requested: string | undefined): string {
  const origin = siteOrigin(ctx);
  if (requested === undefined) return new URL('/', origin).toString();
  let url: URL;
  try {
    url = new URL(requested, origin);
  } catch {
    throw new ApiError(400, 'validation.invalid', { field: 'lobbyUrl' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ApiError(400, 'validation.invalid', { field: 'lobbyUrl' });
  return url.toString();
}

async function launch(ctx: HandlerContext<OperationId>, options: LaunchOptions): Promise<LaunchResult> {
  const player = ctx.requirePlayer();
  try {
    const result = await launchGame(ctx.db, {
      providerCode: options.provider,
      gameCode: options.gameCode,
      matches: options.matches,
      player: { id: player.id, sessionId: player.sessionId, usercode: player.usercode },
      language: options.language ?? ctx.locale,
      mobile: options.mobile,
      lobbyUrl: lobbyUrl(ctx, options.lobbyUrl),
      ip: ctx.client.ip,
      origin: siteOrigin(ctx),
    });
    ctx.log.info({ provider: options.provider, gameCode: options.gameCode, playerId: player.id }, 'game launched');
    return result;
  } catch (error) {
    if (error instanceof GameNotFoundError) throw new ApiError(404, 'casino.game.notFound');
    if (error instanceof ProviderDisabledError) throw new ApiError(400, 'casino.provider.disabled', { provider: error.provider.name });
    if (error instanceof ProviderNotConfiguredError) {
      ctx.log.warn({ provider: error.provider, problems: error.problems }, 'launch refused: provider not configured');
      throw new ApiError(400, 'casino.provider.notConfigured', { provider: await providerName(ctx, error.provider) });
    }
    if (error instanceof ProviderCallError) {
      ctx.log.error({ err: error, provider: error.provider }, 'provider refused or failed the launch');
      throw new ApiError(502, 'casino.provider.failed', { provider: await providerName(ctx, error.provider) });
    }
    throw error;
  }
}

async function providerName(ctx: HandlerContext<OperationId>, code: ProviderCode): Promise<string> {
  return (await findProvider(ctx.db, code)).name;
}

function urlOf(result: LaunchResult): string {
  if (result.kind !== 'url') throw new Error('the provider answered HTML where a URL was expected');
  return result.url;
}

const getPragmaticLaunchUrl: Handler<'getPragmaticLaunchUrl'> = async (ctx) =>
  ok(urlOf(await launch(ctx, { provider: 'pragmatic', gameCode: ctx.body.code, mobile: false })));

const getDigitainLaunchUrl: Handler<'getDigitainLaunchUrl'> = async (ctx) =>
  ok(urlOf(await launch(ctx, { provider: 'digitain', gameCode: ctx.body.code, mobile: false })));

const getEveryMatrixLaunchUrl: Handler<'getEveryMatrixLaunchUrl'> = async (ctx) =>
  ok(
    urlOf(
      await launch(ctx, {
        provider: 'everymatrix',
        gameCode: ctx.body.code,
        mobile: false,
        matches: (game) => game.productId === null || game.productId === ctx.body.productId,
      }),
    ),
  );

const getAmusnetLaunchUrl: Handler<'getAmusnetLaunchUrl'> = async (ctx) =>
  ok(urlOf(await launch(ctx, { provider: 'amusnet', gameCode: ctx.body.code, mobile: ctx.body.isMobile })));

const getEgtLaunchUrl: Handler<'getEgtLaunchUrl'> = async (ctx) =>
  ok(
    urlOf(
      await launch(ctx, {
        provider: 'egt',
        gameCode: ctx.body.gameCode,
        mobile: ctx.body.platform === 2,
        language: ctx.body.language,
        lobbyUrl: ctx.body.lobbyUrl,
      }),
    ),
  );

const getHub88LaunchUrl: Handler<'getHub88LaunchUrl'> = async (ctx) =>
  ok(
    urlOf(
      await launch(ctx, {
        provider: 'hub88',
        gameCode: ctx.body.gameCode,
        mobile: ctx.body.platform === 2,
        language: ctx.body.language,
        lobbyUrl: ctx.body.lobbyUrl,
      }),
    ),
  );

const getStudioLaunchUrl: Handler<'getStudioLaunchUrl'> = async (ctx) =>
  ok(
    urlOf(
      await launch(ctx, {
        provider: 'studio',
        gameCode: ctx.body.gameCode,
        mobile: ctx.body.platform === 2,
        language: ctx.body.language,
        lobbyUrl: ctx.body.lobbyUrl,
      }),
    ),
  );

const getSoftGamingsLaunchHtml: Handler<'getSoftGamingsLaunchHtml'> = async (ctx) => {
  const result = await launch(ctx, {
    provider: 'softgamings',
    gameCode: ctx.body.pageCode,
    mobile: ctx.body.isMobile === 1,
    matches: (game) => game.system === ctx.body.system,
  });
  if (result.kind !== 'html') throw new Error('SoftGamings answered a URL where HTML was expected');
  return ok(result.html);
};

// ---- jackpot feeds -------------------------------------------------------------------------------

const getJackpotCards: Handler<'getJackpotCards'> = async (ctx) => ok(await jackpotCardsFeed(ctx.db));
const getEgyptQuestJackpot: Handler<'getEgyptQuestJackpot'> = async (ctx) => ok(await egyptQuestFeed(ctx.db));
const getEgtJackpot: Handler<'getEgtJackpot'> = async (ctx) => ok(await egtFeed(ctx.db));
const getPragmaticJackpotFeed: Handler<'getPragmaticJackpotFeed'> = async (ctx) => ok(await pragmaticFeed(ctx.db));

// ---- game history --------------------------------------------------------------------------------

const listGameHistory: Handler<'listGameHistory'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const { skip = 0, take = DEFAULT_TAKE, type, gameCode, from, to } = ctx.body ?? {};
  if (from !== undefined && to !== undefined && from > to) throw new ApiError(400, 'customer.dateRangeInvalid');
  return ok(await listGameRounds(ctx.db, player.id, { skip, take, type, gameCode, from, to }));
};

export const casinoHandlers = {
  searchGames,
  getCategoryGames,
  toggleFavorite,
  listFavorites,
  getPragmaticLaunchUrl,
  getDigitainLaunchUrl,
  getEveryMatrixLaunchUrl,
  getAmusnetLaunchUrl,
  getEgtLaunchUrl,
  getHub88LaunchUrl,
  getSoftGamingsLaunchHtml,
  getStudioLaunchUrl,
  getJackpotCards,
  getEgyptQuestJackpot,
  getEgtJackpot,
  getPragmaticJackpotFeed,
  listGameHistory,
} satisfies HandlerMap;
