// Verification tiers. unverified; basic: name, birth date, a TC Kimlik No valid by its checksum, 18 or
// older (in Türkiye's calendar), phone verified; full: an identity document (a card's or a passport's
// front and back) and a proof of address approved and not expired. Full needs basic too: a reviewed
// document proves the identity the player's data claims, it does not replace the data.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { kycDocuments, type KycDocumentKind, type KycDocumentRow, type KycDocumentStatus } from '../db/schema/kyc';
import { players } from '../db/schema/players';
import { isAdult, parseCalendarDate, todayInTurkey } from '../accounts/birth-date';

export type KycTier = 'unverified' | 'basic' | 'full';

export interface BasicChecks {
  name: boolean;
  birthDate: boolean;
  personalNo: boolean;
  adult: boolean;
  phoneVerified: boolean;
  met: boolean;
}

export interface Verification {
  tier: KycTier;
  basic: BasicChecks;
  full: { identity: KycDocumentStatus; address: KycDocumentStatus; met: boolean };
}

export interface PlayerIdentity {
  name: string;
  surname: string;
  birthDate: string | null;
  smsVerified: boolean;
}

/** `personalNoValid`: a TC Kimlik No is on file and passes its checksum (the caller decides how it knows). */
export function basicChecks(player: PlayerIdentity, personalNoValid: boolean, now: Date): BasicChecks {
  const birth = player.birthDate ? parseCalendarDate(player.birthDate) : null;
  const checks = {
    name: player.name.trim().length > 0 && player.surname.trim().length > 0,
    birthDate: birth !== null,
    personalNo: personalNoValid,
    adult: birth !== null && isAdult(birth, todayInTurkey(now)),
    phoneVerified: player.smsVerified,
  };
  return { ...checks, met: Object.values(checks).every(Boolean) };
}

/** A document's status as it stands at `now`: an approved one past its expiry reads expired. */
export function effectiveStatus(document: Pick<KycDocumentRow, 'status' | 'expiresAt'>, now: Date): KycDocumentStatus {
  return document.status === 'approved' && document.expiresAt && document.expiresAt <= now ? 'expired' : document.status;
}

const RANK: Record<KycDocumentStatus, number> = { approved: 3, pending: 2, rejected: 1, expired: 0 };

function best(statuses: KycDocumentStatus[]): KycDocumentStatus {
  return statuses.reduce<KycDocumentStatus | null>((a, b) => (a === null || RANK[b] > RANK[a] ? b : a), null) ?? 'pending';
}

/**
 * The identity requirement's status: approved when both sides of a card, or of a passport, are approved;
 * otherwise the weakest side of the better document ('pending' also stands for "nothing uploaded yet").
 */
function identityStatus(latest: Map<KycDocumentKind, KycDocumentStatus>): KycDocumentStatus {
  const pair = (front: KycDocumentKind, back: KycDocumentKind): KycDocumentStatus | null => {
    const a = latest.get(front);
    const b = latest.get(back);
    if (!a && !b) return null;
    if (!a || !b) return (a ?? b) === 'rejected' ? 'rejected' : (a ?? b) === 'expired' ? 'expired' : 'pending';
    return RANK[a] < RANK[b] ? a : b;
  };
  const candidates = [pair('idCardFront', 'idCardBack'), pair('passportFront', 'passportBack')].filter((s): s is KycDocumentStatus => s !== null);
  return candidates.length ? best(candidates) : 'pending';
}

export function documentRequirements(documents: Pick<KycDocumentRow, 'kind' | 'status' | 'expiresAt' | 'uploadedAt' | 'id'>[], now: Date) {
  // Per kind, the best status among its uploads: an approved side stays approved while a new upload of it waits.
  const latest = new Map<KycDocumentKind, KycDocumentStatus>();
  for (const document of documents) {
    const status = effectiveStatus(document, now);
    const known = latest.get(document.kind);
    if (!known || RANK[status] > RANK[known]) latest.set(document.kind, status);
  }
  const identity = identityStatus(latest);
  const address = latest.get('proofOfAddress') ?? 'pending';
  return { identity, address, met: identity === 'approved' && address === 'approved' };
}

export function tierOf(basic: BasicChecks, full: { met: boolean }): KycTier {
  if (!basic.met) return 'unverified';
  return full.met ? 'full' : 'basic';
}

/**
 * The player's verification. Without a cipher at hand (inside a money transaction), a stored TC Kimlik
 * No counts as valid: registration, the only path that stores one, refuses a number failing the checksum.
 */
export async function verificationOf(
  q: Queryable,
  playerId: string,
  options: { now?: Date; personalNoValid?: (stored: string) => boolean } = {},
): Promise<Verification> {
  const now = options.now ?? new Date();
  const [player] = await q
    .select({ name: players.name, surname: players.surname, birthDate: players.birthDate, smsVerified: players.smsVerified, personalNoEnc: players.personalNoEnc })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw new Error(`no player ${playerId}`);
  const documents = await q
    .select({ id: kycDocuments.id, kind: kycDocuments.kind, status: kycDocuments.status, expiresAt: kycDocuments.expiresAt, uploadedAt: kycDocuments.uploadedAt })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.playerId, playerId)));
  const personalNoValid = player.personalNoEnc !== null && (options.personalNoValid ? options.personalNoValid(player.personalNoEnc) : true);
  const basic = basicChecks(player, personalNoValid, now);
  const full = documentRequirements(documents, now);
  return { tier: tierOf(basic, full), basic, full };
}
