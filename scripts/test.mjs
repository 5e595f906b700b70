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

if (wants('types')) {
  if (run('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])) totals.passed += 1;
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
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
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
    const banner = '!'.repeat(78);
    console.log(`\n${banner}\n!! Chromium not found at ${chromium}: the browser tests are SKIPPED.\n!! Install it with: sudo apt-get install -y chromium   (or set CHROME_PATH)\n${banner}`);
    problems.push('browser tests skipped: no Chromium');
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
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
