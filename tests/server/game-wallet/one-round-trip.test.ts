// The game wallet's one-round-trip path (server/wallet/game-call-sql.ts) for players without an active
// bonus: worked figures, idempotency, and the journal entries it writes are the very entries the full
// path posts: the same command re-posted through the ledger replays (its request hash matches
// request-hash.ts byte for byte), also for ids full of characters JSON escapes.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { gameTransactions } from '../../../server/db/schema/customer';
import { checkInvariants, postEntry, type PostEntryLine } from '../../../server/wallet';
import { bet, GameWalletError, rollback, win } from '../../../server/wallet/game-wallet';
import { describeEachTarget, type TestDatabase, createTestDatabase } from '../helpers/db';
import { createPlayers } from '../wallet/fixtures';

const ODD = `"q" \\ ü 🎰 \n\t\u0001 </>`;

describeEachTarget('game wallet in one round trip on %s', (target) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(target);
    db = database.db;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function cashPlayer(cash: bigint) {
    const [id] = await createPlayers(db, 1);
    await postEntry(db, {
      idempotencyKey: `fund-${randomUUID()}`,
      kind: 'deposit',
      playerId: id,
      lines: [
        { account: { house: 'house:deposit-clearing' }, amount: -cash },
        { account: { player: id, kind: 'cash' }, amount: cash },
      ],
    });
    return id;
  }

  /** Re-posts the command the full path would post for this call: a replay proves the same key and hash. */
  async function expectSameEntry(kind: string, playerId: string, txId: string, playerGets: bigint, meta: Record<string, unknown>) {
    const lines: PostEntryLine[] = [
      { account: { player: playerId, kind: 'cash' }, amount: playerGets },
      { account: { house: 'house:game' }, amount: -playerGets },
    ];
    const again = await postEntry(db, { idempotencyKey: `game:${txId}`, kind, playerId, lines, meta });
    expect(again.replayed).toBe(true);
  }

  it('bets, wins and rolls back cash with the worked balances, each entry the full path’s own', async () => {
    const id = await cashPlayer(10_000n);
    const round = `round-${ODD}-${randomUUID()}`;
    const game = `game-${ODD}`;
    const betId = `bet-${ODD}-${randomUUID()}`;
    const winId = `win-${ODD}-${randomUUID()}`;
    // 10,000 − 1,500 = 8,500; + 3,000 = 11,500; the win taken back: 8,500; the bet given back: 10,000.
    expect(await bet(db, { playerId: id, txId: betId, roundId: round, gameCode: game, amount: 1_500n })).toMatchObject({
      replayed: false,
      cash: 1_500n,
      bonus: 0n,
      balance: { cash: 8_500n, bonus: 0n, total: 8_500n },
    });
    expect((await win(db, { playerId: id, txId: winId, roundId: round, gameCode: game, amount: 3_000n })).balance.total).toBe(11_500n);
    const rbWin = `rb-${ODD}-${randomUUID()}`;
    expect((await rollback(db, { playerId: id, txId: rbWin, originalTxId: winId })).balance.total).toBe(8_500n);
    const rbBet = `rb-${randomUUID()}`;
    expect((await rollback(db, { playerId: id, txId: rbBet, originalTxId: betId })).balance.total).toBe(10_000n);

    await expectSameEntry('bet', id, betId, -1_500n, { txId: betId, roundId: round, gameCode: game });
    await expectSameEntry('win', id, winId, 3_000n, { txId: winId, roundId: round, gameCode: game });
    await expectSameEntry('rollback', id, rbWin, -3_000n, { txId: rbWin, originalTxId: winId });
    await expectSameEntry('rollback', id, rbBet, 1_500n, { txId: rbBet, originalTxId: betId });
    const [row] = await db.select().from(gameTransactions).where(eq(gameTransactions.txId, betId));
    expect(row).toMatchObject({ kind: 'bet', rolledBackBy: rbBet, moved: true, cashAfter: 8_500n, bonusAfter: 0n });
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('still answers the call of the version before (no clock) during a rolling deploy, on the database clock', async () => {
    const id = await cashPlayer(5_000n);
    const txId = `bet-old-${randomUUID()}`;
    const before = Date.now();
    // An instance of the version before sends 8 arguments: a bet of 700 out of 5,000 leaves 4,300.
    const result = (await db.execute(
      sql`select wallet_game_call('bet', ${id}, ${txId}, ${`r-${txId}`}, 'studio-slot', 700::bigint, null, 'hash-of-the-old-instance') as answer`,
    )) as unknown as { rows: { answer: { outcome: string; cash: string } }[] };
    expect(result.rows[0].answer.outcome).toBe('done');
    expect((await bet(db, { playerId: id, txId: `bet-${randomUUID()}`, roundId: 'r', gameCode: 'studio-slot', amount: 300n })).balance.total).toBe(4_000n);
    const [row] = await db.select().from(gameTransactions).where(eq(gameTransactions.txId, txId));
    expect(row.amount).toBe(700n);
    // The row's time is the database's now(), within this test's own span.
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('answers a retry with the first result, refuses the id with another body, and moves nothing twice', async () => {
    const id = await cashPlayer(5_000n);
    const input = { playerId: id, txId: `bet-${randomUUID()}`, roundId: `r-${randomUUID()}`, gameCode: 'studio-slot', amount: 700n };
    await bet(db, input);
    expect(await bet(db, input)).toMatchObject({ replayed: true, amount: 700n, cash: 700n, balance: { total: 4_300n } });
    const other = await bet(db, { ...input, amount: 701n }).catch((err: unknown) => err);
    expect(other).toBeInstanceOf(GameWalletError);
    expect((other as GameWalletError).code).toBe('IDEMPOTENCY_CONFLICT');
    const twins = await Promise.all(Array.from({ length: 6 }, () => win(db, { ...input, txId: `win-${input.txId}`, amount: 1_000n })));
    expect(twins.filter((result) => !result.replayed)).toHaveLength(1);
    expect(twins.every((result) => result.balance.total === 5_300n)).toBe(true);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('refuses what the full path refuses: an overdraft, a late original after its tombstone, a spent win', async () => {
    const id = await cashPlayer(1_000n);
    const round = `r-${randomUUID()}`;
    const over = await bet(db, { playerId: id, txId: `b-${randomUUID()}`, roundId: round, gameCode: 'studio-slot', amount: 1_001n }).catch((e: unknown) => e);
    expect(over).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: { total: 1_000n } });
    const late = `b-${randomUUID()}`;
    expect(await rollback(db, { playerId: id, txId: `rb-${randomUUID()}`, originalTxId: late })).toMatchObject({ tombstone: true, amount: 0n });
    const refused = await bet(db, { playerId: id, txId: late, roundId: round, gameCode: 'studio-slot', amount: 10n }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'TRANSACTION_ROLLED_BACK' });
    const winId = `w-${randomUUID()}`;
    await win(db, { playerId: id, txId: winId, roundId: round, gameCode: 'studio-slot', amount: 500n });
    await bet(db, { playerId: id, txId: `b-${randomUUID()}`, roundId: round, gameCode: 'studio-slot', amount: 1_200n });
    const spent = await rollback(db, { playerId: id, txId: `rb-${randomUUID()}`, originalTxId: winId }).catch((e: unknown) => e);
    expect(spent).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: { total: 300n } });
    expect(await checkInvariants(db)).toEqual([]);
  });
});
