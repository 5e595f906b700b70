// Handler of the Content-Security-Policy's report endpoint (POST /api/csp-report): each violation is one
// warn line, its addresses cut before the query (a studio page's address holds its launch token). Nothing
// is stored, and the limits are kept in this process's memory, not in the database: a flood of reports must
// not become a flood of writes. Per client address at most REPORTS_PER_ADDRESS a minute are taken (over it:
// 429); across all clients at most LOG_LINES a minute are logged, the rest counted in one summary line.
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import type { Handler, HandlerMap } from '../contract/types';
import { parseViolationReports } from '../security/csp';

const WINDOW_MS = 60_000;
export const REPORTS_PER_ADDRESS = 30;
export const LOG_LINES = 200;

/** Fixed one-minute windows, per address and overall; the state is one small map that empties each window. */
export class ReportBudget {
  private windowStart = 0;
  private readonly perAddress = new Map<string, number>();
  private logged = 0;
  private suppressed = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether this address may send one more report now; when a window ends, the number of reports not logged in it. */
  take(address: string): { allowed: boolean; mayLog: boolean; suppressedBefore: number } {
    const now = this.now();
    let suppressedBefore = 0;
    if (now - this.windowStart >= WINDOW_MS) {
      suppressedBefore = this.suppressed;
      this.windowStart = now;
      this.perAddress.clear();
      this.logged = 0;
      this.suppressed = 0;
    }
    const count = (this.perAddress.get(address) ?? 0) + 1;
    if (count > REPORTS_PER_ADDRESS) return { allowed: false, mayLog: false, suppressedBefore };
    this.perAddress.set(address, count);
    const mayLog = this.logged < LOG_LINES;
    if (mayLog) this.logged += 1;
    else this.suppressed += 1;
    return { allowed: true, mayLog, suppressedBefore };
  }
}

const budgets = new WeakMap<object, ReportBudget>();

const reportCspViolation: Handler<'reportCspViolation'> = async (ctx) => {
  // One budget per app instance (tests build several apps in one process).
  let budget = budgets.get(ctx.request.server);
  if (!budget) budgets.set(ctx.request.server, (budget = new ReportBudget()));
  const { allowed, mayLog, suppressedBefore } = budget.take(ctx.client.ip);
  if (suppressedBefore > 0) ctx.log.warn({ suppressed: suppressedBefore }, 'csp violation reports not logged in the last minute (over the budget)');
  if (!allowed) {
    void ctx.reply.header('retry-after', '60');
    throw new ApiError(429, 'errors.tooManyRequests');
  }
  const violations = parseViolationReports(ctx.request.body);
  if (violations === null) throw new ApiError(400, 'errors.badRequest');
  if (mayLog) {
    for (const violation of violations) ctx.log.warn({ csp: violation, userAgent: ctx.client.userAgent?.slice(0, 200) }, 'csp violation');
  }
  return ok(null);
};

export const securityHandlers = { reportCspViolation } satisfies HandlerMap;
