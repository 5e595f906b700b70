// Handlers of the back office's bonus grants (server/operators/bonus-grants.ts): grant to a player or a
// segment, count a segment, list the grants, cancel a grant or one bonus of a player. The players'
// balances and "bonus received / cancelled" notifications are pushed over the hub after the commit.
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import { ok } from '../lib/envelope';
import { kurusToTry } from '../lib/money';
import { cancelGrant, cancelPlayerBonus, countSegment, grantBonuses, listGrants, type GrantOutcome } from '../operators/bonus-grants';
import { publishWalletChange } from '../realtime/publish';
import { operatorActing, requireOperator } from './operators';

async function publish(ctx: HandlerContext<OperationId>, changes: GrantOutcome['changes']) {
  for (const change of changes) await publishWalletChange(ctx.request.server.hub, ctx.db, change).catch(() => undefined);
}

const opsListBonusGrants: Handler<'opsListBonusGrants'> = async (ctx) => ok(await listGrants(ctx.db, ctx.query.skip ?? 0, ctx.query.take ?? 20));

const opsCountBonusSegment: Handler<'opsCountBonusSegment'> = async (ctx) => ok({ players: await countSegment(ctx.db, ctx.query) });

const opsGrantBonus: Handler<'opsGrantBonus'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const outcome = await grantBonuses(ctx.db, ctx.body, operator.id, operatorActing(ctx, operator));
  await publish(ctx, outcome.changes);
  return ok(outcome.grant, ctx.t('ops.bonusGrant.granted', { players: outcome.grant.players }));
};

const opsCancelBonusGrant: Handler<'opsCancelBonusGrant'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const outcome = await cancelGrant(ctx.db, ctx.params.id, ctx.body.reason, operator.id, operatorActing(ctx, operator));
  await publish(ctx, outcome.changes);
  return ok(outcome.grant, ctx.t('ops.bonusGrant.cancelledNow', { count: outcome.changes.length }));
};

const opsCancelPlayerBonus: Handler<'opsCancelPlayerBonus'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const { bonus: b, changes } = await cancelPlayerBonus(ctx.db, ctx.params.playerId, ctx.params.bonusId, ctx.body.reason, operatorActing(ctx, operator));
  await publish(ctx, changes);
  return ok(
    {
      id: b.id,
      kind: b.kind as 'trial' | 'deposit' | 'manual' | 'cashback',
      status: b.status as 'active' | 'converted' | 'expired' | 'forfeited',
      amount: kurusToTry(b.amount),
      balance: kurusToTry(b.balance),
      wagerRequired: kurusToTry(b.wagerRequired),
      wagered: kurusToTry(b.wagered),
      expiresAt: b.expiresAt.toISOString(),
      createdAt: b.createdAt.toISOString(),
      endedAt: b.endedAt ? b.endedAt.toISOString() : null,
    },
    ctx.t('ops.bonus.cancelledNow'),
  );
};

export const backofficeBonusHandlers = {
  opsListBonusGrants,
  opsCountBonusSegment,
  opsGrantBonus,
  opsCancelBonusGrant,
  opsCancelPlayerBonus,
} satisfies HandlerMap;
