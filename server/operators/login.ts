// The operator login: checks the password, refuses for a while after repeated failures (counted from the
// audit log, so every instance sees the same count), and answers a short-lived challenge, never a session:
// the session needs the TOTP second factor too (./second-factor.ts). Every attempt is audited.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { audit } from '../audit';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords';
import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema/audit';
import type { OperatorRole } from '../db/schema/operators';
import { ApiError } from '../lib/api-error';
import { findOperator } from './accounts';
import { openChallenge, type OperatorChallenge } from './second-factor';

/** Failed logins of one username within the window that lock it until they age out. */
export const OPERATOR_LOGIN_MAX_FAILURES = 5;
export const OPERATOR_LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface OperatorLoginInput {
  username: string;
  password: string;
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
}

export interface OperatorLoginResult {
  challenge: OperatorChallenge;
  operator: { id: string; username: string; role: OperatorRole };
}

const loginTarget = (username: string) => ({ kind: 'operator-login', id: username.toLowerCase() });

/** Failures (wrong passwords and wrong second factors) since the later of the window's start and the last successful login. */
export async function recentFailures(q: Queryable, username: string, now: Date): Promise<number> {
  const target = loginTarget(username);
  const since = new Date(now.getTime() - OPERATOR_LOGIN_WINDOW_MS);
  const [lastSuccess] = await q
    .select({ at: sql<Date>`max(${auditLog.at})` })
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, target.kind), eq(auditLog.targetId, target.id), eq(auditLog.action, 'operator.login')));
  const from = lastSuccess?.at && new Date(lastSuccess.at) > since ? new Date(lastSuccess.at) : since;
  const [row] = await q
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetKind, target.kind),
        eq(auditLog.targetId, target.id),
        eq(auditLog.action, 'operator.login.failed'),
        gt(auditLog.at, from),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function loginOperator(q: Queryable, input: OperatorLoginInput, now: Date = new Date()): Promise<OperatorLoginResult> {
  const where = { ip: input.ip, requestId: input.requestId };
  if ((await recentFailures(q, input.username, now)) >= OPERATOR_LOGIN_MAX_FAILURES) {
    await audit(q, {
      actor: { kind: 'system', id: 'ops-login' },
      action: 'operator.login.locked',
      target: loginTarget(input.username),
      ...where,
    });
    throw new ApiError(429, 'ops.login.locked', { minutes: OPERATOR_LOGIN_WINDOW_MS / 60_000 });
  }
  const operator = await findOperator(q, input.username);
  const valid = operator ? await verifyPassword(operator.passwordHash, input.password) : await burnPasswordCheck(input.password);
  if (!operator || !valid || !operator.enabled) {
    await audit(q, {
      actor: { kind: 'system', id: 'ops-login' },
      action: 'operator.login.failed',
      target: loginTarget(input.username),
      details: { reason: !operator ? 'unknown-username' : !valid ? 'wrong-password' : 'disabled' },
      ...where,
    });
    throw new ApiError(400, operator && valid ? 'ops.login.disabled' : 'ops.login.invalid');
  }
  // A password alone opens no session: it answers the second factor's challenge (or its enrolment).
  return q.transaction(async (tx) => {
    const challenge = await openChallenge(tx, operator, { ip: input.ip, userAgent: input.userAgent }, now);
    await audit(tx, {
      actor: { kind: 'operator', id: operator.id },
      action: 'operator.login.password',
      target: loginTarget(operator.username),
      details: { challenge: challenge.kind },
      ...where,
    });
    return { challenge, operator: { id: operator.id, username: operator.username, role: operator.role } };
  });
}
