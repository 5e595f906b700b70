// Thousands of random money requests through the real services, several at once, with twins, retries
// and conflicting key reuse, on every database target. After every batch: the journal sums to zero, no
// player balance is negative, stored balances equal the journal's, every player's money equals what the
// acknowledged requests moved, holds equal pending withdrawals, credits equal confirmed deposits; after
// every retry nothing changed. Every request gets exactly one outcome, and only an expected refusal.
//
// SIM_OPERATIONS (default 2000 per target) sets the size; a failure prints its seed: rerun with
// SIM_SEED=<seed> to send the same requests again.
import { expect, it } from 'vitest';
import { createTestDatabase, describeOn, type DbTarget } from '../helpers/db';
import { seedFromEnv } from '../wallet/prng';
import { checkWorld, createWorld, describeOutcomes, EXPECTED_REFUSALS, makePlan, send, simulatedNow, snapshot, type Outcome, type PlannedRequest } from './engine';

const OPERATIONS = Number(process.env.SIM_OPERATIONS ?? 2000);
const PLAYERS = 12;
const CONCURRENCY = 8;
/** Requests a retry must answer as a replay when they succeeded the first time. */
const REPLAYABLE = new Set(['deposit', 'deposit-confirm', 'deposit-reject', 'withdraw', 'withdraw-approve', 'withdraw-reject', 'withdraw-cancel', 'bet', 'win', 'rollback', 'grant']);

/**
 * The simulator's suite on one database. Each target has its own test file, so the two long runs go to
 * different workers instead of one after the other.
 */
export function moneySimulator(target: DbTarget): void {
  describeOn(target, 'money simulator', () => {
    it(`keeps every kuruş through ${OPERATIONS} random requests`, { timeout: 1_800_000 }, async () => {
      const seed = seedFromEnv('SIM_SEED');
      const plan = makePlan(seed, OPERATIONS, PLAYERS, CONCURRENCY);
      const database = await createTestDatabase(target);
      const outcomes = new Map<number, Outcome>();
      let batchNo = -1;
      try {
        const world = await createWorld(database.db, plan);
        const expected = new Map<string, bigint>();
        const apply = (outcome: Outcome) => {
          if (!outcome.ok) return;
          for (const [player, amount] of outcome.effect) expected.set(player, (expected.get(player) ?? 0n) + amount);
        };
        const batches = new Map<number, PlannedRequest[]>();
        for (const request of plan.requests) batches.set(request.batch, [...(batches.get(request.batch) ?? []), request]);

        for (const [batch, requests] of [...batches].sort((a, b) => a[0] - b[0])) {
          batchNo = batch;
          world.now = simulatedNow(batch);
          const settled = await Promise.all(requests.map(async (request) => [request, await send(world, request)] as const));
          for (const [request, outcome] of settled) {
            expect(outcomes.has(request.index), `request ${request.index} answered twice`).toBe(false);
            outcomes.set(request.index, outcome);
            if (!outcome.ok) {
              expect(outcome.refusal, `request ${request.index} (${request.op.kind})`).toMatch(EXPECTED_REFUSALS[request.op.kind]);
            }
            apply(outcome);
          }
          expect(await checkWorld(world, expected), `after batch ${batch}`).toEqual([]);

          // Retries of earlier requests that succeeded: each is answered as a replay and nothing moves.
          const retried = (plan.retries.get(batch) ?? []).filter((index) => {
            const first = outcomes.get(index);
            const request = plan.requests.find((r) => r.index === index);
            return first?.ok && request && REPLAYABLE.has(request.op.kind);
          });
          if (retried.length > 0) {
            const before = await snapshot(world.db);
            for (const index of retried) {
              const request = plan.requests.find((r) => r.index === index)!;
              const again = await send(world, request);
              expect(again, `retry of request ${index} (${request.op.kind})`).toMatchObject({ ok: true, replayed: true });
              apply(again);
            }
            expect(await snapshot(world.db), `retries after batch ${batch} changed something`).toEqual(before);
          }
        }
        expect(outcomes.size).toBe(plan.requests.length);
        expect(await checkWorld(world, expected)).toEqual([]);

        // The run must have exercised what it claims to: each kind of request succeeded and was refused somewhere.
        const counts = describeOutcomes(outcomes);
        expect(counts.done).toBeGreaterThan(OPERATIONS / 3);
        expect(counts.replayed ?? 0).toBeGreaterThan(0);
        const doneKinds = new Set(plan.requests.filter((r) => outcomes.get(r.index)?.ok).map((r) => r.op.kind));
        for (const kind of ['deposit', 'deposit-confirm', 'withdraw', 'withdraw-approve', 'bet', 'win', 'rollback', 'grant', 'sweep']) {
          expect(doneKinds, `no ${kind} succeeded`).toContain(kind);
        }
        if (OPERATIONS >= 1000) {
          for (const refusal of ['game:INSUFFICIENT_FUNDS', 'game:TRANSACTION_ROLLED_BACK']) {
            expect(Object.keys(counts).some((key) => key.includes(refusal)), `no ${refusal} refusal`).toBe(true);
          }
        }
      } catch (err) {
        const message = `money simulator on ${target} failed in batch ${batchNo} with seed ${seed}: rerun with SIM_SEED=${seed}`;
        console.error(message);
        if (err instanceof Error) err.message = `${message}\n${err.message}`;
        throw err;
      } finally {
        await database.destroy();
      }
    });
  });
}
