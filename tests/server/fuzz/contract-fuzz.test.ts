// The bounded round of the contract-driven fuzzer in the test suite: a few hundred requests over every
// operation on each database target, failing on any 5xx, any answer that is not the envelope, any status
// the contract does not declare and any body that breaks its schema. The seed changes every run (FUZZ_SEED
// fixes it); a failure prints it with the request, and `npm run fuzz -- --seed <seed> --count <n>` makes
// the same requests again. The long run is `npm run fuzz` (scripts/fuzz.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contract } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';
import { describeFailure, summarize } from './fuzzer';
import { buildFuzzWorld, fuzzWorld, type FuzzWorld } from './harness';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
// Every operation at least four times.
const count = Number(process.env.FUZZ_COUNT ?? Math.max(300, contract.operations.length * 4));

describeEachTarget('contract fuzzer, bounded round on %s', (target) => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await buildFuzzWorld(target);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });

  it(`answers ${count} generated requests (seed ${seed}) as the contract says, never with a 5xx`, async () => {
    const report = await fuzzWorld(world, { seed, count });
    console.log(`${target}: ${summarize(report)}`);
    const shown = report.failures.slice(0, 10).map(describeFailure).join('\n\n');
    expect(report.failures.length, `seed ${seed} (FUZZ_SEED=${seed} to repeat):\n${shown}`).toBe(0);
    // Every operation was tried.
    expect(Object.keys(report.operations).sort()).toEqual(contract.operations.map((operation) => operation.operationId).sort());
  }, 600_000);
});
