// The calendar windows limits count in: a day from 00:00, a week from Monday 00:00, a month from the 1st
// 00:00, all in Europe/Istanbul time (the players' and the licence's clock, whatever the server's zone).
import type { LimitPeriod } from '../db/schema/protection';

export const PLAYER_TIME_ZONE = 'Europe/Istanbul';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: PLAYER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface LocalDate {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
  /** 0 = Monday. */
  weekday: number;
  /** Minutes the zone is ahead of UTC at that instant. */
  offsetMinutes: number;
}

function local(at: Date): LocalDate {
  const p = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  const year = Number(p.year);
  const month = Number(p.month) - 1;
  const day = Number(p.day);
  const asUtc = Date.UTC(year, month, day, Number(p.hour), Number(p.minute), Number(p.second));
  const offsetMinutes = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  return { year, month, day, weekday: WEEKDAYS.indexOf(p.weekday!), offsetMinutes };
}

/** The instant of 00:00 Istanbul time on a calendar date (Date.UTC normalises day and month overflow). */
function midnight(year: number, month: number, day: number): Date {
  const guess = new Date(Date.UTC(year, month, day));
  // The zone's offset at that midnight (Turkey has kept UTC+3 all year since 2016; earlier dates had DST).
  const offset = local(new Date(guess.getTime() - 3 * 3_600_000)).offsetMinutes;
  return new Date(guess.getTime() - offset * 60_000);
}

export interface Window {
  start: Date;
  /** The next window's start: when the limit resets. */
  end: Date;
}

/** The window of `period` that holds `at`. */
export function windowOf(period: LimitPeriod, at: Date): Window {
  const d = local(at);
  switch (period) {
    case 'day':
      return { start: midnight(d.year, d.month, d.day), end: midnight(d.year, d.month, d.day + 1) };
    case 'week':
      return { start: midnight(d.year, d.month, d.day - d.weekday), end: midnight(d.year, d.month, d.day - d.weekday + 7) };
    case 'month':
      return { start: midnight(d.year, d.month, 1), end: midnight(d.year, d.month + 1, 1) };
  }
}

/** `at` as Istanbul wall-clock text, for messages: 27.11.2026 00:00. */
export function istanbulText(at: Date, locale: 'tr' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    timeZone: PLAYER_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(',', '');
}

/** Adds calendar months in Istanbul time (a 6-month self-exclusion from 31 August ends on 28/29 February... 1 March). */
export function addMonths(at: Date, months: number): Date {
  const shifted = new Date(at);
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  return shifted;
}
