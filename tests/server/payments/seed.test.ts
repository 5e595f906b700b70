// The payment seed on every database target: every installation gets the IBAN withdrawal; the demo adds
// the havale/EFT deposit with its example account, the demo gateway's card deposit and the demo operator
// (operator / operator1234), once; running the seed again changes nothing and keeps an operator's edits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { verifyPassword } from '../../../server/auth/passwords';
import { operators, paymentMethods } from '../../../server/db/schema';
import { loginOperator } from '../../../server/operators';
import { seed } from '../../../server/seed';
import { DEMO_OPERATOR } from '../../../server/seed/payments';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';

describeEachTarget('payment seed on %s', (target) => {
  let base: TestDatabase;
  let demo: TestDatabase;
  beforeAll(async () => {
    [base, demo] = await Promise.all([createTestDatabase(target), createTestDatabase(target)]);
    await seed({ db: base.db, demo: false });
    await seed({ db: demo.db, demo: true });
  });
  afterAll(async () => {
    await base?.destroy();
    await demo?.destroy();
  });

  it('gives every installation the IBAN withdrawal and nothing operator-specific', async () => {
    const rows = await base.db.select().from(paymentMethods);
    expect(rows.map((row) => row.code)).toEqual(['bank-transfer-withdraw']);
    expect(await base.db.select().from(operators)).toEqual([]);
  });

  it('adds the demo deposit methods and the demo operator', async () => {
    const rows = await demo.db.select().from(paymentMethods).orderBy(paymentMethods.code);
    expect(rows.map((row) => [row.code, row.type, row.kind, row.gateway])).toEqual([
      ['bank-transfer-deposit', 1, 'message', 'manual'],
      ['bank-transfer-withdraw', 2, 'bank-transfer-withdraw', 'manual'],
      ['demo-card-deposit', 1, 'hosted-page', 'demo'],
    ]);
    for (const row of rows) expect(row.fields.some((field) => field.key === 'amount')).toBe(true);
    const [operator] = await demo.db.select().from(operators).where(eq(operators.username, 'operator'));
    expect(operator).toMatchObject({ username: 'operator', role: 'admin', enabled: true });
    expect(await verifyPassword(operator.passwordHash, DEMO_OPERATOR.password)).toBe(true);
    // The README's development TOTP secret, so its codes can be computed: the password answers a TOTP
    // challenge, not an enrolment.
    expect(operator.totpSecret).toBe('CASINODEMOOPERATORTOTPSECRET2345');
    expect(operator.totpEnabledAt).toBeInstanceOf(Date);
    const login = await loginOperator(demo.db, { username: 'operator', password: 'operator1234' });
    expect(login.operator.username).toBe('operator');
    expect(login.challenge.kind).toBe('totp');
    // The seed also makes one demo operator per other role (the back office's, README): each audited.
    const created = (await listAudit(demo.db, { action: 'operator.create' })).find((row) => row.targetId === operator.id);
    expect(created).toMatchObject({ actorKind: 'system', actorId: 'seed', targetId: operator.id });
  });

  it('changes nothing when it runs again, and keeps what the operator changed', async () => {
    await demo.db.update(paymentMethods).set({ enabled: false, minAmount: 20_000n }).where(eq(paymentMethods.code, 'bank-transfer-withdraw'));
    await demo.db.delete(paymentMethods).where(eq(paymentMethods.code, 'demo-card-deposit'));
    const before = await demo.db.select().from(paymentMethods).orderBy(paymentMethods.id);
    await seed({ db: demo.db, demo: true });
    expect(await demo.db.select().from(paymentMethods).orderBy(paymentMethods.id)).toEqual(before);
    // The demo admin and one operator per other role, as the README lists them: none added twice.
    const names = (await demo.db.select().from(operators)).map((row) => row.username).sort();
    expect(names).toEqual(['auditor', 'compliance', 'content', 'finance', 'operator', 'support', 'trader']);
  });
});
