// The operator sign-in's second step. A right password opens only a short-lived challenge (server/operators/
// login.ts); this turns it into a session when a TOTP code (or a one-time recovery code) is right. An
// operator without a factor yet (a new account, the first admin from `npm run ops -- create-admin`) gets an
// enrolment challenge instead: a fresh secret with its otpauth:// URI and QR code, confirmed by a first code,
// which answers the recovery codes once. Replays (a step already used) are refused; every outcome is audited,
// and wrong codes count toward the same lock as wrong passwords.
import { isIP } from 'node:net';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { audit } from '../audit';
import { hashToken, newSessionToken } from '../auth/tokens';
import type { Db, Queryable } from '../db/client';
import { operatorLoginChallenges, operatorRecoveryCodes, operators, type Operator, type OperatorRole } from '../db/schema/operators';
import { ApiError } from '../lib/api-error';
import { OPERATOR_LOGIN_MAX_FAILURES, OPERATOR_LOGIN_WINDOW_MS, recentFailures } from './login';
import { createOperatorSession } from './sessions';
import { matchTotp, newRecoveryCode, newTotpSecret, normalizeRecoveryCode, otpauthUri, qrSvg, RECOVERY_CODE_COUNT } from './totp';

/** A challenge lives long enough to open an authenticator app, not much longer. */
export const OPERATOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes before it ends (the password must be given again). */
export const OPERATOR_CHALLENGE_MAX_ATTEMPTS = 5;

export interface OperatorChallenge {
  token: string;
  kind: 'totp' | 'enrol';
  expiresAt: Date;
  /** Only for kind 'enrol': what the authenticator app needs. */
  enrolment?: { secret: string; otpauthUri: string; qrDataUrl: string };
}

export interface OperatorSignIn {
  token: string;
  expiresAt: Date;
  operator: { id: string; username: string; role: OperatorRole };
  /** Only when this sign-in confirmed an enrolment: shown once, never again. */
  recoveryCodes?: string[];
}

interface Client {
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
}

/** Thrown inside the transaction to undo it when a racing request won. */
class RaceLost extends Error {}

const loginTarget = (username: string) => ({ kind: 'operator-login', id: username.toLowerCase() });
const system = { kind: 'system' as const, id: 'ops-login' };

/** Opens the challenge a right password earns (called by loginOperator, inside its checks). */
export async function openChallenge(q: Queryable, operator: Operator, client: Client, now: Date): Promise<OperatorChallenge> {
  const kind = operator.totpSecret && operator.totpEnabledAt ? 'totp' : 'enrol';
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + OPERATOR_CHALLENGE_TTL_MS);
  const pendingSecret = kind === 'enrol' ? newTotpSecret() : null;
  await q.insert(operatorLoginChallenges).values({
    operatorId: operator.id,
    tokenHash: hashToken(token),
    kind,
    pendingSecret,
    createdAt: now,
    expiresAt,
    ip: client.ip && isIP(client.ip) ? client.ip : null,
    userAgent: client.userAgent ? client.userAgent.slice(0, 512) : null,
  });
  if (!pendingSecret) return { token, kind, expiresAt };
  const uri = otpauthUri(pendingSecret, operator.username);
  const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(await qrSvg(uri)).toString('base64')}`;
  return { token, kind, expiresAt, enrolment: { secret: pendingSecret, otpauthUri: uri, qrDataUrl } };
}

type Factor = { kind: 'totp'; step: number } | { kind: 'recovery'; codeHash: string };

/** Which factor the code is, when it is right; else why not (for the audit). */
async function checkCode(
  q: Queryable,
  operator: Operator,
  secret: string,
  code: string,
  now: Date,
  enrolling: boolean,
): Promise<Factor | { failed: 'wrong-totp' | 'replayed-totp' | 'wrong-recovery-code' }> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const afterStep = enrolling ? null : operator.totpLastStep;
    const step = await matchTotp(secret, typed, now, afterStep);
    if (step !== null) return { kind: 'totp', step };
    // Told apart for the audit and the operator ("wait for the next code"); it gives nothing to a guesser.
    const stale = afterStep !== null && (await matchTotp(secret, typed, now)) !== null;
    return { failed: stale ? 'replayed-totp' : 'wrong-totp' };
  }
  const recovery = enrolling ? null : normalizeRecoveryCode(typed);
  if (!recovery) return { failed: 'wrong-totp' };
  const codeHash = hashToken(recovery);
  const [row] = await q
    .select({ id: operatorRecoveryCodes.id })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operator.id), eq(operatorRecoveryCodes.codeHash, codeHash), isNull(operatorRecoveryCodes.usedAt)));
  return row ? { kind: 'recovery', codeHash } : { failed: 'wrong-recovery-code' };
}

export async function verifySecondFactor(
  db: Db,
  input: { challenge: string; code: string } & Client,
  now: Date = new Date(),
): Promise<OperatorSignIn> {
  const where = { ip: input.ip, requestId: input.requestId };
  const [found] = await db
    .select({ challenge: operatorLoginChallenges, operator: operators })
    .from(operatorLoginChallenges)
    .innerJoin(operators, eq(operators.id, operatorLoginChallenges.operatorId))
    .where(
      and(
        eq(operatorLoginChallenges.tokenHash, hashToken(input.challenge)),
        isNull(operatorLoginChallenges.usedAt),
        gt(operatorLoginChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  if (!found) {
    await audit(db, { actor: system, action: 'operator.totp.failed', details: { reason: 'challenge-invalid' }, ...where });
    throw new ApiError(400, 'ops.totp.challengeInvalid');
  }
  const { challenge, operator } = found;
  const target = loginTarget(operator.username);
  if ((await recentFailures(db, operator.username, now)) >= OPERATOR_LOGIN_MAX_FAILURES) {
    await audit(db, { actor: system, action: 'operator.login.locked', target, details: { step: 'second-factor' }, ...where });
    throw new ApiError(429, 'ops.login.locked', { minutes: OPERATOR_LOGIN_WINDOW_MS / 60_000 });
  }
  if (!operator.enabled) {
    await audit(db, { actor: system, action: 'operator.login.failed', target, details: { reason: 'disabled', step: 'second-factor' }, ...where });
    throw new ApiError(400, 'ops.login.disabled');
  }

  const enrolling = challenge.kind === 'enrol';
  const secret = enrolling ? challenge.pendingSecret : operator.totpSecret;
  if (!secret) throw new Error(`operator challenge ${challenge.id} has no secret to check against`);
  const factor = await checkCode(db, operator, secret, input.code, now, enrolling);

  if ('failed' in factor) {
    // Counted like a wrong password (the lock above), and against this challenge, which ends after a few.
    await db.transaction(async (tx) => {
      await tx
        .update(operatorLoginChallenges)
        .set({
          attempts: sql`${operatorLoginChallenges.attempts} + 1`,
          usedAt: sql`case when ${operatorLoginChallenges.attempts} + 1 >= ${OPERATOR_CHALLENGE_MAX_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(eq(operatorLoginChallenges.id, challenge.id));
      await audit(tx, {
        actor: system,
        action: 'operator.login.failed',
        target,
        details: { reason: factor.failed, step: enrolling ? 'enrolment' : 'second-factor' },
        ...where,
      });
    });
    throw new ApiError(400, factor.failed === 'replayed-totp' ? 'ops.totp.replayed' : 'ops.totp.invalid');
  }

  const result = await db
    .transaction(async (tx) => {
    // Each guard below is a conditional update, so two requests racing with one code cannot both pass.
    const [claimed] = await tx
      .update(operatorLoginChallenges)
      .set({ usedAt: now })
      .where(and(eq(operatorLoginChallenges.id, challenge.id), isNull(operatorLoginChallenges.usedAt)))
      .returning({ id: operatorLoginChallenges.id });
    if (!claimed) throw new RaceLost();
    let recoveryCodes: string[] | undefined;
    let remaining: number | undefined;
    if (factor.kind === 'totp') {
      const [stepped] = await tx
        .update(operators)
        .set(
          enrolling
            ? { totpSecret: secret, totpEnabledAt: now, totpLastStep: factor.step }
            : { totpLastStep: factor.step },
        )
        .where(
          and(
            eq(operators.id, operator.id),
            // An enrolment only takes an operator with no factor: a stale enrolment challenge (another secret)
            // cannot replace the factor confirmed meanwhile.
            enrolling ? isNull(operators.totpEnabledAt) : sql`(${operators.totpLastStep} is null or ${operators.totpLastStep} < ${factor.step})`,
          ),
        )
        .returning({ id: operators.id });
      if (!stepped) throw new RaceLost();
    } else {
      const [used] = await tx
        .update(operatorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(operatorRecoveryCodes.operatorId, operator.id),
            eq(operatorRecoveryCodes.codeHash, factor.codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: operatorRecoveryCodes.id });
      if (!used) throw new RaceLost();
      const [left] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(operatorRecoveryCodes)
        .where(and(eq(operatorRecoveryCodes.operatorId, operator.id), isNull(operatorRecoveryCodes.usedAt)));
      remaining = left?.n ?? 0;
      await audit(tx, {
        actor: { kind: 'operator', id: operator.id },
        action: 'operator.recovery-code.used',
        target: { kind: 'operator', id: operator.id },
        details: { remaining },
        ...where,
      });
    }
    if (enrolling) {
      // Other open challenges were opened before the factor existed: they end with this enrolment.
      await tx
        .update(operatorLoginChallenges)
        .set({ usedAt: now })
        .where(and(eq(operatorLoginChallenges.operatorId, operator.id), isNull(operatorLoginChallenges.usedAt)));
      recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operator.id));
      await tx
        .insert(operatorRecoveryCodes)
        .values(recoveryCodes.map((code) => ({ operatorId: operator.id, codeHash: hashToken(normalizeRecoveryCode(code)!), createdAt: now })));
      await audit(tx, {
        actor: { kind: 'operator', id: operator.id },
        action: 'operator.totp.enrol',
        target: { kind: 'operator', id: operator.id },
        details: { recoveryCodes: RECOVERY_CODE_COUNT },
        ...where,
      });
    }
    const session = await createOperatorSession(tx, operator.id, { ip: input.ip, userAgent: input.userAgent }, now);
    await tx.update(operators).set({ lastLoginAt: now }).where(eq(operators.id, operator.id));
    await audit(tx, {
      actor: { kind: 'operator', id: operator.id },
      action: 'operator.login',
      target,
      details: { sessionId: session.sessionId, factor: factor.kind, ...(enrolling ? { enrolled: true } : {}) },
      ...where,
    });
    return { session, recoveryCodes };
    })
    .catch((error: unknown) => {
      if (error instanceof RaceLost) return null;
      throw error;
    });
  if (!result) {
    // Another request used this challenge, step or recovery code a moment earlier.
    await audit(db, { actor: system, action: 'operator.login.failed', target, details: { reason: 'replayed-totp', step: 'second-factor' }, ...where });
    throw new ApiError(400, 'ops.totp.replayed');
  }
  return {
    token: result.session.token,
    expiresAt: result.session.expiresAt,
    operator: { id: operator.id, username: operator.username, role: operator.role },
    ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
  };
}
