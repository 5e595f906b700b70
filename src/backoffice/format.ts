// Money and dates as the operator reads them, in the back office's language.
import type { BackofficeLocale } from './i18n';

const tags: Record<BackofficeLocale, string> = { tr: 'tr-TR', en: 'en-GB' };

/** The contract's Money is TRY with at most two decimals. */
export const formatTry = (locale: BackofficeLocale, amount: number) =>
  new Intl.NumberFormat(tags[locale], { style: 'currency', currency: 'TRY' }).format(amount);

export const formatDateTime = (locale: BackofficeLocale, iso: string) =>
  new Intl.DateTimeFormat(tags[locale], { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
