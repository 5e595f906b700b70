// UI texts of the studio area, Turkish and English; keys.ts joins every area into one list.
import type { TranslationEntry } from '../entry';

export const studioKeys = [] as const satisfies readonly TranslationEntry[];
