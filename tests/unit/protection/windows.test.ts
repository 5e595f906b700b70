// Limit windows in Europe/Istanbul time, at every boundary: the expected instants are written by hand
// from the calendar (Istanbul is UTC+3 all year since September 2016; UTC+2/+3 with DST before).
import { describe, expect, it } from 'vitest';
import { istanbulText, windowOf } from '../../../server/protection/windows';
import { exclusionEnd } from '../../../server/protection/exclusions';

const iso = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];

describe('limit windows in Istanbul time', () => {
  it('a day runs from 00:00 to 00:00 Istanbul (21:00 UTC the day before)', () => {
    expect(iso(windowOf('day', new Date('2026-11-26T20:59:59.999Z')))).toEqual(['2026-11-25T21:00:00.000Z', '2026-11-26T21:00:00.000Z']);
    expect(iso(windowOf('day', new Date('2026-11-26T21:00:00.000Z')))).toEqual(['2026-11-26T21:00:00.000Z', '2026-11-27T21:00:00.000Z']);
    // 23:30 UTC is already the next day in Istanbul (02:30).
    expect(iso(windowOf('day', new Date('2026-11-26T23:30:00Z')))).toEqual(['2026-11-26T21:00:00.000Z', '2026-11-27T21:00:00.000Z']);
  });

  it('a week starts on Monday 00:00 Istanbul', () => {
    // Sunday 29 November 2026, 23:59:59 Istanbul: still the week of Monday 23 November.
    expect(iso(windowOf('week', new Date('2026-11-29T20:59:59Z')))).toEqual(['2026-11-22T21:00:00.000Z', '2026-11-29T21:00:00.000Z']);
    // Monday 30 November 00:00 Istanbul: a new week.
    expect(iso(windowOf('week', new Date('2026-11-29T21:00:00Z')))).toEqual(['2026-11-29T21:00:00.000Z', '2026-12-06T21:00:00.000Z']);
    // A week across a year end: Thursday 31 December 2026 belongs to the week of Monday 28 December.
    expect(iso(windowOf('week', new Date('2026-12-31T12:00:00Z')))).toEqual(['2026-12-27T21:00:00.000Z', '2027-01-03T21:00:00.000Z']);
  });

  it('a month starts on the 1st 00:00 Istanbul, February of a leap year included', () => {
    expect(iso(windowOf('month', new Date('2026-11-30T20:59:59Z')))).toEqual(['2026-10-31T21:00:00.000Z', '2026-11-30T21:00:00.000Z']);
    expect(iso(windowOf('month', new Date('2026-11-30T21:00:00Z')))).toEqual(['2026-11-30T21:00:00.000Z', '2026-12-31T21:00:00.000Z']);
    expect(iso(windowOf('month', new Date('2028-02-29T20:59:59Z')))).toEqual(['2028-01-31T21:00:00.000Z', '2028-02-29T21:00:00.000Z']);
    expect(iso(windowOf('month', new Date('2026-12-31T21:00:00Z')))).toEqual(['2026-12-31T21:00:00.000Z', '2027-01-31T21:00:00.000Z']);
  });

  it('follows the zone history: on 29 March 2015 Istanbul moved from UTC+2 to UTC+3', () => {
    expect(iso(windowOf('day', new Date('2015-03-29T12:00:00Z')))).toEqual(['2015-03-28T22:00:00.000Z', '2015-03-29T21:00:00.000Z']);
  });

  it('writes the reset as Istanbul wall-clock time', () => {
    expect(istanbulText(new Date('2026-11-26T21:00:00Z'), 'tr')).toBe('27.11.2026 00:00');
    expect(istanbulText(new Date('2026-11-26T21:00:00Z'), 'en')).toBe('27/11/2026 00:00');
  });
});

describe('exclusion lengths', () => {
  const from = new Date('2026-01-31T10:00:00Z');
  it('time-outs: 24 hours, 7 days, 30 days, 6 weeks', () => {
    expect(exclusionEnd('24h', from)!.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(exclusionEnd('7d', from)!.toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(exclusionEnd('30d', from)!.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(exclusionEnd('6w', from)!.toISOString()).toBe('2026-03-14T10:00:00.000Z');
  });
  it('self-exclusions: calendar months and years; permanent has no end', () => {
    expect(exclusionEnd('1y', from)!.toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(exclusionEnd('5y', from)!.toISOString()).toBe('2031-01-31T10:00:00.000Z');
    expect(exclusionEnd('permanent', from)).toBeNull();
    // 31 July + 6 months: 31 January.
    expect(exclusionEnd('6m', new Date('2026-07-31T10:00:00Z'))!.toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });
});
