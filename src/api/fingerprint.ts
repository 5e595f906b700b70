// The device fingerprint sent as x-fingerprint: a stable hash of navigator and screen properties
// plus a random salt, computed once and stored locally (spec §7) so it never changes afterwards.

export const FINGERPRINT_KEY = 'fingerprint';

export interface DeviceTraits {
  userAgent: string;
  language: string;
  languages: readonly string[];
  platform: string;
  hardwareConcurrency: number;
  screenWidth: number;
  screenHeight: number;
  colorDepth: number;
  /** The time zone as its UTC offsets in January and July (utcOffsets below). */
  timeZone: string;
}

const offset = (minutesBehindUtc: number) => {
  const ahead = -minutesBehindUtc;
  const abs = Math.abs(ahead);
  return `${ahead < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/**
 * The time zone's signal for the fingerprint: its UTC offsets in January and July (Date's
 * getTimezoneOffset, minutes behind UTC), so a zone with summer time differs from one without. Not the
 * zone's name: reading that needs an Intl.DateTimeFormat, whose first construction loads the
 * internationalisation data, about 40 ms on this machine's Chromium and four times that on a phone, in
 * the first visit's start-up task, for a page that may format no date at all.
 */
export function utcOffsets(januaryOffset: number, julyOffset: number): string {
  return `${offset(januaryOffset)}/${offset(julyOffset)}`;
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

// cyrb53: a small, well-distributed 53-bit string hash; two seeds give 106 bits of identifier.
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

export function computeFingerprint(traits: DeviceTraits, salt: string): string {
  const text = [
    traits.userAgent,
    traits.language,
    traits.languages.join(','),
    traits.platform,
    traits.hardwareConcurrency,
    `${traits.screenWidth}x${traits.screenHeight}x${traits.colorDepth}`,
    traits.timeZone,
    salt,
  ].join('|');
  return `${cyrb53(text, 1)}${cyrb53(text, 2)}`;
}

/** The stored fingerprint, computing and storing it on first use. */
export function loadFingerprint(store: KeyValueStore, traits: () => DeviceTraits, salt: () => string): string {
  const stored = store.getItem(FINGERPRINT_KEY);
  if (stored) return stored;
  const fingerprint = computeFingerprint(traits(), salt());
  store.setItem(FINGERPRINT_KEY, fingerprint);
  return fingerprint;
}
