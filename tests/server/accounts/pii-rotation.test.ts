// PII key rotation: values written under key A read back once PII_KEY is B with A in PII_KEY_PREVIOUS,
// a duplicate TC number is refused across keys, `rotatePii` moves everything to B (resumably, once),
// and a value under a key nobody knows fails clearly instead of decrypting to garbage.
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPiiCipher, maskedPersonalNo, piiCipher } from '../../../server/accounts/pii';
import { rotatePii } from '../../../server/accounts/pii-rotation';
import { registerPlayer, type RegisterBody } from '../../../server/accounts/registration';
import { auditLog, players } from '../../../server/db/schema';
import { seed } from '../../../server/seed';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';
import { fullBody } from './helpers';

/** A value in the format before key ids (`v1.<iv>.<ct>.<tag>`), as the old code wrote it. */
function legacyEncrypt(masterKey: Buffer, plain: string): string {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'casino pii aes-256-gcm v1', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from('players.personal_no'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, body, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

describe('createPiiCipher with previous keys', () => {
  const a = randomBytes(32);
  const b = randomBytes(32);
  const underA = createPiiCipher(a);
  const rotating = createPiiCipher(b, [a]);

  it('names the key in the stored value and picks the key by it', () => {
    const stored = underA.encrypt('10000000146');
    expect(stored).toMatch(new RegExp(`^v2\\.${underA.keyId}\\.[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(rotating.keyId).not.toBe(underA.keyId);
    expect(rotating.previousKeyIds).toEqual([underA.keyId]);
    expect(rotating.decrypt(stored)).toBe('10000000146');
    expect(rotating.isCurrent(stored)).toBe(false);
    expect(rotating.isCurrent(rotating.encrypt('10000000146'))).toBe(true);
  });

  it('decrypts v1 values under the current or any previous key', () => {
    expect(rotating.decrypt(legacyEncrypt(a, '10000000146'))).toBe('10000000146');
    expect(rotating.decrypt(legacyEncrypt(b, '11111111110'))).toBe('11111111110');
    expect(() => rotating.decrypt(legacyEncrypt(randomBytes(32), '10000000146'))).toThrow(/does not decrypt under PII_KEY/);
  });

  it('hashes under every known key, current first', () => {
    expect(rotating.lookupHashes('10000000146')).toEqual([rotating.lookupHash('10000000146'), underA.lookupHash('10000000146')]);
  });

  it('refuses a value under an unknown key clearly, and a kid that lies', () => {
    const other = createPiiCipher(randomBytes(32));
    const stored = other.encrypt('10000000146');
    expect(() => rotating.decrypt(stored)).toThrow(`unknown key (kid ${other.keyId})`);
    // A value relabelled with a known kid is refused by GCM, not decrypted to garbage.
    const relabelled = stored.replace(`.${other.keyId}.`, `.${underA.keyId}.`);
    expect(() => rotating.decrypt(relabelled)).toThrow();
  });
});

describeEachTarget('PII key rotation on %s', (target) => {
  let database: TestDatabase;
  const keyA = randomBytes(32).toString('base64');
  const keyB = randomBytes(32).toString('base64');
  const configA = { piiKey: keyA };
  const rotatingConfig = { piiKey: keyB, piiKeyPrevious: [keyA] };
  const configB = { piiKey: keyB };
  const kidA = createPiiCipher(Buffer.from(keyA, 'base64')).keyId;
  const kidB = createPiiCipher(Buffer.from(keyB, 'base64')).keyId;
  const numbers: { id: string; tc: string }[] = [];

  const signUp = async (config: typeof configA | typeof rotatingConfig, overrides: Record<string, unknown> = {}) => {
    const body = fullBody(overrides);
    const player = await registerPlayer({ db: database.db, config, locale: 'en', ip: null }, body as unknown as RegisterBody);
    return { id: player.id, tc: body.PersonalNo as string };
  };
  const stored = async (id: string) =>
    (await database.db.select({ enc: players.personalNoEnc, hash: players.personalNoHash }).from(players).where(eq(players.id, id)))[0];

  beforeAll(async () => {
    database = await createTestDatabase(target);
    await seed({ db: database.db, demo: false });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('reads values written under key A after switching to key B with A in PII_KEY_PREVIOUS', async () => {
    for (let i = 0; i < 3; i += 1) numbers.push(await signUp(configA));
    // One value from before key ids (v1), also under A.
    const legacy = await signUp(configA);
    await database.db
      .update(players)
      .set({ personalNoEnc: legacyEncrypt(Buffer.from(keyA, 'base64'), legacy.tc) })
      .where(eq(players.id, legacy.id));
    numbers.push(legacy);

    for (const { id } of numbers.slice(0, 3)) expect((await stored(id)).enc).toMatch(new RegExp(`^v2\\.${kidA}\\.`));
    for (const { id, tc } of numbers) {
      expect(await maskedPersonalNo(database.db, rotatingConfig, (await stored(id)).enc)).toBe(`*******${tc.slice(-4)}`);
    }
    // Without the previous key they are unreadable, and say why.
    await expect(maskedPersonalNo(database.db, configB, (await stored(numbers[0].id)).enc)).rejects.toThrow(/unknown key/);
  });

  it('refuses a duplicate TC number mid-rotation (stored under A, registering under B)', async () => {
    await expect(signUp(rotatingConfig, { PersonalNo: numbers[0].tc })).rejects.toMatchObject({ messageKey: 'accounts.personalNoTaken' });
    await expect(signUp(rotatingConfig, { PersonalNo: numbers[3].tc })).rejects.toMatchObject({ messageKey: 'accounts.personalNoTaken' });
    // A new number during the rotation is written under B.
    const fresh = await signUp(rotatingConfig);
    expect((await stored(fresh.id)).enc).toMatch(new RegExp(`^v2\\.${kidB}\\.`));
    numbers.push(fresh);
  });

  it('rotates every value to key B in batches, once, with an audit row per run', async () => {
    const first = await rotatePii(database.db, rotatingConfig, { batch: 2 });
    expect(first).toMatchObject({ keyId: kidB, rotated: 4, alreadyCurrent: 0, failed: 0, remaining: 0 });

    const cipherB = await piiCipher(database.db, configB);
    for (const { id, tc } of numbers) {
      const row = await stored(id);
      expect(row.enc).toMatch(new RegExp(`^v2\\.${kidB}\\.`));
      expect(row.hash).toBe(cipherB.lookupHash(tc));
      expect(cipherB.decrypt(row.enc!)).toBe(tc);
    }
    const all = await database.db.select({ enc: players.personalNoEnc }).from(players).where(isNotNull(players.personalNoEnc));
    expect(all.every((row) => row.enc!.startsWith(`v2.${kidB}.`))).toBe(true);

    const second = await rotatePii(database.db, rotatingConfig, { batch: 2 });
    expect(second).toMatchObject({ rotated: 0, alreadyCurrent: 0, failed: 0, remaining: 0 });

    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, 'pii.rotate'));
    expect(audits.map((row) => row.details)).toEqual([
      expect.objectContaining({ keyId: kidB, previousKeyIds: [kidA], batch: 2, rotated: 4, failed: 0, remaining: 0 }),
      expect.objectContaining({ keyId: kidB, rotated: 0, failed: 0, remaining: 0 }),
    ]);
    expect(audits.every((row) => row.actorKind === 'system')).toBe(true);
  });

  it('works without PII_KEY_PREVIOUS afterwards', async () => {
    for (const { id, tc } of numbers) {
      expect(await maskedPersonalNo(database.db, configB, (await stored(id)).enc)).toBe(`*******${tc.slice(-4)}`);
    }
    await expect(signUp(configB, { PersonalNo: numbers[0].tc })).rejects.toMatchObject({ messageKey: 'accounts.personalNoTaken' });
    expect((await rotatePii(database.db, configB)).rotated).toBe(0);
  });

  it('leaves a value under an unknown key as it is and reports it as failed', async () => {
    const stranger = await signUp(configB);
    const unknown = createPiiCipher(randomBytes(32));
    const foreign = unknown.encrypt(stranger.tc);
    await database.db.update(players).set({ personalNoEnc: foreign }).where(eq(players.id, stranger.id));

    const result = await rotatePii(database.db, rotatingConfig);
    expect(result).toMatchObject({ rotated: 0, failed: 1, remaining: 1 });
    expect(result.failures).toEqual([{ playerId: stranger.id, error: expect.stringContaining(`unknown key (kid ${unknown.keyId})`) }]);
    expect((await stored(stranger.id)).enc).toBe(foreign);
    await expect(maskedPersonalNo(database.db, configB, foreign)).rejects.toThrow(/unknown key/);
  });
});
