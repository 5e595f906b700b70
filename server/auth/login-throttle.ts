// The player login and its throttle (issue 12.3). A lockout that any stranger can trigger is a denial of
// service, and a lockout that only existing accounts get tells which usernames exist, so the limits are
// keyed by what the request names (the username as typed, the client address), never by whether the
// account exists:
// - per (username, address) pair: 3 free failures, then growing delays of 1, 2, 4, 8 … s (capped at
//   300 s) before the pair may try again; a success on the pair starts it afresh;
// - per username, failures from devices that never logged in to the account: 10 per 15 minutes (GCRA,
//   server/lib/rate-limit.ts); past it, only a known device (a fingerprint with an earlier session of
//   the account) with the right password gets in;
// - per address across usernames: 20 failures per 15 minutes (credential stuffing); a known device with
//   the right password passes it too (players behind one carrier NAT share an address).
// The pair's failures are the login_attempts rows, the other two the shared rate limiter (database or
// Redis), so every instance behind a load balancer sees the same counts. An unknown username costs one
// dummy password hash like a known one (no timing oracle) and walks through the same limits.
// When the per-username limit starts refusing, the player is told (a notification and an e-mail), at
// most once an hour.
import { isIP } from 'node:net';
import { and, count, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, players, sessions, type Player } from '../db/schema';
import { translate } from '../i18n';
import { rateRules, type RateLimiter, type RateRule } from '../lib/rate-limit';
import type { Messaging } from '../messaging';
import { NOTIFICATION_TYPES, notify, playerLocale, type CreatedNotification } from '../notifications';
import { burnPasswordCheck, hashPassword, passwordNeedsRehash, verifyPassword } from './passwords';

const minute = 60_000;

/** Failures of one (username, address) pair answered at once; each further one waits longer. */
export const PAIR_FREE_FAILURES = 3;
/** The wait after the first failure past the free ones; it doubles with each further failure. */
export const PAIR_FIRST_DELAY_MS = 1000;
export const PAIR_MAX_DELAY_MS = 300_000;
/** A pair's failures older than this no longer count (its delays start afresh). */
export const PAIR_MEMORY_MS = 24 * 60 * minute;

export const loginRules = {
  /** Failures of one username from devices it never logged in from. */
  accountUnknownDevices: { name: 'login-failures:account', limit: 10, periodMs: 15 * minute },
  /** Failures from one address across usernames (players): 20 per 15 minutes. */
  playerAddress: rateRules.loginFailuresPerIp,
  /** Failures from one address across operator usernames: 10 per 15 minutes. */
  operatorAddress: { name: 'ops-login-failures:ip', limit: 10, periodMs: 15 * minute },
  /** The "your account is under attack" notice: once an hour per player. */
  attackNotice: { name: 'login-attack-notice', limit: 1, periodMs: 60 * minute },
} as const satisfies Record<string, RateRule>;

/**
 * The wait after `failures` consecutive failures of a pair: none for the free ones, then 1 s, 2 s, 4 s …
 * up to 300 s. `delayAfter(4)` is 1 s: the fourth failure is the first one that makes the pair wait.
 */
export function delayAfter(failures: number): number {
  if (failures < PAIR_FREE_FAILURES + 1) return 0;
  const exponent = failures - PAIR_FREE_FAILURES - 1;
  return Math.min(PAIR_MAX_DELAY_MS, PAIR_FIRST_DELAY_MS * 2 ** Math.min(exponent, 30));
}

export interface PairState {
  failures: number;
  /** When the pair may try again (null: at once). */
  retryAt: Date | null;
}

const keyOf = (username: string) => username.trim().toLowerCase().slice(0, 100);

/** The pair's consecutive failures (since its last success, within PAIR_MEMORY_MS) and when it may try again. */
export async function pairState(db: Db, username: string, ip: string | null, now: Date): Promise<PairState> {
  const sameName = eq(sql`lower(${loginAttempts.username})`, keyOf(username));
  const sameAddress = ip ? eq(loginAttempts.ip, ip) : isNull(loginAttempts.ip);
  const [success] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(sameAddress, sameName, eq(loginAttempts.succeeded, true)));
  const lastSuccess = success?.at ? new Date(success.at).getTime() : 0;
  const since = new Date(Math.max(now.getTime() - PAIR_MEMORY_MS, lastSuccess));
  const [row] = await db
    .select({ failures: count(), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(sameAddress, sameName, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  const failures = Number(row?.failures ?? 0);
  const delay = delayAfter(failures);
  if (delay === 0 || !row?.last) return { failures, retryAt: null };
  const retryAt = new Date(new Date(row.last).getTime() + delay);
  return { failures, retryAt: retryAt > now ? retryAt : null };
}

/** Whether this device (its fingerprint) ever opened a session of the player: a device the owner used. */
export async function isKnownDevice(db: Db, playerId: string, fingerprint: string | null | undefined): Promise<boolean> {
  if (!fingerprint) return false;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), eq(sessions.fingerprint, fingerprint.slice(0, 128))))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row !== undefined;
}

export type LoginOutcome =
  | { kind: 'ok'; player: Player }
  | { kind: 'invalid' }
  /** Refused before the password was looked at; the same for every username. */
  | { kind: 'throttled'; retryAfterSeconds: number; limit: 'pair' | 'account' | 'address' }
  | { kind: 'disabled' };

export interface LoginInput {
  username: string;
  password: string;
  ip?: string | null;
  fingerprint?: string | null;
  now?: Date;
}

export interface LoginDeps {
  db: Db;
  limiter: RateLimiter;
  /** Sends the attack warning by e-mail; without it only the notification is raised. */
  messaging?: Messaging;
  /** Called with the notification raised, to push it live (the hub). */
  published?: (notification: CreatedNotification) => Promise<unknown>;
  /**
   * Where the warning's work goes. By default it is awaited; the login handler hands it on so an existing
   * account's answer does not take longer than an unknown one's (it logs a failure instead of throwing).
   */
  defer?: (work: Promise<void>) => void;
}

export function findPlayerByUsername(db: Db, username: string) {
  return db
    .select()
    .from(players)
    .where(eq(sql`lower(${players.username})`, username.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export async function attemptLogin(deps: LoginDeps, input: LoginInput): Promise<LoginOutcome> {
  const { db, limiter } = deps;
  const now = input.now ?? new Date();
  const nowMs = now.getTime();
  const ip = input.ip && isIP(input.ip) ? input.ip : null;
  const address = ip ?? 'unknown';
  const account = keyOf(input.username);
  const record = (playerId: string | null, succeeded: boolean) =>
    db.insert(loginAttempts).values({ playerId, username: input.username.slice(0, 100), ip, succeeded, createdAt: now });

  // Refusals below come before the password is looked at, so a throttled guess learns nothing; they are
  // not recorded as failures, so hammering does not lengthen the owner's waits.
  const byAddress = await limiter.peek(loginRules.playerAddress, address, nowMs);
  const pair = await pairState(db, input.username, ip, now);
  if (pair.retryAt) return { kind: 'throttled', retryAfterSeconds: seconds(pair.retryAt.getTime() - nowMs), limit: 'pair' };

  const player = await findPlayerByUsername(db, input.username);
  const known = player ? await isKnownDevice(db, player.id, input.fingerprint) : false;
  // Many players share an address (carrier-grade NAT, an office): one of them stuffing credentials must
  // not lock the others out, so a known device passes the address limit as it passes the account one.
  if (!byAddress.allowed && !known) return { kind: 'throttled', retryAfterSeconds: byAddress.retryAfterSeconds, limit: 'address' };
  const byAccount = await limiter.peek(loginRules.accountUnknownDevices, account, nowMs);
  if (!byAccount.allowed && !known) {
    if (player) await warn(deps, player, nowMs);
    return { kind: 'throttled', retryAfterSeconds: byAccount.retryAfterSeconds, limit: 'account' };
  }

  // The slow hash runs for unknown usernames too (a dummy one), so both take the same time.
  const correct = player ? await verifyPassword(player.passwordHash, input.password) : await burnPasswordCheck(input.password);
  if (player && correct) {
    if (player.status !== 'active') {
      await record(player.id, false);
      return { kind: 'disabled' };
    }
    const newHash = passwordNeedsRehash(player.passwordHash) ? await hashPassword(input.password) : undefined;
    if (newHash) await db.update(players).set({ passwordHash: newHash }).where(eq(players.id, player.id));
    await record(player.id, true);
    return { kind: 'ok', player };
  }

  await record(player?.id ?? null, false);
  await limiter.hit(loginRules.playerAddress, address, nowMs);
  if (!known) {
    await limiter.hit(loginRules.accountUnknownDevices, account, nowMs);
    if (player && !(await limiter.peek(loginRules.accountUnknownDevices, account, nowMs)).allowed) await warn(deps, player, nowMs);
  }
  return { kind: 'invalid' };
}

/** Tells the player their account is being guessed at: a System notification and an e-mail, at most hourly. */
async function warn(deps: LoginDeps, player: Player, nowMs: number): Promise<void> {
  const work = (async () => {
    const once = await deps.limiter.hit(loginRules.attackNotice, player.id, nowMs);
    if (!once.allowed) return;
    const created = await notify(deps.db, {
      playerId: player.id,
      type: NOTIFICATION_TYPES.system,
      titleKey: 'auth.attack.title',
      noteKey: 'auth.attack.note',
    });
    await deps.published?.(created);
    if (deps.messaging) {
      const locale = await playerLocale(deps.db, player.id);
      await deps.messaging.send({
        channel: 'email',
        to: player.email,
        subject: translate(locale, 'auth.mail.attackSubject'),
        body: translate(locale, 'auth.mail.attackBody', { name: player.name }),
        purpose: 'login-attack-warning',
      });
    }
  })();
  if (deps.defer) deps.defer(work);
  else await work;
}
