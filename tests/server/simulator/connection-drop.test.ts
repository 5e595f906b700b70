// Found by the money simulator's dropped connections (npm run simulate --target postgres): a PostgreSQL
// connection that ended while a transaction was between two statements emitted an unhandled 'error' on
// the checked-out pg client and killed the whole process with every request in flight. The pool now
// listens on every client it connects (server/db/client.ts); without that this test fails. A connection
// that died just before a transaction's BEGIN was never handed back to the pool, which ran dry after a few
// such deaths; the pool now takes back a held client whose connection failed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { createTestDatabase, describeOn } from '../helpers/db';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describeOn('postgres', 'a connection ended mid-transaction', () => {
  it('fails the request, not the process', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('postgres');
    try {
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'tests/server/simulator/connection-drop-child.ts', database.url!], { cwd: root, encoding: 'utf8', timeout: 30_000 });
      expect(child.stdout.trim(), child.stderr.split('\n').slice(0, 6).join('\n')).toBe('survived');
    } finally {
      await database.destroy();
    }
  });

  it('hands a connection that died before BEGIN back, so the pool never runs dry', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase('postgres');
    try {
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'tests/server/simulator/connection-drop-begin-child.ts', database.url!], { cwd: root, encoding: 'utf8', timeout: 100_000 });
      expect(child.stdout.trim(), child.stderr.split('\n').slice(0, 6).join('\n')).toBe('pool alive');
    } finally {
      await database.destroy();
    }
  });
});
