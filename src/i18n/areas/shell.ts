// UI texts of the shell area, Turkish and English; keys.ts joins every area into one list.
import type { TranslationEntry } from '../entry';

export const shellKeys = [] as const satisfies readonly TranslationEntry[];
