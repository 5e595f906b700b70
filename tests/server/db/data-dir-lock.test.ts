// One process at a time on a PGlite data directory: a second process (here `npm run seed`'s script, as
// an operator would run it beside the server) is refused with a clear message while the first has it
// open; a lock left by a dead process, or by a pid that is no longer Node, is taken over; the same
// process may open the directory again and the lock goes with its last handle.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from '../../../server/db/data-dir-lock';

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A child process that lives until killed; `node` or another program. */
function sleeper(command: 'node' | 'sleep') {
  const child = command === 'node' ? spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']) : spawn('sleep', ['60']);
  return child;
}

describe('the PGlite data directory lock', () => {
  it('refuses a second process while the server has the directory open, and lets it in after', async () => {
    const dir = newDir();
    const handle = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', SEED_DEMO: '0' };
    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/run.ts'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`is in use by process ${process.pid}`);
    await handle.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/run.ts'], { env, encoding: 'utf8', timeout: 120_000 });
    expect(seeded.stderr).toBe('');
    expect(seeded.status).toBe(0);
    // Two child processes that load the server with tsx: on a busy two-core machine each may take tens of
    // seconds, so the test allows what their own timeouts allow.
  }, 200_000);

  it('takes over a lock whose process is gone or is not Node', async () => {
    const dir = newDir();
    for (const kind of ['node', 'sleep'] as const) {
      const child = sleeper(kind);
      await new Promise((resolve) => child.once('spawn', resolve));
      writeFileSync(join(dir, LOCK_FILE), String(child.pid));
      if (kind === 'node') {
        expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      const release = lockDataDir(dir);
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
      release();
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
      child.kill('SIGKILL');
    }
  });

  it('lets the same process open the directory twice and keeps the lock until the last handle closes', () => {
    const dir = newDir();
    const first = lockDataDir(dir);
    const second = lockDataDir(dir);
    first();
    first(); // a second call of one release changes nothing
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    second();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
