// QA's view of the generated paths. `npm run paths -- <flow>` prints the flow's paths by name;
// `npm run paths -- <flow> "<name>"` runs that one path in the browser, against the built app and the
// real server (tests/e2e/<flow>.model.spec.ts; `--headed` shows the browser; `--list` only names the
// Playwright test it would run), and `--replay` runs it as its vitest replay on the machine instead.
// The list comes from vitest itself, so a name printed here is exactly the replay that runs; the
// browser runs the path of the same name, and listing checks that every browser path is one of them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPLAY = '[replay] ';
const bin = (name: string) => `${root}node_modules/.bin/${name}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const [flow, name] = args.filter((arg) => !arg.startsWith('--'));
const flows = readdirSync(`${root}machines`).filter((entry) => existsSync(`${root}machines/${entry}/${entry}.test.ts`));
if (!flow || !flows.includes(flow)) {
  fail(`usage: npm run paths -- <flow> ["<path name>"] [--headed | --list | --replay]\nflows: ${flows.join(', ')}`);
}

const file = `machines/${flow}/${flow}.test.ts`;
const modelSpec = `tests/e2e/${flow}.model.spec.ts`;
const hasModel = existsSync(`${root}${modelSpec}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const listed = spawnSync(bin('vitest'), ['list', file, '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
if (listed.status !== 0) fail(listed.stderr || `vitest list ${file} failed`);
const tests = JSON.parse(listed.stdout) as Array<{ name: string }>;
// A test's full name is "describe > … > title"; a path's name is its title after the marker.
const paths = tests
  .map((test) => test.name.split(' > ').pop() ?? '')
  .filter((title) => title.startsWith(REPLAY))
  .map((title) => title.slice(REPLAY.length));

interface ListedSuite {
  specs?: Array<{ title: string }>;
  suites?: ListedSuite[];
}

/** The model tests Playwright would run (no browser, no server), by title. */
function browserTests(env: NodeJS.ProcessEnv, extra: string[] = []): string[] {
  const run = spawnSync(bin('playwright'), ['test', modelSpec, '--project=model', '--list', '--reporter=json', ...extra], {
    cwd: root,
    encoding: 'utf8',
    env,
    maxBuffer: 1 << 28,
  });
  if (run.status !== 0) fail(run.stderr || `playwright test ${modelSpec} --list failed`);
  const titles = (suite: ListedSuite): string[] => [
    ...(suite.specs ?? []).map((spec) => spec.title),
    ...(suite.suites ?? []).flatMap(titles),
  ];
  return (JSON.parse(run.stdout) as { suites: ListedSuite[] }).suites.flatMap(titles);
}

if (!name) {
  for (const path of paths) console.log(path);
  if (hasModel) {
    // A browser path is named as its replay; one that is not a replay's name would mean another path.
    const inBrowser = browserTests({ ...process.env, MODEL_PATH: '' }).filter((title) => !title.includes('every state has an assertion'));
    const strangers = inBrowser.filter((title) => !paths.includes(title));
    if (strangers.length > 0) fail(`browser paths of ${flow} that are not its replays:\n${strangers.join('\n')}`);
    console.error(`${paths.length} paths in ${flow}; ${inBrowser.length} of them run in the browser in npm test, any of them by name`);
  } else console.error(`${paths.length} paths in ${flow}`);
  process.exit(0);
}
if (!paths.includes(name)) fail(`no path named "${name}" in ${flow}; list them with: npm run paths -- ${flow}`);

if (flags.has('--replay') || !hasModel) {
  if (!flags.has('--replay')) console.error(`${flow} has no browser model yet (${modelSpec}); running its replay on the machine`);
  const escaped = escape(`${REPLAY}${name}`);
  const run = spawnSync(bin('vitest'), ['run', file, '--testNamePattern', `${escaped}$`], { cwd: root, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

// MODEL_PATH makes the spec declare this one path even when the run in npm test leaves it out (a
// shorter chosen path covers it); the grep then picks it, not the coverage test.
const env = { ...process.env, MODEL_PATH: name, ...(flags.has('--headed') ? { PW_HEADED: '1' } : {}) };
const grep = ['--grep', `${escape(name)}$`];
if (flags.has('--list')) {
  for (const title of browserTests(env, grep)) console.log(title);
  process.exit(0);
}
if (!existsSync(`${root}dist/index.html`)) fail('the browser runs the built app: npm run build first');
const run = spawnSync(
  bin('playwright'),
  ['test', modelSpec, '--project=model', '--workers=1', ...grep, ...(flags.has('--headed') ? ['--headed'] : [])],
  { cwd: root, stdio: 'inherit', env },
);
process.exit(run.status ?? 1);
