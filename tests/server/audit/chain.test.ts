// The audit log's hash chain on every database target: the link hash against known-answer vectors
// computed outside the code (sha256sum over the literal text below), sealing under concurrent writers
// keeps one unbroken chain, and verification names the first row whose content or link was tampered
// with (the append-only triggers are switched off for that, as only someone with database rights could).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../../server/audit';
import { auditChain, auditLog } from '../../../server/db/schema/audit';
import { canonicalRow, GENESIS_HASH, linkHash, sealAuditChain, verifyAuditChain } from '../../../server/audit/chain';
import { createTestDatabase, describeEachTarget, type TestDatabase } from '../helpers/db';

// printf '%s\n%s' "$(printf '0%.0s' {1..64})" '<row 7 text>' | sha256sum
const ROW7_TEXT =
  '[7,"2026-11-26T09:30:00.000Z","operator","3f0c2a4e-8d1b-4c6e-9a7f-1b2c3d4e5f60","withdrawal.approve","payment","42",{"amount":"1500000","note":"EFT 123","reason":null},"127.0.0.1","req-1"]';
const ROW7_HASH = '3998ae1877a58fed1885e6bff7d312582ebae94357692f9ad1b34fe7958db32a';
// printf '%s\n%s' "$ROW7_HASH" '<row 8 text>' | sha256sum
const ROW8_HASH = 'c9283d29a900f3ac5b1b5318c628f173b5dcbe688b2b0faf9dc9ae412228d7b4';

describe('audit chain link hash (known answers)', () => {
  const row7 = {
    id: 7,
    at: new Date('2026-11-26T09:30:00.000Z'),
    actorKind: 'operator' as const,
    actorId: '3f0c2a4e-8d1b-4c6e-9a7f-1b2c3d4e5f60',
    action: 'withdrawal.approve',
    targetKind: 'payment',
    targetId: '42',
    // Keys in another order than the canonical text: the serialisation sorts them.
    details: { reason: null, note: 'EFT 123', amount: '1500000' },
    ip: '127.0.0.1',
    requestId: 'req-1',
  };
  const row8 = { id: 8, at: new Date('2026-11-26T09:31:00.000Z'), actorKind: 'system' as const, actorId: 'seed', action: 'operator.create', targetKind: null, targetId: null, details: {}, ip: null, requestId: null };

  it('serialises a row canonically and hashes it after the previous hash', () => {
    expect(GENESIS_HASH).toBe('0'.repeat(64));
    expect(canonicalRow(row7)).toBe(ROW7_TEXT);
    expect(linkHash(GENESIS_HASH, row7)).toBe(ROW7_HASH);
    expect(linkHash(ROW7_HASH, row8)).toBe(ROW8_HASH);
  });
});

describeEachTarget('audit chain on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const write = (i: number) => audit(database.db, { actor: { kind: 'system', id: 'chain-test' }, action: 'test.chain', details: { i, nested: { b: 2, a: [1, 'x'] } } });

  it('links rows written concurrently into one chain that verifies', async () => {
    // Writers in their own transactions and sealers racing them: every row ends up linked exactly once.
    await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => database.db.transaction(async (tx) => audit(tx, { actor: { kind: 'system', id: 'chain-test' }, action: 'test.chain.tx', details: { i } }))),
      sealAuditChain(database.db),
      sealAuditChain(database.db),
      ...Array.from({ length: 10 }, (_, i) => write(i)),
      sealAuditChain(database.db),
    ]);
    const result = await verifyAuditChain(database.db);
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(result).toEqual({ ok: true, checked: n, firstBroken: null });
    const [{ links, distinct }] = await database.db.select({ links: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct ${auditChain.auditId})::int` }).from(auditChain);
    expect(links).toBe(n);
    expect(distinct).toBe(n);
  });

  it('names the first row whose content was changed behind the triggers', async () => {
    const first = await write(100);
    const second = await write(101);
    await sealAuditChain(database.db);
    await database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    try {
      await database.db.execute(sql`update audit_log set details = '{"i": 999}'::jsonb where id = ${second}`);
      await database.db.execute(sql`update audit_log set action = 'test.forged' where id = ${first}`);
    } finally {
      await database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    }
    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: false, firstBroken: { id: first, reason: 'hash' } });
  });

  it('names the row after a removed link', async () => {
    const db2 = await createTestDatabase(target);
    try {
      const ids = [];
      for (let i = 0; i < 4; i += 1) ids.push(await audit(db2.db, { actor: { kind: 'system', id: 'chain-test' }, action: 'test.chain', details: { i } }));
      await sealAuditChain(db2.db);
      expect((await verifyAuditChain(db2.db)).ok).toBe(true);
      await db2.db.execute(sql`alter table audit_chain disable trigger audit_chain_append_only`);
      await db2.db.execute(sql`delete from audit_chain where audit_id = ${ids[1]}`);
      await db2.db.execute(sql`alter table audit_chain enable trigger audit_chain_append_only`);
      // The removed row's link is gone: verification re-links it at the end, and the row after it no
      // longer follows its predecessor.
      expect(await verifyAuditChain(db2.db)).toMatchObject({ ok: false, firstBroken: { id: ids[2], reason: 'link' } });
    } finally {
      await db2.destroy();
    }
  });

  it('refuses to change or remove links like audit rows', async () => {
    await write(200);
    await sealAuditChain(database.db);
    await expect(database.db.execute(sql`update audit_chain set hash = ${'f'.repeat(64)}`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from audit_chain`)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_chain`)).rejects.toThrow();
  });
});
