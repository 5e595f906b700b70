// Shared set-up of the ledger tests: a fresh migrated database with the ledger guards installed, and
// players with opened accounts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../server/db/client';
import { players } from '../../../server/db/schema/players';
import { openPlayerAccounts } from '../../../server/wallet';
import { createTestDatabase, type DbTarget, type TestDatabase } from '../helpers/db';

export async function createLedgerDatabase(target: DbTarget): Promise<TestDatabase> {
  return createTestDatabase(target);
}

/** Inserts players (only the columns the players table requires) and opens their ledger accounts. */
export async function createPlayers(q: Queryable, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const name = `ledger${id.slice(0, 8)}`;
    await q.insert(players).values({
      id,
      username: name,
      email: `${name}@example.test`,
      phone: `5${id.replace(/\D/g, '').padEnd(9, '0').slice(0, 9)}`,
      name: 'Test',
      surname: 'Player',
      passwordHash: 'not-a-real-hash',
    });
    await openPlayerAccounts(q, id);
    ids.push(id);
  }
  return ids;
}

export async function countRows(q: Queryable, table: 'journal_entries' | 'journal_lines'): Promise<number> {
  const result = (await q.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0].n);
}
