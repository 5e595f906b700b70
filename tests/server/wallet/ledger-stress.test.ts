// Seeded random money operations between several players, posted eight at a time with retried and
// conflicting keys mixed in; afterwards the journal, the stored balances and every outcome must agree.
// A failure prints its seed: rerun with LEDGER_SEED=<seed> to replay the same operations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountRefKey,
  checkInvariants,
  IdempotencyConflictError,
  InsufficientFundsError,
  postEntry,
  recomputeBalances,
  type AccountRef,
  type PostedEntry,
  type PostEntryCommand,
} from '../../../server/wallet';
import { describeEachTarget, type TestDatabase } from '../helpers/db';
import { createLedgerDatabase, createPlayers } from './fixtures';
import { mulberry32, seedFromEnv, type Prng } from './prng';

const OPERATIONS = 200;
const CONCURRENCY = 8;
const BATCHES = 4;

type Outcome =
  | { cmd: PostEntryCommand; result: PostedEntry }
  | { cmd: PostEntryCommand; refused: 'insufficient' | 'conflict' };

function randomCommand(rng: Prng, playerIds: string[], index: number): PostEntryCommand {
  const player = rng.pick(playerIds);
  const amount = BigInt(rng.int(1, 40) * 250);
  const key = `op-${index}`;
  const cash: AccountRef = { player, kind: 'cash' };
  const two = (kind: string, from: AccountRef, to: AccountRef, playerId = player): PostEntryCommand => ({
    idempotencyKey: key,
    kind,
    playerId,
    lines: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
    meta: { op: index },
  });
  switch (rng.pick(['deposit', 'bet', 'bet', 'win', 'transfer', 'withdraw', 'payout', 'reject', 'bonus', 'bonus-bet'] as const)) {
    case 'deposit':
      return two('deposit', { house: 'house:deposit-clearing' }, cash);
    case 'bet':
      return two('bet', cash, { house: 'house:game' });
    case 'win':
      return two('win', { house: 'house:game' }, cash);
    case 'transfer': {
      const others = playerIds.filter((id) => id !== player);
      return two('transfer', cash, { player: rng.pick(others), kind: 'cash' });
    }
    case 'withdraw':
      return two('withdraw.request', cash, { player, kind: 'hold' });
    case 'payout':
      return two('withdraw.confirm', { player, kind: 'hold' }, { house: 'house:payout-clearing' });
    case 'reject':
      return two('withdraw.reject', { player, kind: 'hold' }, cash);
    case 'bonus':
      return two('bonus.grant', { house: 'house:bonus-cost' }, { player, kind: 'bonus' });
    case 'bonus-bet':
      return two('bet', { player, kind: 'bonus' }, { house: 'house:game' });
  }
}

/** The commands of the run: fresh ones, exact retries of earlier ones, and earlier keys reused with another body. */
function planCommands(rng: Prng, playerIds: string[]): PostEntryCommand[] {
  const plan: PostEntryCommand[] = [];
  for (let i = 0; i < OPERATIONS; i++) {
    if (plan.length > 0 && rng.chance(0.15)) {
      plan.push(structuredClone(rng.pick(plan)));
    } else if (plan.length > 0 && rng.chance(0.05)) {
      const original = rng.pick(plan);
      plan.push({ ...randomCommand(rng, playerIds, i), idempotencyKey: original.idempotencyKey });
    } else {
      plan.push(randomCommand(rng, playerIds, i));
    }
  }
  return plan;
}

async function runConcurrently(database: TestDatabase, commands: PostEntryCommand[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(commands.length);
  let next = 0;
  const worker = async () => {
    while (next < commands.length) {
      const i = next++;
      const cmd = commands[i];
      try {
        outcomes[i] = { cmd, result: await postEntry(database.db, cmd) };
      } catch (err) {
        if (err instanceof InsufficientFundsError) outcomes[i] = { cmd, refused: 'insufficient' };
        else if (err instanceof IdempotencyConflictError) outcomes[i] = { cmd, refused: 'conflict' };
        else throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

describeEachTarget('ledger under concurrent random operations on %s', (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createLedgerDatabase(target);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it(`keeps every invariant through ${OPERATIONS} operations at concurrency ${CONCURRENCY}`, async () => {
    const seed = seedFromEnv();
    try {
      const rng = mulberry32(seed);
      const playerIds = await createPlayers(database.db, 6);
      const commands = planCommands(rng, playerIds);

      const outcomes: Outcome[] = [];
      const perBatch = Math.ceil(commands.length / BATCHES);
      for (let start = 0; start < commands.length; start += perBatch) {
        outcomes.push(...(await runConcurrently(database, commands.slice(start, start + perBatch))));
        expect(await checkInvariants(database.db)).toEqual([]);
      }

      // Each request got exactly one outcome.
      expect(outcomes.filter(Boolean)).toHaveLength(commands.length);

      // Per key: at most one posting; every success with that key names that same entry; a refusal for a
      // conflict only happens when another body took the key.
      const byKey = new Map<string, Outcome[]>();
      for (const outcome of outcomes) byKey.set(outcome.cmd.idempotencyKey, [...(byKey.get(outcome.cmd.idempotencyKey) ?? []), outcome]);
      const expected = new Map<string, bigint>();
      for (const [key, group] of byKey) {
        const posted = group.filter((o): o is Extract<Outcome, { result: PostedEntry }> => 'result' in o && !o.result.replayed);
        expect(posted.length, `postings of ${key}`).toBeLessThanOrEqual(1);
        const successes = group.filter((o): o is Extract<Outcome, { result: PostedEntry }> => 'result' in o);
        if (successes.length > 0) expect(posted, `a replay of ${key} without its posting`).toHaveLength(1);
        for (const success of successes) {
          expect(success.result.entryId).toBe(posted[0].result.entryId);
          expect(success.cmd.lines).toEqual(posted[0].cmd.lines);
        }
        for (const conflict of group.filter((o) => 'refused' in o && o.refused === 'conflict')) {
          expect(posted, `conflict on ${key} without a posting`).toHaveLength(1);
          expect(conflict.cmd.lines).not.toEqual(posted[0].cmd.lines);
        }
        for (const line of posted[0]?.cmd.lines ?? []) {
          const account = accountRefKey(line.account);
          expected.set(account, (expected.get(account) ?? 0n) + line.amount);
        }
      }

      // Stored balances are exactly the sum of the postings the callers were told about.
      for (const balance of await recomputeBalances(database.db)) {
        expect(balance.stored, accountRefKey(balance.account)).toBe(expected.get(accountRefKey(balance.account)) ?? 0n);
      }
      expect(await checkInvariants(database.db)).toEqual([]);
      // The run must have exercised the interesting paths, or it proves little.
      expect(outcomes.some((o) => 'refused' in o && o.refused === 'insufficient')).toBe(true);
      expect(outcomes.some((o) => 'result' in o && o.result.replayed)).toBe(true);
    } catch (err) {
      console.error(`ledger stress on ${target} failed; replay with LEDGER_SEED=${seed}`);
      throw err;
    }
  });
});
