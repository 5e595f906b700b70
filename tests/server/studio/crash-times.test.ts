// The crash rounds' betting time from the environment, as the studio plugin reads it: 7 s by default,
// STUDIO_CRASH_BETTING_MS in whole milliseconds from 2 s, anything else stops the start with the variable named.
import { describe, expect, it } from 'vitest';
import { crashBettingMsFromEnv } from '../../../server/studio/crash';

describe('crash betting time from the environment', () => {
  it('is 7 s unless STUDIO_CRASH_BETTING_MS sets it', () => {
    expect(crashBettingMsFromEnv({})).toBe(7_000);
    expect(crashBettingMsFromEnv({ STUDIO_CRASH_BETTING_MS: '' })).toBe(7_000);
    expect(crashBettingMsFromEnv({ STUDIO_CRASH_BETTING_MS: '4000' })).toBe(4_000);
    expect(crashBettingMsFromEnv({ STUDIO_CRASH_BETTING_MS: '2000' })).toBe(2_000);
  });

  it('refuses less than 2 s, fractions and words', () => {
    for (const value of ['1999', '2500.5', 'four', '-4000']) {
      expect(() => crashBettingMsFromEnv({ STUDIO_CRASH_BETTING_MS: value }), value).toThrow(/STUDIO_CRASH_BETTING_MS must be a whole number of milliseconds, at least 2000/);
    }
  });
});
