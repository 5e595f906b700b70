// `npm run ops -- <command>`: the operators' command line (server/operators/cli.ts) on the database the
// server uses (DATABASE_URL, else the PGlite files in DATA_DIR). PGlite admits one process at a time, so
// with it stop the server first (or use the operator API); with PostgreSQL both run side by side. With
// REDIS_URL the players concerned get their new balance and notification pushed live.
//
// `npm run ops -- rotate-pii [--batch N]` re-encrypts the stored TC numbers under PII_KEY (see
// server/accounts/README.md, "Rotating PII_KEY"); it is handled here, before the operator commands.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { installReadCache, ReadCache, redisGenerations, type Generations } from '../server/db/read-cache';
import { createRedisHubBus, type HubBus } from '../server/hub';
import { rotatePii } from '../server/accounts/pii-rotation';
import { runOps } from '../server/operators/cli';
import type { HubPublisher } from '../server/realtime';

let lines: AsyncIterator<string> | undefined;

const ROTATE_PII_USAGE = `rotate-pii [--batch N]
  Re-encrypts every stored TC Kimlik No that is not under the current PII_KEY (with its lookup hash),
  N rows per transaction (default 200), and writes one audit row (pii.rotate) with the counts.
  Set the new key as PII_KEY and the old one(s) in PII_KEY_PREVIOUS first; safe to run again (a
  second run converts nothing) and to resume after an interruption. Drop PII_KEY_PREVIOUS once it
  reports 0 remaining. With PGlite (no DATABASE_URL) stop the server first: PGlite admits one
  process per data directory. With PostgreSQL it runs beside the server.`;

/** `rotate-pii [--batch N]`: the arguments, or a usage problem. */
function rotatePiiArgs(args: string[]): { batch: number } | { help: true } | { problem: string } {
  let batch = 200;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    const raw = arg === '--batch' ? args[++i] : arg.startsWith('--batch=') ? arg.slice('--batch='.length) : undefined;
    if (raw === undefined) return { problem: `rotate-pii: unknown argument "${arg}"` };
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
      return { problem: `rotate-pii: --batch must be a positive whole number, got "${raw}"` };
    }
    batch = Number(raw);
  }
  return { batch };
}

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
  const argv = process.argv.slice(2);
  let rotate: { batch: number } | undefined;
  if (argv[0] === 'rotate-pii') {
    const parsed = rotatePiiArgs(argv.slice(1));
    if ('help' in parsed) {
      console.log(ROTATE_PII_USAGE);
      return 0;
    }
    if ('problem' in parsed) {
      console.error(parsed.problem);
      console.error(ROTATE_PII_USAGE);
      return 2;
    }
    rotate = parsed;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  let bus: HubBus | undefined;
  // With REDIS_URL the servers' cached balances and sessions check generations in Redis: this command's
  // postings and revocations bump them there too (server/db/read-cache.ts). Without it a server running
  // beside this command on PostgreSQL may answer a changed balance up to the cache's max age (30 s) late.
  let generations: Generations | undefined;
  if (config.redisUrl) {
    generations = redisGenerations(config.redisUrl);
    installReadCache(database.db, new ReadCache(generations));
  }
  try {
    await database.migrate();
    if (rotate) {
      const result = await rotatePii(database.db, config, { batch: rotate.batch });
      console.log(
        `rotate-pii: key ${result.keyId}: ${result.rotated} re-encrypted, ${result.alreadyCurrent} already current, ` +
          `${result.failed} failed, ${result.remaining} remaining`,
      );
      for (const failure of result.failures) console.error(`  player ${failure.playerId}: ${failure.error}`);
      return result.failed > 0 ? 1 : 0;
    }
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
    const code = await runOps(argv, {
      db: database.db,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      askSecret,
      hub,
      session: config.session,
    });
    // The general help lists the operator commands; this one lives here.
    if (argv.length === 0 || argv[0] === 'help' || argv.includes('--help') || argv.includes('-h')) console.log(`\n${ROTATE_PII_USAGE}`);
    return code;
  } finally {
    await lines?.return?.();
    await bus?.close();
    await generations?.close();
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
