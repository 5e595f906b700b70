// Handlers of the back office's reports (the table and its CSV from one computation, server/operators/reports.ts)
// and of resetting an operator's second factor.
import { closeHubConnections } from '../accounts/end-sessions';
import type { Handler, HandlerMap } from '../contract/types';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
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

export const backofficeAdminHandlers = { opsGetReport, opsResetOperatorTotp } satisfies HandlerMap;
