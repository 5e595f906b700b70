// Picking an entity's text in the request's language: rows of every language are read together and the
// request's language wins, the default language (tr) fills in what an operator has not translated yet.
import { defaultLocale, type Locale } from '../i18n';

/** The locales to read for a request, the request's own first. */
export function localesFor(locale: Locale): Locale[] {
  return locale === defaultLocale ? [defaultLocale] : [locale, defaultLocale];
}

/**
 * Groups per-locale rows by owner id and keeps, for each owner, the row in the request's language or
 * else the default language's.
 */
export function pickLocalized<Row extends { locale: string }, Id>(
  rows: Row[],
  ownerId: (row: Row) => Id,
  locale: Locale,
): Map<Id, Row> {
  const picked = new Map<Id, Row>();
  for (const row of rows) {
    const id = ownerId(row);
    const current = picked.get(id);
    if (!current || (row.locale === locale && current.locale !== locale)) picked.set(id, row);
  }
  return picked;
}
