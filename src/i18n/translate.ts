// Turns a text key into the player's language: the bootstrap's translations first (the server's
// copy, editable by the operator), then the app's built-in text for that language (start-up failed
// or a key the server does not know yet). `{name}` placeholders are filled from params.
//
// The built-in texts are a fallback behind the server's copy, which the bootstrap (inlined in the
// document) carries in full, so none of them is in the first load (`loadBuiltInTexts`: at the visitor's
// first interaction, or at once when the document came without a usable bootstrap, src/main.tsx, or
// start-up failed); components re-render when they arrive (`subscribeBuiltInTexts`, used by useT).
import type { TranslationEntry } from '../../common/i18n/entry';
import type { TranslationKey } from '../../common/i18n/keys';

export type Locale = 'tr' | 'en';
export const locales: readonly Locale[] = ['tr', 'en'];
export const DEFAULT_LOCALE: Locale = 'tr';

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: TranslateParams) => string;

const builtIn: Record<Locale, Map<string, string>> = { tr: new Map(), en: new Map() };

function addBuiltIn(entries: readonly TranslationEntry[]) {
  for (const entry of entries) {
    builtIn.tr.set(entry.key, entry.tr);
    builtIn.en.set(entry.key, entry.en);
  }
}

let builtInVersion = 0;
let loadingBuiltIn: Promise<void> | undefined;
const builtInListeners = new Set<() => void>();

/** Loads every area's built-in texts (once); resolves when they are in. */
export function loadBuiltInTexts(): Promise<void> {
  loadingBuiltIn ??= import('../../common/i18n/keys').then(({ translationKeys }) => {
    addBuiltIn(translationKeys);
    builtInVersion += 1;
    for (const listener of builtInListeners) listener();
  });
  return loadingBuiltIn;
}

/** For useSyncExternalStore: tells when more built-in texts arrived. */
export function subscribeBuiltInTexts(listener: () => void): () => void {
  builtInListeners.add(listener);
  return () => builtInListeners.delete(listener);
}

/** Grows each time built-in texts arrive (0 until they are in). */
export function builtInTextsVersion(): number {
  return builtInVersion;
}

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
