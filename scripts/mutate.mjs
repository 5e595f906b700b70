#!/usr/bin/env node
// `npm run mutate`: a small fixed set of mutations (each a small exact text replacement in one file),
// each applied to a copy of the tree and tried against the tests that should catch it. Prints a table
// (mutation, file, caught or survived, by which test) and exits 1 when any mutation survives, or when
// a mutation's target text is not found exactly once (the code moved on: fix the mutation, do not
// drop it). The working tree is never modified: everything happens in a temporary copy.
//
//   npm run mutate                       every mutation
//   npm run mutate -- recovery hub       only those whose name contains one of the words
//   npm run mutate -- --baseline         first check the chosen tests pass without any mutation
//
// Server suites run on PGlite unless TEST_DATABASE_URL is set, as in `npm test`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * name: what the mutation breaks; file: where; from/to: the exact text replaced (it must occur once);
 * tests: the vitest files or folders that must catch it.
 */
export const mutations = [
  {
    name: 'payments: webhook signature blind to the body (HMAC over "")',
    file: 'server/gateways/signature.ts',
    from: "createHmac('sha256', secret).update(body, 'utf8')",
    to: "createHmac('sha256', secret).update('', 'utf8')",
    // The known-answer signature tests live here (trust-contract's branch).
    tests: ['tests/server/payments'],
  },
  {
    name: 'payments: IBAN mod-97 check accepts any remainder',
    file: 'common/rules/iban.ts',
    from: '  return remainder === 1;\n}',
    to: '  return remainder >= 0;\n}',
    tests: ['tests/unit/rules/iban.test.ts'],
  },
  {
    name: 'wallet: mixed-currency guard off',
    file: 'server/wallet/post-entry.ts',
    from: 'if (currencies.size > 1) throw',
    to: 'if (currencies.size > 2) throw',
    // The mixed-currency guard test lives here (trust-contract's branch).
    tests: ['tests/server/wallet'],
  },
  {
    name: 'wallet: a player may overdraw by up to 1 TRY',
    file: 'server/wallet/post-entry.ts',
    from: 'if (account.isPlayer && account.balance + line.amount < 0n) {',
    to: 'if (account.isPlayer && account.balance + line.amount < -100n) {',
    tests: ['tests/server/wallet/ledger.test.ts'],
  },
  {
    name: 'wallet: the one-round-trip path replays a reused id with another body',
    file: 'server/wallet/game-call-sql.ts',
    from: 'if v_own.request_hash <> p_call_hash then',
    to: 'if false then',
    tests: ['tests/server/game-wallet/one-round-trip.test.ts'],
  },
  {
    name: 'wallet: the one-round-trip path hashes its entry unlike the ledger',
    file: 'server/wallet/game-call-sql.ts',
    from: `|| ',"txId":' || to_json(p_tx_id)::text || '}';\n  else`,
    to: `|| ',"txid":' || to_json(p_tx_id)::text || '}';\n  else`,
    tests: ['tests/server/game-wallet/one-round-trip.test.ts'],
  },
  {
    name: 'wallet: the one-round-trip path takes a stake whose rollback came first',
    file: 'server/wallet/game-call-sql.ts',
    from: "kind = 'rollback' and original_tx_id = p_tx_id) then",
    to: "kind = 'rollback' and original_tx_id = p_tx_id and false) then",
    tests: ['tests/server/game-wallet/one-round-trip.test.ts'],
  },
  {
    name: 'accounts: not yet adult on the 18th birthday',
    file: 'server/accounts/birth-date.ts',
    from: 'return compare({ ...birth, year: birth.year + age }, today) <= 0;',
    to: 'return compare({ ...birth, year: birth.year + age }, today) < 0;',
    tests: ['tests/server/accounts/birth-date.test.ts'],
  },
  {
    name: "accounts: TC Kimlik No's tenth digit not checked",
    file: 'common/rules/personal-no.ts',
    from: 'if (d[9] !== tenth) return false;',
    to: 'if (d[9] !== tenth && d[9] < 0) return false;',
    tests: ['tests/unit/rules/personal-no.test.ts'],
  },
  {
    name: "hub: a client's ping does not restart its timeout",
    file: 'server/hub/connection.ts',
    from: 'if (this.handshakeDone) this.silenceTimer.refresh();',
    to: 'if (this.handshakeDone) void this.silenceTimer;',
    tests: ['tests/server/hub/plugin.test.ts'],
  },
  {
    name: "hub: a player's push goes to every connection",
    file: 'server/hub/plugin.ts',
    from: 'for (const connection of targets) connection.sendRecord(record);',
    to: 'for (const connection of connections) void targets, connection.sendRecord(record);',
    tests: ['tests/server/hub/plugin.test.ts'],
  },
  {
    name: "machines/recovery: the code step's failure goes back to pristine, not checked",
    file: 'machines/recovery/recovery.machine.ts',
    from: "            onDone: { target: '#recovery.password' },\n            onError: { target: 'checked', actions: failure },",
    to: "            onDone: { target: '#recovery.password' },\n            onError: { target: 'pristine', actions: failure },",
    tests: ['machines/recovery'],
  },
  {
    name: 'machines/change-password: a refused change goes back to pristine (errors hidden)',
    file: 'machines/change-password/change-password.machine.ts',
    from: "        onError: {\n          target: 'checked',",
    to: "        onError: {\n          target: 'pristine',",
    tests: ['machines/change-password'],
  },
  {
    name: 'machines/phone-verification: a failed code check keeps the wrong code',
    file: 'machines/phone-verification/phone-verification.machine.ts',
    from: "onError: { target: 'idle', actions: ['clear code', notifyFailure] },",
    to: "onError: { target: 'idle', actions: [notifyFailure] },",
    tests: ['machines/phone-verification'],
  },
  {
    name: 'machines/payment-dialog: a retry of the same payment gets a new idempotency key',
    file: 'machines/payment-dialog/payment-dialog.machine.ts',
    from: "'keep intent key': assign(({ context }) => ({ intentKey: context.intentKey ?? newIdempotencyKey() })),",
    to: "'keep intent key': assign(() => ({ intentKey: newIdempotencyKey() })),",
    tests: ['machines/payment-dialog'],
  },
  {
    name: 'machines/registration: a sign-up without the bonus still celebrates with it',
    file: 'machines/registration/registration.machine.ts',
    from: "                      'drop trial bonus',\n",
    to: '',
    tests: ['machines/registration'],
  },
  {
    name: 'machines/game-launch: the post-close reload comes after 30 ms, not 300',
    file: 'machines/game-launch/game-launch.machine.ts',
    from: 'export const POST_CLOSE_RELOAD_DELAY = 300;',
    to: 'export const POST_CLOSE_RELOAD_DELAY = 30;',
    tests: ['machines/game-launch'],
  },
  {
    name: "machines/game-history: opening a round's recall re-enters its region (and reloads the list)",
    file: 'machines/game-history/game-history.machine.ts',
    from: "{ guard: 'is studio round', target: '.loading', actions: 'set round id' },",
    to: "{ guard: 'is studio round', target: '.loading', reenter: true, actions: 'set round id' },",
    tests: ['machines/game-history'],
  },
  {
    name: 'machines/dialogs-loader: a dialog closed while its code loads is not reported closed',
    file: 'machines/dialogs-loader/dialogs-loader.machine.ts',
    from: "'dialog.close': { guard: 'has a requested dialog', actions: ['tell parent the requested dialog is gone', 'forget pending dialog'] },",
    to: "'dialog.close': { guard: 'has a requested dialog', actions: ['forget pending dialog'] },",
    tests: ['machines/dialogs-loader'],
  },
];

const words = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const baseline = process.argv.includes('--baseline');
const chosen = mutations.filter((m) => words.length === 0 || words.some((word) => m.name.includes(word) || m.file.includes(word)));
if (chosen.length === 0) {
  console.error(`no mutation matches ${words.join(', ')}`);
  process.exit(2);
}

const root = process.cwd();

/** The project's files (tracked, and new ones not ignored) copied into a temporary directory; node_modules linked. */
function copyTree() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const copy = mkdtempSync(join(tmpdir(), 'casino-mutate-'));
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue; // deleted but not yet staged
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file));
  }
  for (const generated of ['node_modules', 'styled-system']) {
    if (existsSync(join(root, generated))) symlinkSync(join(root, generated), join(copy, generated), 'dir');
  }
  return copy;
}

/**
 * Runs the given test files in the copy; answers the failed tests' names, or why the run failed. Hooks
 * get three minutes: a server suite building its app on a busy machine is slow, not wrong.
 */
function runTests(copy, tests) {
  const report = join(copy, '.tmp', 'mutate.json');
  rmSync(report, { force: true });
  const run = spawnSync('npx', ['vitest', 'run', ...tests, '--hookTimeout=180000', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, CI: '' },
    maxBuffer: 256 * 1024 * 1024,
    timeout: 20 * 60_000,
  });
  const tail = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
  let json;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return { ok: false, failed: [], error: true, note: `vitest wrote no report (exit ${run.status}${run.signal ? `, ${run.signal}` : ''})`, tail };
  }
  // A test that ran out of time (a busy machine) did not catch anything: it is left out of the catches.
  const timedOut = (test) => (test.failureMessages ?? []).some((message) => /timed out in \d+ms/i.test(message));
  const failed = json.testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'failed' && !timedOut(test))
      .map((test) => {
        // The first line of the failure, without colour codes: what the test saw.
        const why = (test.failureMessages?.[0] ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0].slice(0, 160);
        return `${suite.name.slice(copy.length + 1)} › ${test.fullName}${why ? ` [${why}]` : ''}`;
      }),
  );
  const timeouts = json.testResults.flatMap((suite) =>
    suite.assertionResults.filter((test) => test.status === 'failed' && timedOut(test)).map((test) => test.fullName),
  );
  // A suite that failed without a failed test of its own (it did not load, a hook timed out) proves
  // nothing about the mutation: the run is broken, not a catch. So is a non-zero exit with no failed test.
  const broken = json.testResults.filter(
    (suite) => suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed' && !timedOut(test)),
  );
  const ok = run.status === 0 && failed.length === 0 && !broken.length;
  const error = !ok && failed.length === 0;
  const note = timeouts.length && !failed.length
    ? `only timeouts: ${timeouts.join(', ')}`
    : broken.length
    ? `suite failed with no failed test: ${broken.map((suite) => `${suite.name.slice(copy.length + 1)} (${(suite.message ?? '').split('\n')[0]})`).join(', ')}`
    : error
      ? `vitest exited ${run.status} with no failed test`
      : '';
  return { ok, failed, error, note, total: json.numTotalTests, tail };
}

const copy = copyTree();
const rows = [];
try {
  if (baseline) {
    const all = [...new Set(chosen.flatMap((m) => m.tests))];
    console.log(`baseline: ${all.join(' ')}`);
    const result = runTests(copy, all);
    if (!result.ok) {
      if (result.tail) console.error(result.tail);
      console.error(`the tests fail without any mutation, so no mutation can be judged:\n  ${[...result.failed, result.note].filter(Boolean).join('\n  ')}`);
      process.exit(2);
    }
  }
  for (const mutation of chosen) {
    const path = join(copy, mutation.file);
    const original = readFileSync(path, 'utf8');
    const count = original.split(mutation.from).length - 1;
    if (count !== 1) {
      rows.push({ mutation, verdict: 'TARGET NOT FOUND', by: `the text to replace occurs ${count} times in ${mutation.file}` });
      console.log(`✗ ${mutation.name}: target text occurs ${count} times`);
      continue;
    }
    writeFileSync(path, original.replace(mutation.from, mutation.to));
    const started = Date.now();
    const result = runTests(copy, mutation.tests);
    writeFileSync(path, original);
    const seconds = Math.round((Date.now() - started) / 1000);
    const caught = !result.ok && !result.error;
    const by = result.failed.length
      ? `${result.failed[0]}${result.failed.length > 1 ? ` (+${result.failed.length - 1} more)` : ''}`
      : result.note || `all ${result.total ?? '?'} tests in ${mutation.tests.join(' ')} passed`;
    rows.push({ mutation, verdict: caught ? 'caught' : result.error ? 'RUN ERROR' : 'SURVIVED', by });
    console.log(`${caught ? '✓' : '✗'} ${mutation.name} (${seconds} s): ${by}`);
    if (result.error) console.log(result.tail.replace(/^/gm, '    '));
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

const table = [
  ['mutation', 'file', 'verdict', 'by'],
  ...rows.map(({ mutation, verdict, by }) => [mutation.name, mutation.file, verdict, by]),
];
const widths = [0, 1, 2].map((column) => Math.max(...table.map((row) => row[column].length)));
console.log('');
for (const row of table) console.log(row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]) : cell)).join(' │ '));
const survived = rows.filter((row) => row.verdict !== 'caught');
console.log(`\n${rows.length - survived.length} of ${rows.length} mutations caught${survived.length ? `; not caught: ${survived.map((row) => row.mutation.name).join('; ')}` : ''}`);
process.exit(survived.length ? 1 : 0);
