// Database-side guard of the audit log: rows are only ever added. Triggers refuse UPDATE, DELETE and
// TRUNCATE from any writer, not only this application. Installed after every migration run the way the
// ledger's guards are (server/db/client.ts migrate()); each statement is idempotent.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const APPEND_ONLY_MESSAGE = 'the audit log is append-only';

export const AUDIT_GUARD_STATEMENTS: readonly string[] = [
  `create or replace function audit_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception '${APPEND_ONLY_MESSAGE}: % on % refused', tg_op, tg_table_name
    using errcode = 'restrict_violation';
end
$$`,
  createTriggerIfMissing(
    'audit_log_append_only',
    `create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_refuse_change()`,
  ),
  createTriggerIfMissing(
    'audit_log_no_truncate',
    `create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_refuse_change()`,
  ),
  // The chain's links are history too: nothing may rewrite or drop them.
  createTriggerIfMissing(
    'audit_chain_append_only',
    `create trigger audit_chain_append_only before update or delete on audit_chain
      for each row execute function audit_refuse_change()`,
    'audit_chain',
  ),
  createTriggerIfMissing(
    'audit_chain_no_truncate',
    `create trigger audit_chain_no_truncate before truncate on audit_chain
      for each statement execute function audit_refuse_change()`,
    'audit_chain',
  ),
];

/** Creating only when missing avoids the exclusive table lock a DROP/CREATE would take on every start. */
function createTriggerIfMissing(name: string, create: string, table = 'audit_log'): string {
  return `do $$
begin
  if not exists (select 1 from pg_trigger where tgname = '${name}' and tgrelid = '${table}'::regclass) then
    ${create.replace(/\s+/g, ' ')};
  end if;
end
$$`;
}

/** Installs the guards after the migrations ran, under an advisory lock so starting servers do not race. */
export async function installAuditGuards(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('audit-guards'))`);
    for (const statement of AUDIT_GUARD_STATEMENTS) await tx.execute(sql.raw(statement));
  });
}

/** True for the error PostgreSQL raises when something tries to change or remove audit rows. */
export function isAuditChangeRefused(err: unknown): boolean {
  for (let e = err as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.message === 'string' && e.message.includes(APPEND_ONLY_MESSAGE)) return true;
  }
  return false;
}
