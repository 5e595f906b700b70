// Turns a text key into the player's language: the bootstrap's translations first (the server's
// copy, editable by the operator), then the app's built-in text for that language (start-up failed
// or a key the server does not know yet). `{name}` placeholders are filled from params.
import { type TranslationKey, translationKeys } from './keys';

export type Locale = 'tr' | 'en';
export const locales: readonly Locale[] = ['tr', 'en'];
export const DEFAULT_LOCALE: Locale = 'tr';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: TranslateParams) => string;

const builtIn: Record<Locale, Map<string, string>> = {
  tr: new Map(translationKeys.map((entry) => [entry.key, entry.tr])),
  en: new Map(translationKeys.map((entry) => [entry.key, entry.en])),
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

function fill(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function createTranslator(locale: Locale, translations: Readonly<Record<string, string>>): Translate {
  return (key, params) => fill(translations[key] ?? builtIn[locale].get(key) ?? key, params);
}
