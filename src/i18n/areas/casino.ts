// UI texts of the casino area, Turkish and English; keys.ts joins every area into one list.
import type { TranslationEntry } from '../entry';

export const casinoKeys = [] as const satisfies readonly TranslationEntry[];
