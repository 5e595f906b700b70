// Raw SQL for the few statements the query builder cannot express; both drivers answer with `rows`.
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/** Rows of a raw statement. Select int8/numeric as ::text: the drivers disagree on how they parse them. */
export async function queryRows<T>(q: Queryable, query: SQL): Promise<T[]> {
  const result = (await q.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
