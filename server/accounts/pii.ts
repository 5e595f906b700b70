// Encryption of personal data at rest (the TC Kimlik No): AES-256-GCM with a random IV per value, plus a
// keyed hash (HMAC-SHA256) that lets a unique index refuse duplicates without decrypting anything.
//
// The master key is PII_KEY (base64 of 32 bytes). Without it, a key is generated once and kept in the
// database through server/lib/shared-secret.ts so every instance agrees; that fallback is for development
// and tests only: a key stored beside the data it protects protects nothing against a database leak.
// The encryption key and the hash key are derived from the master key with HKDF, so one secret serves
// both and neither derived key can be turned into the other.
// Rotation: stored values name their key (`v2.<kid>.…`, kid = first 8 hex of SHA-256 of the derived hash
// key, which reveals nothing about either key). PII_KEY_PREVIOUS lists old master keys that still decrypt
// and whose lookup hashes still count for duplicate checks until `npm run ops -- rotate-pii`
// (pii-rotation.ts) has re-encrypted every value under PII_KEY. `v1` values (from before key ids) are
// tried under the current key, then each previous key.
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Queryable } from '../db/client';
import { sharedSecret } from '../lib/shared-secret';
import { maskPersonalNo } from '../../common/rules/personal-no';

const VERSION = 'v2';
const LEGACY_VERSION = 'v1';
/** Binds a ciphertext to what it is, so a value copied into another column does not decrypt there. */
const AAD = Buffer.from('players.personal_no');

export interface PiiCipher {
  /** Key id of the current key: 8 hex characters, named in every value it encrypts. */
  readonly keyId: string;
  /** Key ids of the previous keys (PII_KEY_PREVIOUS), in the order given. */
  readonly previousKeyIds: readonly string[];
  /** `v2.<kid>.<iv>.<ciphertext>.<tag>` in base64url; a new IV each time, so equal numbers encrypt differently. */
  encrypt(plain: string): string;
  /** Decrypts a value under the current or any previous key; throws when no known key made it. */
  decrypt(stored: string): string;
  /** HMAC-SHA256 (hex) of the value under the current key: equal inputs give equal hashes (for the unique index). */
  lookupHash(plain: string): string;
  /** The lookup hashes under every known key (current first): duplicate checks must match any of them. */
  lookupHashes(plain: string): string[];
  /** Whether a stored value is already encrypted under the current key (nothing for rotation to do). */
  isCurrent(stored: string): boolean;
}

interface DerivedKey {
  kid: string;
  encryptionKey: Buffer;
  hashKey: Buffer;
}

function deriveKey(masterKey: Buffer): DerivedKey {
  if (masterKey.length !== 32) throw new Error('the PII master key must be 32 bytes');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), info, 32));
  const encryptionKey = derive('casino pii aes-256-gcm v1');
  const hashKey = derive('casino pii lookup hmac v1');
  return { kid: createHash('sha256').update(hashKey).digest('hex').slice(0, 8), encryptionKey, hashKey };
}

function decryptWith(key: DerivedKey, iv: string, body: string, tag: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key.encryptionKey, Buffer.from(iv, 'base64url'));
  decipher.setAAD(AAD);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The cipher of a current master key and any previous ones (each 32 bytes). */
export function createPiiCipher(masterKey: Buffer, previousKeys: readonly Buffer[] = []): PiiCipher {
  const current = deriveKey(masterKey);
  const previous = previousKeys.map(deriveKey).filter((key) => key.kid !== current.kid);
  const known = [current, ...previous];
  const byKid = new Map(known.map((key) => [key.kid, key]));
  const hmac = (key: DerivedKey, plain: string) => createHmac('sha256', key.hashKey).update(plain, 'utf8').digest('hex');

  return {
    keyId: current.kid,
    previousKeyIds: previous.map((key) => key.kid),
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.encryptionKey, iv);
      cipher.setAAD(AAD);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, current.kid, iv.toString('base64url'), body.toString('base64url'), tag.toString('base64url')].join('.');
    },
    decrypt(stored) {
      const parts = stored.split('.');
      if (parts[0] === VERSION && parts.length === 5) {
        const [, kid, iv, body, tag] = parts;
        const key = byKid.get(kid);
        if (!key) {
          throw new Error(`personal value encrypted under an unknown key (kid ${kid}): is its key missing from PII_KEY and PII_KEY_PREVIOUS?`);
        }
        return decryptWith(key, iv, body, tag);
      }
      if (parts[0] === LEGACY_VERSION && parts.length === 4) {
        const [, iv, body, tag] = parts;
        for (const key of known) {
          try {
            return decryptWith(key, iv, body, tag);
          } catch {
            // GCM authentication failed: not this key, try the next one.
          }
        }
        throw new Error('personal value (v1) does not decrypt under PII_KEY or any key of PII_KEY_PREVIOUS (or was tampered with)');
      }
      throw new Error('not an encrypted personal value of a known version');
    },
    lookupHash(plain) {
      return hmac(current, plain);
    },
    lookupHashes(plain) {
      return known.map((key) => hmac(key, plain));
    },
    isCurrent(stored) {
      return stored.startsWith(`${VERSION}.${current.kid}.`);
    },
  };
}

const fallbackCiphers = new WeakMap<object, Promise<PiiCipher>>();

/**
 * The cipher of this installation: from PII_KEY when set, else from the database-kept development key
 * (made on first use, then shared by every instance on that database).
 */
export function piiCipher(q: Queryable, config: Pick<AppConfig, 'piiKey' | 'piiKeyPrevious'>): Promise<PiiCipher> {
  const previous = (config.piiKeyPrevious ?? []).map((key) => Buffer.from(key, 'base64'));
  if (config.piiKey) return Promise.resolve(createPiiCipher(Buffer.from(config.piiKey, 'base64'), previous));
  // The development key with previous keys is not cached: such a combination is rare, and caching by
  // handle alone would ignore a changed PII_KEY_PREVIOUS.
  if (previous.length > 0) return sharedSecret(q, 'pii-key').then((secret) => createPiiCipher(Buffer.from(secret, 'base64url'), previous));
  let cached = fallbackCiphers.get(q);
  if (!cached) {
    cached = sharedSecret(q, 'pii-key').then((secret) => createPiiCipher(Buffer.from(secret, 'base64url')));
    // A failed read must not be remembered, or the process would never recover from one database hiccup.
    cached.catch(() => fallbackCiphers.delete(q));
    fallbackCiphers.set(q, cached);
  }
  return cached;
}

/** The masked TC Kimlik No of a player's stored value (for answers such as the profile), or null. */
export async function maskedPersonalNo(
  q: Queryable,
  config: Pick<AppConfig, 'piiKey' | 'piiKeyPrevious'>,
  stored: string | null,
): Promise<string | null> {
  if (!stored) return null;
  const cipher = await piiCipher(q, config);
  return maskPersonalNo(cipher.decrypt(stored));
}
