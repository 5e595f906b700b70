// The oracle's own window rule (./model-protection.ts), on worked figures: Istanbul is UTC+3 all year, a
// day starts at 00:00 there, a week on Monday 00:00, a month on the 1st.
import { describe, expect, it } from 'vitest';
import { limitWindow } from './model-protection';

const at = (iso: string) => Date.parse(iso);
const iso = (w: { start: number; end: number }) => ({ start: new Date(w.start).toISOString(), end: new Date(w.end).toISOString() });

describe('the model’s limit windows', () => {
  it('puts 2026-11-26T21:30Z on Friday 27 November, 00:30 in Istanbul', () => {
    const friday = at('2026-11-26T21:30:00Z');
    expect(iso(limitWindow('day', friday))).toEqual({ start: '2026-11-26T21:00:00.000Z', end: '2026-11-27T21:00:00.000Z' });
    expect(iso(limitWindow('week', friday))).toEqual({ start: '2026-11-22T21:00:00.000Z', end: '2026-11-29T21:00:00.000Z' });
    expect(iso(limitWindow('month', friday))).toEqual({ start: '2026-10-31T21:00:00.000Z', end: '2026-11-30T21:00:00.000Z' });
  });

  it('keeps 20:59Z in the Istanbul day before, and a Sunday night in the week before', () => {
    // Thursday 26 November 23:59 in Istanbul.
    expect(iso(limitWindow('day', at('2026-11-26T20:59:00Z'))).start).toBe('2026-11-25T21:00:00.000Z');
    // Sunday 29 November 23:30 in Istanbul: still the week from Monday the 23rd; Monday 00:30 starts the next.
    expect(iso(limitWindow('week', at('2026-11-29T20:30:00Z'))).start).toBe('2026-11-22T21:00:00.000Z');
    expect(iso(limitWindow('week', at('2026-11-29T21:30:00Z'))).start).toBe('2026-11-29T21:00:00.000Z');
  });

  it('starts a month at the turn of the year and at the end of February', () => {
    // 1 January 2027 01:00 in Istanbul, though still 2026 in UTC.
    expect(iso(limitWindow('month', at('2026-12-31T22:00:00Z')))).toEqual({ start: '2026-12-31T21:00:00.000Z', end: '2027-01-31T21:00:00.000Z' });
    // 29 February 2028 (a leap year) 12:00 in Istanbul: the month runs to 1 March 00:00.
    expect(iso(limitWindow('month', at('2028-02-29T09:00:00Z'))).end).toBe('2028-02-29T21:00:00.000Z');
  });
});
