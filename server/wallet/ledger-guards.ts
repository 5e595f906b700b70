// Database-side guards of the journal that Drizzle's schema cannot express: entries must balance at
// commit (deferred constraint triggers) and the journal is append-only (triggers refusing UPDATE,
// DELETE and TRUNCATE). They hold against any writer, not only this module. Every statement is
// idempotent, so installing them after each migration run is safe; they work on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { GAME_CALL_FUNCTION, GAME_CALL_HOUSE_NOW, GAME_CALL_WITHOUT_CLOCK } from './game-call-sql';
import { LATER_LINES_FUNCTION } from './house-last';
import { LEDGER_POST_FUNCTION, LEDGER_POSTED_FUNCTION } from './post-entry-sql';

const APPEND_ONLY_MESSAGE = 'the journal is append-only';

export const LEDGER_GUARD_STATEMENTS: readonly string[] = [
  `create or replace function ledger_refuse_journal_change() returns trigger language plpgsql as $$
begin
  raise exception '${APPEND_ONLY_MESSAGE}: % on % refused', tg_op, tg_table_name
    using errcode = 'restrict_violation', hint = 'post a reversing entry instead';
end
$$`,
  // Runs at commit for every line inserted, so lines added later to an old entry are checked too.
  `create or replace function ledger_check_line_entry_balanced() returns trigger language plpgsql as $$
declare
  total numeric;
begin
  select coalesce(sum(amount), 0) into total from journal_lines where entry_id = new.entry_id;
  if total <> 0 then
    raise exception 'journal entry % is unbalanced: its lines sum to % kuruş', new.entry_id, total
      using errcode = 'check_violation';
  end if;
  return null;
end
$$`,
  // An entry committed without lines would hold an idempotency key while moving nothing.
  `create or replace function ledger_check_entry_has_lines() returns trigger language plpgsql as $$
declare
  line_count bigint;
  total numeric;
begin
  select count(*), coalesce(sum(amount), 0) into line_count, total from journal_lines where entry_id = new.id;
  if line_count < 2 or total <> 0 then
    raise exception 'journal entry % has % lines summing to % kuruş', new.id, line_count, total
      using errcode = 'check_violation';
  end if;
  return null;
end
$$`,
  ...['journal_entries', 'journal_lines'].flatMap((table) => [
    createTriggerIfMissing(
      table,
      `${table}_append_only`,
      `create trigger ${table}_append_only before update or delete on ${table}
        for each row execute function ledger_refuse_journal_change()`,
    ),
    createTriggerIfMissing(
      table,
      `${table}_no_truncate`,
      `create trigger ${table}_no_truncate before truncate on ${table}
        for each statement execute function ledger_refuse_journal_change()`,
    ),
  ]),
  createTriggerIfMissing(
    'journal_lines',
    'journal_lines_entry_balanced',
    `create constraint trigger journal_lines_entry_balanced after insert on journal_lines
      deferrable initially deferred for each row execute function ledger_check_line_entry_balanced()`,
  ),
  createTriggerIfMissing(
    'journal_entries',
    'journal_entries_have_lines',
    `create constraint trigger journal_entries_have_lines after insert on journal_entries
      deferrable initially deferred for each row execute function ledger_check_entry_has_lines()`,
  ),
  GAME_CALL_FUNCTION,
  // The calls of the versions before (9 arguments: no house-later flag; 8: no clock either) stay, as the new
  // one posting its house line at once (and on the database's clock): during a rolling deploy the instances
  // of the versions before still send them, and they get today's rules, not the ones their version
  // installed. No defaults on the new one, so they never clash on a call. (An instance of the version before
  // that starts later installs its own 9-argument body again: the same call, so either serves it.)
  GAME_CALL_HOUSE_NOW,
  GAME_CALL_WITHOUT_CLOCK,
  LATER_LINES_FUNCTION,
  LEDGER_POSTED_FUNCTION,
  LEDGER_POST_FUNCTION,
];

/** Creating only when missing avoids the exclusive table lock a DROP/CREATE would take on every start. */
function createTriggerIfMissing(table: string, name: string, create: string): string {
  return `do $$
begin
  if not exists (select 1 from pg_trigger where tgname = '${name}' and tgrelid = '${table}'::regclass) then
    ${create.replace(/\s+/g, ' ')};
  end if;
end
$$`;
}

/**
 * Installs the guards; call it after the migrations ran. One transaction under an advisory lock, so
 * servers starting together against one PostgreSQL do not race each other.
 */
export async function installLedgerGuards(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ledger-guards'))`);
    for (const statement of LEDGER_GUARD_STATEMENTS) await tx.execute(sql.raw(statement));
  });
}

/** True for the error PostgreSQL raises when something tries to change or remove journal rows. */
export function isJournalChangeRefused(err: unknown): boolean {
  for (let e = err as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.message === 'string' && e.message.includes(APPEND_ONLY_MESSAGE)) return true;
  }
  return false;
}
