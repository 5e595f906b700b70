// `npm run ops -- <command>`: the operators' command line (server/operators/cli.ts) on the database the
// server uses (DATABASE_URL, else the PGlite files in DATA_DIR). PGlite admits one process at a time, so
// with it stop the server first (or use the operator API); with PostgreSQL both run side by side. With
// REDIS_URL the players concerned get their new balance and notification pushed live.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { createRedisHubBus, type HubBus } from '../server/hub';
import { runOps } from '../server/operators/cli';
import type { HubPublisher } from '../server/realtime';

let lines: AsyncIterator<string> | undefined;

/**
 * Reads the next line of stdin, without echoing it on a terminal. One reader serves every question, so
 * piped answers (`printf 'pw\npw\n' | npm run ops -- operator:create x`) are not lost between prompts.
 */
async function askSecret(question: string): Promise<string> {
  process.stderr.write(question);
  if (!lines) {
    const muted = new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    });
    const tty = Boolean(process.stdin.isTTY);
    lines = createInterface({ input: process.stdin, output: tty ? muted : undefined, terminal: tty })[Symbol.asyncIterator]();
  }
  const next = await lines.next();
  if (process.stdin.isTTY) process.stderr.write('\n');
  if (next.done) throw new Error('no password given (stdin closed)');
  return next.value;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  let bus: HubBus | undefined;
  try {
    await database.migrate();
    let hub: HubPublisher | undefined;
    if (config.redisUrl) {
      const redis = createRedisHubBus({ url: config.redisUrl });
      bus = redis;
      hub = {
        async publishToPlayer(playerId, command, message) {
          try {
            await redis.publish({ kind: 'player', playerId, command, message });
            return true;
          } catch {
            return false;
          }
        },
      };
    }
    return await runOps(process.argv.slice(2), {
      db: database.db,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      askSecret,
      hub,
    });
  } finally {
    await lines?.return?.();
    await bus?.close();
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
