// Handlers of the logged-in player's wallet view: the balance the header shows (cash + bonus) with its split.
import type { Handler, HandlerMap } from '../contract/types';
import { ok } from '../lib/envelope';
import { kurusToTry } from '../lib/money';
import { getPlayerBalance } from '../wallet';

const getBalance: Handler<'getBalance'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const { cash, bonus } = await getPlayerBalance(ctx.db, player.id);
  return ok({ balance: kurusToTry(cash + bonus), cash: kurusToTry(cash), bonus: kurusToTry(bonus) });
};

export const userHandlers = { getBalance } satisfies HandlerMap;
