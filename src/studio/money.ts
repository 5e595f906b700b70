// The studio pages' money: kuruş inside, shown the way the whole site shows TRY (common/money-format.ts):
// ₺1.150,00 in Turkish, ₺1,150.00 in English, never "TRY 1,150.00".
import { formatKurusIn } from '../../common/money-format';
import type { StudioLang } from './i18n';

export type MoneyFormatter = (kurus: number) => string;

export const moneyFormatter =
  (lang: StudioLang): MoneyFormatter =>
  (kurus) =>
    formatKurusIn(kurus, lang);

/** A multiplier as the games write it: 2.5 → "2,50x" (tr), "2.50x" (en). */
export const formatMultiplier = (value: number, lang: StudioLang) =>
  `${value.toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}x`;
