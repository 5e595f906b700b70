// The real start: `node --import tsx server/main.ts` migrates, seeds, listens, logs one line naming the
// address and the database, serves the bootstrap and the demo login, and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config';
import { createTestDatabase, describeEachTarget, type TestDatabase } from './helpers/db';
import { expectContract } from './helpers/contract';

interface Started {
  child: ChildProcess;
  line: string;
  url: string;
  output: () => string;
}

function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"(Casino server listening on (http:\/\/[^ ]+) \(database [^)]+\))"/.exec(output);
      if (match) resolve({ child, line: match[1], url: match[2], output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describeEachTarget('server/main.ts on %s', (target) => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;
  let server: Started;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'casino-main-'));
    if (target === 'postgres') {
      database = await createTestDatabase('postgres');
      env = { DATABASE_URL: database.url! };
    } else {
      env = { DATA_DIR: dataDir };
    }
    server = await start(env);
  }, 180_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) await stop(server.child);
    await database?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs one line with the address and the database', () => {
    const where = target === 'pglite' ? `pglite:${dataDir}` : new URL(env.DATABASE_URL).pathname;
    expect(server.line).toMatch(/^Casino server listening on http:\/\/localhost:\d+ \(database /);
    expect(server.line).toContain(where);
    expect(server.output().match(/listening/gi)).toHaveLength(1);
  });

  it('serves the bootstrap and logs the demo player in with ₺1.000,00', async () => {
    const bootstrap = await fetch(`${server.url}/api/cms/grouped`);
    expect(bootstrap.status).toBe(200);
    // The real process is no test app: its answers are checked against the contract here.
    const bootstrapBody = await bootstrap.json();
    expectContract('getBootstrap', 200, bootstrapBody);
    expect(bootstrapBody.success).toBe(true);

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const body = await login.json();
    expectContract('login', 200, body);
    expect(body.data).toMatchObject({ username: 'demo', balance: 1000 });
    expect(login.headers.get('x-request-id')).toBeTruthy();
  });

  it('stops cleanly on SIGTERM and starts again on the same data', async () => {
    expect(await stop(server.child)).toBe(0);
    server = await start(env);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    // The seed is idempotent: still one demo player with ₺1.000,00.
    expect((await login.json()).data.balance).toBe(1000);
    expect(await stop(server.child)).toBe(0);
  }, 180_000);
});

describe('server/main.ts with a bad setting', () => {
  it('exits with a message naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PORT must be a whole number from 0 to 65535, got "eighty"');
  }, 60_000);
});
