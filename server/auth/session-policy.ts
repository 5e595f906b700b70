// How long a player's login session lives: it ends after an idle time without activity (an operator
// setting, `npm run ops -- settings:session-idle <minutes>`, falling back to SESSION_IDLE_MINUTES) and,
// however active, at an absolute lifetime after the login (SESSION_MAX_HOURS). The idle setting lives in
// site_options under SESSION_IDLE_SETTING, kept disabled so the bootstrap never sends it to the app (the
// server reads it whatever its flag), and is read in the same query that resolves a token, so every
// instance enforces a change at once.
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { siteOptions } from '../db/schema/content';

export const SESSION_IDLE_SETTING = 'session-idle-minutes';
/** Bounds an operator may set (one minute to one week). */
export const SESSION_IDLE_MIN_MINUTES = 1;
export const SESSION_IDLE_MAX_MINUTES = 7 * 24 * 60;

export interface SessionDefaults {
  /** SESSION_IDLE_MINUTES: the idle timeout until an operator sets one. */
  idleMinutes: number;
  /** SESSION_MAX_HOURS: the absolute lifetime. */
  maxHours: number;
}

export const DEFAULT_SESSION: SessionDefaults = { idleMinutes: 30, maxHours: 12 };

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

/** The stored setting's text as a number of minutes, or null when absent or unusable. */
export function parseIdleSetting(value: string | null | undefined): number | null {
  if (value == null || !/^\d+$/.test(value.trim())) return null;
  const minutes = Number(value.trim());
  return minutes >= SESSION_IDLE_MIN_MINUTES && minutes <= SESSION_IDLE_MAX_MINUTES ? minutes : null;
}

export function policyOf(defaults: SessionDefaults, storedIdle: string | null | undefined): SessionPolicy {
  const idleMinutes = parseIdleSetting(storedIdle) ?? defaults.idleMinutes;
  return { idleMs: idleMinutes * 60_000, maxMs: defaults.maxHours * 3_600_000 };
}

/** The scalar subquery of the stored idle setting, to read it along with a session row. */
export const idleSettingSql = sql<string | null>`(select ${siteOptions.value} from ${siteOptions} where ${siteOptions.key} = ${SESSION_IDLE_SETTING})`;

export async function readSessionPolicy(q: Queryable, defaults: SessionDefaults = DEFAULT_SESSION): Promise<SessionPolicy> {
  const [row] = await q.select({ value: siteOptions.value }).from(siteOptions).where(eq(siteOptions.key, SESSION_IDLE_SETTING));
  return policyOf(defaults, row?.value);
}

/** When a session ends: its idle end or its absolute end, whichever comes first. */
export function sessionEndsAt(session: { createdAt: Date; lastSeenAt: Date }, policy: SessionPolicy): Date {
  return new Date(Math.min(session.lastSeenAt.getTime() + policy.idleMs, session.createdAt.getTime() + policy.maxMs));
}

/** Sets the idle timeout for every instance; answers the previous stored value (null: the default applied). */
export async function setSessionIdleMinutes(q: Queryable, minutes: number): Promise<number | null> {
  if (!Number.isInteger(minutes) || minutes < SESSION_IDLE_MIN_MINUTES || minutes > SESSION_IDLE_MAX_MINUTES) {
    throw new RangeError(`the idle timeout is ${SESSION_IDLE_MIN_MINUTES} to ${SESSION_IDLE_MAX_MINUTES} minutes, got ${minutes}`);
  }
  const [before] = await q.select({ value: siteOptions.value }).from(siteOptions).where(eq(siteOptions.key, SESSION_IDLE_SETTING));
  await q
    .insert(siteOptions)
    .values({ key: SESSION_IDLE_SETTING, value: String(minutes), enabled: false, description: 'Player session idle timeout in minutes (server only)' })
    .onConflictDoUpdate({ target: siteOptions.key, set: { value: String(minutes), enabled: false } });
  return parseIdleSetting(before?.value);
}
