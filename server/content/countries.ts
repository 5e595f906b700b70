// Countries of the registration form in the request's language: Türkiye first (the form's default),
// then the others by the language's alphabetical order.
import { eq } from 'drizzle-orm';
import type { SchemaCountry } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { countries } from '../db/schema/content';
import type { Locale } from '../i18n';

export async function listCountries(db: Queryable, locale: Locale): Promise<SchemaCountry[]> {
  const rows = await db.select().from(countries).where(eq(countries.enabled, true));
  // Sorted here rather than in SQL: the database's collation may not know Turkish (Ç after C, İ after I).
  const collator = new Intl.Collator(locale === 'tr' ? 'tr-TR' : 'en-GB');
  const named = rows.map((row) => ({ id: row.id, sort: row.sort, name: locale === 'tr' ? row.nameTr : row.nameEn }));
  named.sort((a, b) => a.sort - b.sort || collator.compare(a.name, b.name));
  return named.map(({ id, name }) => ({ id, name }));
}
