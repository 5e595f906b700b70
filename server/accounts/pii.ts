// Encryption of personal data at rest (the TC Kimlik No): AES-256-GCM with a random IV per value, plus a
// keyed hash (HMAC-SHA256) that lets a unique index refuse duplicates without decrypting anything.
//
// The master key is PII_KEY (base64 of 32 bytes). Without it, a key is generated once and kept in the
// database through server/lib/shared-secret.ts so every instance agrees; that fallback is for development
// and tests only: a key stored beside the data it protects protects nothing against a database leak.
// The encryption key and the hash key are derived from the master key with HKDF, so one secret serves
// both and neither derived key can be turned into the other.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Queryable } from '../db/client';
import { sharedSecret } from '../lib/shared-secret';
import { maskPersonalNo } from './personal-no';

const VERSION = 'v1';
/** Binds a ciphertext to what it is, so a value copied into another column does not decrypt there. */
const AAD = Buffer.from('players.personal_no');

export interface PiiCipher {
  /** `v1.<iv>.<ciphertext>.<tag>` in base64url; a new IV each time, so equal numbers encrypt differently. */
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** HMAC-SHA256 (hex) of the value: equal inputs give equal hashes (for the unique index). */
  lookupHash(plain: string): string;
}

export function createPiiCipher(masterKey: Buffer): PiiCipher {
  if (masterKey.length !== 32) throw new Error('the PII master key must be 32 bytes');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), info, 32));
  const encryptionKey = derive('casino pii aes-256-gcm v1');
  const hashKey = derive('casino pii lookup hmac v1');

  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(AAD);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), tag.toString('base64url')].join('.');
    },
    decrypt(stored) {
      const [version, iv, body, tag] = stored.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) {
        throw new Error('not an encrypted personal value of a known version');
      }
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(AAD);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    lookupHash(plain) {
      return createHmac('sha256', hashKey).update(plain, 'utf8').digest('hex');
    },
  };
}

const fallbackCiphers = new WeakMap<object, Promise<PiiCipher>>();

/**
 * The cipher of this installation: from PII_KEY when set, else from the database-kept development key
 * (made on first use, then shared by every instance on that database).
 */
export function piiCipher(q: Queryable, config: Pick<AppConfig, 'piiKey'>): Promise<PiiCipher> {
  if (config.piiKey) return Promise.resolve(createPiiCipher(Buffer.from(config.piiKey, 'base64')));
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
  config: Pick<AppConfig, 'piiKey'>,
  stored: string | null,
): Promise<string | null> {
  if (!stored) return null;
  const cipher = await piiCipher(q, config);
  return maskPersonalNo(cipher.decrypt(stored));
}
