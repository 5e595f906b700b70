// The ops command line on every database target, driven in process (runOps) for each command, and once
// as the real `scripts/ops.ts` process on a PGlite data directory: operators are created (password from
// the option or a prompt), queues listed, withdrawals and bank deposits settled by a named operator, and
// every action audited as coming from the CLI.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { createSession, resolveSession } from '../../../server/auth/sessions';
import { projectRoot } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { operators, paymentMethods, paymentTransactions } from '../../../server/db/schema';
import { createOperator, findOperator } from '../../../server/operators';
import { runOps } from '../../../server/operators/cli';
import { isValidTurkishIban, requestWithdrawal, startDeposit } from '../../../server/payments';
import { createGatewayRegistry } from '../../../server/gateways/types';
import { seedPaymentsBase, seedPaymentsDemo } from '../../../server/seed/payments';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';
import { verifyFully } from '../helpers/kyc';
import { createTestPlayer, credit } from '../helpers/players';
import { balanceOf, expectLedgerClean, validIban } from '../payments/fixtures';

interface Run {
  code: number;
  out: string;
  err: string;
}

describeEachTarget('ops CLI on %s', (target) => {
  let database: TestDatabase;
  let methods: Record<string, number>;
  beforeAll(async () => {
    database = await createTestDatabase(target);
    await database.db.transaction(async (tx) => {
      await seedPaymentsBase(tx);
      await seedPaymentsDemo(tx);
    });
    const rows = await database.db.select().from(paymentMethods);
    methods = Object.fromEntries(rows.map((row) => [row.code, row.id]));
    await createOperator(database.db, { username: 'cli.op', password: 'operator-secret-1' }, { actor: { kind: 'system', id: 'test' } });
  });
  afterAll(async () => {
    await database?.destroy();
  });
  afterEach(async () => {
    await expectLedgerClean(database.db);
  });

  async function ops(argv: string[], secrets: string[] = []): Promise<Run> {
    const out: string[] = [];
    const err: string[] = [];
    const answers = [...secrets];
    const code = await runOps(argv, {
      db: database.db,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      askSecret: async () => {
        const next = answers.shift();
        if (next === undefined) throw new Error('asked for a secret the test did not give');
        return next;
      },
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  async function pendingWithdrawal(amount: bigint) {
    const player = await createTestPlayer(database.db);
    await verifyFully(database.db, player.id);
    await credit(database.db, player.id, 'cash', 1_000_000n);
    const [method] = await database.db.select().from(paymentMethods).where(eq(paymentMethods.id, methods['bank-transfer-withdraw']));
    const iban = validIban();
    const result = await requestWithdrawal(database.db, {
      playerId: player.id,
      method,
      values: { iban, accountHolder: 'Ayşe Yılmaz', amount: Number(amount) / 100 },
      amount,
      acting: { actor: { kind: 'player', id: player.id } },
    });
    return { player, id: result.transaction.id, iban };
  }

  it('prints the usage for help and refuses an unknown command', async () => {
    const help = await ops(['help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('withdrawals:approve <id> --operator <username>');
    const none = await ops([]);
    expect(none.code).toBe(2);
    const unknown = await ops(['withdrawals:explode']);
    expect(unknown).toMatchObject({ code: 2, err: expect.stringContaining('unknown command "withdrawals:explode"') });
  });

  it('creates an operator with --password or a prompted one, auditing who ran it', async () => {
    const direct = await ops(['operator:create', 'cli.admin', '--password', 'very-secret-1', '--role', 'admin']);
    expect(direct).toMatchObject({ code: 0, out: expect.stringContaining('created admin cli.admin') });
    const prompted = await ops(['operator:create', 'cli.prompted'], ['prompted-secret-1', 'prompted-secret-1']);
    expect(prompted.code).toBe(0);
    expect((await findOperator(database.db, 'cli.prompted'))?.role).toBe('finance');
    const mismatch = await ops(['operator:create', 'cli.mismatch'], ['prompted-secret-1', 'other-secret-11']);
    expect(mismatch).toMatchObject({ code: 2, err: expect.stringContaining('the passwords differ') });
    const short = await ops(['operator:create', 'cli.short', '--password', 'short']);
    expect(short).toMatchObject({ code: 1, err: 'An operator password has at least 10 characters' });
    const taken = await ops(['operator:create', 'CLI.ADMIN', '--password', 'very-secret-1']);
    expect(taken).toMatchObject({ code: 1, err: 'The username CLI.ADMIN is taken' });
    const created = await findOperator(database.db, 'cli.admin');
    const [row] = await listAudit(database.db, { target: { kind: 'operator', id: created!.id } });
    expect(row).toMatchObject({ action: 'operator.create', actorKind: 'system', actorId: expect.stringMatching(/^cli:/), requestId: expect.stringMatching(/^cli:/) });
    const list = await ops(['operator:list']);
    expect(list.out).toMatch(/cli\.admin\s+admin\s+enabled/);
  });

  it('disables, enables and re-passwords an operator', async () => {
    await ops(['operator:create', 'cli.toggle', '--password', 'toggle-secret-1']);
    expect((await ops(['operator:disable', 'cli.toggle'])).out).toBe('cli.toggle is disabled');
    const [row] = await database.db.select().from(operators).where(eq(operators.username, 'cli.toggle'));
    expect(row.enabled).toBe(false);
    expect((await ops(['operator:enable', 'cli.toggle'])).out).toBe('cli.toggle is enabled');
    expect((await ops(['operator:password', 'cli.toggle', '--password', 'another-secret-1'])).code).toBe(0);
    expect((await ops(['operator:disable', 'nobody.here'])).err).toBe('No operator named nobody.here');
  });

  it('lists pending withdrawals with the IBAN to pay to, and approves one as the named operator', async () => {
    const { player, id, iban } = await pendingWithdrawal(25_000n);
    const list = await ops(['withdrawals:list']);
    expect(list.code).toBe(0);
    expect(list.out).toContain(`#${id}`);
    expect(list.out).toContain(iban);
    expect(list.out).toContain('₺250.00');

    const noOperator = await ops(['withdrawals:approve', String(id)]);
    expect(noOperator).toMatchObject({ code: 2, err: expect.stringContaining('needs --operator') });
    const unknownOperator = await ops(['withdrawals:approve', String(id), '--operator', 'ghost']);
    expect(unknownOperator.code).toBe(2);

    const approved = await ops(['withdrawals:approve', String(id), '--operator', 'cli.op', '--note', 'EFT 42']);
    expect(approved).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^approved: #${id} P\\w{10} ₺250.00 is now confirmed$`)) });
    expect(await balanceOf(database.db, player.id)).toEqual({ cash: 975_000n, bonus: 0n, hold: 0n });
    const again = await ops(['withdrawals:approve', String(id), '--operator', 'cli.op']);
    expect(again.out).toBe(`approved: #${id} was already confirmed; nothing changed`);
    const late = await ops(['withdrawals:reject', String(id), '--reason', 'too late', '--operator', 'cli.op']);
    expect(late).toMatchObject({ code: 1, err: 'This transaction is already confirmed' });

    const op = await findOperator(database.db, 'cli.op');
    const [row] = await listAudit(database.db, { target: { kind: 'payment', id } });
    expect(row).toMatchObject({ action: 'withdrawal.approve', actorKind: 'operator', actorId: op!.id, requestId: expect.stringMatching(/^cli:/) });
    expect(row.details).toMatchObject({ note: 'EFT 42', amount: '25000' });
    expect((await ops(['withdrawals:list', '--status', 'confirmed'])).out).toContain(`#${id}`);
  });

  it('rejects a withdrawal with a reason, returning the money', async () => {
    const { player, id } = await pendingWithdrawal(10_000n);
    const noReason = await ops(['withdrawals:reject', String(id), '--operator', 'cli.op']);
    expect(noReason).toMatchObject({ code: 2, err: expect.stringContaining('needs --reason') });
    const rejected = await ops(['withdrawals:reject', String(id), '--reason', 'Name does not match', '--operator', 'cli.op']);
    expect(rejected.code).toBe(0);
    expect(await balanceOf(database.db, player.id)).toEqual({ cash: 1_000_000n, bonus: 0n, hold: 0n });
    const [row] = await database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
    expect(row).toMatchObject({ status: 4, note: 'Name does not match' });
    expect((await ops(['withdrawals:reject', 'abc', '--reason', 'x', '--operator', 'cli.op'])).code).toBe(2);
    expect((await ops(['withdrawals:approve', '99999999', '--operator', 'cli.op'])).err).toBe('Transaction 99999999 not found');
  });

  it('confirms and rejects bank-transfer deposits', async () => {
    const player = await createTestPlayer(database.db);
    const [method] = await database.db.select().from(paymentMethods).where(eq(paymentMethods.id, methods['bank-transfer-deposit']));
    const start = (amount: bigint) =>
      startDeposit(database.db, {
        playerId: player.id,
        method,
        values: { amount: Number(amount) / 100, senderName: 'Ayşe', senderBank: 1 },
        amount,
        locale: 'tr',
        origin: 'http://localhost',
        gateways: createGatewayRegistry([]),
        acting: { actor: { kind: 'player', id: player.id } },
      });
    const first = await start(50_000n);
    const second = await start(20_000n);
    const list = await ops(['deposits:list']);
    expect(list.out).toContain(`#${first.transaction.id}`);
    expect((await ops(['deposits:confirm', String(first.transaction.id), '--operator', 'cli.op'])).code).toBe(0);
    expect((await ops(['deposits:reject', String(second.transaction.id), '--reason', 'not received', '--operator', 'cli.op'])).code).toBe(0);
    expect((await balanceOf(database.db, player.id)).cash).toBe(50_000n);
  });

  it('shows and sets the session idle timeout (audited), which the next token lookup follows', async () => {
    expect(await ops(['settings:session-idle'])).toEqual({ code: 0, out: 'session idle timeout: 30 minutes; absolute lifetime: 12 hours (SESSION_MAX_HOURS)', err: '' });
    expect((await ops(['settings:session-idle', '0', '--operator', 'cli.op'])).code).toBe(2);
    expect((await ops(['settings:session-idle', '15'])).err).toContain('needs --operator');
    const set = await ops(['settings:session-idle', '15', '--operator', 'cli.op']);
    expect(set).toEqual({ code: 0, out: 'session idle timeout: 30 (default) -> 15 minutes; every instance applies it to the next call', err: '' });
    expect((await ops(['settings:session-idle'])).out).toBe('session idle timeout: 15 minutes; absolute lifetime: 12 hours (SESSION_MAX_HOURS)');
    const [audited] = await listAudit(database.db, { action: 'settings.session-idle.set' });
    expect(audited).toMatchObject({ actorKind: 'operator', targetKind: 'setting', targetId: 'session-idle-minutes', details: { before: null, after: 15 } });
    // A session idle for 15 minutes is now over.
    const player = await createTestPlayer(database.db);
    const t0 = new Date('2026-11-24T08:00:00.000Z');
    const session = await createSession(database.db, player.id, {}, t0);
    expect(await resolveSession(database.db, session.token, new Date(t0.getTime() + 14 * 60_000), { touch: false })).not.toBeNull();
    expect(await resolveSession(database.db, session.token, new Date(t0.getTime() + 15 * 60_000))).toBeNull();
    // Back to the default for the other tests of this database.
    expect((await ops(['settings:session-idle', '30', '--operator', 'cli.op'])).code).toBe(0);
  });

  it('finds players (audited) and manages payment methods', async () => {
    const player = await createTestPlayer(database.db);
    const found = await ops(['players:find', player.username, '--operator', 'cli.op']);
    expect(found.out).toContain(player.usercode);
    expect((await ops(['players:find', player.username])).code).toBe(2);
    const op = await findOperator(database.db, 'cli.op');
    // One lookup by cli.op (the refused one without --operator looked nothing up), naming the one player found.
    const lookups = await listAudit(database.db, { actor: { kind: 'operator', id: op!.id }, action: 'player.lookup' });
    expect(lookups.map((row) => row.details)).toEqual([{ search: player.username, found: [player.id] }]);

    expect((await ops(['methods:list'])).out).toMatch(/bank-transfer-withdraw\s+withdraw\s+bank-transfer-withdraw\s+manual/);
    expect((await ops(['methods:disable', 'demo-card-deposit', '--operator', 'cli.op'])).out).toBe('demo-card-deposit is disabled');
    expect((await ops(['methods:enable', String(methods['demo-card-deposit']), '--operator', 'cli.op'])).out).toBe('demo-card-deposit is enabled');

    const badIban = await ops(['methods:bank', 'bank-transfer-deposit', '--bank', 'Akbank', '--holder', 'Casino Ltd', '--iban', 'TR000000', '--operator', 'cli.op']);
    expect(badIban.code).toBe(2);
    const iban = validIban();
    const set = await ops(['methods:bank', 'bank-transfer-deposit', '--bank', 'Akbank', '--holder', 'Casino Ltd', '--iban', iban, '--operator', 'cli.op']);
    expect(set.code).toBe(0);
    const [row] = await database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'bank-transfer-deposit'));
    expect(row.config.bankAccounts).toEqual([{ bankName: 'Akbank', accountHolder: 'Casino Ltd', iban }]);
    expect(isValidTurkishIban(row.config.bankAccounts![0].iban)).toBe(true);
    const notBank = await ops(['methods:bank', 'bank-transfer-withdraw', '--bank', 'A', '--holder', 'B', '--iban', iban, '--operator', 'cli.op']);
    expect(notBank.code).toBe(2);

    const trail = await ops(['audit:list', '--target', `payment-method:${row.id}`]);
    expect(trail.out).toContain('method.bank-account');
  });
});

describe('ops CLI as a process (npm run ops) on a PGlite data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'casino-ops-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  function runScript(args: string[], stdin = ''): Promise<Run> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], { cwd: projectRoot, env });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (err += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
      child.stdin.end(stdin);
    });
  }

  it('creates an operator from a piped password and approves a withdrawal', async () => {
    const created = await runScript(['operator:create', 'proc.op'], 'piped-secret-123\npiped-secret-123\n');
    expect(created.code, created.err).toBe(0);
    expect(created.out).toContain('created finance proc.op');

    // The server is not running (PGlite admits one process): set up a pending withdrawal in between.
    const database = await openDatabase({ dataDir: dir });
    let id: number;
    try {
      await database.migrate();
      await database.db.transaction((tx) => seedPaymentsBase(tx));
      const [method] = await database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'bank-transfer-withdraw'));
      const player = await createTestPlayer(database.db);
      await verifyFully(database.db, player.id);
      await credit(database.db, player.id, 'cash', 100_000n);
      const result = await requestWithdrawal(database.db, {
        playerId: player.id,
        method,
        values: { iban: validIban(), accountHolder: 'A B', amount: 500 },
        amount: 50_000n,
        acting: { actor: { kind: 'player', id: player.id } },
      });
      id = result.transaction.id;
    } finally {
      await database.close();
    }

    const approved = await runScript(['withdrawals:approve', String(id), '--operator', 'proc.op']);
    expect(approved.code, approved.err).toBe(0);
    expect(approved.out).toContain(`approved: #${id}`);

    const check = await openDatabase({ dataDir: dir });
    try {
      const [row] = await check.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
      expect(row.status).toBe(1);
      const [audited] = await listAudit(check.db, { target: { kind: 'payment', id } });
      expect(audited).toMatchObject({ action: 'withdrawal.approve', requestId: expect.stringMatching(/^cli:/) });
    } finally {
      await check.close();
    }
  }, 120_000); // three cold processes on a fresh data directory (migrations, the demo seed and its operators)
});
