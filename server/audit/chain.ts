// The audit log's hash chain. Each audit row gets one link (audit_chain): the previous link's hash and
// hash = SHA-256 hex of (prevHash + "\n" + canonical(row)), the first link's prevHash being 64 zeros.
//
// Why a sealer instead of hashing inside audit(): a row's predecessor must be the last row that
// *committed*, and ids are handed out before commit. Hashing at insert would need a lock held from the
// audit call to the commit of every audited transaction, serialising them all and deadlocking against
// transactions that audit first and lock ledger rows after. The sealer instead runs in its own short
// transaction under an advisory lock, takes the committed rows not yet linked in id order and links them;
// a row that commits late is simply linked later. Rows are sealed after each operator call (the hook in
// server/plugins/audit-chain.ts) and before every read or verification of the chain.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { auditChain, auditLog, type AuditRow } from '../db/schema/audit';

export const GENESIS_HASH = '0'.repeat(64);
/** Rows linked per sealing transaction (a long backlog is sealed in several). */
const SEAL_BATCH = 500;
/**
 * How far below the newest linked row the routine sealing looks for rows that committed late. A full
 * pass (verification) looks everywhere.
 */
const LATE_COMMIT_WINDOW = 10_000;

/** JSON with object keys sorted at every depth: one text for one value, whatever order it was built in. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** The fields of an audit row the chain covers, as stored. */
export type ChainedFields = Pick<AuditRow, 'id' | 'at' | 'actorKind' | 'actorId' | 'action' | 'targetKind' | 'targetId' | 'details' | 'ip' | 'requestId'>;

/** The row's canonical serialisation: a JSON array of its fields in a fixed order, details with sorted keys. */
export function canonicalRow(row: ChainedFields): string {
  return canonicalJson([row.id, row.at.toISOString(), row.actorKind, row.actorId, row.action, row.targetKind, row.targetId, row.details, row.ip, row.requestId]);
}

export function linkHash(prevHash: string, row: ChainedFields): string {
  return createHash('sha256').update(`${prevHash}\n${canonicalRow(row)}`, 'utf8').digest('hex');
}

const rowFields = {
  id: auditLog.id,
  at: auditLog.at,
  actorKind: auditLog.actorKind,
  actorId: auditLog.actorId,
  action: auditLog.action,
  targetKind: auditLog.targetKind,
  targetId: auditLog.targetId,
  details: auditLog.details,
  ip: auditLog.ip,
  requestId: auditLog.requestId,
};

/**
 * Links every committed, unlinked audit row (within the late-commit window, or all with `full`). Answers
 * how many rows it linked. Concurrent sealers (other requests, other instances) wait for each other.
 */
export async function sealAuditChain(db: Db | Queryable, options: { full?: boolean } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const linked = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('audit-chain'))`);
      const [head] = await tx.select({ hash: auditChain.hash, auditId: auditChain.auditId }).from(auditChain).orderBy(desc(auditChain.seq)).limit(1);
      const [newest] = await tx.select({ id: sql<number>`coalesce(max(${auditChain.auditId}), 0)::bigint` }).from(auditChain);
      const floor = options.full ? 0 : Math.max(0, Number(newest?.id ?? 0) - LATE_COMMIT_WINDOW);
      const rows = await tx
        .select(rowFields)
        .from(auditLog)
        .leftJoin(auditChain, eq(auditChain.auditId, auditLog.id))
        .where(and(isNull(auditChain.auditId), gt(auditLog.id, floor)))
        .orderBy(asc(auditLog.id))
        .limit(SEAL_BATCH);
      if (rows.length === 0) return 0;
      let prev = head?.hash ?? GENESIS_HASH;
      const links = rows.map((row) => {
        const hash = linkHash(prev, row);
        const link = { auditId: row.id, prevHash: prev, hash };
        prev = hash;
        return link;
      });
      await tx.insert(auditChain).values(links);
      return rows.length;
    });
    total += linked;
    if (linked < SEAL_BATCH) return total;
  }
}

export type ChainBreak = { id: number; reason: 'hash' | 'link' | 'missing' };

export interface ChainVerification {
  ok: boolean;
  checked: number;
  firstBroken: ChainBreak | null;
}

/**
 * Walks the chain from its first link: each link's prevHash must be the previous link's hash, and its
 * hash must be recomputed from the audit row as it is now. Then every audit row must have a link (after
 * a full seal, an unlinked row is one that appeared around the sealer). Answers the first break.
 */
export async function verifyAuditChain(db: Db): Promise<ChainVerification> {
  await sealAuditChain(db, { full: true });
  let prev = GENESIS_HASH;
  let checked = 0;
  let afterSeq = 0;
  for (;;) {
    const links = await db
      .select({ seq: auditChain.seq, prevHash: auditChain.prevHash, hash: auditChain.hash, ...rowFields })
      .from(auditChain)
      .innerJoin(auditLog, eq(auditLog.id, auditChain.auditId))
      .where(gt(auditChain.seq, afterSeq))
      .orderBy(asc(auditChain.seq))
      .limit(1000);
    for (const link of links) {
      if (link.prevHash !== prev) return { ok: false, checked, firstBroken: { id: link.id, reason: 'link' } };
      if (linkHash(prev, link) !== link.hash) return { ok: false, checked, firstBroken: { id: link.id, reason: 'hash' } };
      prev = link.hash;
      checked += 1;
      afterSeq = link.seq;
    }
    if (links.length < 1000) break;
  }
  const [unlinked] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .leftJoin(auditChain, eq(auditChain.auditId, auditLog.id))
    // A row committed after the full seal above is not a break; one left unlinked for a minute is.
    .where(and(isNull(auditChain.auditId), lt(auditLog.at, new Date(Date.now() - 60_000))))
    .orderBy(asc(auditLog.id))
    .limit(1);
  if (unlinked) return { ok: false, checked, firstBroken: { id: unlinked.id, reason: 'missing' } };
  return { ok: true, checked, firstBroken: null };
}
