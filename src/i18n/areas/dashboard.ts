// UI texts of the dashboard area, Turkish and English; keys.ts joins every area into one list.
import type { TranslationEntry } from '../entry';

export const dashboardKeys = [] as const satisfies readonly TranslationEntry[];
