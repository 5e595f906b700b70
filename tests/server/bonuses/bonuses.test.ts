// Bonus grants: a row and a ledger entry together (inside the caller's transaction or their own),
// idempotent on the key, the operator's wagering multiplier and validity, one trial bonus per player,
// and the expiry sweep ending each due grant exactly once, even with several sweepers at once.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../server/db/client';
import { auditLog } from '../../../server/db/schema/audit';
import { bonusSettings, bonuses, notifications } from '../../../server/db/schema/customer';
import { checkInvariants, getPlayerBalance, IdempotencyConflictError, InvalidEntryError, recomputeBalances } from '../../../server/wallet';
import {
  bonusAllocationMismatches,
  bonusRules,
  forfeitBonus,
  grantBonus,
  TrialBonusAlreadyGrantedError,
} from '../../../server/wallet/bonuses';
import { bonusExpiryPlugin, expireBonuses } from '../../../server/wallet/expiry';
import { bet } from '../../../server/wallet/game-wallet';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';
import { createPlayers } from '../wallet/fixtures';
import { captureIntervals } from '../helpers/periodic';

const HOUR = 3_600_000;

async function houseBalance(db: Db, code: string): Promise<bigint> {
  const all = await recomputeBalances(db);
  return all.find((b) => 'house' in b.account && b.account.house === code)?.stored ?? 0n;
}

describeEachTarget('bonuses on %s', (target) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(target);
    db = database.db;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const newPlayer = async () => (await createPlayers(db, 1))[0];

  async function expectHealthy() {
    expect(await checkInvariants(db)).toEqual([]);
    expect(await bonusAllocationMismatches(db)).toEqual([]);
  }

  it('grants bonus money from house:bonus-cost with the default 10x wagering and 7 days', async () => {
    const id = await newPlayer();
    const now = new Date('2030-01-01T12:00:00Z');
    const costBefore = await houseBalance(db, 'house:bonus-cost');
    const result = await grantBonus(db, { playerId: id, amount: 5_000n, kind: 'deposit', idempotencyKey: `g-${id}`, now, acting: { actor: { kind: 'system', id: 'deposit-bonus' } } });
    const [audited] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'bonus.grant'), eq(auditLog.targetId, result.bonusId)));
    expect(audited).toMatchObject({ actorKind: 'system', actorId: 'deposit-bonus', details: { playerId: id, kind: 'deposit', amount: '5000', wagerRequired: '50000' } });
    expect(result).toMatchObject({ replayed: false, bonusId: expect.stringMatching(/^\d+$/) });
    const [row] = await db.select().from(bonuses).where(eq(bonuses.id, Number(result.bonusId)));
    expect(row).toMatchObject({ playerId: id, kind: 'deposit', status: 'active', amount: 5_000n, balance: 5_000n, wagerRequired: 50_000n, wagered: 0n });
    expect(row.expiresAt.toISOString()).toBe('2030-01-08T12:00:00.000Z');
    expect(await getPlayerBalance(db, id)).toMatchObject({ cash: 0n, bonus: 5_000n });
    expect((await houseBalance(db, 'house:bonus-cost')) - costBefore).toBe(-5_000n);
    expect(result.notifications).toHaveLength(1);
    expect(result.notifications[0].item).toMatchObject({ type: 4, title: 'Bonusunuz tanımlandı' });
    expect(result.notifications[0].item.note).toBe(
      '₺50,00 tutarındaki yatırım bonusu hesabınıza eklendi. Nakde dönüşmesi için ₺500,00 tutarında bahis yapmanız gerekiyor.',
    );
    await expectHealthy();
  });

  it("follows the operator's settings, and an explicit multiplier and expiry win over them", async () => {
    await db.insert(bonusSettings).values({ id: 1, wageringMultiplier: 25, validityHours: 48 }).onConflictDoUpdate({
      target: bonusSettings.id,
      set: { wageringMultiplier: 25, validityHours: 48 },
    });
    try {
      expect(await bonusRules(db)).toEqual({ wageringMultiplier: 25, validityHours: 48 });
      const id = await newPlayer();
      const now = new Date('2030-05-01T00:00:00Z');
      const a = await grantBonus(db, { playerId: id, amount: 100n, kind: 'manual', idempotencyKey: `s1-${id}`, now });
      const expiresAt = new Date('2030-06-01T00:00:00Z');
      const b = await grantBonus(db, { playerId: id, amount: 100n, kind: 'manual', idempotencyKey: `s2-${id}`, wageringMultiplier: 3, expiresAt });
      const rows = await db.select().from(bonuses).where(eq(bonuses.playerId, id));
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      expect(byId.get(a.bonusId)).toMatchObject({ wagerRequired: 2_500n, expiresAt: new Date(now.getTime() + 48 * HOUR) });
      expect(byId.get(b.bonusId)).toMatchObject({ wagerRequired: 300n, expiresAt });
    } finally {
      await db.delete(bonusSettings);
    }
  });

  it('answers a retried grant with the first one and moves nothing; another body under the key is refused', async () => {
    const id = await newPlayer();
    const input = { playerId: id, amount: 1_000n, kind: 'manual' as const, idempotencyKey: `retry-${id}` };
    const first = await grantBonus(db, input);
    const again = await grantBonus(db, input);
    expect(again).toEqual({ bonusId: first.bonusId, replayed: true, notifications: [] });
    await expect(grantBonus(db, { ...input, amount: 2_000n })).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect((await getPlayerBalance(db, id)).bonus).toBe(1_000n);
    const racing = await Promise.all(Array.from({ length: 6 }, () => grantBonus(db, { ...input, idempotencyKey: `race-${id}` })));
    expect(racing.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await getPlayerBalance(db, id)).bonus).toBe(2_000n);
    await expectHealthy();
  });

  it('grants the trial bonus once per player, whatever key asks again', async () => {
    const id = await newPlayer();
    await grantBonus(db, { playerId: id, amount: 10_000n, kind: 'trial', idempotencyKey: `trial:${id}` });
    expect((await grantBonus(db, { playerId: id, amount: 10_000n, kind: 'trial', idempotencyKey: `trial:${id}` })).replayed).toBe(true);
    await expect(grantBonus(db, { playerId: id, amount: 10_000n, kind: 'trial', idempotencyKey: `other:${id}` })).rejects.toBeInstanceOf(
      TrialBonusAlreadyGrantedError,
    );
    expect((await getPlayerBalance(db, id)).bonus).toBe(10_000n);
  });

  it("joins the caller's transaction: a rolled-back registration leaves no bonus and no money", async () => {
    const id = await newPlayer();
    await expect(
      db.transaction(async (tx) => {
        await grantBonus(tx, { playerId: id, amount: 7_000n, kind: 'trial', idempotencyKey: `tx-${id}` });
        throw new Error('registration failed later');
      }),
    ).rejects.toThrow('registration failed later');
    expect(await db.select().from(bonuses).where(eq(bonuses.playerId, id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.playerId, id))).toEqual([]);
    expect((await getPlayerBalance(db, id)).bonus).toBe(0n);
    // The caller's own work survives a refused grant: the savepoint rolls back only the grant.
    await db.transaction(async (tx) => {
      await grantBonus(tx, { playerId: id, amount: 1n, kind: 'manual', idempotencyKey: `ok-${id}` });
      await expect(grantBonus(tx, { playerId: id, amount: 2n, kind: 'manual', idempotencyKey: `ok-${id}` })).rejects.toBeInstanceOf(
        IdempotencyConflictError,
      );
    });
    expect((await getPlayerBalance(db, id)).bonus).toBe(1n);
    await expectHealthy();
  });

  it('refuses malformed grants', async () => {
    const id = await newPlayer();
    const base = { playerId: id, amount: 1_000n, kind: 'manual' as const, idempotencyKey: `bad-${id}` };
    for (const bad of [
      { ...base, amount: 0n },
      { ...base, amount: -1n },
      { ...base, idempotencyKey: ' ' },
      { ...base, kind: 'vip' as never },
      { ...base, wageringMultiplier: 1.5 },
      { ...base, playerId: 'x' },
    ]) {
      await expect(grantBonus(db, bad)).rejects.toBeInstanceOf(InvalidEntryError);
    }
  });

  it('turns a grant without wagering into cash at once', async () => {
    const id = await newPlayer();
    const result = await grantBonus(db, { playerId: id, amount: 900n, kind: 'manual', idempotencyKey: `zero-${id}`, wageringMultiplier: 0 });
    expect(result.notifications.map((n) => n.item.title)).toEqual(['Bonusunuz tanımlandı', 'Bonusunuz nakde dönüştü']);
    expect(await getPlayerBalance(db, id)).toMatchObject({ cash: 900n, bonus: 0n });
    await expectHealthy();
  });

  it('expires what is left of a due grant back to the house, once, with a notification', async () => {
    const id = await newPlayer();
    const now = new Date('2031-03-01T00:00:00Z');
    const { bonusId } = await grantBonus(db, { playerId: id, amount: 4_000n, kind: 'manual', idempotencyKey: `exp-${id}`, now, expiresAt: new Date(now.getTime() + HOUR) });
    await grantBonus(db, { playerId: id, amount: 1_000n, kind: 'manual', idempotencyKey: `exp-later-${id}`, expiresAt: new Date(now.getTime() + 10 * HOUR) });
    // Spend some of it first (cash is empty, so the bet is bonus money, from the grant expiring first).
    await bet(db, { playerId: id, txId: `exp-bet-${id}`, roundId: 'r', gameCode: 'slot', amount: 1_500n });

    expect((await expireBonuses(db, { now: new Date(now.getTime() + HOUR - 1) })).filter((e) => e.playerId === id)).toEqual([]);
    const ended = await expireBonuses(db, { now: new Date(now.getTime() + HOUR) });
    const mine = ended.filter((e) => e.playerId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ bonusId, status: 'expired', settled: 2_500n });
    expect(mine[0].notifications[0].item.note).toBe('Süresi dolan bonus için kalan ₺25,00 bonus bakiyenizden düşüldü.');
    const entry = await db.execute(sql`
      select a.code, a.kind, l.amount::text as amount from journal_entries e
      join journal_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
      where e.idempotency_key = ${`bonus:expire:${bonusId}`} order by l.amount`);
    expect((entry as unknown as { rows: unknown[] }).rows).toEqual([
      { code: null, kind: 'bonus', amount: '-2500' },
      { code: 'house:bonus-cost', kind: 'house', amount: '2500' },
    ]);
    expect(await getPlayerBalance(db, id)).toMatchObject({ bonus: 1_000n });
    const [row] = await db.select().from(bonuses).where(eq(bonuses.id, Number(bonusId)));
    expect(row).toMatchObject({ status: 'expired', balance: 0n, settledAmount: 2_500n });
    const [audited] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'bonus.expire'), eq(auditLog.targetId, bonusId)));
    expect(audited).toMatchObject({ actorKind: 'system', actorId: 'bonus-expiry', details: { playerId: id, settled: '2500' } });

    expect((await expireBonuses(db, { now: new Date(now.getTime() + HOUR) })).filter((e) => e.playerId === id)).toEqual([]);
    await expectHealthy();
  });

  it('ends each due grant exactly once with several sweepers at once', async () => {
    const ids = await createPlayers(db, 4);
    const now = new Date('2032-01-01T00:00:00Z');
    for (const id of ids) {
      for (let i = 0; i < 3; i++) {
        await grantBonus(db, { playerId: id, amount: 100n * BigInt(i + 1), kind: 'manual', idempotencyKey: `multi-${id}-${i}`, expiresAt: now });
      }
    }
    const hubCalls: string[] = [];
    const hub = { publishToPlayer: async (playerId: string, command: string) => (hubCalls.push(`${playerId}:${command}`), true) };
    const sweeps = await Promise.all(Array.from({ length: 4 }, () => expireBonuses(db, { now, hub })));
    const ended = sweeps.flat().filter((e) => ids.includes(e.playerId));
    expect(ended).toHaveLength(12);
    expect(new Set(ended.map((e) => e.bonusId)).size).toBe(12);
    for (const id of ids) {
      expect((await getPlayerBalance(db, id)).bonus).toBe(0n);
      expect(hubCalls.filter((c) => c === `${id}:Balance`)).toHaveLength(3);
      expect(hubCalls.filter((c) => c === `${id}:Notification`)).toHaveLength(3);
    }
    await expectHealthy();
  });

  it('forfeits a grant on request and leaves ended grants alone', async () => {
    const id = await newPlayer();
    const { bonusId } = await grantBonus(db, { playerId: id, amount: 800n, kind: 'deposit', idempotencyKey: `forfeit-${id}` });
    const operator = { actor: { kind: 'operator' as const, id: null }, ip: '10.0.0.7' };
    const ended = await forfeitBonus(db, bonusId, operator);
    expect(ended).toMatchObject({ status: 'forfeited', settled: 800n });
    expect(await forfeitBonus(db, bonusId, operator)).toBeNull();
    expect(await forfeitBonus(db, 987_654_321, operator)).toBeNull();
    const trail = await db.select().from(auditLog).where(and(eq(auditLog.action, 'bonus.forfeit'), eq(auditLog.targetId, bonusId)));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actorKind: 'operator', details: { playerId: id, settled: '800', wagered: '0', wagerRequired: '8000' } });
    expect((await getPlayerBalance(db, id)).bonus).toBe(0n);
    await expectHealthy();
  });

  it('runs the sweep on a timer inside the app and stops it when the app closes', async () => {
    const id = await newPlayer();
    await grantBonus(db, { playerId: id, amount: 300n, kind: 'manual', idempotencyKey: `timer-${id}`, expiresAt: new Date(Date.now() - 1000) });
    const pushed: string[] = [];
    const app = Fastify({ logger: false });
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('db', db);
        },
        { name: 'context' },
      ),
    );
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('hub', {
            publishToPlayer: async (playerId: string, command: string) => (pushed.push(`${playerId}:${command}`), true),
          } as never);
        },
        { name: 'hub-wiring' },
      ),
    );
    const { intervals, restore } = captureIntervals();
    await app.register(bonusExpiryPlugin, { intervalMs: 25 });
    await app.ready();
    restore();
    expect(intervals).toHaveLength(1);
    try {
      await vi.waitFor(
        async () => {
          const [row] = await db.select({ status: bonuses.status }).from(bonuses).where(eq(bonuses.playerId, id));
          expect(row.status).toBe('expired');
        },
        { timeout: 10_000, interval: 50 },
      );
      await vi.waitFor(() => expect(pushed).toContain(`${id}:Notification`), { timeout: 5_000 });
    } finally {
      const stopping = captureIntervals();
      await app.close();
      stopping.restore();
      // Closing cleared the sweep's interval (and waited for a running sweep): nothing sweeps from here on.
      expect(stopping.cleared).toEqual([intervals[0]]);
    }
    // Closed: a grant that falls due now stays active.
    const later = await newPlayer();
    await grantBonus(db, { playerId: later, amount: 300n, kind: 'manual', idempotencyKey: `timer-later-${later}`, expiresAt: new Date(Date.now() - 1000) });
    const [row] = await db.select({ status: bonuses.status }).from(bonuses).where(eq(bonuses.playerId, later));
    expect(row.status).toBe('active');
  });
});
