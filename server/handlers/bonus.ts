// Handlers of the bonuses screen: the player's bonuses with their wagering progress and expiry, and
// whether the trial bonus can be claimed (claiming it is the accounts area's defineTrialBonus); the
// bonus campaigns on offer and joining or claiming one (server/wallet/campaigns.ts).
import type { Handler, HandlerMap } from '../contract/types';
import { bonusOverview } from '../customer/bonus-overview';
import { ok } from '../lib/envelope';
import { publishWalletChange } from '../realtime';
import { claimOffer, listOffers } from '../wallet/campaigns';

const listBonuses: Handler<'listBonuses'> = async (ctx) => {
  const player = ctx.requirePlayer();
  return ok(await bonusOverview(ctx.db, player.id, ctx.locale));
};

const listBonusOffers: Handler<'listBonusOffers'> = async (ctx) => ok(await listOffers(ctx.db, ctx.player?.id ?? null, ctx.locale));

const claimBonusOffer: Handler<'claimBonusOffer'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const claimed = await claimOffer(ctx.db, {
    playerId: player.id,
    campaignId: ctx.body.campaignId,
    locale: ctx.locale,
    ip: ctx.client.ip,
    requestId: ctx.request.id,
  });
  if (claimed.paid > 0n) void publishWalletChange(ctx.request.server.hub, ctx.db, { playerId: player.id, notifications: claimed.notifications });
  return ok(claimed.offer, claimed.message);
};

export const bonusHandlers = { listBonuses, listBonusOffers, claimBonusOffer } satisfies HandlerMap;
