#!/usr/bin/env node
// `npm test`: every test of the project in one run — the type check, vitest (machines, app units,
// contract, server on PGlite and on PostgreSQL when TEST_DATABASE_URL is set) and Playwright in
// Chromium against the real built app and server — then one closing line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const wants = (step) => only.length === 0 || only.includes(step);
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const REPLAY = '[replay]';
// CI=true (set by .ci/run and by CI services): a missing browser fails the run instead of skipping it.
const inCi = Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI);
const replays = { passed: 0, failed: 0, skipped: 0, counted: false };

mkdirSync('.tmp', { recursive: true });

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** How many browser tests Playwright would run (every project), listed without a browser; undefined if it cannot tell. */
function countBrowserTests() {
  const listed = spawnSync('npx', ['playwright', 'test', '--list', '--reporter=json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  try {
    const count = (suite) =>
      (suite.specs ?? []).reduce((n, spec) => n + spec.tests.length, 0) + (suite.suites ?? []).reduce((n, child) => n + count(child), 0);
    return JSON.parse(listed.stdout).suites.reduce((n, suite) => n + count(suite), 0);
  } catch {
    return undefined;
  }
}

if (wants('types')) {
  // Each layer with its own settings (DOM only for the app, Node only for the server), then the tests.
  if (run('type check', 'npm', ['run', '--silent', 'typecheck'])) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push('type check failed');
  }
}

if (wants('unit')) {
  rmSync('.tmp/vitest.json', { force: true });
  const ok = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json']);
  const report = readJson('.tmp/vitest.json');
  if (report) {
    // Generated path replays (named `[replay] …` by machines/testing/path-tests.ts) walk the same
    // machine for their expected end, so they prove coverage, not correctness: they are counted on a
    // line of their own and left out of the closing line, which counts the tests that can fail on
    // their own. A failed replay still fails the run, as one failure of the replay step.
    replays.counted = true;
    const all = report.testResults.flatMap((suite) => suite.assertionResults);
    const replayed = all.filter((test) => test.title.startsWith(REPLAY));
    replays.passed = replayed.filter((test) => test.status === 'passed').length;
    replays.failed = replayed.filter((test) => test.status === 'failed').length;
    replays.skipped = replayed.length - replays.passed - replays.failed;
    totals.passed += report.numPassedTests - replays.passed;
    totals.failed += report.numFailedTests - replays.failed;
    totals.skipped += report.numPendingTests + report.numTodoTests - replays.skipped;
    if (replays.failed > 0) {
      totals.failed += 1;
      problems.push(`${replays.failed} generated path replays failed`);
    }
    // A suite that fails to load has no failed tests in it but is a failure all the same.
    const brokenSuites = report.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
    totals.failed += brokenSuites;
    if (!ok && report.numFailedTests === 0 && brokenSuites === 0) {
      totals.failed += 1;
      problems.push('vitest exited with an error');
    }
  } else {
    totals.failed += 1;
    problems.push('vitest wrote no report');
  }
}

if (wants('e2e')) {
  if (!existsSync(chromium)) {
    // The tests that would have run, so the closing line shows what was not tested.
    const wouldRun = countBrowserTests();
    const banner = '!'.repeat(78);
    if (inCi) {
      // In CI a missing browser (a failed install) is a failure: a green run must include the browser tests.
      console.log(`\n${banner}\n!! Chromium not found at ${chromium}: CI=true, so the ${wouldRun ?? 'unknown number of'} browser tests FAIL.\n${banner}`);
      totals.failed += wouldRun || 1;
      problems.push(`browser tests failed: no Chromium at ${chromium} under CI`);
    } else {
      console.log(`\n${banner}\n!! Chromium not found at ${chromium}: the ${wouldRun ?? ''} browser tests are SKIPPED.\n!! Install it with: sudo apt-get install -y chromium   (or set CHROME_PATH)\n${banner}`);
      totals.skipped += wouldRun ?? 0;
      problems.push('browser tests skipped: no Chromium');
    }
  } else if (!run('build', 'npm', ['run', 'build'])) {
    totals.failed += 1;
    problems.push('build failed, browser tests not run');
  } else {
    rmSync('.tmp/playwright.json', { force: true });
    const ok = run('playwright', 'npx', ['playwright', 'test']);
    const report = readJson('.tmp/playwright.json');
    if (report?.stats) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
      if (!ok && report.stats.unexpected === 0) {
        totals.failed += 1;
        problems.push('playwright exited with an error');
      }
    } else {
      totals.failed += 1;
      problems.push('playwright wrote no report');
    }
  }
}

if (problems.length) console.log(`\nNotes: ${problems.join('; ')}`);
if (replays.counted) console.log(`\ngenerated path replays: ${replays.passed} passed, ${replays.failed} failed, ${replays.skipped} skipped`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
