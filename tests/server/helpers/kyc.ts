// Test players' identity: the basic data (birth date, a TC Kimlik No valid by its check digits,
// encrypted as registration stores it, a verified phone) and approved documents, so suites about money
// can withdraw (withdrawals need full verification by default, server/kyc/withdrawal-gate.ts).
import { eq } from 'drizzle-orm';
import { piiCipher } from '../../../server/accounts/pii';
import type { Db } from '../../../server/db/client';
import { kycDocuments, type KycDocumentKind } from '../../../server/db/schema/kyc';
import { players } from '../../../server/db/schema/players';

let sequence = 0;

/** A fresh 11-digit TC Kimlik No with correct check digits (the official rule, written out here). */
export function freshTcKimlikNo(): string {
  sequence += 1;
  const seed = `${1 + (Date.now() % 9)}${String((Date.now() * 7 + sequence * 7919) % 100_000_000).padStart(8, '0')}`;
  const d = seed.split('').map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${seed}${tenth}${eleventh}`;
}

/** Basic tier: birth date 1990-05-17, a valid TC Kimlik No, a verified phone (the name is already set). */
export async function giveBasicData(db: Db, playerId: string, personalNo = freshTcKimlikNo()): Promise<void> {
  const cipher = await piiCipher(db, {});
  await db
    .update(players)
    .set({ birthDate: '1990-05-17', smsVerified: true, personalNoEnc: cipher.encrypt(personalNo), personalNoHash: cipher.lookupHash(personalNo) })
    .where(eq(players.id, playerId));
}

/** Approved documents (no bytes behind them: only their review matters to the tier). */
export async function approveDocuments(
  db: Db,
  playerId: string,
  kinds: KycDocumentKind[] = ['idCardFront', 'idCardBack', 'proofOfAddress'],
  expiresAt = new Date(Date.now() + 365 * 86_400_000),
): Promise<void> {
  await db.insert(kycDocuments).values(
    kinds.map((kind) => ({
      playerId,
      kind,
      status: 'approved' as const,
      storageKey: `kyc/${playerId}/00000000-0000-4000-8000-000000000000`,
      fileName: `${kind}.png`,
      contentType: 'image/png',
      size: 1,
      sha256: '0'.repeat(64),
      reviewedAt: new Date(),
      expiresAt,
    })),
  );
}

/** Full tier. */
export async function verifyFully(db: Db, playerId: string): Promise<void> {
  await giveBasicData(db, playerId);
  await approveDocuments(db, playerId);
}
