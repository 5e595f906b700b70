// Keno 80's timetable (server/studio/keno/schedule.ts), checked against times worked out by hand:
// a cycle is 120 s betting + 3 s pause + 19 x 2 s between the first and the 20th ball + 15 s result = 176 s.
import { describe, expect, it } from 'vitest';
import { ballsShownAt, KENO_CYCLE_MS, kenoDrawAt, kenoPhaseAt, kenoSlot } from '../../../server/studio/keno/schedule';

describe('keno schedule', () => {
  it('a cycle lasts 176 s', () => {
    expect(KENO_CYCLE_MS).toBe(176_000);
  });

  it('draw 0 opens at the epoch; its moments follow the cycle', () => {
    const slot = kenoSlot(0);
    expect(slot.opensAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(slot.betsCloseAt.toISOString()).toBe('2026-01-01T00:02:00.000Z');
    expect(slot.drawStartsAt.toISOString()).toBe('2026-01-01T00:02:03.000Z');
    expect(slot.lastBallAt.toISOString()).toBe('2026-01-01T00:02:41.000Z');
    expect(slot.endsAt.toISOString()).toBe('2026-01-01T00:02:56.000Z');
  });

  it('finds the draw running at a moment: 10:00:00 on 27 Nov 2026 is inside draw 162 204', () => {
    // 330 days x 86 400 s + 10 h = 28 548 000 s; 162 204 x 176 = 28 547 904 → draw 162 204, 96 s into it (betting).
    const now = new Date('2026-11-27T10:00:00.000Z');
    const slot = kenoDrawAt(now);
    expect(slot.drawNo).toBe(162_204);
    expect(now.getTime() - slot.opensAt.getTime()).toBe(96_000);
    expect(kenoPhaseAt(slot, now)).toBe('betting');
    expect(ballsShownAt(slot, now)).toBe(0);
  });

  it('two viewers asking at the same moment see the same ball count; a ball every 2 s', () => {
    const slot = kenoSlot(5);
    const at = (ms: number) => new Date(slot.drawStartsAt.getTime() + ms);
    expect(ballsShownAt(slot, at(-1))).toBe(0);
    expect(ballsShownAt(slot, at(0))).toBe(1);
    expect(ballsShownAt(slot, at(1_999))).toBe(1);
    expect(ballsShownAt(slot, at(2_000))).toBe(2);
    expect(ballsShownAt(slot, at(38_000))).toBe(20);
    expect(ballsShownAt(slot, at(60_000))).toBe(20);
    expect(kenoPhaseAt(slot, at(-1))).toBe('drawing');
    expect(kenoPhaseAt(slot, at(37_999))).toBe('drawing');
    expect(kenoPhaseAt(slot, at(38_000))).toBe('result');
    expect(kenoDrawAt(slot.endsAt).drawNo).toBe(6);
    expect(kenoDrawAt(new Date(slot.endsAt.getTime() - 1)).drawNo).toBe(5);
  });
});
