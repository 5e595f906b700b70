// Hot-path statements past the query builder: on PostgreSQL a named prepared statement (parsed and
// planned once per connection), on PGlite the client's own extended query. Inside a Drizzle
// transaction (no $client of its own) the statement goes through the transaction as usual.
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from './client';

interface PgPoolLike {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteLike {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  waitReady: Promise<void>;
}

/** Rows of `text` with `$1…` parameters; `name` must be unique per text. */
export async function queryPrepared<T>(q: Queryable, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (q as { $client?: PgPoolLike | PgliteLike }).$client;
  if (client && 'waitReady' in client) return (await client.query(text, values)).rows as T[];
  if (client) return (await client.query({ name, text, values })).rows as T[];
  const parts = text.split(/\$\d+/);
  const order = [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]) - 1);
  const query: SQL = sql.join(
    parts.map((part, i) => (i < order.length ? sql`${sql.raw(part)}${values[order[i]]}` : sql.raw(part))),
    sql``,
  );
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}
