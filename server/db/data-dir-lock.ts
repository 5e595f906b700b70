// One process at a time on a PGlite data directory. PGlite is PostgreSQL compiled to WebAssembly with the
// files in DATA_DIR and no lock of its own: a second process opening the same directory (the ops CLI, the
// seed, a second `npm start`) would write the same files under the first one and could corrupt them.
// The first opener writes its pid into DATA_DIR/.casino-lock; another process refuses to open the
// directory while that pid is a live Node process. A lock left by a process that died (kill -9, a crash)
// is taken over. Within one process the directory may be opened again (tests do); the lock is released
// when the last handle closes.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = '.casino-lock';

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data directory ${dataDir} is in use by process ${pid} (the server?). PGlite admits one process ` +
        'at a time: stop that process first, or use the operator API while it runs (docs: README, Operators).',
    );
    this.name = 'DataDirBusyError';
  }
}

/** True when `pid` is a running process that looks like Node (a recycled pid of another program is not). */
function isLiveNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else; treat as alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // no /proc (not Linux): trust kill(0)
  }
}

const held = new Map<string, number>();

/** Takes the directory's lock for this process; answers the release function (call it once per take). */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const count = held.get(path) ?? 0;
  if (count === 0) {
    for (let attempt = 0; ; attempt++) {
      try {
        const fd = openSync(path, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
        const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
        if (Number.isInteger(owner) && owner !== process.pid && isLiveNode(owner)) throw new DataDirBusyError(dataDir, owner);
        rmSync(path, { force: true }); // left by a process that is gone: take it over
      }
    }
  }
  held.set(path, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(path) ?? 1) - 1;
    if (left > 0) {
      held.set(path, left);
      return;
    }
    held.delete(path);
    try {
      if (Number.parseInt(readFileSync(path, 'utf8'), 10) === process.pid) rmSync(path, { force: true });
    } catch {
      // already gone
    }
  };
}
