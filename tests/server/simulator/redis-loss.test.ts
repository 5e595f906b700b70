// Redis lost under two server instances (issue 23): the simulator's payment requests go over HTTP to two
// real server processes on one PostgreSQL database, sharing a Redis of their own (the read cache's
// generations, the hub's bus, the rate limits). The run kills that Redis mid-batch and brings it back
// empty 40 batches later, twice. Money lives only in PostgreSQL, so every payment must still be answered
// while Redis is gone, with no 5xx (the runner does not retry a request outside a database or process
// fault: a 5xx fails the run), and every check and the closing full audit must pass.
// Needs TEST_DATABASE_URL and Debian's redis-server; skipped without them.
import { expect, it } from 'vitest';
import { createTestDatabase, describeOn } from '../helpers/db';
import { redisServerInstalled } from '../helpers/redis-server';
import { seedFromEnv } from '../wallet/prng';
import { runSimulation } from './run';

const OPERATIONS = 600;

describeOn('postgres', 'money simulator: Redis lost under two instances', () => {
  it.skipIf(!redisServerInstalled())(`answers every payment while the instances' Redis is gone (${OPERATIONS} requests, 2 losses)`, { timeout: 600_000 }, async () => {
    const seed = seedFromEnv('SIM_SEED');
    const database = await createTestDatabase('postgres');
    try {
      const { stats, failure } = await runSimulation({
        db: database.db,
        seed,
        ops: OPERATIONS,
        players: 12,
        concurrency: 8,
        auditEvery: 100,
        server: { databaseUrl: database.url!, killEvery: 0, instances: 2, redisLossEvery: OPERATIONS / 3 },
      });
      const replay = `npm run simulate -- --seed ${seed} --ops ${failure?.prefix} --target postgres --players 12 --instances 2 --redis-loss-every ${OPERATIONS / 3}`;
      expect(failure?.problems ?? [], `failed in batch ${failure?.batch} with seed ${seed}: ${replay}`).toEqual([]);
      expect(stats.ops).toBe(OPERATIONS);
      // Losses at requests 200 and 400 of 600 (one every 200).
      expect(stats.redisLosses).toBe(2);
      // The outages were felt: payments were answered while Redis was down.
      expect(stats.answeredWithoutRedis).toBeGreaterThan(0);
      expect(stats.kills).toBe(0);
    } finally {
      await database.destroy();
    }
  });
});
