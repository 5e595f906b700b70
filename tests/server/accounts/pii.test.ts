// Encryption of the TC Kimlik No: AES-256-GCM with a fresh IV per value, tamper-evident, and a keyed
// lookup hash; the development key is made once and kept in the database.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPiiCipher, maskedPersonalNo, piiCipher } from '../../../server/accounts/pii';
import { serverSecrets } from '../../../server/db/schema';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';

describe('createPiiCipher', () => {
  const key = randomBytes(32);
  const cipher = createPiiCipher(key);

  it('decrypts what it encrypted, and never shows the number in the stored text', () => {
    const stored = cipher.encrypt('10000000146');
    expect(stored).toMatch(/^v2\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.split('.')[1]).toBe(cipher.keyId);
    expect(stored).not.toContain('10000000146');
    expect(cipher.decrypt(stored)).toBe('10000000146');
  });

  it('encrypts the same number differently every time (random IV)', () => {
    expect(cipher.encrypt('10000000146')).not.toBe(cipher.encrypt('10000000146'));
  });

  it('refuses a tampered value and a value made with another key', () => {
    const stored = cipher.encrypt('10000000146');
    const [version, kid, iv, body, tag] = stored.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => cipher.decrypt([version, kid, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
    expect(() => createPiiCipher(randomBytes(32)).decrypt(stored)).toThrow();
    expect(() => cipher.decrypt('plain-text')).toThrow();
  });

  it('hashes equal numbers equally, different ones and other keys differently', () => {
    expect(cipher.lookupHash('10000000146')).toBe(cipher.lookupHash('10000000146'));
    expect(cipher.lookupHash('10000000146')).not.toBe(cipher.lookupHash('11111111110'));
    expect(createPiiCipher(randomBytes(32)).lookupHash('10000000146')).not.toBe(cipher.lookupHash('10000000146'));
    expect(cipher.lookupHash('10000000146')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createPiiCipher(randomBytes(16))).toThrow();
  });
});

describeEachTarget('piiCipher on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('uses PII_KEY when it is set, and stores no key then', async () => {
    const key = randomBytes(32);
    const fromConfig = await piiCipher(database.db, { piiKey: key.toString('base64') });
    expect(createPiiCipher(key).decrypt(fromConfig.encrypt('10000000146'))).toBe('10000000146');
    const rows = await database.db.select().from(serverSecrets);
    expect(rows.map((row) => row.name)).not.toContain('pii-key');
  });

  it('without PII_KEY makes one key, kept in the database and shared by every caller', async () => {
    const first = await piiCipher(database.db, {});
    const stored = first.encrypt('11111111110');
    const rows = await database.db.select().from(serverSecrets);
    const secret = rows.find((row) => row.name === 'pii-key');
    expect(secret).toBeDefined();
    // Another instance on the same database (no shared memory) derives the same key.
    const other = createPiiCipher(Buffer.from(secret!.value, 'base64url'));
    expect(other.decrypt(stored)).toBe('11111111110');
    expect(await maskedPersonalNo(database.db, {}, stored)).toBe('*******1110');
    expect(await maskedPersonalNo(database.db, {}, null)).toBeNull();
  });
});
