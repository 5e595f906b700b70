// The one-time code store, with the clock passed in: 6 random digits stored as an HMAC only, valid 10
// minutes, void after 5 wrong tries, spent once, a new one not within 60 s, one active per purpose.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  checkCode,
  codeSubject,
  generateCode,
  issueCode,
  pruneCodes,
  resendAfterSeconds,
  withdrawCode,
} from '../../../server/accounts/codes';
import { verificationCodes } from '../../../server/db/schema';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';
import { createTestPlayer } from '../helpers/players';
import { wrongCode } from './helpers';

describe('generateCode', () => {
  it('makes 6 digits, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });
});

describeEachTarget('codes on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  let n = 0;
  async function fresh() {
    n += 1;
    const player = await createTestPlayer(database.db);
    const key = { subject: codeSubject.player(player.id), purpose: 'phone' as const };
    const start = new Date(Date.UTC(2026, 0, 1, 12, 0, n));
    const issued = await issueCode(database.db, { ...key, playerId: player.id, target: '5320000000', now: start });
    if (issued.kind !== 'issued') throw new Error('not issued');
    return { player, key, start, code: issued.code, issued };
  }
  const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

  it('stores only a salted HMAC of the code, and accepts the code itself once', async () => {
    const { key, start, code, issued } = await fresh();
    expect(issued.resendAfterSeconds).toBe(60);
    expect(issued.expiresAt.getTime()).toBe(start.getTime() + CODE_TTL_MS);
    const [row] = await database.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.subject, key.subject), eq(verificationCodes.purpose, 'phone')));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.salt.length).toBeGreaterThan(10);

    expect((await checkCode(database.db, { ...key, code, consume: false, now: at(start, 1000) })).kind).toBe('ok');
    expect((await checkCode(database.db, { ...key, code, consume: true, now: at(start, 2000) })).kind).toBe('ok');
    expect((await checkCode(database.db, { ...key, code, consume: true, now: at(start, 3000) })).kind).toBe('used');
  });

  it('accepts the code until 10 minutes have passed, not after', async () => {
    const { key, start, code } = await fresh();
    expect((await checkCode(database.db, { ...key, code, consume: false, now: at(start, CODE_TTL_MS - 1) })).kind).toBe('ok');
    expect((await checkCode(database.db, { ...key, code, consume: true, now: at(start, CODE_TTL_MS) })).kind).toBe('expired');
  });

  it('counts wrong codes and voids the code at the 5th, even for the right code afterwards', async () => {
    const { key, start, code } = await fresh();
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i += 1) {
      const outcome = await checkCode(database.db, { ...key, code: wrongCode(code), consume: false, now: at(start, i * 1000) });
      expect(outcome).toEqual({ kind: 'wrong', attemptsLeft: CODE_MAX_ATTEMPTS - i });
    }
    expect((await checkCode(database.db, { ...key, code: wrongCode(code), consume: true, now: at(start, 6000) })).kind).toBe('voided');
    expect((await checkCode(database.db, { ...key, code, consume: true, now: at(start, 7000) })).kind).toBe('voided');
  });

  it('counts parallel wrong guesses one by one', async () => {
    const { key, start, code } = await fresh();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => checkCode(database.db, { ...key, code: wrongCode(code), consume: false, now: at(start, 1000) })),
    );
    expect(outcomes.filter((o) => o.kind === 'wrong')).toHaveLength(CODE_MAX_ATTEMPTS - 1);
    expect(outcomes.filter((o) => o.kind === 'voided')).toHaveLength(8 - (CODE_MAX_ATTEMPTS - 1));
  });

  it('spends a right code once when two requests race with it', async () => {
    const { key, start, code } = await fresh();
    const outcomes = await Promise.all([1, 2, 3].map(() => checkCode(database.db, { ...key, code, consume: true, now: at(start, 1000) })));
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['ok', 'used', 'used']);
  });

  it('refuses a new code within 60 s with the seconds left, and replaces the old code after', async () => {
    const { player, key, start, code } = await fresh();
    const early = await issueCode(database.db, { ...key, playerId: player.id, target: '5320000000', now: at(start, 45_500) });
    expect(early).toEqual({ kind: 'tooSoon', retryAfterSeconds: 15 });
    expect(await resendAfterSeconds(database.db, key, at(start, 45_500))).toBe(15);
    // The refused request changed nothing: the first code still works.
    expect((await checkCode(database.db, { ...key, code, consume: false, now: at(start, 50_000) })).kind).toBe('ok');

    const later = await issueCode(database.db, { ...key, playerId: player.id, target: '5321111111', now: at(start, 60_000) });
    expect(later.kind).toBe('issued');
    if (later.kind !== 'issued') return;
    // One active code per purpose: the first one is gone, the new one is checked against the new phone.
    if (later.code !== code) {
      expect((await checkCode(database.db, { ...key, code, consume: false, now: at(start, 61_000) })).kind).toBe('wrong');
    }
    expect((await checkCode(database.db, { ...key, code: later.code, consume: false, target: '5320000000', now: at(start, 61_000) })).kind).toBe(
      'otherTarget',
    );
    expect((await checkCode(database.db, { ...key, code: later.code, consume: true, target: '5321111111', now: at(start, 62_000) })).kind).toBe('ok');
  });

  it('gives a fresh allowance of tries to a new code', async () => {
    const { player, key, start, code } = await fresh();
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      await checkCode(database.db, { ...key, code: wrongCode(code), consume: false, now: at(start, 1000) });
    }
    const again = await issueCode(database.db, { ...key, playerId: player.id, target: '5320000000', now: at(start, 61_000) });
    if (again.kind !== 'issued') throw new Error('not issued');
    expect((await checkCode(database.db, { ...key, code: again.code, consume: true, now: at(start, 62_000) })).kind).toBe('ok');
  });

  it('answers missing for a subject that never got a code, and keeps purposes apart', async () => {
    const { player, code, start } = await fresh();
    expect(
      (await checkCode(database.db, { subject: codeSubject.player(player.id), purpose: 'reset', code, consume: false, now: start })).kind,
    ).toBe('missing');
    expect((await checkCode(database.db, { subject: 'player:nobody', purpose: 'phone', code, consume: false, now: start })).kind).toBe('missing');
  });

  it('lets a code that could not be delivered be replaced at once', async () => {
    const { player, key, start } = await fresh();
    await withdrawCode(database.db, key, start);
    expect(await resendAfterSeconds(database.db, key, at(start, 1000))).toBe(0);
    expect((await issueCode(database.db, { ...key, playerId: player.id, target: '5320000000', now: at(start, 1000) })).kind).toBe('issued');
  });

  it('lets a used code be followed at once (a verified player changing the number), an unused one not', async () => {
    const { player, key, start, code } = await fresh();
    expect((await checkCode(database.db, { ...key, code, consume: true, now: at(start, 5_000) })).kind).toBe('ok');
    expect(await resendAfterSeconds(database.db, key, at(start, 6_000))).toBe(0);
    const next = await issueCode(database.db, { ...key, playerId: player.id, target: '5322222222', now: at(start, 6_000) });
    expect(next.kind).toBe('issued');
    // The new one is unused: the 60 s hold applies to it again.
    expect(await issueCode(database.db, { ...key, playerId: player.id, target: '5322222222', now: at(start, 10_000) })).toEqual({
      kind: 'tooSoon',
      retryAfterSeconds: 56,
    });
  });

  it('prunes codes a day past their expiry, only those', async () => {
    const { key, start } = await fresh();
    const before = (now: Date) => pruneCodes(database.db, now);
    await before(at(start, CODE_TTL_MS + 60_000));
    expect(await database.db.select().from(verificationCodes).where(eq(verificationCodes.subject, key.subject))).toHaveLength(1);
    await before(at(start, CODE_TTL_MS + 25 * 3_600_000));
    expect(await database.db.select().from(verificationCodes).where(eq(verificationCodes.subject, key.subject))).toHaveLength(0);
  });
});
