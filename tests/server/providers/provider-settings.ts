// Test helpers for provider settings: write a provider's settings row (null: not configured) and make an
// RSA key pair in PEM, as the operator and Hub88 each hold one.
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { gameProviders, type ProviderCode } from '../../../server/db/schema/casino';

export async function configureProvider(db: Db, code: ProviderCode, settings: Record<string, unknown> | null, enabled = true): Promise<void> {
  await db.update(gameProviders).set({ settings, enabled }).where(eq(gameProviders.code, code));
}

export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

export function rsaKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKey, publicKey };
}
