// The players table's own guarantees: usernames and e-mails unique regardless of case, a short public
// code filled in by the database, sensible defaults.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../../server/db/schema';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';
import { createTestPlayer } from '../helpers/players';

describeEachTarget('players table on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('fills the usercode and the defaults', async () => {
    const player = await createTestPlayer(database.db);
    expect(player.usercode).toMatch(/^[0-9A-F]{8}$/);
    expect(player).toMatchObject({ currencyId: 1, smsVerified: false, status: 'active', personalNoEnc: null, lockedUntil: null });
    expect(player.passwordHash).toMatch(/^\$argon2id\$/);
    const other = await createTestPlayer(database.db);
    expect(other.usercode).not.toBe(player.usercode);
  });

  it('refuses a username that differs only in case', async () => {
    const player = await createTestPlayer(database.db, { username: 'CaseUser' });
    await expect(createTestPlayer(database.db, { username: 'caseuser' })).rejects.toThrow();
    expect(player.username).toBe('CaseUser');
  });

  it('refuses an e-mail that differs only in case', async () => {
    await createTestPlayer(database.db, { email: 'Mixed@Example.com' });
    await expect(createTestPlayer(database.db, { email: 'mixed@example.COM' })).rejects.toThrow();
  });

  it('moves updated_at on every update', async () => {
    const player = await createTestPlayer(database.db);
    const old = new Date('2020-01-01T00:00:00Z');
    await database.db.update(players).set({ updatedAt: old }).where(eq(players.id, player.id));
    const [updated] = await database.db
      .update(players)
      .set({ smsVerified: true })
      .where(eq(players.id, player.id))
      .returning();
    expect(updated.updatedAt.getTime()).toBeGreaterThan(old.getTime() + 1000);
    expect(updated.smsVerified).toBe(true);
  });
});
