// The audit log: who (a player, an operator or the system) did what to which thing, when, from where.
// Append-only: database triggers (server/audit/guards.ts, installed by migrate()) refuse UPDATE, DELETE
// and TRUNCATE, so not even an operator with database access can quietly rewrite history through SQL
// that goes around the application.
import { sql } from 'drizzle-orm';
import { bigint, check, index, inet, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const AUDIT_ACTOR_KINDS = ['player', 'operator', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const auditLog = pgTable(
  'audit_log',
  {
    // An identity keeps rows of the same instant in the order they were written.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    /** The player's or operator's id; for the system, what acted ('gateway:demo', 'seed', 'cli'). */
    actorId: text('actor_id'),
    /** Dotted verb: 'withdrawal.approve', 'operator.login', 'payment.webhook.refused'. */
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: inet('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetKind, t.targetId, t.id),
    index('audit_log_actor_idx').on(t.actorKind, t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.at),
    check('audit_log_actor_kind', sql`${t.actorKind} in ('player', 'operator', 'system')`),
    check('audit_log_action_not_blank', sql`length(${t.action}) > 0`),
    check('audit_log_target_pair', sql`(${t.targetKind} is null) = (${t.targetId} is null)`),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * The hash chain over the audit log (server/audit/chain.ts): one link per audit row, in the order the
 * sealer took them (their commit order, which id order is not: ids are handed out before commit). Each
 * link carries the previous link's hash and SHA-256 (hex) of that, a line feed and the row's canonical
 * serialisation. Append-only like the log itself (server/audit/guards.ts).
 */
export const auditChain = pgTable(
  'audit_chain',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: one would make TRUNCATE of audit_log fail on the key before its append-only
    // trigger could refuse it; a link whose row vanished shows up as a broken link when verifying.
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('audit_chain_audit_id_key').on(t.auditId),
    check('audit_chain_hashes', sql`${t.prevHash} ~ '^[0-9a-f]{64}$' and ${t.hash} ~ '^[0-9a-f]{64}$'`),
  ],
);

export type AuditChainRow = typeof auditChain.$inferSelect;
