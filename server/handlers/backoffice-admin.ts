// Handlers of the back office's reports (the table and its CSV from one computation, server/operators/reports.ts),
// of resetting an operator's second factor, and of the player page's rounds, bonuses and notifications.
import { closeHubConnections } from '../accounts/end-sessions';
import type { Handler, HandlerMap } from '../contract/types';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { kurusToTry } from '../lib/money';
import { playerBonuses, playerNotifications, playerRounds } from '../operators/player-activity';
import { changeOperator } from '../operators/management';
import { cellText, computeReport, REPORT_MAX_DAYS, reportDays, toCsv } from '../operators/reports';
import { operatorActing, requireOperator } from './operators';

const opsGetReport: Handler<'opsGetReport'> = async (ctx) => {
  const { report: kind, from, to } = ctx.query;
  const days = reportDays(from, to);
  if (!days) throw new ApiError(400, 'ops.report.badRange', { max: REPORT_MAX_DAYS });
  const report = await computeReport(ctx.db, kind, days);
  return ok(
    {
      kind,
      from,
      to,
      columns: report.columns,
      rows: report.rows.map((row) => row.map(cellText)),
      csv: toCsv(report),
      filename: `${kind}-${from}-${to}.csv`,
    },
    ctx.t('ops.report.ready', { count: report.rows.length }),
  );
};

/** Signed out everywhere at once, like a lock: sessions revoked in the change's transaction, hub connections closed now. */
const opsResetOperatorTotp: Handler<'opsResetOperatorTotp'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const { operator: row, endedSessions } = await changeOperator(
    ctx.db,
    ctx.params.operatorId,
    { kind: 'resetTotp', reason: ctx.body.reason.trim() },
    operator.id,
    operatorActing(ctx, operator),
  );
  await closeHubConnections(ctx.request.server.hub, endedSessions);
  return ok(
    { id: row.id, username: row.username, role: row.role, enabled: row.enabled, createdAt: row.createdAt.toISOString() },
    ctx.t('ops.operator.totpReset', { username: row.username }),
  );
};

const opsListPlayerRounds: Handler<'opsListPlayerRounds'> = async (ctx) => {
  const { items, total } = await playerRounds(ctx.db, ctx.params.playerId, ctx.query.skip, ctx.query.take);
  return ok({
    items: items.map((r) => ({ ...r, startedAt: r.startedAt.toISOString(), lastAt: r.lastAt.toISOString(), stake: kurusToTry(r.stake), win: kurusToTry(r.win) })),
    total,
  });
};

const opsListPlayerBonuses: Handler<'opsListPlayerBonuses'> = async (ctx) => {
  const { items, total } = await playerBonuses(ctx.db, ctx.params.playerId, ctx.query.skip, ctx.query.take);
  return ok({
    items: items.map((b) => ({
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
    })),
    total,
  });
};

const opsListPlayerNotifications: Handler<'opsListPlayerNotifications'> = async (ctx) =>
  ok(await playerNotifications(ctx.db, ctx.params.playerId, ctx.locale, ctx.query.skip, ctx.query.take));

export const backofficeAdminHandlers = {
  opsGetReport,
  opsResetOperatorTotp,
  opsListPlayerRounds,
  opsListPlayerBonuses,
  opsListPlayerNotifications,
} satisfies HandlerMap;
