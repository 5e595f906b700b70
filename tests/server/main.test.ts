// The real start: `node --import tsx server/main.ts` migrates, seeds, listens, logs one line naming the
// address and the database, serves the bootstrap and the demo login, and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config';
import { operators, players } from '../../server/db/schema';
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

  // Issue 12, point 1: this used to start on PGlite, without a PII key, with the demo player and the
  // demo operator operator/operator1234 seeded. A start that listens is stopped and fails the test.
  it('refuses NODE_ENV=production without DATABASE_URL, PII_KEY and PUBLIC_URL, naming each', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'casino-main-prod-'));
    const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir };
    for (const name of ['DATABASE_URL', 'PII_KEY', 'PUBLIC_URL', 'SEED_DEMO']) delete env[name];
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const outcome = await new Promise<{ code: number | null } | 'listening'>((resolve) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Casino server listening')) resolve('listening');
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => resolve({ code }));
    });
    if (outcome === 'listening') await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    expect(outcome, output).toEqual({ code: 1 });
    for (const name of ['DATABASE_URL', 'PII_KEY', 'PUBLIC_URL']) expect(output).toContain(`${name} is required with NODE_ENV=production`);
  }, 60_000);
});

// Issue 12, point 1 again: a production start (PostgreSQL only) seeds no demo player and no demo operator,
// so neither demo password opens anything, and it says how the first admin is made.
describe.skipIf(!process.env.TEST_DATABASE_URL)('server/main.ts in production on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let server: Started | undefined;
  afterAll(async () => {
    if (server?.child.exitCode === null) await stop(server.child);
    await database?.destroy();
  });

  it('seeds no demo account, refuses both demo logins and points to create-admin', async () => {
    database = await createTestDatabase('postgres');
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url!,
      PII_KEY: Buffer.alloc(32, 5).toString('base64'),
      PUBLIC_URL: 'https://casino.example',
      SEED_DEMO: '',
      OUTBOX_PAGE: '',
      GATEWAY_DEMO: '',
    };
    server = await start(env);
    const post = (url: string, body: unknown) =>
      fetch(`${server!.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': 'en' }, body: JSON.stringify(body) });
    const player = await post('/api/auth/login', { username: 'demo', password: 'demo1234' });
    expect(player.status).toBe(400);
    const operator = await post('/api/ops/auth/login', { username: 'operator', password: 'operator1234' });
    expect(operator.status).toBe(400);
    expect((await operator.json()).message).toBe('Wrong username or password');
    expect(await database.db.select({ n: count() }).from(operators)).toEqual([{ n: 0 }]);
    expect(await database.db.select({ n: count() }).from(players)).toEqual([{ n: 0 }]);
    expect(server.output()).toContain('no operator admin yet: create the first one with `npm run ops -- create-admin <username>`');
    // No outbox in production (the SPA may answer the path with its own page, never the outbox's).
    expect(await (await fetch(`${server.url}/dev/outbox.json`)).text()).not.toContain('"messages"');
    expect(await stop(server.child)).toBe(0);
  }, 180_000);
});
