// The server's settings, read once from the environment at start. Invalid values stop the start with a
// message naming every bad variable, instead of surfacing later as a confusing failure.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (the folder holding package.json), so relative defaults do not depend on the cwd's layout. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const logLevels: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface AppConfig {
  port: number;
  /** 0.0.0.0 by default so the server is reachable inside containers; set 127.0.0.1 to keep it local. */
  host: string;
  /** PGlite data directory, relative to the working directory (used when databaseUrl is absent). */
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded PGlite database in dataDir. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Demo content and the demo player (demo / demo1234). On by default; turn off in production. */
  seedDemo: boolean;
  logLevel: LogLevel;
  /** Fastify's trustProxy: false, true, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Origins allowed to call the API cross-origin and to open the hub; empty means same origin only. */
  allowedOrigins: string[];
  /** Built app (vite build output) served at /; absent or missing folder means API only. */
  staticDir: string;
  /** Where the contract lives; the routes and /api/docs are built from it. */
  contractPath: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };

  const port = (() => {
    const raw = value('PORT');
    if (raw === undefined) return 3000;
    const parsed = Number(raw);
    if (!/^\d+$/.test(raw) || parsed > 65535) {
      problems.push(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
      return 3000;
    }
    return parsed;
  })();

  const bool = (name: string, fallback: boolean) => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be one of 1/0, true/false, yes/no, on/off, got "${env[name]}"`);
    return fallback;
  };

  const url = (name: string, protocols: string[]) => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
      }
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return raw;
  };

  const logLevel = (() => {
    const raw = value('LOG_LEVEL')?.toLowerCase() ?? 'info';
    if (!logLevels.includes(raw as LogLevel)) {
      problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${env.LOG_LEVEL}"`);
      return 'info';
    }
    return raw as LogLevel;
  })();

  const trustProxy = (() => {
    const raw = value('TRUST_PROXY');
    if (raw === undefined) return false;
    const lower = raw.toLowerCase();
    if (['0', 'false', 'no', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) return true;
    if (/^\d+$/.test(raw)) return Number(raw);
    return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  })();

  const allowedOrigins = (value('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of allowedOrigins) {
    try {
      const parsed = new URL(origin);
      if (parsed.origin !== origin.replace(/\/$/, '')) throw new Error('not an origin');
    } catch {
      problems.push(`ALLOWED_ORIGINS entry "${origin}" must be an origin such as https://example.com`);
    }
  }

  const config: AppConfig = {
    port,
    host: value('HOST') ?? '0.0.0.0',
    dataDir: value('DATA_DIR') ?? './data',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    seedDemo: bool('SEED_DEMO', true),
    logLevel,
    trustProxy,
    allowedOrigins: allowedOrigins.map((origin) => origin.replace(/\/$/, '')),
    staticDir: resolve(projectRoot, value('STATIC_DIR') ?? 'dist'),
    contractPath: resolve(projectRoot, 'openapi/openapi.yaml'),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
