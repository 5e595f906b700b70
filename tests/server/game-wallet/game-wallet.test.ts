// The seamless game wallet: bets take cash first then bonus money, wins split by the round's stakes,
// rollbacks reverse exactly (or leave a tombstone), every call is idempotent on its transaction id,
// and racing calls never overdraw or double-move.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { bonuses, gameTransactions, notifications } from '../../../server/db/schema/customer';
import { players } from '../../../server/db/schema/players';
import { checkInvariants, getPlayerBalance, postEntry } from '../../../server/wallet';
import { bonusAllocationMismatches, grantBonus } from '../../../server/wallet/bonuses';
import { balance, bet, GameWalletError, rollback, win } from '../../../server/wallet/game-wallet';
import { describeEachTarget, type TestDatabase, createTestDatabase } from '../helpers/db';
import { createPlayers } from '../wallet/fixtures';

async function fund(db: Db, playerId: string, cash: bigint) {
  await postEntry(db, {
    idempotencyKey: `fund-${randomUUID()}`,
    kind: 'deposit',
    playerId,
    lines: [
      { account: { house: 'house:deposit-clearing' }, amount: -cash },
      { account: { player: playerId, kind: 'cash' }, amount: cash },
    ],
  });
}

async function refusal(promise: Promise<unknown>): Promise<GameWalletError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(GameWalletError);
  return error as GameWalletError;
}

const call = (playerId: string, amount: bigint, extra: Partial<{ txId: string; roundId: string }> = {}) => ({
  playerId,
  txId: extra.txId ?? `tx-${randomUUID()}`,
  roundId: extra.roundId ?? `round-${randomUUID()}`,
  // A slot: its stakes count 100% towards wagering (server/wallet/wagering.ts), so a stake's wagering is the stake.
  gameCode: 'studio-slot',
  amount,
});

describeEachTarget('game wallet on %s', (target) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(target);
    db = database.db;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function player(cash = 0n, bonus = 0n, multiplier = 10) {
    const [id] = await createPlayers(db, 1);
    if (cash > 0n) await fund(db, id, cash);
    if (bonus > 0n) await grantBonus(db, { playerId: id, amount: bonus, kind: 'manual', idempotencyKey: `grant-${randomUUID()}`, wageringMultiplier: multiplier });
    return id;
  }

  async function expectHealthy() {
    expect(await checkInvariants(db)).toEqual([]);
    expect(await bonusAllocationMismatches(db)).toEqual([]);
  }

  it('answers the balance with its split, and refuses a player without a wallet', async () => {
    const id = await player(10_000n, 2_500n);
    expect(await balance(db, id)).toEqual({ cash: 10_000n, bonus: 2_500n, total: 12_500n });
    expect((await refusal(balance(db, randomUUID()))).code).toBe('UNKNOWN_PLAYER');
  });

  it('takes cash first, then bonus money, and counts the whole stake towards wagering', async () => {
    const id = await player(600n, 1_000n);
    const result = await bet(db, call(id, 1_000n));
    expect(result).toMatchObject({ replayed: false, cash: 600n, bonus: 400n, balance: { cash: 0n, bonus: 600n, total: 600n } });
    const [grant] = await db.select().from(bonuses).where(eq(bonuses.playerId, id));
    expect(grant).toMatchObject({ balance: 600n, wagered: 1_000n, wagerRequired: 10_000n, status: 'active' });
    const [row] = await db.select().from(gameTransactions).where(eq(gameTransactions.txId, result.txId));
    expect(row).toMatchObject({ kind: 'bet', cashAmount: 600n, bonusAmount: 400n, cashAfter: 0n, bonusAfter: 600n, moved: true });
    expect(row.bonusSplit).toEqual({ funded: [{ bonusId: grant.id, amount: '400' }], wagered: [{ bonusId: grant.id, amount: '1000' }] });
    await expectHealthy();
  });

  it('refuses a bet above the balance with a typed error and moves nothing', async () => {
    const id = await player(500n, 200n);
    const error = await refusal(bet(db, call(id, 701n)));
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.balance).toEqual({ cash: 500n, bonus: 200n, total: 700n });
    expect(await db.select().from(gameTransactions).where(eq(gameTransactions.playerId, id))).toEqual([]);
    expect(await getPlayerBalance(db, id)).toMatchObject({ cash: 500n, bonus: 200n });
  });

  it('refuses bets of a suspended player but still pays their wins', async () => {
    const id = await player(1_000n);
    const round = `round-${randomUUID()}`;
    await bet(db, call(id, 100n, { roundId: round }));
    await db.update(players).set({ status: 'suspended' }).where(eq(players.id, id));
    expect((await refusal(bet(db, call(id, 100n)))).code).toBe('PLAYER_BLOCKED');
    expect((await win(db, call(id, 300n, { roundId: round }))).balance.cash).toBe(1_200n);
  });

  it('answers a retried bet with the current balance and moves nothing; another body under its id is refused', async () => {
    const id = await player(1_000n);
    const first = await bet(db, call(id, 300n, { txId: 'dup-bet-1', roundId: 'r-dup' }));
    const again = await bet(db, call(id, 300n, { txId: 'dup-bet-1', roundId: 'r-dup' }));
    expect(again).toMatchObject({ replayed: true, cash: 300n, bonus: 0n, balance: first.balance });
    expect((await refusal(bet(db, call(id, 301n, { txId: 'dup-bet-1', roundId: 'r-dup' })))).code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await refusal(win(db, call(id, 300n, { txId: 'dup-bet-1', roundId: 'r-dup' })))).code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await getPlayerBalance(db, id)).cash).toBe(700n);
    await expectHealthy();
  });

  it('pays a win in proportion to the round stakes: the bonus-staked share back to the bonus', async () => {
    const id = await player(600n, 1_000n);
    const round = `round-${randomUUID()}`;
    await bet(db, call(id, 1_000n, { roundId: round })); // 600 cash + 400 bonus
    const result = await win(db, call(id, 2_500n, { roundId: round }));
    expect(result).toMatchObject({ cash: 1_500n, bonus: 1_000n, balance: { cash: 1_500n, bonus: 1_600n } });
    const [grant] = await db.select().from(bonuses).where(eq(bonuses.playerId, id));
    expect(grant.balance).toBe(1_600n);
    await expectHealthy();
  });

  it('rounds the bonus share down (the odd kuruş is cash) and pays cash when the round had no bets', async () => {
    const id = await player(1n, 2n);
    const round = `round-${randomUUID()}`;
    await bet(db, call(id, 3n, { roundId: round })); // 1 cash + 2 bonus
    expect(await win(db, call(id, 10n, { roundId: round }))).toMatchObject({ cash: 4n, bonus: 6n });
    expect(await win(db, call(id, 50n))).toMatchObject({ cash: 50n, bonus: 0n });
    await expectHealthy();
  });

  it('pays the bonus share as cash when no bonus is active any more', async () => {
    const id = await player(0n, 1_000n, 1);
    const round = `round-${randomUUID()}`;
    const staked = await bet(db, call(id, 1_000n, { roundId: round })); // all bonus; wagering met → converts (nothing left)
    expect(staked.balance).toEqual({ cash: 0n, bonus: 0n, total: 0n });
    const [grant] = await db.select().from(bonuses).where(eq(bonuses.playerId, id));
    expect(grant).toMatchObject({ status: 'converted', settledAmount: 0n });
    expect(await win(db, call(id, 1_800n, { roundId: round }))).toMatchObject({ cash: 1_800n, bonus: 0n });
    await expectHealthy();
  });

  it('records a zero win (a lost round closed) without a ledger entry', async () => {
    const id = await player(1_000n);
    const round = `round-${randomUUID()}`;
    await bet(db, call(id, 100n, { roundId: round }));
    const result = await win(db, call(id, 0n, { roundId: round }));
    expect(result).toMatchObject({ amount: 0n, cash: 0n, bonus: 0n, balance: { cash: 900n } });
    const [row] = await db.select().from(gameTransactions).where(eq(gameTransactions.txId, result.txId));
    expect(row.moved).toBe(false);
  });

  it('converts the rest of a bonus to cash in the bet that completes its wagering, and notifies', async () => {
    const id = await player(5_000n, 1_000n, 2);
    await bet(db, call(id, 1_500n));
    expect((await getPlayerBalance(db, id)).bonus).toBe(1_000n);
    const done = await bet(db, call(id, 500n));
    expect(done.balance).toEqual({ cash: 4_000n, bonus: 0n, total: 4_000n });
    expect(done.notifications).toHaveLength(1);
    expect(done.notifications[0]).toMatchObject({ created: true, item: { type: 4, title: 'Bonusunuz nakde dönüştü', isRead: false } });
    expect(done.notifications[0].item.note).toContain('₺10,00');
    const [grant] = await db.select().from(bonuses).where(eq(bonuses.playerId, id));
    expect(grant).toMatchObject({ status: 'converted', balance: 0n, settledAmount: 1_000n, wagered: 2_000n });
    await expectHealthy();
  });

  it('rolls a bet back exactly as it was taken, and takes its wagering back', async () => {
    const id = await player(300n, 1_000n);
    const placed = await bet(db, call(id, 800n)); // 300 cash + 500 bonus
    const undone = await rollback(db, { playerId: id, txId: `rb-${randomUUID()}`, originalTxId: placed.txId });
    expect(undone).toMatchObject({ kind: 'rollback', replayed: false, tombstone: false, amount: 800n, cash: 300n, bonus: 500n });
    expect(undone.balance).toEqual({ cash: 300n, bonus: 1_000n, total: 1_300n });
    const [grant] = await db.select().from(bonuses).where(eq(bonuses.playerId, id));
    expect(grant).toMatchObject({ balance: 1_000n, wagered: 0n });
    const [original] = await db.select().from(gameTransactions).where(eq(gameTransactions.txId, placed.txId));
    expect(original.rolledBackBy).toBe(undone.txId);
    await expectHealthy();
  });

  it('answers a duplicate rollback with the current balance, whether it repeats the id or names the same original', async () => {
    const id = await player(1_000n);
    const placed = await bet(db, call(id, 400n));
    const first = await rollback(db, { playerId: id, txId: 'rb-dup-1', originalTxId: placed.txId });
    await fund(db, id, 50n);
    const same = await rollback(db, { playerId: id, txId: 'rb-dup-1', originalTxId: placed.txId });
    expect(same).toMatchObject({ replayed: true, balance: { cash: 1_050n } });
    const other = await rollback(db, { playerId: id, txId: 'rb-dup-2', originalTxId: placed.txId });
    expect(other).toMatchObject({ replayed: true, amount: 0n, balance: { cash: 1_050n } });
    expect(first.balance.cash).toBe(1_000n);
    expect(await db.select().from(gameTransactions).where(eq(gameTransactions.txId, 'rb-dup-2'))).toEqual([]);
    await expectHealthy();
  });

  it('records a tombstone for a rollback of an unknown transaction and refuses the original arriving late', async () => {
    const id = await player(1_000n);
    const lost = `late-${randomUUID()}`;
    const tomb = await rollback(db, { playerId: id, txId: `rb-${randomUUID()}`, originalTxId: lost });
    expect(tomb).toMatchObject({ tombstone: true, amount: 0n, balance: { cash: 1_000n } });
    const late = await refusal(bet(db, call(id, 100n, { txId: lost })));
    expect(late.code).toBe('TRANSACTION_ROLLED_BACK');
    expect(late.balance?.cash).toBe(1_000n);
    expect((await refusal(win(db, call(id, 100n, { txId: lost })))).code).toBe('TRANSACTION_ROLLED_BACK');
    // Replaying the tombstone's own id still says what it was.
    expect(await rollback(db, { playerId: id, txId: tomb.txId, originalTxId: lost })).toMatchObject({ replayed: true, tombstone: true });
    await expectHealthy();
  });

  it('takes a rolled-back win back, and refuses when the win was already spent', async () => {
    const id = await player(1_000n);
    const round = `round-${randomUUID()}`;
    await bet(db, call(id, 1_000n, { roundId: round }));
    const paid = await win(db, call(id, 700n, { roundId: round }));
    const undone = await rollback(db, { playerId: id, txId: `rb-${randomUUID()}`, originalTxId: paid.txId });
    expect(undone).toMatchObject({ amount: 700n, cash: 700n, balance: { cash: 0n } });

    const round2 = `round-${randomUUID()}`;
    await fund(db, id, 100n);
    await bet(db, call(id, 100n, { roundId: round2 }));
    const paid2 = await win(db, call(id, 500n, { roundId: round2 }));
    await bet(db, call(id, 450n));
    const spent = await refusal(rollback(db, { playerId: id, txId: `rb-${randomUUID()}`, originalTxId: paid2.txId }));
    expect(spent.code).toBe('INSUFFICIENT_FUNDS');
    expect(spent.balance?.cash).toBe(50n);
    await expectHealthy();
  });

  it("refuses to roll back another player's transaction or a rollback", async () => {
    const a = await player(1_000n);
    const b = await player(1_000n);
    const placed = await bet(db, call(a, 100n));
    expect((await refusal(rollback(db, { playerId: b, txId: `rb-${randomUUID()}`, originalTxId: placed.txId }))).code).toBe('NOT_REVERSIBLE');
    const undone = await rollback(db, { playerId: a, txId: `rb-${randomUUID()}`, originalTxId: placed.txId });
    expect((await refusal(rollback(db, { playerId: a, txId: `rb-${randomUUID()}`, originalTxId: undone.txId }))).code).toBe('NOT_REVERSIBLE');
    expect((await getPlayerBalance(db, a)).cash).toBe(1_000n);
  });

  it('refuses malformed calls before touching the database', async () => {
    const id = await player(1_000n);
    for (const bad of [call(id, 0n), call(id, -5n), { ...call(id, 5n), txId: '' }, { ...call(id, 5n), playerId: 'nope' }, { ...call(id, 5n), amount: 5 as unknown as bigint }]) {
      expect((await refusal(bet(db, bad))).code).toBe('INVALID_REQUEST');
    }
    expect((await refusal(win(db, call(id, -1n)))).code).toBe('INVALID_REQUEST');
    expect((await refusal(rollback(db, { playerId: id, txId: 'same', originalTxId: 'same' }))).code).toBe('INVALID_REQUEST');
  });

  it('lets exactly one of many racing twins of a bet move money', async () => {
    const id = await player(1_000n);
    const twin = call(id, 250n);
    const results = await Promise.all(Array.from({ length: 12 }, () => bet(db, { ...twin })));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await getPlayerBalance(db, id)).cash).toBe(750n);
    await expectHealthy();
  });

  it('never overdraws under racing different bets, and a racing rollback and late original settle to one outcome', async () => {
    const id = await player(1_000n, 500n);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => bet(db, call(id, 100n))));
    const accepted = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(accepted).toHaveLength(15);
    for (const r of refused) expect(((r as PromiseRejectedResult).reason as GameWalletError).code).toBe('INSUFFICIENT_FUNDS');
    expect(await getPlayerBalance(db, id)).toMatchObject({ cash: 0n, bonus: 0n });

    await fund(db, id, 1_000n);
    const racing = call(id, 300n);
    const [placed, undone] = await Promise.allSettled([bet(db, racing), rollback(db, { playerId: id, txId: `rb-${randomUUID()}`, originalTxId: racing.txId })]);
    expect(undone.status).toBe('fulfilled');
    // Either the bet came first and was reversed, or the rollback came first and the bet was refused: 1,000 either way.
    if (placed.status === 'rejected') expect((placed.reason as GameWalletError).code).toBe('TRANSACTION_ROLLED_BACK');
    expect((await getPlayerBalance(db, id)).cash).toBe(1_000n);
    await expectHealthy();
  });

  it('keeps notifications of conversions in the same transaction as the money', async () => {
    const id = await player(0n, 100n, 1);
    const done = await bet(db, call(id, 100n));
    const rows = await db.select().from(notifications).where(eq(notifications.playerId, id));
    expect(rows.map((r) => r.titleKey)).toEqual(['notification.bonus.granted.title', 'notification.bonus.converted.title']);
    expect(done.notifications.map((n) => n.id)).toEqual([rows[1].id]);
  });
});
