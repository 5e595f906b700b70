// Server-side translation: picks the request's language from x-locale and fills message placeholders.
import { catalogue, defaultLocale, locales, type Locale, type MessageKey } from './messages';

export { fieldLabel } from './fields';
export { defaultLocale, locales, type Locale, type MessageKey } from './messages';

export type MessageVars = Record<string, string | number>;

/** The language of a request: `en`, `en-US` and `EN` mean English; anything else the default, Turkish. */
export function resolveLocale(header: string | string[] | undefined): Locale {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (!value) return defaultLocale;
  const base = value.split(/[-_]/)[0];
  return (locales as readonly string[]).includes(base) ? (base as Locale) : defaultLocale;
}

export function translate(locale: Locale, key: MessageKey, vars: MessageVars = {}): string {
  const template = catalogue[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Turkish sentences start with a capital letter by Turkish rules (i → İ), English by English ones. */
export function capitalize(text: string, locale: Locale): string {
  if (!text) return text;
  const first = text.charAt(0).toLocaleUpperCase(locale === 'tr' ? 'tr-TR' : 'en-US');
  return first + text.slice(1);
}
