// PII key rotation (`npm run ops -- rotate-pii`): re-encrypts every stored TC Kimlik No that is not under
// the current PII_KEY, recomputing its lookup hash, so PII_KEY_PREVIOUS can be dropped afterwards.
//
// Batches of rows are picked in id order (keyset paging, so a run over many players needs no long
// transaction); each batch is one transaction that locks its rows (`for update`) and re-checks each one,
// so a row a sign-up, an update or another rotation changed in between is judged on what it holds now.
// Idempotent and resumable: a value already under the current key is left alone, so a second run, or a
// run after an interrupted one, converts only what is left. Each run writes one audit row with its counts.
import { and, asc, eq, gt, inArray, isNotNull, not, like, sql } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { players } from '../db/schema';
import { piiCipher } from './pii';

export interface PiiRotationResult {
  /** Key id of the current key (the `<kid>` of `v2.<kid>.…`). */
  keyId: string;
  /** Rows re-encrypted under the current key by this run. */
  rotated: number;
  /** Rows found under an old key but already current when locked (another run got there first). */
  alreadyCurrent: number;
  /** Rows that could not be decrypted with any known key (left as they are; see the errors). */
  failed: number;
  /** Rows still not under the current key after the run (the failed ones, or rows written meanwhile by an old instance). */
  remaining: number;
  /** Up to 20 ids of failed rows with the reason, for the operator. */
  failures: { playerId: string; error: string }[];
}

export interface PiiRotationOptions {
  /** Rows per batch (transaction); default 200. */
  batch?: number;
  /** Who runs it, for the audit row; default the system actor 'ops:rotate-pii'. */
  acting?: Acting;
}

export async function rotatePii(
  db: Db,
  config: Pick<AppConfig, 'piiKey' | 'piiKeyPrevious'>,
  options: PiiRotationOptions = {},
): Promise<PiiRotationResult> {
  const batch = options.batch ?? 200;
  if (!Number.isSafeInteger(batch) || batch < 1) throw new Error(`batch must be a positive whole number, got ${batch}`);
  const cipher = await piiCipher(db, config);
  const currentPrefix = `v2.${cipher.keyId}.%`;
  const result: PiiRotationResult = { keyId: cipher.keyId, rotated: 0, alreadyCurrent: 0, failed: 0, remaining: 0, failures: [] };

  let after: string | undefined;
  for (;;) {
    const page = await db
      .select({ id: players.id })
      .from(players)
      .where(
        and(
          isNotNull(players.personalNoEnc),
          not(like(players.personalNoEnc, currentPrefix)),
          after === undefined ? undefined : gt(players.id, after),
        ),
      )
      .orderBy(asc(players.id))
      .limit(batch);
    if (page.length === 0) break;
    after = page[page.length - 1].id;

    await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: players.id, enc: players.personalNoEnc })
        .from(players)
        .where(inArray(players.id, page.map((row) => row.id)))
        .orderBy(asc(players.id))
        .for('update');
      for (const row of rows) {
        if (row.enc === null) continue; // the number was removed meanwhile
        if (cipher.isCurrent(row.enc)) {
          result.alreadyCurrent += 1;
          continue;
        }
        let plain: string;
        try {
          plain = cipher.decrypt(row.enc);
        } catch (error) {
          result.failed += 1;
          if (result.failures.length < 20) result.failures.push({ playerId: row.id, error: (error as Error).message });
          continue;
        }
        await tx
          .update(players)
          .set({ personalNoEnc: cipher.encrypt(plain), personalNoHash: cipher.lookupHash(plain) })
          .where(and(eq(players.id, row.id), eq(players.personalNoEnc, row.enc)));
        result.rotated += 1;
      }
    });
  }

  const [{ remaining }] = await db
    .select({ remaining: sql<number>`count(*)::int` })
    .from(players)
    .where(and(isNotNull(players.personalNoEnc), not(like(players.personalNoEnc, currentPrefix))));
  result.remaining = remaining;
  await audit(db, {
    ...(options.acting ?? { actor: { kind: 'system', id: 'ops:rotate-pii' } }),
    action: 'pii.rotate',
    details: {
      keyId: result.keyId,
      previousKeyIds: cipher.previousKeyIds,
      batch,
      rotated: result.rotated,
      alreadyCurrent: result.alreadyCurrent,
      failed: result.failed,
      remaining,
    },
  });
  return result;
}
