// The automated roulette table's timetable (server/studio/live-roulette/schedule.ts), checked against times
// worked out by hand: a cycle is 25 s of betting + 8 s of the wheel turning + 7 s of result = 40 s.
import { describe, expect, it } from 'vitest';
import { liveRouletteCycleMs, liveRouletteSlot, liveRouletteSpinAt, liveRouletteTimesFromEnv, DEFAULT_LIVE_ROULETTE_TIMES } from '../../../server/studio/live-roulette/schedule';

describe('live roulette schedule', () => {
  it('a cycle lasts 40 s; spin 0 opens at the epoch', () => {
    expect(liveRouletteCycleMs(DEFAULT_LIVE_ROULETTE_TIMES)).toBe(40_000);
    const slot = liveRouletteSlot(0);
    expect(slot.opensAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(slot.betsCloseAt.toISOString()).toBe('2026-01-01T00:00:25.000Z');
    expect(slot.resultAt.toISOString()).toBe('2026-01-01T00:00:33.000Z');
    expect(slot.endsAt.toISOString()).toBe('2026-01-01T00:00:40.000Z');
  });

  it('finds the spin running at a moment: 10:00:00 on 27 Nov 2026 opens spin 713 700', () => {
    // 330 days x 86 400 s + 10 h = 28 548 000 s = 713 700 x 40 s exactly.
    const slot = liveRouletteSpinAt(new Date('2026-11-27T10:00:00.000Z'));
    expect(slot.spinNo).toBe(713_700);
    expect(slot.opensAt.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(liveRouletteSpinAt(new Date('2026-11-27T10:00:39.999Z')).spinNo).toBe(713_700);
    expect(liveRouletteSpinAt(new Date('2026-11-27T10:00:40.000Z')).spinNo).toBe(713_701);
  });

  it('the environment shortens the times (the browser tests: 12 s + 4 s + 4 s = 20 s) and refuses nonsense by name', () => {
    const times = liveRouletteTimesFromEnv({ STUDIO_LIVE_ROULETTE_BETTING_MS: '12000', STUDIO_LIVE_ROULETTE_SPIN_MS: '4000', STUDIO_LIVE_ROULETTE_RESULT_MS: '4000' });
    expect(times).toEqual({ bettingMs: 12_000, spinMs: 4_000, resultMs: 4_000 });
    expect(liveRouletteCycleMs(times)).toBe(20_000);
    expect(liveRouletteTimesFromEnv({})).toEqual(DEFAULT_LIVE_ROULETTE_TIMES);
    expect(() => liveRouletteTimesFromEnv({ STUDIO_LIVE_ROULETTE_BETTING_MS: '500' })).toThrow('STUDIO_LIVE_ROULETTE_BETTING_MS');
    expect(() => liveRouletteTimesFromEnv({ STUDIO_LIVE_ROULETTE_SPIN_MS: 'soon' })).toThrow('STUDIO_LIVE_ROULETTE_SPIN_MS');
  });
});
