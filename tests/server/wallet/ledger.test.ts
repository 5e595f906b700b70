// The ledger kernel on every database target: balanced entries, overdrafts, idempotent replays,
// conflicting keys, racing twins, composition inside a caller's transaction, and the invariant audit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../../server/db/schema/players';
import {
  checkInvariants,
  getPlayerBalance,
  IdempotencyConflictError,
  InsufficientFundsError,
  installLedgerGuards,
  isJournalChangeRefused,
  InvalidEntryError,
  openPlayerAccounts,
  postEntry,
  postEntryTx,
  recomputeBalances,
  UnbalancedEntryError,
  UnknownAccountError,
  type HouseAccountCode,
  type PostEntryCommand,
} from '../../../server/wallet';
import { describeEachTarget, type TestDatabase } from '../helpers/db';
import { countRows, createLedgerDatabase, createPlayers } from './fixtures';

let keySeq = 0;
const newKey = (label: string) => `${label}-${++keySeq}-${Math.random().toString(36).slice(2)}`;

function deposit(playerId: string, amount: bigint, key = newKey('dep')): PostEntryCommand {
  return {
    idempotencyKey: key,
    kind: 'deposit',
    playerId,
    lines: [
      { account: { player: playerId, kind: 'cash' }, amount },
      { account: { house: 'house:deposit-clearing' }, amount: -amount },
    ],
    meta: { reference: key },
  };
}

function bet(playerId: string, amount: bigint, key = newKey('bet')): PostEntryCommand {
  return {
    idempotencyKey: key,
    kind: 'bet',
    playerId,
    lines: [
      { account: { player: playerId, kind: 'cash' }, amount: -amount },
      { account: { house: 'house:game' }, amount },
    ],
  };
}

async function houseBalance(database: TestDatabase, code: HouseAccountCode): Promise<bigint> {
  const account = (await recomputeBalances(database.db)).find((b) => 'house' in b.account && b.account.house === code);
  return account?.stored ?? 0n;
}

describeEachTarget('ledger on %s', (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createLedgerDatabase(target);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('opens a player’s cash, bonus and hold accounts once, however often it is asked', async () => {
    const [player] = await createPlayers(database.db, 1);
    await openPlayerAccounts(database.db, player);
    await openPlayerAccounts(database.db, player);
    const accounts = (await recomputeBalances(database.db)).filter((b) => 'player' in b.account && b.account.player === player);
    expect(accounts.map((b) => ('kind' in b.account ? b.account.kind : '')).sort()).toEqual(['bonus', 'cash', 'hold']);
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 0n, bonus: 0n, hold: 0n });
  });

  it('moves balances with a balanced entry and reports the balances right after it', async () => {
    const [player] = await createPlayers(database.db, 1);
    const clearingBefore = await houseBalance(database, 'house:deposit-clearing');
    const result = await postEntry(database.db, deposit(player, 10_000n));
    expect(result.replayed).toBe(false);
    expect(result.balances).toEqual([
      { account: { player, kind: 'cash' }, balance: 10_000n },
      { account: { house: 'house:deposit-clearing' }, balance: clearingBefore - 10_000n },
    ]);

    const betResult = await postEntry(database.db, bet(player, 2_500n));
    expect(betResult.balances[0]).toEqual({ account: { player, kind: 'cash' }, balance: 7_500n });
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 7_500n, bonus: 0n, hold: 0n });
    expect(await houseBalance(database, 'house:deposit-clearing')).toBe(clearingBefore - 10_000n);
    expect(await checkInvariants(database.db)).toEqual([]);
  });

  it('moves money between a player’s own accounts (cash to withdrawal hold and back)', async () => {
    const [player] = await createPlayers(database.db, 1);
    await postEntry(database.db, deposit(player, 5_000n));
    await postEntry(database.db, {
      idempotencyKey: newKey('wd'),
      kind: 'withdraw.request',
      playerId: player,
      lines: [
        { account: { player, kind: 'cash' }, amount: -3_000n },
        { account: { player, kind: 'hold' }, amount: 3_000n },
      ],
    });
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 2_000n, bonus: 0n, hold: 3_000n });
  });

  it('refuses an unbalanced entry and writes nothing', async () => {
    const [player] = await createPlayers(database.db, 1);
    const entriesBefore = await countRows(database.db, 'journal_entries');
    const cmd = deposit(player, 1_000n);
    cmd.lines[1].amount = -999n;
    await expect(postEntry(database.db, cmd)).rejects.toThrow(UnbalancedEntryError);
    await expect(postEntry(database.db, cmd)).rejects.toMatchObject({ code: 'UNBALANCED_ENTRY', sum: 1n });
    expect(await countRows(database.db, 'journal_entries')).toBe(entriesBefore);
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 0n, bonus: 0n, hold: 0n });
  });

  it('refuses malformed commands before touching the database', async () => {
    const [player] = await createPlayers(database.db, 1);
    const cash = { player, kind: 'cash' } as const;
    const cases: PostEntryCommand[] = [
      { ...deposit(player, 100n), idempotencyKey: '  ' },
      { ...deposit(player, 100n), kind: '' },
      { idempotencyKey: newKey('one'), kind: 'x', lines: [{ account: cash, amount: 0n }] },
      {
        idempotencyKey: newKey('zero'),
        kind: 'x',
        lines: [
          { account: cash, amount: 0n },
          { account: { house: 'house:game' }, amount: 0n },
        ],
      },
      {
        idempotencyKey: newKey('twice'),
        kind: 'x',
        lines: [
          { account: cash, amount: 100n },
          { account: cash, amount: -100n },
        ],
      },
      {
        idempotencyKey: newKey('kind'),
        kind: 'x',
        lines: [
          { account: { player, kind: 'savings' as 'cash' }, amount: 100n },
          { account: { house: 'house:game' }, amount: -100n },
        ],
      },
      { ...deposit(player, 100n), playerId: 'not-a-uuid' },
      { ...deposit(player, 100n), meta: { amount: Number.NaN } },
    ];
    for (const cmd of cases) await expect(postEntry(database.db, cmd)).rejects.toThrow(InvalidEntryError);
  });

  it('refuses accounts that do not exist', async () => {
    const [player] = await createPlayers(database.db, 1);
    const stranger = '00000000-0000-4000-8000-000000000000';
    await expect(postEntry(database.db, deposit(stranger, 100n))).rejects.toThrow(UnknownAccountError);
    await expect(
      postEntry(database.db, {
        idempotencyKey: newKey('house'),
        kind: 'x',
        lines: [
          { account: { player, kind: 'cash' }, amount: 100n },
          { account: { house: 'house:nowhere' as HouseAccountCode }, amount: -100n },
        ],
      }),
    ).rejects.toThrow(UnknownAccountError);
  });

  it('refuses an entry that mixes currencies and writes nothing', async () => {
    const [player] = await createPlayers(database.db, 1);
    await postEntry(database.db, deposit(player, 1_000n));
    // The schema lets an account hold any ISO currency; one entry must stay in one. The player's bonus
    // account is made a euro account past the API, and cash (TRY) is moved into it.
    await database.db.execute(sql`update ledger_accounts set currency = 'EUR' where player_id = ${player} and kind = 'bonus'`);
    const entriesBefore = await countRows(database.db, 'journal_entries');
    const linesBefore = await countRows(database.db, 'journal_lines');
    const mixed: PostEntryCommand = {
      idempotencyKey: newKey('mixed'),
      kind: 'adjustment',
      playerId: player,
      lines: [
        { account: { player, kind: 'cash' }, amount: -400n },
        { account: { player, kind: 'bonus' }, amount: 400n },
      ],
    };

    const failure = await postEntry(database.db, mixed).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(InvalidEntryError);
    // Accounts are locked in id order: cash (opened first, TRY) before bonus (EUR).
    expect((failure as Error).message).toBe('an entry cannot mix currencies (TRY, EUR)');
    expect(await countRows(database.db, 'journal_entries')).toBe(entriesBefore);
    expect(await countRows(database.db, 'journal_lines')).toBe(linesBefore);
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 1_000n, bonus: 0n, hold: 0n });
  });

  it('refuses an overdraft with nothing written, and the key stays free', async () => {
    const [player] = await createPlayers(database.db, 1);
    await postEntry(database.db, deposit(player, 500n));
    const entriesBefore = await countRows(database.db, 'journal_entries');
    const linesBefore = await countRows(database.db, 'journal_lines');
    const gameBefore = await houseBalance(database, 'house:game');
    const tooBig = bet(player, 600n);

    const failure = await postEntry(database.db, tooBig).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(InsufficientFundsError);
    expect(failure).toMatchObject({ account: { player, kind: 'cash' }, balance: 500n, requested: 600n });
    expect(await countRows(database.db, 'journal_entries')).toBe(entriesBefore);
    expect(await countRows(database.db, 'journal_lines')).toBe(linesBefore);
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 500n, bonus: 0n, hold: 0n });
    expect(await houseBalance(database, 'house:game')).toBe(gameBefore);

    // The refused command did not consume its key: once funded, the very same command goes through.
    await postEntry(database.db, deposit(player, 100n));
    const retried = await postEntry(database.db, tooBig);
    expect(retried.replayed).toBe(false);
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 0n, bonus: 0n, hold: 0n });
  });

  it('answers a retry with the first result and moves nothing', async () => {
    const [player] = await createPlayers(database.db, 1);
    const cmd = deposit(player, 2_000n);
    const first = await postEntry(database.db, cmd);
    await postEntry(database.db, bet(player, 500n));
    const entriesBefore = await countRows(database.db, 'journal_entries');

    const again = await postEntry(database.db, cmd);
    expect(again).toEqual({ ...first, replayed: true });
    // Line order and meta key order are not part of a command's meaning.
    const reordered: PostEntryCommand = { ...cmd, lines: [...cmd.lines].reverse(), meta: { ...cmd.meta } };
    const third = await postEntry(database.db, reordered);
    expect(third.entryId).toBe(first.entryId);
    expect(third.replayed).toBe(true);

    expect(await countRows(database.db, 'journal_entries')).toBe(entriesBefore);
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 1_500n, bonus: 0n, hold: 0n });
  });

  it('refuses the same key with a different body and moves nothing', async () => {
    const [player, other] = await createPlayers(database.db, 2);
    const key = newKey('same');
    const first = await postEntry(database.db, deposit(player, 1_000n, key));
    const variants: PostEntryCommand[] = [
      deposit(player, 1_001n, key),
      deposit(other, 1_000n, key),
      { ...deposit(player, 1_000n, key), kind: 'adjustment' },
      { ...deposit(player, 1_000n, key), meta: { reference: 'another' } },
    ];
    for (const variant of variants) {
      const failure = await postEntry(database.db, variant).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(IdempotencyConflictError);
      expect(failure).toMatchObject({ idempotencyKey: key, entryId: first.entryId });
    }
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 1_000n, bonus: 0n, hold: 0n });
    expect(await getPlayerBalance(database.db, other)).toEqual({ cash: 0n, bonus: 0n, hold: 0n });
  });

  it('lets exactly one of ten racing twins post; the others replay it', async () => {
    const [player] = await createPlayers(database.db, 1);
    const entriesBefore = await countRows(database.db, 'journal_entries');
    const cmd = deposit(player, 700n);
    const results = await Promise.all(Array.from({ length: 10 }, () => postEntry(database.db, cmd)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    for (const r of results) expect(r.balances[0]).toEqual({ account: { player, kind: 'cash' }, balance: 700n });
    expect(await countRows(database.db, 'journal_entries')).toBe(entriesBefore + 1);
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 700n, bonus: 0n, hold: 0n });
  });

  it('lets racing twins that would overdraw after the first one still get the replay', async () => {
    const [player] = await createPlayers(database.db, 1);
    await postEntry(database.db, deposit(player, 1_000n));
    const cmd = bet(player, 800n);
    const results = await Promise.all(Array.from({ length: 6 }, () => postEntry(database.db, cmd)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 200n, bonus: 0n, hold: 0n });
  });

  it('composes inside a caller’s transaction and rolls back with it', async () => {
    const [player] = await createPlayers(database.db, 1);
    const cmd = deposit(player, 3_000n);
    await expect(
      database.db.transaction(async (tx) => {
        await postEntryTx(tx, cmd);
        expect(await getPlayerBalance(tx, player)).toEqual({ cash: 3_000n, bonus: 0n, hold: 0n });
        throw new Error('the caller failed after posting');
      }),
    ).rejects.toThrow('the caller failed after posting');
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 0n, bonus: 0n, hold: 0n });
    // The rolled-back key was never spent.
    expect((await postEntry(database.db, cmd)).replayed).toBe(false);
  });

  it('lets a caller catch a ledger refusal and still commit its own work', async () => {
    const [player] = await createPlayers(database.db, 1);
    const [reused] = await createPlayers(database.db, 1);
    const takenKey = newKey('taken');
    await postEntry(database.db, deposit(reused, 100n, takenKey));
    await database.db.transaction(async (tx) => {
      await expect(postEntryTx(tx, bet(player, 1n))).rejects.toThrow(InsufficientFundsError);
      await expect(postEntryTx(tx, deposit(player, 5n, takenKey))).rejects.toThrow(IdempotencyConflictError);
      await postEntryTx(tx, deposit(player, 40n));
    });
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 40n, bonus: 0n, hold: 0n });
    expect(await checkInvariants(database.db)).toEqual([]);
  });

  it('creates the house accounts it needs on first use', async () => {
    const [player] = await createPlayers(database.db, 1);
    await postEntry(database.db, {
      idempotencyKey: newKey('bonus'),
      kind: 'bonus.grant',
      playerId: player,
      lines: [
        { account: { player, kind: 'bonus' }, amount: 1_500n },
        { account: { house: 'house:bonus-cost' }, amount: -1_500n },
      ],
    });
    expect(await houseBalance(database, 'house:bonus-cost')).toBeLessThanOrEqual(-1_500n);
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 0n, bonus: 1_500n, hold: 0n });
  });

  describe('database guards', () => {
    it('refuses to change or remove journal rows (after installing the guards a second time)', async () => {
      await installLedgerGuards(database.db);
      const [player] = await createPlayers(database.db, 1);
      const { entryId } = await postEntry(database.db, deposit(player, 100n));
      const attempts = [
        sql`update journal_entries set kind = 'forged' where id = ${entryId}`,
        sql`delete from journal_entries where id = ${entryId}`,
        sql`update journal_lines set amount = amount * 2 where entry_id = ${entryId}`,
        sql`delete from journal_lines where entry_id = ${entryId}`,
        sql`truncate journal_lines, journal_entries`,
      ];
      for (const attempt of attempts) {
        await expect(database.db.execute(attempt)).rejects.toSatisfy(isJournalChangeRefused);
      }
      expect(await checkInvariants(database.db)).toEqual([]);
    });

    it('refuses at commit lines that do not sum to zero, even when written past the API', async () => {
      const [player] = await createPlayers(database.db, 1);
      await openPlayerAccounts(database.db, player);
      const entriesBefore = await countRows(database.db, 'journal_entries');
      await expect(
        database.db.transaction(async (tx) => {
          const entry = await rows<{ id: string }>(
            tx,
            sql`insert into journal_entries (idempotency_key, request_hash, kind)
                values (${newKey('raw')}, ${'0'.repeat(64)}, 'forged') returning id::text as id`,
          );
          const [cash] = await rows<{ id: string }>(
            tx,
            sql`select id::text as id from ledger_accounts where player_id = ${player} and kind = 'cash'`,
          );
          await tx.execute(sql`insert into journal_lines (entry_id, account_id, amount, balance_after)
            values (${entry[0].id}, ${cash.id}::bigint, 100, 100)`);
        }),
      ).rejects.toSatisfy((err: unknown) => messageChain(err).includes('has 1 lines'));
      expect(await countRows(database.db, 'journal_entries')).toBe(entriesBefore);
    });

    it('refuses at commit extra lines added to an old entry', async () => {
      const [player] = await createPlayers(database.db, 1);
      const { entryId } = await postEntry(database.db, deposit(player, 100n));
      await expect(
        database.db.transaction(async (tx) => {
          const [cash] = await rows<{ id: string }>(
            tx,
            sql`select id::text as id from ledger_accounts where player_id = ${player} and kind = 'bonus'`,
          );
          await tx.execute(sql`insert into journal_lines (entry_id, account_id, amount, balance_after)
            values (${entryId}, ${cash.id}::bigint, 50, 50)`);
        }),
      ).rejects.toSatisfy((err: unknown) => messageChain(err).includes('is unbalanced'));
      expect(await checkInvariants(database.db)).toEqual([]);
    });

    it('makes a negative player balance impossible even for a raw UPDATE', async () => {
      const [player] = await createPlayers(database.db, 1);
      await expect(
        database.db.execute(sql`update ledger_accounts set balance = -1 where player_id = ${player} and kind = 'cash'`),
      ).rejects.toSatisfy((err: unknown) => messageChain(err).includes('ledger_accounts_player_balance_non_negative'));
    });

    it('refuses a player deleted while holding accounts', async () => {
      const [player] = await createPlayers(database.db, 1);
      // Refused by the foreign key from ledger_accounts (ON DELETE no action), not by any other error.
      await expect(database.db.delete(players).where(sql`${players.id} = ${player}`)).rejects.toSatisfy((err: unknown) =>
        messageChain(err).includes('violates foreign key constraint "ledger_accounts_player_id_players_id_fk" on table "ledger_accounts"'),
      );
      const [still] = await database.db.select({ id: players.id }).from(players).where(sql`${players.id} = ${player}`);
      expect(still).toEqual({ id: player });
    });
  });

  describe('checkInvariants', () => {
    it('reports a stored balance the journal cannot explain', async () => {
      const clean = await createLedgerDatabase(target);
      try {
        const [player] = await createPlayers(clean.db, 1);
        await postEntry(clean.db, deposit(player, 100n));
        expect(await checkInvariants(clean.db)).toEqual([]);
        await clean.db.execute(sql`update ledger_accounts set balance = balance + 1 where player_id = ${player} and kind = 'cash'`);
        const violations = await checkInvariants(clean.db);
        expect(violations).toEqual([
          { kind: 'balance-mismatch', accountId: expect.any(Number), account: { player, kind: 'cash' }, stored: 101n, journal: 100n },
        ]);
      } finally {
        await clean.destroy();
      }
    });
  });
});

function messageChain(err: unknown): string {
  const parts: string[] = [];
  for (let e = err as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.message === 'string') parts.push(e.message);
    if (parts.length > 5) break;
  }
  return parts.join(' | ');
}

async function rows<T>(q: { execute: TestDatabase['db']['execute'] }, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}
