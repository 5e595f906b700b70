// Handlers of the back office's reports: the table and its CSV from one computation (server/operators/reports.ts).
import type { Handler, HandlerMap } from '../contract/types';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { cellText, computeReport, REPORT_MAX_DAYS, reportDays, toCsv } from '../operators/reports';

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

export const reportsHandlers = { opsGetReport } satisfies HandlerMap;
