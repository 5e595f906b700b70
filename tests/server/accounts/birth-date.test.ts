// Birth dates of the sign-up form: real calendar days, consistent boxes, and the 18-year rule on
// today's date in Türkiye.
import { describe, expect, it } from 'vitest';
import { checkBirthDate, isAdult, parseCalendarDate, todayInTurkey } from '../../../server/accounts/birth-date';
import { birthFields } from './helpers';

describe('parseCalendarDate', () => {
  it.each(['2001-02-29', '1990-13-01', '1990-00-10', '1990-04-31', '1990-01-00', '1990-1-01', 'yesterday'])(
    'refuses %s',
    (text) => {
      expect(parseCalendarDate(text)).toBeNull();
    },
  );
  it('accepts 29 February of a leap year', () => {
    expect(parseCalendarDate('2004-02-29')).toEqual({ year: 2004, month: 2, day: 29 });
  });
});

describe('todayInTurkey', () => {
  it('is already the next day in Istanbul (UTC+3) at 22:00 UTC', () => {
    expect(todayInTurkey(new Date('2026-03-10T22:00:00Z'))).toEqual({ year: 2026, month: 3, day: 11 });
    expect(todayInTurkey(new Date('2026-03-10T20:59:59Z'))).toEqual({ year: 2026, month: 3, day: 10 });
  });
});

describe('isAdult', () => {
  const today = { year: 2026, month: 6, day: 15 };
  it('is true on the 18th birthday and false the day before (17 years and 364 days)', () => {
    expect(isAdult({ year: 2008, month: 6, day: 15 }, today)).toBe(true);
    expect(isAdult({ year: 2008, month: 6, day: 16 }, today)).toBe(false);
  });
  it('makes someone born on 29 February an adult on 1 March of a common year', () => {
    expect(isAdult({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(false);
    expect(isAdult({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(true);
  });
});

describe('checkBirthDate', () => {
  const now = new Date('2026-06-15T09:00:00Z');
  it('accepts an adult whose boxes spell the date', () => {
    expect(checkBirthDate(birthFields('1990-05-15'), now)).toBeNull();
    expect(checkBirthDate(birthFields('2008-06-15'), now)).toBeNull();
  });
  it('refuses a player one day short of 18', () => {
    expect(checkBirthDate(birthFields('2008-06-16'), now)).toBe('underage');
  });
  it.each([
    ['a day that does not exist', { ...birthFields('1990-02-30') }],
    ['a future date', birthFields('2027-01-01')],
    ['a year before 1900', birthFields('1899-12-31')],
    ['boxes that spell another date', { ...birthFields('1990-05-15'), birthDateDay: '16' }],
  ])('refuses %s', (_label, input) => {
    expect(checkBirthDate(input, now)).toBe('invalid');
  });
});
