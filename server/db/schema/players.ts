// Tables of the players area: player accounts, their login sessions and the login attempts that drive
// the login throttle (server/auth/login-throttle.ts).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  inet,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const playerStatus = pgEnum('player_status', ['active', 'suspended', 'closed']);

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Short public code shown to support. The database fills it (8 upper-case hex characters from a
     * random UUID) when an insert leaves it out; the unique index refuses the rare collision.
     */
    usercode: text('usercode')
      .notNull()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))`),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Digits without the 90 prefix. */
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** argon2id encoded hash (server/auth/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    smsVerified: boolean('sms_verified').notNull().default(false),
    /** Country id of the content area's country list. */
    countryId: integer('country_id'),
    currencyId: integer('currency_id').notNull().default(1),
    birthDate: date('birth_date', { mode: 'string' }),
    /** The TC Kimlik No, encrypted (never stored in clear); absent for fast sign-ups. */
    personalNoEnc: text('personal_no_enc'),
    /**
     * Keyed hash (HMAC) of the TC Kimlik No (server/accounts/pii.ts): lets the unique index refuse a
     * second account with the same number without decrypting anything.
     */
    personalNoHash: text('personal_no_hash'),
    /** The number referral links carry (`refId` of the sign-up form); players' uuids are not numbers. */
    referralId: integer('referral_id').notNull().generatedAlwaysAsIdentity({ startWith: 100_001 }),
    /** The player whose referral id the sign-up carried. */
    referredBy: uuid('referred_by').references((): AnyPgColumn => players.id, { onDelete: 'set null' }),
    /** Whether the trial-bonus box was ticked at sign-up (the player's stated choice). */
    trialBonusOptIn: boolean('trial_bonus_opt_in').notNull().default(false),
    /** When the player accepted the terms and confirmed being 18 or older (null: created otherwise, e.g. the seed). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    status: playerStatus('status').notNull().default('active'),
    /** Unused since the login throttle replaced the fixed lockout (server/auth/login-throttle.ts); kept to avoid a migration. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Unused, as locked_until (the password reset still clears both). */
    failuresResetAt: timestamp('failures_reset_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('players_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('players_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('players_usercode_key').on(t.usercode),
    uniqueIndex('players_personal_no_hash_key').on(t.personalNoHash),
    uniqueIndex('players_referral_id_key').on(t.referralId),
    index('players_phone_idx').on(t.phone),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    fingerprint: text('fingerprint'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_player_idx').on(t.playerId, t.createdAt),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The player the username named, when it named one. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    ip: inet('ip'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_player_idx').on(t.playerId, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

export type Player = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type Session = typeof sessions.$inferSelect;
