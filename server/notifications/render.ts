// Turns a stored notification (message keys plus variables, or an operator's own words) into the
// contract's Notification in one language: money variables are formatted for that language, and the
// timestamp is UTC as the spec asks.
import type { components } from '../../common/contract/schema.gen';
import type { NotificationRow } from '../db/schema/customer';
import { catalogue, type Locale, type MessageKey } from '../i18n/messages';
import { formatTry } from '../lib/money';

export type NotificationItem = components['schemas']['Notification'];

/** A money variable: kuruş as a decimal string, so it survives JSON and is formatted per language. */
export interface MoneyVar {
  kurus: string;
}

/** A bonus name or another catalogue text, translated when rendered. */
export interface MessageVar {
  key: MessageKey;
}

export type StoredVar = string | number | MoneyVar | MessageVar;

/** Values callers pass: bigint means kuruş. */
export type NotificationVars = Record<string, string | number | bigint | MessageVar>;

export function storeVars(vars: NotificationVars = {}): Record<string, StoredVar> {
  const out: Record<string, StoredVar> = {};
  for (const [name, value] of Object.entries(vars)) {
    out[name] = typeof value === 'bigint' ? { kurus: value.toString() } : value;
  }
  return out;
}

function renderVar(value: unknown, locale: Locale): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    if ('kurus' in value && typeof value.kurus === 'string' && /^-?\d+$/.test(value.kurus)) {
      return formatTry(BigInt(value.kurus), locale);
    }
    if ('key' in value && typeof value.key === 'string') return text(value.key, locale, {});
  }
  return '';
}

function text(key: string, locale: Locale, vars: Record<string, unknown>): string {
  // A key a later release removed still shows something readable rather than failing the whole list.
  const template = (catalogue[locale] as Record<string, string | undefined>)[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? renderVar(vars[name], locale) : whole));
}

export function renderNotification(
  row: Pick<NotificationRow, 'id' | 'type' | 'titleKey' | 'noteKey' | 'titleText' | 'noteText' | 'vars' | 'createdAt' | 'readAt'>,
  locale: Locale,
): NotificationItem {
  const vars = row.vars ?? {};
  return {
    id: row.id,
    title: row.titleText ?? text(row.titleKey ?? '', locale, vars),
    note: row.noteText ?? text(row.noteKey ?? '', locale, vars),
    type: row.type as NotificationItem['type'],
    timeStamp: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
  };
}
