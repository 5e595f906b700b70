// UI texts of the accounts area, Turkish and English; keys.ts joins every area into one list.
import type { TranslationEntry } from '../entry';

export const accountsKeys = [] as const satisfies readonly TranslationEntry[];
