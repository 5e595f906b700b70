// One-time codes for phone verification and password reset: 6 digits from the cryptographic RNG, stored
// only as an HMAC (salted per code, keyed by a server secret, so a database dump does not reveal them and
// cannot be brute-forced offline), valid 10 minutes, void after 5 wrong tries, a new one not sooner than
// 60 s after the last, and one active code per subject and purpose (a new code replaces the old one).
// Every function takes `now`, so tests move the clock instead of waiting.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { verificationCodes, type CodePurpose } from '../db/schema';
import { sharedSecret } from '../lib/shared-secret';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = 60_000;

export type { CodePurpose } from '../db/schema';

export interface CodeSubject {
  /** `player:<uuid>` or `username:<lower-case name>` (see codeSubject). */
  subject: string;
  purpose: CodePurpose;
}

/** The subject of a player's codes, and of reset codes asked for by username (known or not). */
export const codeSubject = {
  player: (playerId: string) => `player:${playerId}`,
  username: (username: string) => `username:${username.toLowerCase()}`,
};

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

async function codeHash(q: Queryable, salt: string, key: CodeSubject, code: string): Promise<string> {
  const secret = await sharedSecret(q, 'verification-code-hmac');
  return createHmac('sha256', secret).update(`${salt}\u0000${key.subject}\u0000${key.purpose}\u0000${code}`).digest('hex');
}

function secondsUntil(when: Date, now: Date): number {
  return Math.max(0, Math.ceil((when.getTime() - now.getTime()) / 1000));
}

const PRUNE_EVERY = 200;
let issuedHere = 0;

export type IssueOutcome =
  | { kind: 'issued'; code: string; expiresAt: Date; resendAfterSeconds: number }
  | { kind: 'tooSoon'; retryAfterSeconds: number };

export interface IssueInput extends CodeSubject {
  playerId: string | null;
  target: string;
  now?: Date;
}

/**
 * Makes a new code for the subject and purpose, replacing any earlier one, unless the last was sent less
 * than 60 s ago and is still unused. The replacement and the 60 s check are one statement, so two instances (or two clicks)
 * racing each other cannot both send.
 */
export async function issueCode(q: Queryable, input: IssueInput): Promise<IssueOutcome> {
  const now = input.now ?? new Date();
  const code = generateCode();
  const salt = randomBytes(16).toString('base64url');
  const values = {
    subject: input.subject,
    purpose: input.purpose,
    playerId: input.playerId,
    target: input.target,
    codeHash: await codeHash(q, salt, input, code),
    salt,
    attempts: 0,
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    consumedAt: null,
  };
  const [stored] = await q
    .insert(verificationCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [verificationCodes.subject, verificationCodes.purpose],
      set: {
        playerId: values.playerId,
        target: values.target,
        codeHash: values.codeHash,
        salt: values.salt,
        attempts: 0,
        sentAt: values.sentAt,
        expiresAt: values.expiresAt,
        consumedAt: null,
      },
      // A code already used ended its flow: the next flow (a verified player changing the number at
      // once) need not wait out the 60 s, and only the phone's owner could have used it.
      setWhere: or(lt(verificationCodes.sentAt, new Date(now.getTime() - CODE_RESEND_MS + 1)), isNotNull(verificationCodes.consumedAt)),
    })
    .returning({ sentAt: verificationCodes.sentAt });
  issuedHere += 1;
  // Housekeeping now and then, so day-old expired codes (for unknown usernames too) do not pile up.
  if (issuedHere % PRUNE_EVERY === 0) await pruneCodes(q, now);
  if (!stored) {
    const [current] = await q
      .select({ sentAt: verificationCodes.sentAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.subject, input.subject), eq(verificationCodes.purpose, input.purpose)));
    const retry = current ? secondsUntil(new Date(current.sentAt.getTime() + CODE_RESEND_MS), now) : 1;
    return { kind: 'tooSoon', retryAfterSeconds: Math.max(1, retry) };
  }
  return { kind: 'issued', code, expiresAt: values.expiresAt, resendAfterSeconds: CODE_RESEND_MS / 1000 };
}

/**
 * Forgets a code whose message could not be delivered, so the player may ask again at once. Only the
 * code just issued is dropped (matched by its hash), never a newer one from a concurrent request.
 */
export async function withdrawCode(q: Queryable, key: CodeSubject, sentAt: Date): Promise<void> {
  await q
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.subject, key.subject),
        eq(verificationCodes.purpose, key.purpose),
        eq(verificationCodes.sentAt, sentAt),
      ),
    );
}

/** Seconds until another code may be sent (0 when one may be sent now). */
export async function resendAfterSeconds(q: Queryable, key: CodeSubject, now: Date = new Date()): Promise<number> {
  const [row] = await q
    .select({ sentAt: verificationCodes.sentAt, consumedAt: verificationCodes.consumedAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.subject, key.subject), eq(verificationCodes.purpose, key.purpose)));
  return row && !row.consumedAt ? secondsUntil(new Date(row.sentAt.getTime() + CODE_RESEND_MS), now) : 0;
}

export type CheckOutcome =
  | { kind: 'ok'; playerId: string | null; target: string }
  /** Wrong code; `attemptsLeft` more tries before the code is void. */
  | { kind: 'wrong'; attemptsLeft: number }
  /** The last allowed wrong try, or the code was already void: a new code is needed. */
  | { kind: 'voided' }
  | { kind: 'expired' }
  /** Spent already (the password was set with it, or the phone verified). */
  | { kind: 'used' }
  /** No code was ever sent to this subject for this purpose. */
  | { kind: 'missing' }
  /** The code was sent somewhere else than where the caller says (another phone). */
  | { kind: 'otherTarget' };

export interface CheckInput extends CodeSubject {
  code: string;
  /** Spend the code when it is right (the final step); otherwise it stays valid (a preliminary check). */
  consume: boolean;
  /** When given, the code must have been sent to this target. */
  target?: string;
  now?: Date;
}

/**
 * Checks a code under a row lock, so parallel guesses are counted one by one and a right code is spent
 * exactly once. Wrong tries count towards the 5 that void the code, also while checking only.
 */
export async function checkCode(q: Queryable, input: CheckInput): Promise<CheckOutcome> {
  const now = input.now ?? new Date();
  return q.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.subject, input.subject), eq(verificationCodes.purpose, input.purpose)))
      .for('update');
    if (!row) return { kind: 'missing' } as const;
    if (row.consumedAt) return { kind: 'used' } as const;
    if (row.attempts >= CODE_MAX_ATTEMPTS) return { kind: 'voided' } as const;
    if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' } as const;
    if (input.target !== undefined && input.target !== row.target) return { kind: 'otherTarget' } as const;

    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(await codeHash(tx, row.salt, input, input.code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1;
      await tx
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.subject, input.subject), eq(verificationCodes.purpose, input.purpose)));
      return attempts >= CODE_MAX_ATTEMPTS ? ({ kind: 'voided' } as const) : ({ kind: 'wrong', attemptsLeft: CODE_MAX_ATTEMPTS - attempts } as const);
    }
    if (input.consume) {
      await tx
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.subject, input.subject), eq(verificationCodes.purpose, input.purpose)));
    }
    return { kind: 'ok', playerId: row.playerId, target: row.target } as const;
  });
}

/** Deletes codes that expired more than a day ago (they can only answer "expired" by then). */
export async function pruneCodes(q: Queryable, now: Date = new Date()): Promise<number> {
  const deleted = await q
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, new Date(now.getTime() - 24 * 3_600_000)))
    .returning({ subject: verificationCodes.subject });
  return deleted.length;
}
