// Handlers of the logged-in player's wallet view: the balance the header shows (cash + bonus) with its split.
import type { Handler, HandlerMap } from '../contract/types';
import { ok } from '../lib/envelope';
import { balanceMessage } from '../realtime/publish';
import { getPlayerBalance } from '../wallet';

const getBalance: Handler<'getBalance'> = async (ctx) => {
  const player = ctx.requirePlayer();
  // The same object the hub's Balance push carries, so a push and a poll can never disagree in shape.
  return ok(balanceMessage(await getPlayerBalance(ctx.db, player.id, player.generations)));
};

export const userHandlers = { getBalance } satisfies HandlerMap;
