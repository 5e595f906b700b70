// Birth dates of the sign-up form: a real calendar date, consistent with the three boxes it was built
// from, and a player who is 18 or older on today's date in Türkiye (where the site is licensed).

export const MINIMUM_AGE = 18;
/** Nobody alive was born before this; an earlier year is a typing mistake. */
const EARLIEST_YEAR = 1900;
const SITE_TIME_ZONE = 'Europe/Istanbul';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The date `YYYY-MM-DD` names, or null when no such day exists (30 February, month 13, …). */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Today's date in Türkiye at the instant `now`. */
export function todayInTurkey(now: Date = new Date()): CalendarDate {
  // en-CA formats as YYYY-MM-DD.
  const text = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return parseCalendarDate(text) as CalendarDate;
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * True from the 18th birthday on. Someone born on 29 February turns 18 on 1 March of a common year
 * (the day after 28 February), as the calendar comparison below gives.
 */
export function isAdult(birth: CalendarDate, today: CalendarDate, age = MINIMUM_AGE): boolean {
  return compare({ ...birth, year: birth.year + age }, today) <= 0;
}

export type BirthDateProblem = 'invalid' | 'underage';

/**
 * Checks the form's birth date: a real day, not in the future, not before 1900, equal to the date the
 * three boxes spell, and at least 18 years ago. Answers the problem, or null when it is fine.
 */
export function checkBirthDate(
  input: { birthDate: string; birthDateDay: string; birthDateMonth: string; birthDateYear: string },
  now: Date = new Date(),
): BirthDateProblem | null {
  const birth = parseCalendarDate(input.birthDate);
  if (!birth) return 'invalid';
  if (`${input.birthDateYear}-${input.birthDateMonth}-${input.birthDateDay}` !== input.birthDate) return 'invalid';
  const today = todayInTurkey(now);
  if (birth.year < EARLIEST_YEAR || compare(birth, today) > 0) return 'invalid';
  return isAdult(birth, today) ? null : 'underage';
}
