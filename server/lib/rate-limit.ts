// Rate limits shared by every server instance: in the database (table rate_limits), or in Redis when
// REDIS_URL is set. The algorithm is GCRA (the generic cell rate algorithm, a sliding limit): a rule
// "N per period" allows a burst of N, then one more every period/N. Unlike fixed windows it has no
// window edge where 2N attempts slip through, and it keeps one number per key (the "theoretical arrival
// time"), updated in one atomic statement, so concurrent requests on several instances count exactly.
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Queryable } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from './api-error';

export interface RateRule {
  /** Part of the key, e.g. 'login-failures:ip'. */
  name: string;
  limit: number;
  periodMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until one more attempt is allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt when it is allowed; a refused attempt is not counted. */
  hit(rule: RateRule, key: string, now?: number): Promise<RateDecision>;
  /** Whether one more attempt would be allowed, without counting one. */
  peek(rule: RateRule, key: string, now?: number): Promise<RateDecision>;
  close(): Promise<void>;
}

const minute = 60_000;
const hour = 60 * minute;

/**
 * The limits of the account endpoints. Per IP they are loose enough for many players behind one
 * carrier NAT, per account tight enough to stop guessing; the login throttle
 * (server/auth/login-throttle.ts) and the 60 s / 5-tries rules of the codes come on top.
 */
export const rateRules = {
  /** Failed logins from one address (successes do not count): credential stuffing. */
  loginFailuresPerIp: { name: 'login-failures:ip', limit: 20, periodMs: 15 * minute },
  /** Sign-up attempts from one address (refused ones count too: they probe for taken names). */
  signupPerIp: { name: 'signup:ip', limit: 10, periodMs: hour },
  /** Phone codes: per account, per phone number (SMS bombing of one number) and per address. */
  phoneCodePerAccount: { name: 'phone-code:account', limit: 5, periodMs: hour },
  phoneCodePerPhone: { name: 'phone-code:phone', limit: 5, periodMs: hour },
  phoneCodePerIp: { name: 'phone-code:ip', limit: 20, periodMs: hour },
  phoneVerifyPerAccount: { name: 'phone-verify:account', limit: 10, periodMs: 10 * minute },
  phoneVerifyPerIp: { name: 'phone-verify:ip', limit: 60, periodMs: hour },
  /** Reset codes, keyed by the username asked for (known or not, so the answers stay alike). */
  resetSendPerUsername: { name: 'reset-send:username', limit: 5, periodMs: hour },
  resetSendPerIp: { name: 'reset-send:ip', limit: 10, periodMs: hour },
  resetCheckPerUsername: { name: 'reset-check:username', limit: 10, periodMs: 10 * minute },
  resetCheckPerIp: { name: 'reset-check:ip', limit: 30, periodMs: 10 * minute },
  passwordChangePerAccount: { name: 'password-change:account', limit: 5, periodMs: 15 * minute },
  passwordChangePerIp: { name: 'password-change:ip', limit: 30, periodMs: hour },
  /**
   * Refused payment webhooks (bad signature, unknown gateway) from one address. A gateway signs every
   * call, so refusals come from a misconfiguration or a prober; past the limit the address is answered
   * 429 before any signature work, and nothing is written per refusal.
   */
  webhookRefusalsPerIp: { name: 'webhook-refusals:ip', limit: 20, periodMs: 10 * minute },
  /** Support chat lines from one player: a burst of 10, then one every 6 s; a person typing never meets it, a script does. */
  supportMessagePerPlayer: { name: 'support-message:player', limit: 10, periodMs: minute },
} as const satisfies Record<string, RateRule>;

interface Gcra {
  allowed: boolean;
  /** The new theoretical arrival time when allowed. */
  tat: number;
  retryAfterMs: number;
}

/** Milliseconds one attempt "costs": whole, so the database column stays an integer. */
function intervalOf(rule: RateRule): number {
  return Math.ceil(rule.periodMs / rule.limit);
}

/** One GCRA step: with `stored` the key's arrival time (or none), may an attempt happen at `now`? */
export function gcra(rule: RateRule, stored: number | null, now: number): Gcra {
  const interval = intervalOf(rule);
  const tat = Math.max(stored ?? now, now) + interval;
  const allowAt = tat - rule.periodMs;
  if (now < allowAt) return { allowed: false, tat: stored ?? now, retryAfterMs: allowAt - now };
  return { allowed: true, tat, retryAfterMs: 0 };
}

function decision(step: Gcra): RateDecision {
  return { allowed: step.allowed, retryAfterSeconds: step.allowed ? 0 : Math.max(1, Math.ceil(step.retryAfterMs / 1000)) };
}

function storageKey(rule: RateRule, key: string): string {
  return `${rule.name}:${key.toLowerCase()}`;
}

/** Keys whose arrival time passed this long ago are full allowances again and can go. */
const PRUNE_AFTER_MS = 5 * minute;

export function createDbRateLimiter(db: Queryable): RateLimiter {
  let hits = 0;
  const read = async (id: string) => {
    const [row] = await db.select({ tatMs: rateLimits.tatMs }).from(rateLimits).where(sql`${rateLimits.key} = ${id}`);
    return row?.tatMs ?? null;
  };
  return {
    async hit(rule, key, now = Date.now()) {
      const id = storageKey(rule, key);
      const interval = intervalOf(rule);
      now = Math.floor(now);
      // The whole GCRA step in one statement: the update only happens when the attempt is allowed, so a
      // refused attempt leaves the state as it was, and concurrent attempts serialise on the row.
      const rows = await db.execute<{ tat_ms: string }>(sql`
        insert into rate_limits (key, tat_ms) values (${id}, ${now + interval})
        on conflict (key) do update
          set tat_ms = greatest(rate_limits.tat_ms, ${now}) + ${interval}
          where greatest(rate_limits.tat_ms, ${now}) + ${interval} - ${rule.periodMs} <= ${now}
        returning tat_ms`);
      hits += 1;
      if (hits % 500 === 0) {
        await db.delete(rateLimits).where(sql`${rateLimits.tatMs} < ${now - PRUNE_AFTER_MS}`);
      }
      if (rowsOf(rows).length > 0) return { allowed: true, retryAfterSeconds: 0 };
      return decision(gcra(rule, await read(id), now));
    },
    async peek(rule, key, now = Date.now()) {
      return decision(gcra(rule, await read(storageKey(rule, key)), now));
    },
    async close() {},
  };
}

/** node-postgres answers { rows }, PGlite answers { rows } too, but typed apart: read either. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

// KEYS[1] key; ARGV now, interval, period, consume(1/0). Answers {allowed, retryAfterMs}.
const GCRA_SCRIPT = `
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local period = tonumber(ARGV[3])
local stored = tonumber(redis.call('GET', KEYS[1]) or '0')
local tat = math.max(stored, now) + interval
local allowAt = tat - period
if now < allowAt then return {0, math.ceil(allowAt - now)} end
if ARGV[4] == '1' then redis.call('SET', KEYS[1], tostring(tat), 'PX', math.ceil(tat - now) + 1000) end
return {1, 0}
`;

export interface RedisRateLimiterOptions {
  url: string;
  /** Key prefix; instances that share limits use the same one. */
  prefix?: string;
}

export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const redis = new Redis(options.url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const prefix = options.prefix ?? 'casino:rl:';
  const run = async (rule: RateRule, key: string, now: number, consume: boolean): Promise<RateDecision> => {
    const interval = intervalOf(rule);
    const [allowed, retryMs] = (await redis.eval(
      GCRA_SCRIPT,
      1,
      prefix + storageKey(rule, key),
      String(Math.floor(now)),
      String(interval),
      String(rule.periodMs),
      consume ? '1' : '0',
    )) as [number, number];
    return allowed === 1 ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
  };
  return {
    hit: (rule, key, now = Date.now()) => run(rule, key, now, true),
    peek: (rule, key, now = Date.now()) => run(rule, key, now, false),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export type RateCheck = [rule: RateRule, key: string | null | undefined];

/**
 * Checks every bucket first and counts the attempt in each only when all allow it, so a refusal by
 * one limit does not use up the others. Throws the 429 envelope with the longest wait.
 */
export async function enforceRateLimits(
  limiter: RateLimiter,
  checks: RateCheck[],
  options: { reply?: RetryAfterReply; now?: number } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const active = checks.filter((check): check is [RateRule, string] => typeof check[1] === 'string' && check[1] !== '');
  const peeks = await Promise.all(active.map(([rule, key]) => limiter.peek(rule, key, now)));
  refuseIfAny(peeks, options.reply);
  const hits = await Promise.all(active.map(([rule, key]) => limiter.hit(rule, key, now)));
  refuseIfAny(hits, options.reply);
}

/** The part of a Fastify reply that sets the Retry-After header of a 429. */
export interface RetryAfterReply {
  header(name: string, value: string): unknown;
}

/** Throws the 429 envelope (with Retry-After on the reply when given) when any decision refused. */
export function refuseIfAny(decisions: RateDecision[], reply?: RetryAfterReply): void {
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length === 0) return;
  const seconds = Math.max(...refused.map((d) => d.retryAfterSeconds));
  reply?.header('retry-after', String(seconds));
  throw tooManyAttempts(seconds);
}

/** The 429 of a rate limit, worded in seconds or (past two minutes) in minutes. */
export function tooManyAttempts(seconds: number): ApiError {
  return seconds > 120
    ? new ApiError(429, 'accounts.rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) })
    : new ApiError(429, 'accounts.rateLimitedSeconds', { seconds });
}
