// The operator login: checks the password and answers a short-lived challenge, never a session: the
// session needs the TOTP second factor too (./second-factor.ts). Every attempt is audited.
// Throttled like the players' login (server/auth/login-throttle.ts) and for the same reasons: no fixed
// lockout a stranger could trigger against staff. Per (username, address) pair, 3 free failures, then
// waits of 1, 2, 4 … s up to 300 s (counted from the audit log, so every instance sees the same); per
// address across usernames, 10 failures per 15 minutes (the shared rate limiter). Unknown usernames walk
// the same path. The TOTP step keeps its own limit (wrong codes, which only a holder of the password can
// make): OPERATOR_LOGIN_MAX_FAILURES within the window refuse the account's sign-in for its rest.
import { isIP } from 'node:net';
import { and, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { audit } from '../audit';
import { delayAfter, loginRules, PAIR_MEMORY_MS } from '../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords';
import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema/audit';
import type { OperatorRole } from '../db/schema/operators';
import { ApiError } from '../lib/api-error';
import { tooManyAttempts, type RateLimiter, type RetryAfterReply } from '../lib/rate-limit';
import { findOperator } from './accounts';
import { openChallenge, type OperatorChallenge } from './second-factor';

/** Wrong second-factor codes of one username within the window that stop its sign-in until they age out. */
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

/**
 * Wrong second-factor codes (audited with a `step`) since the later of the window's start and the last
 * successful sign-in. Wrong passwords do not count here: anyone can make those.
 */
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
        isNotNull(sql`${auditLog.details}->>'step'`),
        gt(auditLog.at, from),
      ),
    );
  return Number(row?.n ?? 0);
}

/** When the (username, address) pair may try its password again: null at once. */
export async function operatorPairRetryAt(q: Queryable, username: string, ip: string | null, now: Date): Promise<Date | null> {
  const target = loginTarget(username);
  const samePair = and(eq(auditLog.targetKind, target.kind), eq(auditLog.targetId, target.id), ip ? eq(auditLog.ip, ip) : isNull(auditLog.ip));
  const [success] = await q
    .select({ at: sql<Date | null>`max(${auditLog.at})` })
    .from(auditLog)
    .where(and(samePair, eq(auditLog.action, 'operator.login.password')));
  const since = new Date(Math.max(now.getTime() - PAIR_MEMORY_MS, success?.at ? new Date(success.at).getTime() : 0));
  const [row] = await q
    .select({ n: count(), last: sql<Date | null>`max(${auditLog.at})` })
    .from(auditLog)
    .where(and(samePair, eq(auditLog.action, 'operator.login.failed'), isNull(sql`${auditLog.details}->>'step'`), gt(auditLog.at, since)));
  const delay = delayAfter(Number(row?.n ?? 0));
  if (delay === 0 || !row?.last) return null;
  const retryAt = new Date(new Date(row.last).getTime() + delay);
  return retryAt > now ? retryAt : null;
}

export interface OperatorLoginOptions {
  /** The shared limiter for the per-address limit across usernames; without it (scripts) that limit is off. */
  limiter?: RateLimiter;
  /** Gets the Retry-After header of a throttled answer. */
  reply?: RetryAfterReply;
}

export async function loginOperator(
  q: Queryable,
  input: OperatorLoginInput,
  now: Date = new Date(),
  options: OperatorLoginOptions = {},
): Promise<OperatorLoginResult> {
  const ip = input.ip && isIP(input.ip) ? input.ip : null;
  const where = { ip, requestId: input.requestId };
  const throttled = async (retryAfterSeconds: number, limit: 'pair' | 'address') => {
    await audit(q, { actor: { kind: 'system', id: 'ops-login' }, action: 'operator.login.throttled', target: loginTarget(input.username), details: { limit, retryAfterSeconds }, ...where });
    options.reply?.header('retry-after', String(retryAfterSeconds));
    return tooManyAttempts(retryAfterSeconds);
  };
  // Both refusals come before the password is looked at, and alike for unknown usernames.
  const byAddress = await options.limiter?.peek(loginRules.operatorAddress, ip ?? 'unknown', now.getTime());
  if (byAddress && !byAddress.allowed) throw await throttled(byAddress.retryAfterSeconds, 'address');
  const retryAt = await operatorPairRetryAt(q, input.username, ip, now);
  if (retryAt) throw await throttled(Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)), 'pair');

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
    if (!operator || !valid) await options.limiter?.hit(loginRules.operatorAddress, ip ?? 'unknown', now.getTime());
    throw new ApiError(400, operator && valid ? 'ops.login.disabled' : 'ops.login.invalid');
  }
  // Only a holder of the password learns that wrong second-factor codes stopped the account's sign-in.
  if ((await recentFailures(q, input.username, now)) >= OPERATOR_LOGIN_MAX_FAILURES) {
    await audit(q, { actor: { kind: 'system', id: 'ops-login' }, action: 'operator.login.locked', target: loginTarget(input.username), ...where });
    throw new ApiError(429, 'ops.login.locked', { minutes: OPERATOR_LOGIN_WINDOW_MS / 60_000 });
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
