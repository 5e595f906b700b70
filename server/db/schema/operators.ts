// Tables of the operators (the casino's staff) who settle withdrawals and bank-transfer deposits: their
// accounts and their API sessions. Kept apart from players and player sessions, so a player token can
// never act as an operator and an operator is never a player.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, inet, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const OPERATOR_ROLES = ['operator', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** argon2id encoded hash (server/auth/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    /** 'operator' settles payments; 'admin' may also create operator accounts. */
    role: text('role').$type<OperatorRole>().notNull().default('operator'),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * The TOTP second factor (RFC 6238, base32): null until the operator confirms enrolment at a first
     * sign-in. The server must read it to check codes, so it cannot be hashed like the password.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code of this step or an earlier one is a replay and refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('operators_username_lower_key').on(sql`lower(${t.username})`),
    check('operators_role', sql`${t.role} in ('operator', 'admin')`),
    check('operators_username_shape', sql`${t.username} ~ '^[A-Za-z0-9._-]{3,40}$'`),
  ],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** A staff session ends after a working day whatever its use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash_key').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId, t.createdAt),
  ],
);

/**
 * The step between the password and the session: a password alone answers a challenge (a random token,
 * stored as its SHA-256) that the second factor turns into a session. An enrolment challenge carries the
 * secret offered to an operator who has no factor yet, kept here until a first code confirms it.
 */
export const operatorLoginChallenges = pgTable(
  'operator_login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 'totp': the operator has a factor; 'enrol': the first code confirms pendingSecret. */
    kind: text('kind').$type<'totp' | 'enrol'>().notNull(),
    pendingSecret: text('pending_secret'),
    /** Wrong codes against this challenge; a few end it. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: inet('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('operator_login_challenges_token_hash_key').on(t.tokenHash),
    index('operator_login_challenges_operator_idx').on(t.operatorId, t.createdAt),
    check('operator_login_challenges_kind', sql`${t.kind} in ('totp', 'enrol')`),
  ],
);

/** One-time recovery codes, shown once at enrolment and stored as SHA-256; each stands in for a TOTP code once. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_recovery_codes_operator_code_key').on(t.operatorId, t.codeHash)],
);

export type Operator = typeof operators.$inferSelect;
export type OperatorSession = typeof operatorSessions.$inferSelect;
