// `npm run paths`: QA lists a flow's generated paths by name and runs one of them by that name, in the
// browser (its model-based Playwright test) or as its replay on the machine.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const paths = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });

// Each test starts a process of its own (the replay starts vitest in it): more than the default 30 s on a
// busy machine (CI once took longer with the rest of the suite beside it).
describe('npm run paths', { timeout: 180_000 }, () => {
  it("lists a flow's paths by their names in the flow's words", () => {
    const listed = paths('login-form');
    expect(listed.status).toBe(0);
    const names = listed.stdout.trim().split('\n');
    // The login form's words (machines/login-form/login-form.words.ts): submitting an empty form.
    expect(names).toContain('login: presses Sign in');
    expect(names).toContain('login: types "demo" in username, then presses Sign in');
    expect(new Set(names).size).toBe(names.length);
    // Listing also checks that the browser runs paths by their replays' names (it exits 1 otherwise).
    expect(listed.stderr).toMatch(/^\d+ paths in login-form; \d+ of them run in the browser/m);
  });

  it('picks the one browser test of the path named, also one npm test leaves out', () => {
    // A prefix of a longer path: npm test's browser run covers it with the longer one.
    const name = 'login: types "demo" in username';
    const run = paths('login-form', name, '--list');
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([name]);
  });

  it('runs the one path named on the machine with --replay, and nothing else', () => {
    const run = paths('login-form', 'login: types "demo" in username, then presses Sign in', '--replay');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Tests\s+1 passed/);
  });

  it('refuses an unknown flow or path with a hint', () => {
    expect(paths('nope').stderr).toContain('usage: npm run paths');
    const unknown = paths('login-form', 'login: dances');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('no path named "login: dances" in login-form');
  });
});
