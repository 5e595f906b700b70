// The content's revision (table content_revision): every back-office content edit raises it in its own
// transaction, and every instance's bootstrap cache is valid only for the revision it was filled at.
// Reading it is one primary-key lookup per bootstrap; the heavy bootstrap queries run only when it moved
// (or the few seconds' TTL ran out), so several instances agree without sharing memory.
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { cacheKeys, invalidateAfterCommit } from '../db/read-cache';
import { contentRevision } from '../db/schema/content';

export async function readContentRevision(q: Queryable): Promise<number> {
  const [row] = await q.select({ revision: contentRevision.revision }).from(contentRevision).where(eq(contentRevision.id, 1));
  return row?.revision ?? 0;
}

/**
 * Raises the revision; call it inside the edit's transaction, so readers see the edit and the new revision
 * together. Once the transaction commits, the read cache's `content` generation moves too (in Redis for
 * every instance with REDIS_URL), so no instance answers the bootstrap or the catalogue from before it.
 */
export async function bumpContentRevision(q: Queryable): Promise<number> {
  await invalidateAfterCommit(q, [cacheKeys.content()]);
  const [row] = await q
    .insert(contentRevision)
    .values({ id: 1, revision: 1 })
    .onConflictDoUpdate({ target: contentRevision.id, set: { revision: sql`${contentRevision.revision} + 1` } })
    .returning({ revision: contentRevision.revision });
  return row!.revision;
}
