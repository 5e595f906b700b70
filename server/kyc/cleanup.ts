// Deleting identity documents' files once they are no longer needed: a rejected document's file goes
// rejectedFileRetentionDays after the rejection, an expired one's expiredFileRetentionDays after it
// expired (operator settings, server/kyc/settings.ts). The row stays (the history and the audit chain
// keep what was decided) and is marked file_removed_at; only the bytes go. A periodic job runs it under
// the app's lease (server/lib/periodic.ts), so one instance at a time deletes; should two runs meet, a
// storage delete of a key already gone is no error and the row is marked once.
import fp from 'fastify-plugin';
import { and, asc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { audit } from '../audit';
import type { Db } from '../db/client';
import { kycDocuments } from '../db/schema/kyc';
import { runPeriodically } from '../lib/periodic';
import { complianceSettings } from './settings';
import { createDocumentStorage, type DocumentStorage } from './storage';

const DAY = 86_400_000;

export interface KycCleanupOptions {
  /** The clock: tests pass a later moment instead of waiting. */
  now?: Date;
  /** At most this many files per run (the next run takes the rest). */
  limit?: number;
}

/** Deletes the files whose retention is over; answers how many it removed. */
export async function removeExpiredKycFiles(db: Db, storage: DocumentStorage, options: KycCleanupOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const settings = await complianceSettings(db);
  const rejectedBefore = new Date(now.getTime() - settings.rejectedFileRetentionDays * DAY);
  const expiredBefore = new Date(now.getTime() - settings.expiredFileRetentionDays * DAY);
  const due = await db
    .select({ id: kycDocuments.id, playerId: kycDocuments.playerId, kind: kycDocuments.kind, status: kycDocuments.status, storageKey: kycDocuments.storageKey })
    .from(kycDocuments)
    .where(
      and(
        isNull(kycDocuments.fileRemovedAt),
        or(
          and(eq(kycDocuments.status, 'rejected'), lt(kycDocuments.reviewedAt, rejectedBefore)),
          // 'expired' is an approved document whose time ran out (and any row marked expired).
          and(or(eq(kycDocuments.status, 'approved'), eq(kycDocuments.status, 'expired')), isNotNull(kycDocuments.expiresAt), lt(kycDocuments.expiresAt, expiredBefore)),
        ),
      ),
    )
    .orderBy(asc(kycDocuments.id))
    .limit(options.limit ?? 500);

  let removed = 0;
  for (const row of due) {
    // The bytes first: a row marked removed never points at a file still there.
    await storage.delete(row.storageKey);
    const marked = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(kycDocuments)
        .set({ fileRemovedAt: now })
        .where(and(eq(kycDocuments.id, row.id), isNull(kycDocuments.fileRemovedAt)))
        .returning({ id: kycDocuments.id });
      if (!updated) return false;
      await audit(tx, {
        actor: { kind: 'system', id: 'kyc-cleanup' },
        action: 'kyc.document.fileRemoved',
        target: { kind: 'kyc-document', id: row.id },
        details: { playerId: row.playerId, kind: row.kind, status: row.status === 'rejected' ? 'rejected' : 'expired' },
      });
      return true;
    });
    if (marked) removed += 1;
  }
  return removed;
}

export interface KycCleanupPluginOptions {
  /** How often to look; 0 turns the job off (default one hour). */
  intervalMs?: number;
}

/** Runs the clean-up on the app's timer, under its lease, with the app's document storage. */
export const kycCleanupPlugin = fp<KycCleanupPluginOptions>(
  async (app, options) => {
    const storage = createDocumentStorage(app.config);
    runPeriodically(app, { name: 'kyc file clean-up', intervalMs: options.intervalMs ?? 3_600_000, run: () => removeExpiredKycFiles(app.db, storage) });
  },
  { name: 'kyc-cleanup', fastify: '5.x', dependencies: ['context'] },
);
