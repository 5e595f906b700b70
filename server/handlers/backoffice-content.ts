// Handlers of the back office's site content editor (server/content/site-editor.ts: the content to edit
// and one save per kind) casino management (server/operators/casino-admin.ts) and bonus campaigns
// (server/operators/campaigns-admin.ts). Permissions (content:read, content:manage) are checked centrally from the
// contract's x-permission before any of these runs.
import { loadSiteContent, saveBanner, saveContentPage, saveFooterText, savePopup, saveSiteOption } from '../content/site-editor';
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import { ok } from '../lib/envelope';
import { endCampaign, listCampaigns, saveCampaign } from '../operators/campaigns-admin';
import { listGamesForOps, updateCasinoCategory, updateGame } from '../operators/casino-admin';
import { listProviders, updateProvider } from '../operators/providers-admin';
import { operatorActing, requireOperator } from './operators';

const acting = (ctx: HandlerContext<OperationId>) => operatorActing(ctx, requireOperator(ctx));

const opsGetSiteContent: Handler<'opsGetSiteContent'> = async (ctx) => ok(await loadSiteContent(ctx.db));

const opsSaveBanner: Handler<'opsSaveBanner'> = async (ctx) => ok(await saveBanner(ctx.db, ctx.body, acting(ctx)), ctx.t('ops.banner.saved'));

const opsSaveContentPage: Handler<'opsSaveContentPage'> = async (ctx) => ok(await saveContentPage(ctx.db, ctx.body, acting(ctx)), ctx.t('ops.page.saved'));

const opsSavePopup: Handler<'opsSavePopup'> = async (ctx) => ok(await savePopup(ctx.db, ctx.body, acting(ctx)), ctx.t('ops.popup.saved'));

const opsSaveFooterText: Handler<'opsSaveFooterText'> = async (ctx) => ok(await saveFooterText(ctx.db, ctx.body, acting(ctx)), ctx.t('ops.footer.saved'));

const opsSaveSiteOption: Handler<'opsSaveSiteOption'> = async (ctx) => ok(await saveSiteOption(ctx.db, ctx.body, acting(ctx)), ctx.t('ops.option.saved'));

const opsListGames: Handler<'opsListGames'> = async (ctx) => ok(await listGamesForOps(ctx.db, { search: ctx.query.search, skip: ctx.query.skip ?? 0, take: ctx.query.take ?? 20 }));

const opsUpdateGame: Handler<'opsUpdateGame'> = async (ctx) => ok(await updateGame(ctx.db, ctx.params.id, ctx.body, acting(ctx)), ctx.t('ops.game.saved'));

const opsUpdateCasinoCategory: Handler<'opsUpdateCasinoCategory'> = async (ctx) =>
  ok(await updateCasinoCategory(ctx.db, ctx.params.id, ctx.body, acting(ctx)), ctx.t('ops.casinoCategory.saved'));

const opsListProviders: Handler<'opsListProviders'> = async (ctx) => ok(await listProviders(ctx.db));

const opsUpdateProvider: Handler<'opsUpdateProvider'> = async (ctx) => ok(await updateProvider(ctx.db, ctx.params.code, ctx.body, acting(ctx)), ctx.t('ops.provider.saved'));

const opsListCampaigns: Handler<'opsListCampaigns'> = async (ctx) => ok(await listCampaigns(ctx.db));

const opsSaveCampaign: Handler<'opsSaveCampaign'> = async (ctx) => ok(await saveCampaign(ctx.db, ctx.body, acting(ctx)), ctx.t('ops.campaign.saved'));

const opsEndCampaign: Handler<'opsEndCampaign'> = async (ctx) => ok(await endCampaign(ctx.db, ctx.params.id, acting(ctx)), ctx.t('ops.campaign.endedNow'));

export const backofficeContentHandlers = {
  opsListCampaigns,
  opsSaveCampaign,
  opsEndCampaign,
  opsListGames,
  opsUpdateGame,
  opsUpdateCasinoCategory,
  opsListProviders,
  opsUpdateProvider,
  opsGetSiteContent,
  opsSaveBanner,
  opsSaveContentPage,
  opsSavePopup,
  opsSaveFooterText,
  opsSaveSiteOption,
} satisfies HandlerMap;
