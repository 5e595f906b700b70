// A journal entry is one statement to the database (server/wallet/post-entry-sql.ts): a first posting, a
// replay, a refusal. Counted on the transaction the entry is posted in: every statement a service sends
// goes through one of its query methods. Worked figures keep the answers honest, not only the count.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Tx } from '../../../server/db/client';
import { getPlayerBalance, InsufficientFundsError, postEntryTx, type PostEntryCommand } from '../../../server/wallet';
import { describeEachTarget, type TestDatabase } from '../helpers/db';
import { createLedgerDatabase, createPlayers } from './fixtures';

const QUERY_METHODS = new Set(['execute', 'select', 'selectDistinct', 'insert', 'update', 'delete', 'query', 'transaction']);

/** Runs `work` on a transaction whose statements are counted. */
async function counted<T>(database: TestDatabase, work: (tx: Tx) => Promise<T>): Promise<{ result: T; statements: number }> {
  let statements = 0;
  const result = await database.db.transaction(async (tx) => {
    const counting = new Proxy(tx, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof property === 'string' && QUERY_METHODS.has(property) && typeof value === 'function') {
          return (...args: unknown[]) => {
            statements += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return value;
      },
    });
    return work(counting);
  });
  return { result, statements };
}

describeEachTarget('a journal entry in one round trip on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createLedgerDatabase(target);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const deposit = (player: string, amount: bigint, key = `dep-${randomUUID()}`): PostEntryCommand => ({
    idempotencyKey: key,
    kind: 'deposit',
    playerId: player,
    lines: [
      { account: { house: 'house:deposit-clearing' }, amount: -amount },
      { account: { player, kind: 'cash' }, amount },
    ],
  });

  it('posts, replays and refuses in one statement each, with the worked balances', async () => {
    const [player] = await createPlayers(database.db, 1);
    // Every house account exists from here on (the first entry naming one creates it).
    await database.db.transaction((tx) => postEntryTx(tx, deposit(player, 1n)));

    const first = deposit(player, 2_500n);
    const posted = await counted(database, (tx) => postEntryTx(tx, first));
    expect(posted.statements).toBe(1);
    expect(posted.result.replayed).toBe(false);
    // 1 + 2,500 kuruş in cash; the clearing account gave 2,501.
    expect(posted.result.balances).toEqual([
      { account: { house: 'house:deposit-clearing' }, balance: -2_501n },
      { account: { player, kind: 'cash' }, balance: 2_501n },
    ]);

    const again = await counted(database, (tx) => postEntryTx(tx, first));
    expect(again.statements).toBe(1);
    expect(again.result).toEqual({ ...posted.result, replayed: true });

    const overdraft: PostEntryCommand = {
      idempotencyKey: `wd-${randomUUID()}`,
      kind: 'withdraw.request',
      playerId: player,
      lines: [
        { account: { player, kind: 'cash' }, amount: -2_502n },
        { account: { player, kind: 'hold' }, amount: 2_502n },
      ],
    };
    const refused = await counted(database, (tx) => postEntryTx(tx, overdraft).catch((error: unknown) => error));
    expect(refused.statements).toBe(1);
    expect(refused.result).toBeInstanceOf(InsufficientFundsError);
    expect((refused.result as InsufficientFundsError).balance).toBe(2_501n);
    expect(await getPlayerBalance(database.db, player)).toEqual({ cash: 2_501n, bonus: 0n, hold: 0n });
  });
});
