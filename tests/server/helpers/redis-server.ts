// A redis-server of a test's own (Debian's), which the test may kill: no persistence, so a restart on the
// same port comes back empty, as a lost node would. Used by the Redis loss tests.
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';

export const redisServerInstalled = (): boolean => spawnSync('redis-server', ['--version']).status === 0;

export interface RedisServer {
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  readonly alive: boolean;
}

/** Starts one on 127.0.0.1:`port`, resolved once it takes a connection. */
export async function startRedisServer(port: number): Promise<RedisServer> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: RedisServer = {
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    get alive() {
      return child.exitCode === null && child.signalCode === null;
    },
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await server.kill();
  throw new Error('redis-server did not start (is it installed?)');
}
