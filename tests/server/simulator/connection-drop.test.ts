// KNOWN SERVER BUG, found by the money simulator's dropped connections (npm run simulate --target
// postgres): server/db/client.ts handles the errors of idle pool clients only, so a PostgreSQL
// connection that ends while a transaction is between two statements emits an unhandled 'error' on the
// checked-out pg client and kills the whole process with every request in flight. This test is marked
// `fails` so the suite stays green while the bug stands; once the server listens for errors on
// checked-out clients, it fails: remove `.fails` then.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { createTestDatabase, describeOn } from '../helpers/db';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describeOn('postgres', 'a connection ended mid-transaction', () => {
  it.fails('KNOWN BUG: fails the request, not the process', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('postgres');
    try {
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'tests/server/simulator/connection-drop-child.ts', database.url!], { cwd: root, encoding: 'utf8', timeout: 30_000 });
      expect(child.stdout.trim(), child.stderr.split('\n').slice(0, 6).join('\n')).toBe('survived');
    } finally {
      await database.destroy();
    }
  });
});
