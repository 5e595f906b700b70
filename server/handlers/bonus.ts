// Handlers of the bonuses screen: the player's bonuses with their wagering progress and expiry, and
// whether the trial bonus can be claimed (claiming it is the accounts area's defineTrialBonus).
import type { Handler, HandlerMap } from '../contract/types';
import { bonusOverview } from '../customer/bonus-overview';
import { ok } from '../lib/envelope';

const listBonuses: Handler<'listBonuses'> = async (ctx) => {
  const player = ctx.requirePlayer();
  return ok(await bonusOverview(ctx.db, player.id, ctx.locale));
};

export const bonusHandlers = { listBonuses } satisfies HandlerMap;
