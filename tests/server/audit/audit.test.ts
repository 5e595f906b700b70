// The audit log on every database target: rows are written with actor, action, target, details, address
// and request id; they can be listed by target and actor; and the database refuses to change or remove them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, installAuditGuards, isAuditChangeRefused, listAudit } from '../../../server/audit';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';

describeEachTarget('audit log on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('stores who did what to which thing, with details, address and request id', async () => {
    const id = await audit(database.db, {
      actor: { kind: 'operator', id: '2b0f6c1e-55a4-4f7e-9d8c-0a1b2c3d4e5f' },
      action: 'withdrawal.approve',
      target: { kind: 'payment', id: 42 },
      details: { amount: 12_345n, reason: 'ok', at: new Date('2026-01-02T03:04:05Z'), skipped: undefined },
      ip: '203.0.113.9',
      requestId: 'req-1',
    });
    const [row] = await listAudit(database.db, { target: { kind: 'payment', id: 42 } });
    expect(row).toMatchObject({
      id,
      actorKind: 'operator',
      actorId: '2b0f6c1e-55a4-4f7e-9d8c-0a1b2c3d4e5f',
      action: 'withdrawal.approve',
      targetKind: 'payment',
      targetId: '42',
      details: { amount: '12345', reason: 'ok', at: '2026-01-02T03:04:05.000Z' },
      ip: '203.0.113.9',
      requestId: 'req-1',
    });
    expect(row.details).not.toHaveProperty('skipped');
    expect(row.at).toBeInstanceOf(Date);
  });

  it('keeps an action whose address is not an IP address, without the address', async () => {
    const id = await audit(database.db, { actor: { kind: 'system', id: 'cli' }, action: 'operator.create', ip: 'not-an-ip' });
    const [row] = await listAudit(database.db, { actor: { kind: 'system', id: 'cli' } });
    expect(row).toMatchObject({ id, ip: null, targetKind: null, targetId: null, details: {} });
  });

  it('lists newest first and pages backwards', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await audit(database.db, { actor: { kind: 'player', id: 'p-list' }, action: 'test.list', details: { i } }));
    }
    const rows = await listAudit(database.db, { actor: { kind: 'player', id: 'p-list' } });
    expect(rows.map((r) => r.id)).toEqual([...ids].reverse());
    const older = await listAudit(database.db, { action: 'test.list', before: ids[2], limit: 1 });
    expect(older.map((r) => r.id)).toEqual([ids[1]]);
  });

  it('refuses a blank action', async () => {
    await expect(audit(database.db, { actor: { kind: 'system', id: null }, action: '  ' })).rejects.toThrow(/action/);
  });

  it('refuses an unknown actor kind in the database itself', async () => {
    await expect(
      database.db.execute(sql`insert into audit_log (actor_kind, action) values ('robot', 'x')`),
    ).rejects.toThrow();
  });

  it.each([
    ['update', sql`update audit_log set action = 'forged'`],
    ['delete', sql`delete from audit_log`],
    ['truncate', sql`truncate audit_log`],
  ])('refuses %s of its rows', async (_label, attempt) => {
    await audit(database.db, { actor: { kind: 'system', id: 'test' }, action: 'test.guard' });
    const before = await listAudit(database.db, { limit: 1000 });
    await expect(database.db.execute(attempt)).rejects.toSatisfy(isAuditChangeRefused);
    const after = await listAudit(database.db, { limit: 1000 });
    expect(after).toEqual(before);
  });

  it('installs its guards idempotently (a second migrate changes nothing)', async () => {
    await installAuditGuards(database.db);
    await database.migrate();
    const triggers = await database.db.execute(
      sql`select tgname from pg_trigger where tgrelid = 'audit_log'::regclass and not tgisinternal order by tgname`,
    );
    expect((triggers as unknown as { rows: { tgname: string }[] }).rows.map((r) => r.tgname)).toEqual([
      'audit_log_append_only',
      'audit_log_no_truncate',
    ]);
  });
});
