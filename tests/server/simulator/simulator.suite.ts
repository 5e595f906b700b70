// Thousands of seeded random money requests through the real services on every database target
// (./plan.ts: deposits with operator decisions, card deposits with their webhooks, withdrawals with
// approvals, rejections and cancels racing, bets, wins and rollbacks with twins, reused ids and
// tombstones, bonus grants, forfeits and expiry sweeps across clock jumps, sports singles and
// accumulators with their settlements, spins of the studio slot with its jackpot, player limits and
// time-outs with the deposits and stakes they refuse). Every answer is
// judged by the simulator's own model of each player's money (./model.ts), every batch is checked
// against the database and a full audit closes the run (./checks.ts).
//
// SIM_OPERATIONS (default 2000 per target) sets the size; a failure prints its seed and prefix:
// `npm run simulate -- --seed <seed> --ops <prefix> --target <target>` replays and shrinks it. The long
// runs are `npm run simulate` (docs/simulator.md), outside npm test; so are its dropped connections,
// which found two server bugs, now fixed (./connection-drop.test.ts).
import { expect, it } from 'vitest';
import { createTestDatabase, describeOn, type DbTarget } from '../helpers/db';
import { seedFromEnv } from '../wallet/prng';
import { runSimulation } from './run';

const OPERATIONS = Number(process.env.SIM_OPERATIONS ?? 2000);
const PLAYERS = 12;
const CONCURRENCY = 8;

/**
 * The simulator's suite on one database. Each target has its own test file, so the two long runs go to
 * different workers instead of one after the other.
 */
export function moneySimulator(target: DbTarget): void {
  describeOn(target, 'money simulator', () => {
    it(`keeps every kuruş through ${OPERATIONS} random requests`, { timeout: 1_800_000 }, async () => {
      const seed = seedFromEnv('SIM_SEED');
      const database = await createTestDatabase(target);
      try {
        const { stats, failure } = await runSimulation({
          db: database.db,
          seed,
          ops: OPERATIONS,
          players: PLAYERS,
          concurrency: CONCURRENCY,
          auditEvery: 100,
        });
        const replay = `npm run simulate -- --seed ${seed} --ops ${failure?.prefix} --target ${target} --players ${PLAYERS} --concurrency ${CONCURRENCY}`;
        expect(failure?.problems ?? [], `money simulator on ${target} failed in batch ${failure?.batch} with seed ${seed}: ${replay}`).toEqual([]);
        expect(stats.ops).toBe(OPERATIONS);

        // The run must have exercised what it claims to: each kind of request succeeded somewhere, and
        // the refusals that guard the money happened.
        const seen = Object.keys(stats.outcomes);
        for (const kind of ['deposit', 'deposit-decide', 'withdraw', 'withdraw-decide', 'bet', 'win', 'rollback', 'grant', 'forfeit', 'sweep', 'sports-bet', 'sports-settle', 'studio-spin', 'sports-cashout', 'limit', 'time-out']) {
          expect(seen, `no ${kind} succeeded`).toContain(`${kind} done`);
        }
        for (const outcome of ['bet replayed', 'win replayed', 'deposit replayed', 'bet refused game:INSUFFICIENT_FUNDS', 'bet refused game:BONUS_MAX_STAKE', 'sports-bet refused sports:odds_changed']) {
          expect(seen, `no "${outcome}"`).toContain(outcome);
        }
        if (OPERATIONS >= 1000) expect(seen).toContain('bet refused game:TRANSACTION_ROLLED_BACK');
        // Player protection bound: each kind of refusal, on whichever request it fell (a deposit, a bet, a spin, a slip).
        for (const refusal of ['deposit', 'loss', 'wager', 'excluded']) {
          expect(seen.some((key) => key.endsWith(` refused api:400:protection.refused.${refusal}`)), `no request refused protection.refused.${refusal}`).toBe(true);
        }
      } finally {
        await database.destroy();
      }
    });
  });
}
