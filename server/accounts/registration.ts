// Sign-up (the full and the fast form): the checks a schema cannot make, then the player, in one
// transaction with its audit row. Refusals are ApiErrors with a message saying exactly what is wrong.
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../audit';
import { createPlayer } from '../auth/players';
import type { components } from '../../common/contract/schema.gen';
import type { AppConfig } from '../config';
import type { Db, Queryable } from '../db/client';
import { countries, players, type Player } from '../db/schema';
import { fieldLabel, type Locale } from '../i18n';
import { ApiError } from '../lib/api-error';
import { checkBirthDate } from './birth-date';
import { isValidTcKimlikNo } from '../../common/rules/personal-no';
import { piiCipher } from './pii';

export type RegisterFull = components['schemas']['RegisterFullRequest'];
export type RegisterFast = components['schemas']['RegisterFastRequest'];
export type RegisterBody = RegisterFull | RegisterFast;

/** The only account currency the site offers (currencyId 1). */
export const TRY_CURRENCY_ID = 1;

export interface RegistrationContext {
  db: Db;
  config: Pick<AppConfig, 'piiKey' | 'piiKeyPrevious'>;
  locale: Locale;
  ip: string | null;
  requestId?: string;
  now?: Date;
}

export function isFastForm(body: RegisterBody): body is RegisterFast {
  return body.isFast === true;
}

/**
 * Serialises changes that claim a phone number (sign-up, phone verification) for the rest of the
 * transaction, so two players cannot both take one number that no unique index guards (several
 * unverified test and legacy accounts may share one, so the table cannot have that index).
 */
export async function lockPhone(tx: Queryable, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`player-phone:${phone}`}, 0))`);
}

/** True when a player other than `exceptPlayerId` has this phone. */
export async function phoneTaken(q: Queryable, phone: string, exceptPlayerId?: string): Promise<boolean> {
  const rows = await q
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.phone, phone), exceptPlayerId ? sql`${players.id} <> ${exceptPlayerId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

const uniqueViolations: Record<string, ApiError['messageKey']> = {
  players_username_lower_key: 'accounts.usernameTaken',
  players_email_lower_key: 'accounts.emailTaken',
  players_personal_no_hash_key: 'accounts.personalNoTaken',
};

/** The message of a unique index a racing sign-up hit, when it is one of the players' indexes. */
function takenMessage(error: unknown): ApiError['messageKey'] | undefined {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth += 1) {
    if (e.code === '23505' && typeof e.constraint === 'string') return uniqueViolations[e.constraint];
    e = e.cause as typeof e;
  }
  return undefined;
}

function trimmed(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Creates the player of a sign-up form after every check, or throws the ApiError that says why not.
 * The TC Kimlik No is stored encrypted with its keyed hash; an unknown referral id is ignored (a stale
 * link must not block a sign-up), a known one is recorded with the trial-bonus choice.
 */
export async function registerPlayer(ctx: RegistrationContext, body: RegisterBody): Promise<Player> {
  const now = ctx.now ?? new Date();
  if (body.password !== body.password2) throw new ApiError(400, 'accounts.passwordMismatch');

  // hashes: the number's lookup hash under every known key (PII_KEY and PII_KEY_PREVIOUS), so that during a
  // key rotation a number still stored under an old key is refused too.
  let personal: { enc: string; hash: string; hashes: string[]; birthDate: string } | null = null;
  if (!isFastForm(body)) {
    const problem = checkBirthDate(body, now);
    if (problem === 'invalid') throw new ApiError(400, 'accounts.birthDateInvalid');
    if (problem === 'underage') throw new ApiError(400, 'accounts.underage');
    if (!isValidTcKimlikNo(body.PersonalNo)) throw new ApiError(400, 'accounts.personalNoInvalid');
    const cipher = await piiCipher(ctx.db, ctx.config);
    personal = {
      enc: cipher.encrypt(body.PersonalNo),
      hash: cipher.lookupHash(body.PersonalNo),
      hashes: cipher.lookupHashes(body.PersonalNo),
      birthDate: body.birthDate,
    };
  }
  if (body.currencyId !== TRY_CURRENCY_ID) throw new ApiError(400, 'accounts.currencyUnsupported');
  const [country] = await ctx.db
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.id, body.country), eq(countries.enabled, true)));
  if (!country) throw new ApiError(400, 'accounts.countryUnknown');

  const referrer =
    body.refId === undefined
      ? undefined
      : (await ctx.db.select({ id: players.id }).from(players).where(eq(players.referralId, body.refId)).limit(1))[0];

  const name = trimmed(body.name);
  const surname = trimmed(body.surname);
  if (name.length < 2 || surname.length < 2) {
    // Spaces alone pass the schema's length rule but are no name.
    throw new ApiError(400, 'validation.invalid', { field: fieldLabel(name.length < 2 ? 'name' : 'surname', ctx.locale) });
  }
  const email = body.email.trim();

  try {
    return await ctx.db.transaction(async (tx) => {
      await lockPhone(tx, body.phone);
      const taken = await tx
        .select({ username: players.username, email: players.email, phone: players.phone, personalNoHash: players.personalNoHash })
        .from(players)
        .where(
          sql`lower(${players.username}) = ${body.username.toLowerCase()}
            or lower(${players.email}) = ${email.toLowerCase()}
            or ${players.phone} = ${body.phone}
            ${personal ? sql`or ${players.personalNoHash} in (${sql.join(personal.hashes.map((hash) => sql`${hash}`), sql`, `)})` : sql``}`,
        );
      if (taken.some((p) => p.username.toLowerCase() === body.username.toLowerCase())) throw new ApiError(400, 'accounts.usernameTaken');
      if (taken.some((p) => p.email.toLowerCase() === email.toLowerCase())) throw new ApiError(400, 'accounts.emailTaken');
      if (taken.some((p) => p.phone === body.phone)) throw new ApiError(400, 'accounts.phoneTaken');
      if (personal && taken.some((p) => p.personalNoHash !== null && personal.hashes.includes(p.personalNoHash))) throw new ApiError(400, 'accounts.personalNoTaken');

      const player = await createPlayer(tx, {
        username: body.username,
        password: body.password,
        email,
        phone: body.phone,
        name,
        surname,
        countryId: country.id,
        currencyId: body.currencyId,
        birthDate: personal?.birthDate ?? null,
        personalNoEnc: personal?.enc ?? null,
        personalNoHash: personal?.hash ?? null,
        referredBy: referrer?.id ?? null,
        trialBonusOptIn: body.trialBonus === 1,
        termsAcceptedAt: now,
      });
      await audit(tx, {
        actor: { kind: 'player', id: player.id },
        action: 'account.register',
        target: { kind: 'player', id: player.id },
        details: {
          form: isFastForm(body) ? 'fast' : 'full',
          trialBonus: body.trialBonus === 1,
          referredBy: referrer?.id ?? null,
          refIdUnknown: body.refId !== undefined && !referrer,
        },
        ip: ctx.ip,
        requestId: ctx.requestId,
      });
      return player;
    });
  } catch (error) {
    const message = takenMessage(error);
    if (message) throw new ApiError(400, message);
    throw error;
  }
}
