// The real server as a child process (node --import tsx server/main.ts) for the crash test: started on a
// free port against a given database, awaited until it answers, killed with SIGKILL or stopped cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** What the process printed (for the failure message). */
  output: string[];
  exited: Promise<number | null>;
}

/** `settings`: environment settings of this start beyond the defaults (README, Settings). */
export async function startServer(database: { dataDir?: string; databaseUrl?: string }, port: number, settings: Record<string, string> = {}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...settings,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    STATIC_DIR: '/nonexistent',
  };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  if (database.dataDir) env.DATA_DIR = database.dataDir;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;

  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  // Up once it answers anything; the start (migrations, seed) takes a few seconds.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (gone) throw new Error(`the server exited while starting:\n${output.join('')}`);
    try {
      const response = await fetch(`${base}/api/user/balance`);
      if (response.status === 401) return { base, child, output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start within a minute:\n${output.join('')}`);
}
