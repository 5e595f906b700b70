// QA's view of the generated paths. `npm run paths -- <flow>` prints the flow's paths by name;
// `npm run paths -- <flow> "<name>"` runs that one path. The list comes from vitest itself, so a
// name printed here is exactly the test that runs. For now a path runs as its generated replay on the
// machine; the browser run of a path comes with the model-based Playwright tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPLAY = '[replay] ';
const vitest = `${root}node_modules/.bin/vitest`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [flow, name] = process.argv.slice(2);
const flows = readdirSync(`${root}machines`).filter((entry) => existsSync(`${root}machines/${entry}/${entry}.test.ts`));
if (!flow || !flows.includes(flow)) fail(`usage: npm run paths -- <flow> ["<path name>"]\nflows: ${flows.join(', ')}`);

const file = `machines/${flow}/${flow}.test.ts`;
const listed = spawnSync(vitest, ['list', file, '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
if (listed.status !== 0) fail(listed.stderr || `vitest list ${file} failed`);
const tests = JSON.parse(listed.stdout) as Array<{ name: string }>;
// A test's full name is "describe > … > title"; a path's name is its title after the marker.
const paths = tests
  .map((test) => test.name.split(' > ').pop() ?? '')
  .filter((title) => title.startsWith(REPLAY))
  .map((title) => title.slice(REPLAY.length));

if (!name) {
  for (const path of paths) console.log(path);
  console.error(`${paths.length} paths in ${flow}`);
  process.exit(0);
}
if (!paths.includes(name)) fail(`no path named "${name}" in ${flow}; list them with: npm run paths -- ${flow}`);
const escaped = `${REPLAY}${name}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const run = spawnSync(vitest, ['run', file, '--testNamePattern', `${escaped}$`], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
