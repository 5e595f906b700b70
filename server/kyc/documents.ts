// Identity documents: the player's upload (type from the bytes, at most 10 MB, stored through the
// adapter, audited), the player's list, the operators' review queue, approval or rejection with a
// reason the player sees (audited), and the operators' download, itself audited, the only way out.
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Db, Queryable } from '../db/client';
import { NOTIFICATION_TYPES } from '../db/schema/customer';
import { kycDocuments, type KycDocumentKind, type KycDocumentRow, type KycDocumentStatus } from '../db/schema/kyc';
import { operators } from '../db/schema/operators';
import { players } from '../db/schema/players';
import { ApiError } from '../lib/api-error';
import { notify, type CreatedNotification } from '../notifications';
import { KYC_MAX_BYTES, sniffContentType } from './magic';
import { complianceSettings } from './settings';
import { newStorageKey, type DocumentStorage } from './storage';
import { effectiveStatus } from './tiers';

/** A player may have at most this many documents waiting, so the queue cannot be flooded. */
export const MAX_PENDING_PER_PLAYER = 10;

export interface UploadInput {
  playerId: string;
  kind: KycDocumentKind;
  fileName: string | undefined;
  bytes: Buffer;
  acting: Acting;
}

/** A file name fit to show: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string | undefined, contentType: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || `document.${contentType === 'application/pdf' ? 'pdf' : contentType.split('/')[1]}`;
}

export async function uploadDocument(db: Db, storage: DocumentStorage, input: UploadInput): Promise<KycDocumentRow> {
  const { bytes } = input;
  if (bytes.length === 0) throw new ApiError(400, 'kyc.upload.empty');
  if (bytes.length > KYC_MAX_BYTES) throw new ApiError(413, 'kyc.upload.tooLarge');
  const contentType = sniffContentType(bytes);
  if (!contentType) throw new ApiError(415, 'kyc.upload.badType');

  const [{ pending }] = await db
    .select({ pending: count() })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.playerId, input.playerId), eq(kycDocuments.status, 'pending')));
  if (pending >= MAX_PENDING_PER_PLAYER) throw new ApiError(409, 'kyc.upload.tooManyPending', { count: MAX_PENDING_PER_PLAYER });

  // The bytes first: a row never points at a file that is not there (a file without a row is only litter).
  const storageKey = newStorageKey(input.playerId);
  await reachStorage(() => storage.put(storageKey, bytes, contentType));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kycDocuments)
      .values({
        playerId: input.playerId,
        kind: input.kind,
        storageKey,
        fileName: cleanFileName(input.fileName, contentType),
        contentType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })
      .returning();
    await audit(tx, {
      ...input.acting,
      action: 'kyc.document.upload',
      target: { kind: 'kyc-document', id: row.id },
      details: { playerId: input.playerId, kind: row.kind, contentType, size: row.size, sha256: row.sha256 },
    });
    return row;
  });
}

export async function playerDocuments(q: Queryable, playerId: string): Promise<KycDocumentRow[]> {
  return q.select().from(kycDocuments).where(eq(kycDocuments.playerId, playerId)).orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id));
}

export interface QueueRow {
  document: KycDocumentRow;
  reviewedBy: string | null;
  player: { id: string; username: string; name: string; surname: string; birthDate: string | null };
}

/** Documents in one status, oldest first. 'expired' means approved ones whose time ran out. */
export async function documentQueue(q: Queryable, status: KycDocumentStatus, skip: number, take: number, now = new Date()) {
  const where =
    status === 'expired'
      ? sql`(${kycDocuments.status} = 'expired' or (${kycDocuments.status} = 'approved' and ${kycDocuments.expiresAt} <= ${now}))`
      : status === 'approved'
        ? sql`(${kycDocuments.status} = 'approved' and (${kycDocuments.expiresAt} is null or ${kycDocuments.expiresAt} > ${now}))`
        : eq(kycDocuments.status, status);
  const [{ total }] = await q.select({ total: count() }).from(kycDocuments).where(where);
  const rows = await q
    .select({
      document: kycDocuments,
      reviewedBy: operators.username,
      player: { id: players.id, username: players.username, name: players.name, surname: players.surname, birthDate: players.birthDate },
    })
    .from(kycDocuments)
    .innerJoin(players, eq(players.id, kycDocuments.playerId))
    .leftJoin(operators, eq(operators.id, kycDocuments.reviewedBy))
    .where(where)
    .orderBy(asc(kycDocuments.uploadedAt), asc(kycDocuments.id))
    .offset(skip)
    .limit(take);
  return { items: rows as QueueRow[], total };
}

async function queueRow(q: Queryable, id: number): Promise<QueueRow> {
  const [row] = await q
    .select({
      document: kycDocuments,
      reviewedBy: operators.username,
      player: { id: players.id, username: players.username, name: players.name, surname: players.surname, birthDate: players.birthDate },
    })
    .from(kycDocuments)
    .innerJoin(players, eq(players.id, kycDocuments.playerId))
    .leftJoin(operators, eq(operators.id, kycDocuments.reviewedBy))
    .where(eq(kycDocuments.id, id));
  if (!row) throw new ApiError(404, 'kyc.document.notFound', { id });
  return row as QueueRow;
}

export type ReviewDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * Approves or rejects a pending document under its row lock, so two operators cannot both decide it. The
 * player's notification (System type, with the reason when rejected) is raised in the same transaction;
 * the caller pushes it live after the commit.
 */
export async function reviewDocument(
  db: Db,
  id: number,
  decision: ReviewDecision,
  operatorId: string,
  acting: Acting,
  now = new Date(),
): Promise<QueueRow & { notification: CreatedNotification }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(kycDocuments).where(eq(kycDocuments.id, id)).for('update');
    if (!locked) throw new ApiError(404, 'kyc.document.notFound', { id });
    if (locked.status !== 'pending') throw new ApiError(409, 'kyc.document.alreadyReviewed', { id });
    const settings = await complianceSettings(tx);
    const approve = decision.decision === 'approve';
    await tx
      .update(kycDocuments)
      .set({
        status: approve ? 'approved' : 'rejected',
        reviewedAt: now,
        reviewedBy: operatorId,
        rejectionReason: approve ? null : decision.reason,
        expiresAt: approve ? new Date(now.getTime() + settings.documentValidityDays * 86_400_000) : null,
      })
      .where(eq(kycDocuments.id, id));
    await audit(tx, {
      ...acting,
      action: approve ? 'kyc.document.approve' : 'kyc.document.reject',
      target: { kind: 'kyc-document', id },
      details: { playerId: locked.playerId, kind: locked.kind, ...(approve ? {} : { reason: decision.reason }) },
    });
    const notification = await notify(tx, {
      playerId: locked.playerId,
      type: NOTIFICATION_TYPES.system,
      titleKey: approve ? 'kyc.notify.approved.title' : 'kyc.notify.rejected.title',
      noteKey: approve ? 'kyc.notify.approved.note' : 'kyc.notify.rejected.note',
      vars: { document: { key: `kyc.kind.${locked.kind}` }, ...(approve ? {} : { reason: decision.reason }) },
      dedupeKey: `kyc-review:${id}`,
    });
    return { ...(await queueRow(tx, id)), notification };
  });
}

/** The file for an operator; the download is audited before a byte leaves. */
export async function downloadDocument(db: Db, storage: DocumentStorage, id: number, acting: Acting) {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  if (!row) throw new ApiError(404, 'kyc.document.notFound', { id });
  if (row.fileRemovedAt) throw new ApiError(404, 'kyc.document.fileRemoved', { id });
  // Read first: a storage outage must not leave an audit row for a download that never happened. The
  // row is still written before a byte leaves (the handler sends what this returns).
  const bytes = await reachStorage(() => storage.get(row.storageKey));
  await audit(db, {
    ...acting,
    action: 'kyc.document.download',
    target: { kind: 'kyc-document', id },
    details: { playerId: row.playerId, kind: row.kind, sha256: row.sha256 },
  });
  return { row, bytes };
}

/**
 * The document store (a directory or an S3 bucket) failing is the operator's outage, not the client's
 * mistake nor a crash: a 503 the player's page can say "try again later" for, with nothing written.
 */
async function reachStorage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw Object.assign(new ApiError(503, 'kyc.storage.unavailable'), { cause: error });
  }
}

export { effectiveStatus };
