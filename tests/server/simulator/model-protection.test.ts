// The oracle's own window rule (./model-protection.ts), on worked figures: Istanbul is UTC+3 all year, a
// day starts at 00:00 there, a week on Monday 00:00, a month on the 1st.
import { describe, expect, it } from 'vitest';
import { Model, type Outcome } from './model';
import { limitWindow, selfExclusionEnd } from './model-protection';
import type { Op } from './plan';

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

describe('the model’s self-exclusions and lifts', () => {
  it('ends six months or a year later on the UTC calendar, a missing day running into the next month', () => {
    const end = (period: '6m' | '1y', from: string) => new Date(selfExclusionEnd(period, at(from))!).toISOString();
    expect(end('6m', '2030-03-10T08:15:00Z')).toBe('2030-09-10T08:15:00.000Z');
    // 31 August + 6 months: 31 February, which is 3 March (2031 is not a leap year).
    expect(end('6m', '2030-08-31T12:00:00Z')).toBe('2031-03-03T12:00:00.000Z');
    expect(end('1y', '2031-01-15T09:30:00Z')).toBe('2032-01-15T09:30:00.000Z');
    // 29 February 2032 + a year: 29 February 2033, which is 1 March.
    expect(end('1y', '2032-02-29T00:00:00Z')).toBe('2033-03-01T00:00:00.000Z');
    expect(selfExclusionEnd('permanent', at('2030-01-01T00:00:00Z'))).toBeNull();
  });

  const HOUR = 3_600_000;
  const T0 = at('2030-05-01T10:00:00Z');
  function setup() {
    const model = new Model(1);
    model.players[0].cash = 10_000n;
    let index = 0;
    const send = (now: number, op: Op, outcome: Outcome) => model.judge([{ request: { index: index++, op, group: 0 }, outcome, retried: false }], now);
    let tx = 0;
    const bet = (now: number, outcome: Outcome) => send(now, { kind: 'bet', player: 0, amount: 500n, txId: `b${tx++}`, round: `r${tx}`, game: 'studio-slot' }, outcome);
    return { model, send, bet };
  }
  const ok = (summary: string): Outcome => ({ ok: true, replayed: false, summary });
  const refused = (refusal: string): Outcome => ({ ok: false, refusal });

  it('refuses stakes and deposits while a self-exclusion runs, forfeits the bonus, lets a withdrawal through, and opens 24 hours after a lift', () => {
    const { model, send, bet } = setup();
    send(T0, { kind: 'grant', player: 0, amount: 2_000n, bonusKind: 'manual', key: 'g', multiplier: 3, expiresAt: T0 + 48 * HOUR }, ok('7'));
    expect(model.players[0].bonus).toBe(2_000n);
    // Six months from 1 May 10:00: 1 November 10:00.
    expect(send(T0, { kind: 'self-exclusion', player: 0, period: '6m' }, ok(String(at('2030-11-01T10:00:00Z'))))).toEqual([]);
    expect([model.players[0].cash, model.players[0].bonus]).toEqual([10_000n, 0n]);
    expect(bet(T0 + HOUR, refused('api:400:protection.refused.excluded'))).toEqual([]);
    expect(send(T0 + HOUR, { kind: 'deposit', player: 0, amount: 5_000n, key: 'd' }, refused('api:400:protection.refused.excluded'))).toEqual([]);
    expect(send(T0 + HOUR, { kind: 'withdraw', player: 0, amount: 4_000n, key: 'w' }, ok('1'))).toEqual([]);
    expect([model.players[0].cash, model.players[0].hold]).toEqual([6_000n, 4_000n]);
    // Lifted on 4 May 10:00: still closed at 5 May 09:00, open at 5 May 11:00.
    const lift = { kind: 'exclusion-lift', player: 0, key: 'l1', reject: false } as const;
    expect(send(T0 + 72 * HOUR, lift, ok('lifted'))).toEqual([]);
    expect(bet(T0 + 95 * HOUR, refused('api:400:protection.refused.excluded'))).toEqual([]);
    expect(bet(T0 + 97 * HOUR, ok('500/500/0'))).toEqual([]);
    expect([...model.protection[0].exclusionEnds]).toEqual([T0 + 96 * HOUR]);
    // The same request again (a resend after a fault) answers the same and moves no end.
    expect(send(T0 + 98 * HOUR, lift, { ok: true, replayed: true, summary: 'lifted' })).toEqual([]);
    expect([...model.protection[0].exclusionEnds]).toEqual([T0 + 96 * HOUR]);
    // Nothing in force now: another lift is refused.
    expect(send(T0 + 98 * HOUR, { kind: 'exclusion-lift', player: 0, key: 'l2', reject: false }, refused('api:404:protection.lift.nothingActive'))).toEqual([]);
  });

  it('a rejected lift moves nothing: the exclusion runs on, a resend answers the rejection, a later lift is carried out', () => {
    const { model, send, bet } = setup();
    send(T0, { kind: 'self-exclusion', player: 0, period: '6m' }, ok(String(at('2030-11-01T10:00:00Z'))));
    const rejected = { kind: 'exclusion-lift', player: 0, key: 'r', reject: true } as const;
    expect(send(T0 + 72 * HOUR, rejected, refused('proposal:rejected'))).toEqual([]);
    expect([...model.protection[0].exclusionEnds]).toEqual([at('2030-11-01T10:00:00Z')]);
    expect(bet(T0 + 100 * HOUR, refused('api:400:protection.refused.excluded'))).toEqual([]);
    expect(send(T0 + 101 * HOUR, rejected, refused('proposal:rejected'))).toEqual([]);
    expect(send(T0 + 102 * HOUR, { kind: 'exclusion-lift', player: 0, key: 'l', reject: false }, ok('lifted'))).toEqual([]);
    expect([...model.protection[0].exclusionEnds]).toEqual([T0 + 126 * HOUR]);
    // With nothing in force the proposal itself is refused, rejection or not.
    expect(send(T0 + 200 * HOUR, { kind: 'exclusion-lift', player: 0, key: 'x', reject: true }, refused('api:404:protection.lift.nothingActive'))).toEqual([]);
  });

  it('names a permanent exclusion in its refusal, and a lift ends it with a time-out beside it, leaving one that ends sooner', () => {
    const { model, send, bet } = setup();
    // A 24-hour time-out at 10:00, a 7-day one at 11:00, then a permanent self-exclusion at 12:00.
    send(T0, { kind: 'time-out', player: 0, period: '24h' }, ok(String(T0 + 24 * HOUR)));
    send(T0 + HOUR, { kind: 'time-out', player: 0, period: '7d' }, ok(String(T0 + HOUR + 168 * HOUR)));
    send(T0 + 2 * HOUR, { kind: 'self-exclusion', player: 0, period: 'permanent' }, ok('permanent'));
    expect(bet(T0 + 3 * HOUR, refused('api:400:protection.refused.excludedPermanently'))).toEqual([]);
    expect(bet(T0 + 3 * HOUR, refused('api:400:protection.refused.excluded'))).not.toEqual([]);
    // Lifted at 13:00: the permanent one and the 7-day one end the next day at 13:00; the 24-hour one keeps 10:00.
    expect(send(T0 + 3 * HOUR, { kind: 'exclusion-lift', player: 0, key: 'l', reject: false }, ok('lifted'))).toEqual([]);
    expect([...model.protection[0].exclusionEnds].sort()).toEqual([T0 + 24 * HOUR, T0 + 27 * HOUR].sort());
    expect(bet(T0 + 26 * HOUR, refused('api:400:protection.refused.excluded'))).toEqual([]);
    expect(bet(T0 + 27 * HOUR, ok('500/500/0'))).toEqual([]);
  });
});
