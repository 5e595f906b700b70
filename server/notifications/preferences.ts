// The language a player last used, remembered from their notification list requests (the app asks for
// it at start, after every hub reconnect and after a language change reloads the page). Pushes have
// no request to take a language from, so they are rendered in this one.
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { playerPreferences } from '../db/schema/customer';
import { defaultLocale, locales, type Locale } from '../i18n/messages';

export async function playerLocale(q: Queryable, playerId: string): Promise<Locale> {
  const [row] = await q.select({ locale: playerPreferences.locale }).from(playerPreferences).where(eq(playerPreferences.playerId, playerId));
  return row && (locales as readonly string[]).includes(row.locale) ? (row.locale as Locale) : defaultLocale;
}

/** Records the language in one statement that changes no row when it is the same as before. */
export async function rememberPlayerLocale(q: Queryable, playerId: string, locale: Locale): Promise<void> {
  await q
    .insert(playerPreferences)
    .values({ playerId, locale })
    .onConflictDoUpdate({
      target: playerPreferences.playerId,
      set: { locale, updatedAt: sql`now()` },
      setWhere: sql`${playerPreferences.locale} <> ${locale}`,
    });
}
