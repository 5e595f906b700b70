// Thousands of seeded random money requests through the real services on every database target
// (./plan.ts: deposits with operator decisions, card deposits with their webhooks, withdrawals with
// approvals, rejections and cancels racing, bets, wins and rollbacks with twins, reused ids and
// tombstones, bonus grants, forfeits and expiry sweeps across clock jumps, sports singles and
// accumulators with their settlements and resettlements, spins of the studio slot with its jackpot, player limits and
// time-outs, self-exclusions and their lifts with the deposits and stakes they refuse). Every answer is
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
/**
 * The suite's seed unless SIM_SEED names another (SIM_SEED=random draws one). The suite also checks that
 * the run exercised what it claims (every kind done, every protection refusal met), and at 2,000 requests
 * that depends on the seed: seed 1 of the mix met no wager-limit refusal, and when the studio's draw left the
 * plan, seed 20261128 met no loss-limit refusal. So `npm test` runs one seed that meets them all on both
 * databases (seeds 2, 3 and 5 did on PGlite, 2 and 3 on PostgreSQL), and the random seeds are `npm run
 * simulate`'s long runs. A change to the plan's stream may need another: try a few with SIM_SEED.
 */
const SUITE_SEED = 2;
function suiteSeed(): number {
  if (process.env.SIM_SEED === 'random') return (Math.random() * 2 ** 32) >>> 0;
  return process.env.SIM_SEED ? seedFromEnv('SIM_SEED') : SUITE_SEED;
}
const PLAYERS = 12;
const CONCURRENCY = 8;

/**
 * The simulator's suite on one database. Each target has its own test file, so the two long runs go to
 * different workers instead of one after the other.
 */
export function moneySimulator(target: DbTarget): void {
  describeOn(target, 'money simulator', () => {
    it(`keeps every kuruş through ${OPERATIONS} random requests`, { timeout: 1_800_000 }, async () => {
      const seed = suiteSeed();
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
        for (const kind of ['deposit', 'deposit-decide', 'withdraw', 'withdraw-decide', 'bet', 'win', 'rollback', 'grant', 'forfeit', 'sweep', 'sports-bet', 'sports-settle', 'sports-resettle', 'studio-spin', 'sports-cashout', 'limit', 'time-out', 'self-exclusion', 'exclusion-lift']) {
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
