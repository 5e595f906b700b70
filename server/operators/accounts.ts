// Operator accounts: created by an admin (operator API) or from the command line (npm run ops), with
// argon2id passwords like players', and switched off rather than deleted so their audit trail keeps a name.
import { eq, sql } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/client';
import { OPERATOR_ROLES, operatorRecoveryCodes, operators, type Operator, type OperatorRole } from '../db/schema/operators';
import { ApiError } from '../lib/api-error';
import { revokeOperatorSessions } from './sessions';

export const OPERATOR_USERNAME = /^[A-Za-z0-9._-]{3,40}$/;
/** Staff passwords guard every player's money: longer than players' minimum. */
export const OPERATOR_PASSWORD_MIN = 10;

export interface CreateOperatorInput {
  username: string;
  password: string;
  role?: OperatorRole;
}

export async function findOperator(q: Queryable, username: string): Promise<Operator | null> {
  const [row] = await q
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function createOperator(q: Queryable, input: CreateOperatorInput, acting: Acting): Promise<Operator> {
  const role = input.role ?? 'finance';
  if (!OPERATOR_USERNAME.test(input.username)) throw new ApiError(400, 'ops.operator.usernameInvalid');
  if (input.password.length < OPERATOR_PASSWORD_MIN) {
    throw new ApiError(400, 'ops.operator.passwordTooShort', { limit: OPERATOR_PASSWORD_MIN });
  }
  if (!OPERATOR_ROLES.includes(role)) throw new ApiError(400, 'ops.operator.roleInvalid');
  const passwordHash = await hashPassword(input.password);
  return q.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ username: input.username, passwordHash, role })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, 'ops.operator.exists', { username: input.username });
    await audit(tx, {
      ...acting,
      action: 'operator.create',
      target: { kind: 'operator', id: row.id },
      details: { username: row.username, role: row.role },
    });
    return row;
  });
}

/** Switches an account on or off; switching it off also ends its open sessions. */
export async function setOperatorEnabled(q: Queryable, username: string, enabled: boolean, acting: Acting): Promise<Operator> {
  return q.transaction(async (tx) => {
    const found = await findOperator(tx, username);
    if (!found) throw new ApiError(404, 'ops.operator.notFound', { username });
    const [row] = await tx.update(operators).set({ enabled }).where(eq(operators.id, found.id)).returning();
    const revoked = enabled ? 0 : await revokeOperatorSessions(tx, found.id);
    await audit(tx, {
      ...acting,
      action: enabled ? 'operator.enable' : 'operator.disable',
      target: { kind: 'operator', id: found.id },
      details: { username: found.username, sessionsEnded: revoked },
    });
    return row;
  });
}

/** Sets a new password and ends the account's sessions, so a leaked token dies with the old password. */
export async function setOperatorPassword(q: Queryable, username: string, password: string, acting: Acting): Promise<void> {
  if (password.length < OPERATOR_PASSWORD_MIN) throw new ApiError(400, 'ops.operator.passwordTooShort', { limit: OPERATOR_PASSWORD_MIN });
  const passwordHash = await hashPassword(password);
  await q.transaction(async (tx) => {
    const found = await findOperator(tx, username);
    if (!found) throw new ApiError(404, 'ops.operator.notFound', { username });
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, found.id));
    const revoked = await revokeOperatorSessions(tx, found.id);
    await audit(tx, {
      ...acting,
      action: 'operator.password',
      target: { kind: 'operator', id: found.id },
      details: { username: found.username, sessionsEnded: revoked },
    });
  });
}

export async function listOperators(q: Queryable): Promise<Operator[]> {
  return q.select().from(operators).orderBy(operators.username);
}

/**
 * Removes an operator's second factor (a lost phone, used-up recovery codes): the secret, the recovery codes
 * and every open session go; the next sign-in enrols a new authenticator app.
 */
export async function resetOperatorTotp(q: Queryable, username: string, acting: Acting): Promise<void> {
  await q.transaction(async (tx) => {
    const found = await findOperator(tx, username);
    if (!found) throw new ApiError(404, 'ops.operator.notFound', { username });
    await tx.update(operators).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(operators.id, found.id));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, found.id));
    const revoked = await revokeOperatorSessions(tx, found.id);
    await audit(tx, {
      ...acting,
      action: 'operator.totp.reset',
      target: { kind: 'operator', id: found.id },
      details: { username: found.username, sessionsEnded: revoked },
    });
  });
}
