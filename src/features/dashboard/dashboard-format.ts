// Dates on the dashboard screens in the player's language (day.month.year hour:minute in Turkish).
import type { Locale } from '../../i18n/translate';

const formats: Record<Locale, Intl.DateTimeFormat> = {
  tr: new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
  en: new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
};

const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  tr: new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
};

export function formatDateTime(iso: string, locale: Locale): string {
  return formats[locale].format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD, no time zone) as written in the player's language. */
export function formatDay(day: string, locale: Locale): string {
  return dayFormats[locale].format(new Date(`${day}T00:00:00Z`));
}
