// The server's settings, read once from the environment at start. Invalid values stop the start with a
// message naming every bad variable, instead of surfacing later as a confusing failure.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kycStorageFromEnv, type KycStorageConfig } from './kyc/storage';

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
  /** NODE_ENV=production: development helpers (the outbox page) are never served. */
  production: boolean;
  /**
   * PII_KEY: base64 of 32 bytes, the AES-256-GCM key of personal data (the TC Kimlik No). Absent: a key
   * generated once and kept in the database (server_secrets), which is NOT for production, since it
   * sits next to the data it protects.
   */
  piiKey?: string;
  /**
   * PII_KEY_PREVIOUS: comma-separated base64 keys (32 bytes each) that personal data may still be encrypted
   * under during a key rotation: they decrypt, and their lookup hashes count for duplicate checks, until
   * `npm run ops -- rotate-pii` has re-encrypted everything under PII_KEY. Absent when not set.
   */
  piiKeyPrevious?: string[];
  /** E-mail: SMTP through nodemailer when SMTP_URL is set, else the outbox driver (a database table). */
  mail: { smtpUrl?: string; from: string };
  /** SMS: POST JSON to SMS_HTTP_URL with SMS_HTTP_TOKEN as bearer when set, else the outbox driver. */
  sms: { httpUrl?: string; httpToken?: string; sender?: string };
  /** The dev-only outbox page (/dev/outbox): OUTBOX_PAGE, by default on with SEED_DEMO; never in production. */
  outboxPage: boolean;
  /**
   * PUBLIC_URL: the site's public origin (https://casino.example), used for the absolute links handed to
   * payment gateways (webhook, return and hosted-page URLs). Absent: each request's own origin (its Host,
   * or X-Forwarded-Host/-Proto when TRUST_PROXY trusts the proxy).
   */
  publicUrl?: string;
  /**
   * The demo payment gateway (a hosted page taking test cards, server/gateways/demo): GATEWAY_DEMO, on by
   * default except with NODE_ENV=production, where it cannot be turned on. GATEWAY_DEMO_SECRET signs its
   * webhooks; absent, a secret generated once and shared through the database.
   */
  gatewayDemo: { enabled: boolean; secret?: string };
  /**
   * CARD_DEPOSIT_TTL_MINUTES: a card deposit whose payment page was not paid within this many minutes is
   * cancelled by the sweep (server/payments/expiry.ts); a later approval from the gateway still credits
   * it. Default 60; 0 turns the sweep off.
   */
  cardDepositTtlMinutes: number;
  /** OUTBOX_RETENTION_DAYS: outbox messages older than this are deleted (server/messaging/prune.ts). Default 7; 0 keeps them. */
  outboxRetentionDays: number;
  /**
   * The HTTP server's timeouts and its cap on concurrent connections per client address (server/plugins/
   * connections.ts). A request whose headers, or whose whole body, have not arrived in time is answered 408
   * and its connection closed, so a client trickling bytes cannot hold a socket open.
   */
  http: HttpLimits;
  /** The hub's caps on open connections per login session and per client address (server/hub/plugin.ts). */
  hubLimits: {
    perSession: number;
    perAddress: number;
    /** Guest (signed-out) hub connections per address (an IPv6 /64), across instances; 0: no cap. */
    guestsPerAddress: number;
    /** Guest negotiations per address per minute; 0: no cap. */
    guestNegotiationsPerMinute: number;
    /** A guest connection is closed (with reconnect allowed) after this many minutes. */
    guestLifetimeMinutes: number;
  };
  /**
   * The Content-Security-Policy's extra origins (server/plugins/security-headers.ts): FRAME_ORIGINS may be
   * framed by the app besides the configured game providers (e.g. the sportsbooks); FRAME_ANCESTORS may
   * frame our pages (a provider showing a page of ours in its own frame). Empty by default.
   */
  csp: { frameOrigins: string[]; frameAncestors: string[] };
  /**
   * Player sessions (server/auth/session-policy.ts): SESSION_IDLE_MINUTES, the idle timeout used until an
   * operator sets one (`npm run ops -- settings:session-idle <minutes>`), default 30; SESSION_MAX_HOURS,
   * the absolute lifetime of a session however active, default 12.
   */
  session: { idleMinutes: number; maxHours: number };
  /**
   * Running several instances (docs/deploy.md): METRICS_TOKEN, the bearer token GET /metrics asks of callers
   * that are not on a loopback or private address (absent: only those may scrape); LEASE_TTL_MS, how long a
   * periodic job's lease outlives its holder (default 15 s, server/lib/leases.ts); SHUTDOWN_DELAY_MS, how
   * long a SIGTERM'd instance keeps listening while /readyz answers 503, for balancers that poll readiness
   * (default 0); SHUTDOWN_TIMEOUT_MS, the longest a graceful stop may take before the process exits anyway
   * (default 25 s).
   */
  ops: { metricsToken?: string; leaseTtlMs: number; shutdownDelayMs: number; shutdownTimeoutMs: number };
  /** Where identity documents are kept (server/kyc/storage.ts): files under dataDir unless KYC_STORAGE=s3. */
  kycStorage?: KycStorageConfig;
}

export interface HttpLimits {
  /** HTTP_HEADERS_TIMEOUT_MS: the request's headers must arrive within this (default 10 s). */
  headersTimeoutMs: number;
  /** HTTP_REQUEST_TIMEOUT_MS: the whole request, body included, must arrive within this (default 30 s). */
  requestTimeoutMs: number;
  /** HTTP_KEEP_ALIVE_TIMEOUT_MS: an idle kept-alive connection closes after this (default 72 s, above the 60 s idle of common load balancers). */
  keepAliveTimeoutMs: number;
  /** HTTP_IDLE_TIMEOUT_MS: a connection on which nothing moves for this long closes (default 120 s). */
  idleTimeoutMs: number;
  /**
   * HTTP_MAX_CONNECTIONS_PER_ADDRESS: open connections one remote address may hold (websockets included);
   * 0 turns the cap off. Default 100, but off when TRUST_PROXY is set and this is not: behind a proxy every
   * connection comes from the proxy's address, so the proxy must enforce its own cap.
   */
  maxConnectionsPerAddress: number;
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

  const production = value('NODE_ENV')?.toLowerCase() === 'production';
  // Production never seeds the demo player nor the demo operator (whose password and TOTP secret are
  // public): SEED_DEMO defaults to off there and cannot be turned on.
  const seedDemoSetting = value('SEED_DEMO') === undefined ? undefined : bool('SEED_DEMO', false);
  if (production && seedDemoSetting === true) {
    problems.push('SEED_DEMO cannot be on with NODE_ENV=production: it creates the demo player and operator, whose passwords are public');
  }
  const seedDemo = !production && (seedDemoSetting ?? true);
  if (production) {
    // Each of these has a development fallback that is unsafe in production; name every missing one.
    const required: [string, string][] = [
      ['DATABASE_URL', 'production runs on PostgreSQL; the embedded PGlite issues no fsync and admits one process'],
      ['PII_KEY', 'without it the key encrypting TC numbers is kept in the database, next to the data it protects'],
      ['PUBLIC_URL', "links given to payment gateways and game providers would otherwise be built from the request's Host header"],
    ];
    for (const [name, why] of required) {
      if (value(name) === undefined) problems.push(`${name} is required with NODE_ENV=production: ${why}`);
    }
  }

  const piiKey = value('PII_KEY');
  if (piiKey !== undefined && !(/^[A-Za-z0-9+/_-]+={0,2}$/.test(piiKey) && Buffer.from(piiKey, 'base64').length === 32)) {
    problems.push('PII_KEY must be the base64 text of exactly 32 random bytes (e.g. `openssl rand -base64 32`)');
  }
  const piiKeyPreviousSetting = value('PII_KEY_PREVIOUS');
  const piiKeyPrevious = piiKeyPreviousSetting
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  for (const [index, key] of (piiKeyPrevious ?? []).entries()) {
    if (!(/^[A-Za-z0-9+/_-]+={0,2}$/.test(key) && Buffer.from(key, 'base64').length === 32)) {
      problems.push(`PII_KEY_PREVIOUS entry ${index + 1} must be the base64 text of exactly 32 bytes (keys separated by commas)`);
    }
  }

  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const smsHttpUrl = url('SMS_HTTP_URL', ['http:', 'https:']);
  const smsHttpToken = value('SMS_HTTP_TOKEN');
  if (smsHttpUrl !== undefined && smsHttpToken === undefined) {
    problems.push('SMS_HTTP_TOKEN must be set when SMS_HTTP_URL is (the provider is called with it as bearer token)');
  }

  const outboxPageSetting = value('OUTBOX_PAGE') === undefined ? undefined : bool('OUTBOX_PAGE', false);
  if (production && outboxPageSetting === true) {
    problems.push('OUTBOX_PAGE cannot be on with NODE_ENV=production: the page shows the codes sent to players');
  }

  const publicUrl = url('PUBLIC_URL', ['http:', 'https:']);
  if (publicUrl !== undefined && URL.canParse(publicUrl) && new URL(publicUrl).origin !== publicUrl.replace(/\/$/, '')) {
    problems.push('PUBLIC_URL must be an origin such as https://casino.example (no path)');
  }
  const gatewayDemoSetting = value('GATEWAY_DEMO') === undefined ? undefined : bool('GATEWAY_DEMO', false);
  if (production && gatewayDemoSetting === true) {
    problems.push('GATEWAY_DEMO cannot be on with NODE_ENV=production: its page credits deposits paid with test cards');
  }
  const gatewayDemoSecret = value('GATEWAY_DEMO_SECRET');
  if (gatewayDemoSecret !== undefined && gatewayDemoSecret.length < 16) {
    problems.push('GATEWAY_DEMO_SECRET must be at least 16 characters');
  }

  const originList = (name: string) => {
    const entries = (value(name) ?? '').split(/[\s,]+/).filter(Boolean);
    for (const entry of entries) {
      if (!URL.canParse(entry) || new URL(entry).origin !== entry.replace(/\/$/, '') || !/^https?:$/.test(new URL(entry).protocol)) {
        problems.push(`${name} entry "${entry}" must be an http(s) origin such as https://sports.example`);
      }
    }
    return entries.map((entry) => entry.replace(/\/$/, ''));
  };

  const wholeNumber = (name: string, fallback: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
      problems.push(`${name} must be a whole number (0 turns it off), got "${raw}"`);
      return fallback;
    }
    return Number(raw);
  };

  const config: AppConfig = {
    port,
    host: value('HOST') ?? '0.0.0.0',
    dataDir: value('DATA_DIR') ?? './data',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    seedDemo,
    logLevel,
    trustProxy,
    allowedOrigins: allowedOrigins.map((origin) => origin.replace(/\/$/, '')),
    staticDir: resolve(projectRoot, value('STATIC_DIR') ?? 'dist'),
    contractPath: resolve(projectRoot, 'openapi/openapi.yaml'),
    production,
    piiKey,
    piiKeyPrevious: piiKeyPrevious && piiKeyPrevious.length > 0 ? piiKeyPrevious : undefined,
    mail: { smtpUrl, from: value('MAIL_FROM') ?? 'Casino <no-reply@localhost>' },
    sms: { httpUrl: smsHttpUrl, httpToken: smsHttpToken, sender: value('SMS_SENDER') },
    outboxPage: !production && (outboxPageSetting ?? seedDemo),
    publicUrl: publicUrl === undefined ? undefined : publicUrl.replace(/\/$/, ''),
    gatewayDemo: { enabled: !production && (gatewayDemoSetting ?? true), secret: gatewayDemoSecret },
    cardDepositTtlMinutes: wholeNumber('CARD_DEPOSIT_TTL_MINUTES', 60),
    outboxRetentionDays: wholeNumber('OUTBOX_RETENTION_DAYS', 7),
    http: {
      headersTimeoutMs: wholeNumber('HTTP_HEADERS_TIMEOUT_MS', 10_000),
      requestTimeoutMs: wholeNumber('HTTP_REQUEST_TIMEOUT_MS', 30_000),
      keepAliveTimeoutMs: wholeNumber('HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000),
      idleTimeoutMs: wholeNumber('HTTP_IDLE_TIMEOUT_MS', 120_000),
      maxConnectionsPerAddress: wholeNumber('HTTP_MAX_CONNECTIONS_PER_ADDRESS', trustProxy === false ? 100 : 0),
    },
    hubLimits: {
      perSession: wholeNumber('HUB_MAX_CONNECTIONS_PER_SESSION', 10),
      perAddress: wholeNumber('HUB_MAX_CONNECTIONS_PER_ADDRESS', 50),
      guestsPerAddress: wholeNumber('HUB_GUEST_CONNECTIONS_PER_ADDRESS', 20),
      guestNegotiationsPerMinute: wholeNumber('HUB_GUEST_NEGOTIATIONS_PER_MINUTE', 60),
      guestLifetimeMinutes: wholeNumber('HUB_GUEST_LIFETIME_MINUTES', 60),
    },
    csp: { frameOrigins: originList('FRAME_ORIGINS'), frameAncestors: originList('FRAME_ANCESTORS') },
    session: { idleMinutes: wholeNumber('SESSION_IDLE_MINUTES', 30), maxHours: wholeNumber('SESSION_MAX_HOURS', 12) },
    ops: {
      metricsToken: value('METRICS_TOKEN'),
      leaseTtlMs: wholeNumber('LEASE_TTL_MS', 15_000),
      shutdownDelayMs: wholeNumber('SHUTDOWN_DELAY_MS', 0),
      shutdownTimeoutMs: wholeNumber('SHUTDOWN_TIMEOUT_MS', 25_000),
    },
    kycStorage: kycStorageFromEnv(value, problems),
  };
  if (config.ops.leaseTtlMs < 1_000) problems.push('LEASE_TTL_MS must be at least 1000');
  if (config.ops.metricsToken !== undefined && config.ops.metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters');
  if (config.session.idleMinutes < 1) problems.push('SESSION_IDLE_MINUTES must be at least 1');
  if (config.session.maxHours < 1) problems.push('SESSION_MAX_HOURS must be at least 1');
  const { headersTimeoutMs, requestTimeoutMs } = config.http;
  if (requestTimeoutMs > 0 && (headersTimeoutMs === 0 || headersTimeoutMs > requestTimeoutMs)) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS must be at most HTTP_REQUEST_TIMEOUT_MS (and not 0 while that is set): the headers are part of the request');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
