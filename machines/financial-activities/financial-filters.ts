// The financial activities' search params (the filters live in the address): what a URL may carry,
// validated, so a hand-edited or stale link never reaches the server as a bad request.
import type { FinancialFilters, TransactionStatus, TransactionType } from './financial-activities.actors';

/** What the route's search holds: page only from 2, every filter optional. */
export type FinancialSearch = Partial<FinancialFilters>;

export const TRANSACTION_TYPES: readonly TransactionType[] = [1, 2];
/** Spec §3 statuses a player's list can show (None is no status to filter by). */
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = [1, 2, 3, 4, 5, 6];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in YYYY-MM-DD form, else undefined. */
export function calendarDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : undefined;
}

function oneOf<T extends number>(allowed: readonly T[], value: unknown): T | undefined {
  const number = Number(value);
  return allowed.includes(number as T) ? (number as T) : undefined;
}

/**
 * Validates raw search params: unknown values are dropped, a range given backwards is turned round
 * (the player meant the days between), page 1 is the default and not written.
 */
export function parseFinancialSearch(search: Record<string, unknown>): FinancialSearch {
  const result: FinancialSearch = {};
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) result.page = page;
  const type = oneOf(TRANSACTION_TYPES, search.type);
  if (type !== undefined) result.type = type;
  const status = oneOf(TRANSACTION_STATUSES, search.status);
  if (status !== undefined) result.status = status;
  let from = calendarDay(search.from);
  let to = calendarDay(search.to);
  if (from && to && from > to) [from, to] = [to, from];
  if (from) result.from = from;
  if (to) result.to = to;
  return result;
}

/** The machine's filters for a validated search (page 1 when absent). */
export function filtersOf(search: FinancialSearch): FinancialFilters {
  return { ...search, page: search.page ?? 1 };
}

/** A filter change: back to the first page, the emptied filter removed. */
export function withFilter(search: FinancialSearch, key: 'type' | 'status' | 'from' | 'to', value: string): FinancialSearch {
  const { page: _page, ...rest } = search;
  return parseFinancialSearch({ ...rest, [key]: value === '' ? undefined : value });
}
