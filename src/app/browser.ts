// The browser behind the machines' ports: Web Storage (with an in-memory fallback when the browser
// refuses it, as private modes can), the traits the fingerprint hashes, and the stored language.
import { type DeviceTraits, utcOffsets } from '../api/fingerprint';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/translate';
import { type KeyValueStore, memoryStore } from '../../machines/shared/ports';
import { LANGUAGE_KEY } from '../../machines/startup/startup.machine';

export function browserStore(kind: 'localStorage' | 'sessionStorage'): KeyValueStore {
  try {
    const store = window[kind];
    const probe = '__probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    return memoryStore();
  }
}

export function deviceTraits(): DeviceTraits {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    languages: navigator.languages ?? [],
    platform: navigator.platform,
    hardwareConcurrency: navigator.hardwareConcurrency ?? 0,
    screenWidth: screen.width,
    screenHeight: screen.height,
    colorDepth: screen.colorDepth,
    timeZone: utcOffsets(new Date(2026, 0, 1).getTimezoneOffset(), new Date(2026, 6, 1).getTimezoneOffset()),
  };
}

export function randomSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The stored language (spec §9: key `lang`), Turkish when none or an unknown one is stored. */
export function storedLocale(store: KeyValueStore): Locale {
  const stored = store.getItem(LANGUAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}
