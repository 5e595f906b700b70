// Tables of the operators (the casino's staff) who settle withdrawals and bank-transfer deposits: their
// accounts and their API sessions. Kept apart from players and player sessions, so a player token can
// never act as an operator and an operator is never a player.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, inet, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Roles of the back office; what each may do is server/operators/permissions.ts. */
export const OPERATOR_ROLES = ['admin', 'support', 'finance', 'trader', 'content', 'compliance', 'auditor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** argon2id encoded hash (server/auth/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull().default('finance'),
    /** False while locked (or once removed): no sign-in, no session. */
    enabled: boolean('enabled').notNull().default(true),
    /** Removed for good; the row stays so the audit trail keeps a name. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
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
    check('operators_role', sql`${t.role} in ('admin', 'support', 'finance', 'trader', 'content', 'compliance', 'auditor')`),
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

export const APPROVAL_KINDS = ['withdrawal', 'adjustment', 'resettlement', 'selfExclusionLift'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * Four-eyes proposals: one operator proposes an action where money or protection is at stake, another
 * decides it (server/operators/approvals.ts). The database refuses a decision by the proposer, so no
 * code path can have the same person do both.
 */
export const approvalProposals = pgTable(
  'approval_proposals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    playerId: uuid('player_id'),
    /** Kuruş at stake (signed for adjustments), when money is. */
    amount: bigint('amount', { mode: 'bigint' }),
    /** What was proposed, as the executor needs it. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => operators.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    proposalNote: text('proposal_note'),
    decidedBy: uuid('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    index('approval_proposals_status_idx').on(t.status, t.id),
    // One open proposal per thing and kind: a second operator approves it rather than proposing again.
    uniqueIndex('approval_proposals_one_pending_key').on(t.kind, t.targetKind, t.targetId).where(sql`${t.status} = 'pending'`),
    check('approval_proposals_kind', sql`${t.kind} in ('withdrawal', 'adjustment', 'resettlement', 'selfExclusionLift')`),
    check('approval_proposals_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    // Four eyes: whoever approves is never who proposed (a proposer may still withdraw their own by rejecting).
    check('approval_proposals_four_eyes', sql`${t.status} <> 'approved' or ${t.decidedBy} <> ${t.proposedBy}`),
    check('approval_proposals_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

/** Internal notes operators leave on a player's page; players never see them. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid('player_id').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_player_idx').on(t.playerId, t.id)],
);

export type ApprovalProposal = typeof approvalProposals.$inferSelect;

/**
 * The answers to operator writes sent with an Idempotency-Key (server/operators/replays.ts): a repeat of
 * the same key by the same operator (a double click, the back office's retry, a balancer resending after
 * an instance stopped) gets the first answer and changes nothing. A row without a status is a claim: the
 * first attempt is still running, or its instance died before it could store the answer.
 */
export const operatorReplays = pgTable(
  'operator_replays',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    /** The answer's JSON as sent. */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_replays_key').on(t.operatorId, t.key), index('operator_replays_created_at').on(t.createdAt)],
);
