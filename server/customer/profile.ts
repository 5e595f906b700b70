// The personal information screen: what a player sees of their account (the TC No only masked) and
// the one thing they may change alone, the e-mail address (identity data is fixed after registration
// for the licence's identity checks; phone and password have their own verified flows).
import { eq, sql } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import { maskedPersonalNo } from '../accounts/pii';
import type { AppConfig } from '../config';
import type { Queryable } from '../db/client';
import { countries } from '../db/schema/content';
import { players } from '../db/schema/players';
import type { Locale } from '../i18n/messages';

export type Profile = components['schemas']['Profile'];

/** ISO currency of the contract's currency ids (1 is the site's only currency). */
const CURRENCIES: Record<number, string> = { 1: 'TRY' };

export async function getProfile(q: Queryable, config: Pick<AppConfig, 'piiKey'>, playerId: string, locale: Locale): Promise<Profile | null> {
  const [row] = await q
    .select({
      username: players.username,
      usercode: players.usercode,
      name: players.name,
      surname: players.surname,
      email: players.email,
      phone: players.phone,
      smsVerified: players.smsVerified,
      personalNoEnc: players.personalNoEnc,
      birthDate: players.birthDate,
      currencyId: players.currencyId,
      createdAt: players.createdAt,
      countryId: countries.id,
      countryTr: countries.nameTr,
      countryEn: countries.nameEn,
    })
    .from(players)
    .leftJoin(countries, eq(countries.id, players.countryId))
    .where(eq(players.id, playerId));
  if (!row) return null;
  return {
    username: row.username,
    usercode: row.usercode,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone || null,
    smsVerified: row.smsVerified,
    personalNo: await maskedPersonalNo(q, config, row.personalNoEnc),
    birthDate: row.birthDate,
    country: row.countryId === null ? null : { id: row.countryId, name: (locale === 'tr' ? row.countryTr : row.countryEn) ?? '' },
    currency: CURRENCIES[row.currencyId] ?? 'TRY',
    createdAt: row.createdAt.toISOString(),
  };
}

export type EmailChange = { changed: boolean; previous: string } | { taken: true } | null;

/**
 * Sets the player's e-mail address. Another account's address (in any letter case) is refused; the
 * unique index decides, so two players racing for one address cannot both get it.
 */
export async function changeEmail(q: Queryable, playerId: string, email: string): Promise<EmailChange> {
  const next = email.trim();
  return q.transaction(async (tx) => {
    const [current] = await tx.select({ email: players.email }).from(players).where(eq(players.id, playerId)).for('update');
    if (!current) return null;
    if (current.email === next) return { changed: false, previous: current.email };
    const [other] = await tx
      .select({ id: players.id })
      .from(players)
      .where(sql`lower(${players.email}) = lower(${next}) and ${players.id} <> ${playerId}`);
    if (other) return { taken: true };
    try {
      await tx.transaction(async (inner) => {
        await inner.update(players).set({ email: next }).where(eq(players.id, playerId));
      });
    } catch (err) {
      if (isUniqueViolation(err)) return { taken: true };
      throw err;
    }
    return { changed: true, previous: current.email };
  });
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
