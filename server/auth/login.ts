// Checks a username and password and applies the lockout rule: 3 failed logins within 30 minutes lock
// the account for 30 minutes. Every attempt is recorded (also for unknown usernames, for rate limits).
import { isIP } from 'node:net';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { audit } from '../audit';
import type { Db } from '../db/client';
import { loginAttempts, players, type Player } from '../db/schema';
import { burnPasswordCheck, hashPassword, passwordNeedsRehash, verifyPassword } from './passwords';

export const LOCKOUT_MAX_FAILURES = 3;
export const LOCKOUT_WINDOW_MS = 30 * 60 * 1000;
export const LOCKOUT_DURATION_MS = 30 * 60 * 1000;

export type LoginOutcome =
  | { kind: 'ok'; player: Player }
  | { kind: 'invalid' }
  /** `started`: this very attempt started the lock (the moment to audit a lockout). */
  | { kind: 'locked'; until: Date; playerId: string; started: boolean }
  | { kind: 'disabled' };

export interface LoginInput {
  username: string;
  password: string;
  ip?: string | null;
  now?: Date;
}

export function findPlayerByUsername(db: Db, username: string) {
  return db
    .select()
    .from(players)
    .where(eq(sql`lower(${players.username})`, username.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function checkLogin(db: Db, input: LoginInput): Promise<LoginOutcome> {
  const now = input.now ?? new Date();
  const ip = input.ip && isIP(input.ip) ? input.ip : null;
  const attempt = (playerId: string | null, succeeded: boolean) => ({
    playerId,
    username: input.username.slice(0, 100),
    ip,
    succeeded,
    createdAt: now,
  });

  const player = await findPlayerByUsername(db, input.username);
  if (!player) {
    await burnPasswordCheck(input.password);
    await db.insert(loginAttempts).values(attempt(null, false));
    return { kind: 'invalid' };
  }
  if (player.lockedUntil && player.lockedUntil > now) {
    await db.insert(loginAttempts).values(attempt(player.id, false));
    return { kind: 'locked', until: player.lockedUntil, playerId: player.id, started: false };
  }

  // The slow hash check runs outside the transaction so no row lock is held while it computes.
  const correct = await verifyPassword(player.passwordHash, input.password);

  if (correct) {
    if (player.status !== 'active') {
      await db.insert(loginAttempts).values(attempt(player.id, false));
      return { kind: 'disabled' };
    }
    const newHash = passwordNeedsRehash(player.passwordHash) ? await hashPassword(input.password) : undefined;
    await db.transaction(async (tx) => {
      await tx
        .update(players)
        .set({ failuresResetAt: now, lockedUntil: null, ...(newHash ? { passwordHash: newHash } : {}) })
        .where(eq(players.id, player.id));
      await tx.insert(loginAttempts).values(attempt(player.id, true));
    });
    return { kind: 'ok', player };
  }

  return db.transaction(async (tx) => {
    // The row lock serialises concurrent failures of one account, so the count below is exact.
    const [locked] = await tx
      .select({ lockedUntil: players.lockedUntil, failuresResetAt: players.failuresResetAt })
      .from(players)
      .where(eq(players.id, player.id))
      .for('update');
    await tx.insert(loginAttempts).values(attempt(player.id, false));
    if (locked.lockedUntil && locked.lockedUntil > now) {
      return { kind: 'locked', until: locked.lockedUntil, playerId: player.id, started: false } as const;
    }

    // Failures count inside the window, and only after the last success and the end of the last lock
    // (attempts refused while locked must not start the next lock).
    const since = new Date(
      Math.max(
        now.getTime() - LOCKOUT_WINDOW_MS,
        locked.failuresResetAt?.getTime() ?? 0,
        locked.lockedUntil?.getTime() ?? 0,
      ),
    );
    const [{ failures }] = await tx
      .select({ failures: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.playerId, player.id),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.createdAt, since),
        ),
      );
    if (failures < LOCKOUT_MAX_FAILURES) return { kind: 'invalid' } as const;

    const until = new Date(now.getTime() + LOCKOUT_DURATION_MS);
    await tx.update(players).set({ lockedUntil: until, failuresResetAt: now }).where(eq(players.id, player.id));
    await audit(tx, {
      actor: { kind: 'system', id: 'login-lockout' },
      action: 'account.lockout',
      target: { kind: 'player', id: player.id },
      details: { failures, until },
      ip,
    });
    return { kind: 'locked', until, playerId: player.id, started: true } as const;
  });
}
