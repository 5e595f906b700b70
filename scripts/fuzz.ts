// npm run fuzz -- [--count N] [--seed S] [--target pglite|postgres] [--concurrency C] [--only op1,op2] [--show N]
// The long run of the contract-driven fuzzer (tests/server/fuzz/): N generated requests (default 20,000)
// over every operation against the real app on a fresh database, PGlite by default or PostgreSQL
// (--target postgres, with TEST_DATABASE_URL as the admin URL; a scratch database is made and dropped).
// Prints requests/s, the answers by status and every failure with its seed and index; exits 1 on any.
// With --concurrency 1 (the default) a run is a pure function of its seed, so a failure repeats with
// the same --seed and --count.
import { parseArgs } from 'node:util';
import { describeFailure, summarize } from '../tests/server/fuzz/fuzzer';
import { buildFuzzWorld, fuzzWorld } from '../tests/server/fuzz/harness';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    seed: { type: 'string' },
    target: { type: 'string', default: 'pglite' },
    concurrency: { type: 'string', default: '1' },
    only: { type: 'string' },
    show: { type: 'string', default: '20' },
  },
});

const target = values.target === 'postgres' ? 'postgres' : 'pglite';
if (values.target !== target) throw new Error(`--target is pglite or postgres, not ${values.target}`);
if (target === 'postgres' && !process.env.TEST_DATABASE_URL) throw new Error('--target postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const count = Number(values.count);
const concurrency = Number(values.concurrency);
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(concurrency) || concurrency < 1) {
  throw new Error('--seed, --count and --concurrency are positive integers');
}

console.log(`fuzzing ${count} requests on ${target}, seed ${seed}, concurrency ${concurrency}`);
const world = await buildFuzzWorld(target);
let exitCode = 0;
try {
  const started = performance.now();
  const report = await fuzzWorld(world, {
    seed,
    count,
    concurrency,
    only: values.only?.split(',').map((id) => id.trim()).filter(Boolean),
    progress: (done, failures) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(`  ${done} requests, ${(done / seconds).toFixed(0)} req/s, ${failures} failures`);
    },
  });
  for (const failure of report.failures.slice(0, Number(values.show))) console.log(`\n${describeFailure(failure)}`);
  if (report.failures.length > Number(values.show)) console.log(`\n… and ${report.failures.length - Number(values.show)} more`);
  const byOperation = Object.entries(report.operations).sort(([a], [b]) => a.localeCompare(b));
  console.log(`\noperations: ${byOperation.length}, requests each: ${Math.min(...byOperation.map(([, n]) => n))}–${Math.max(...byOperation.map(([, n]) => n))}`);
  console.log(`never answered 2xx (${report.neverSucceeded.length}): ${report.neverSucceeded.join(', ') || 'none'}`);
  console.log(summarize(report));
  if (report.failures.length > 0) {
    console.log(`repeat with: npm run fuzz -- --seed ${seed} --count ${count} --target ${target}`);
    exitCode = 1;
  }
} finally {
  await world.close();
}
process.exit(exitCode);
