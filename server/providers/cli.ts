// The operator's tool for game provider settings (node --import tsx server/providers/cli.ts ...), on the
// database the server uses (DATABASE_URL, else PGlite in DATA_DIR; stop a PGlite server first, PGlite
// allows one process). Settings are checked by the provider's adapter before they are stored:
//   list                          every provider: enabled, configured, what is missing
//   example <code>                the settings a provider needs, with example values
//   set <code> <file.json | ->    stores the settings read from a JSON file (or stdin)
//   clear <code>                  removes the settings (its launch answers "not configured")
//   enable <code> | disable <code>
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { audit } from '../audit';
import { loadConfig } from '../config';
import { bumpContentRevision } from '../content/revision';
import { openDatabase } from '../db/client';
import { type Generations, installReadCache, ReadCache, redisGenerations } from '../db/read-cache';
import { gameProviders, PROVIDER_CODES, type ProviderCode } from '../db/schema/casino';
import { adapters } from './registry';

/** Every change is audited; the values stay out of the trail (they hold credentials), only their names. */
const cliActor = { kind: 'system' as const, id: 'cli:providers' };

function providerCode(value: string | undefined): ProviderCode {
  if (!value || !(PROVIDER_CODES as readonly string[]).includes(value)) {
    throw new Error(`name a provider: ${PROVIDER_CODES.join(', ')}`);
  }
  return value as ProviderCode;
}

async function readJson(source: string): Promise<Record<string, unknown>> {
  const text = source === '-' ? await new Promise<string>((resolve) => {
    let data = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => (data += chunk));
    process.stdin.on('end', () => resolve(data));
  }) : await readFile(source, 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('the settings must be a JSON object');
  return parsed as Record<string, unknown>;
}

async function main(argv: string[]) {
  const [command, name, source] = argv;
  if (command === 'example') {
    console.log(JSON.stringify(adapters[providerCode(name)].settingsExample, null, 2));
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let generations: Generations | undefined;
  try {
    await database.migrate();
    const db = database.db;
    // With REDIS_URL the servers' cached catalogues check generations in Redis: enabling or disabling a
    // provider bumps them there (server/db/read-cache.ts); without it a server beside this command shows
    // the change within the cache's max age (30 s).
    if (config.redisUrl) generations = redisGenerations(config.redisUrl);
    if (generations) installReadCache(db, new ReadCache(generations));
    switch (command) {
      case 'list': {
        for (const row of await db.select().from(gameProviders).orderBy(gameProviders.id)) {
          const check = adapters[row.code].readSettings(row.settings ?? null);
          const state = check.ok ? 'configured' : `not configured (${check.problems.join('; ')})`;
          console.log(`${row.id}\t${row.code}\t${row.name}\t${row.enabled ? 'enabled' : 'disabled'}\t${state}`);
        }
        return;
      }
      case 'set': {
        const code = providerCode(name);
        if (!source) throw new Error('give a JSON file, or - for stdin');
        const settings = await readJson(source);
        const check = adapters[code].readSettings(settings);
        if (!check.ok) throw new Error(`refused, the settings are incomplete: ${check.problems.join('; ')}`);
        await db.transaction(async (tx) => {
          await tx.update(gameProviders).set({ settings }).where(eq(gameProviders.code, code));
          await audit(tx, { actor: cliActor, action: 'provider.settings.set', target: { kind: 'provider', id: code }, details: { keys: Object.keys(settings).sort() } });
        });
        console.log(`${code}: settings stored`);
        return;
      }
      case 'clear': {
        const code = providerCode(name);
        await db.transaction(async (tx) => {
          await tx.update(gameProviders).set({ settings: null }).where(eq(gameProviders.code, code));
          await audit(tx, { actor: cliActor, action: 'provider.settings.clear', target: { kind: 'provider', id: code } });
        });
        console.log(`${code}: settings removed`);
        return;
      }
      case 'enable':
      case 'disable': {
        const code = providerCode(name);
        await db.transaction(async (tx) => {
          await tx.update(gameProviders).set({ enabled: command === 'enable' }).where(eq(gameProviders.code, code));
          // Its games leave (or join) the catalogue every instance caches.
          await bumpContentRevision(tx);
          await audit(tx, { actor: cliActor, action: `provider.${command}`, target: { kind: 'provider', id: code } });
        });
        console.log(`${code}: ${command}d`);
        return;
      }
      default:
        throw new Error('commands: list, example <code>, set <code> <file.json|->, clear <code>, enable <code>, disable <code>');
    }
  } finally {
    await generations?.close();
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
