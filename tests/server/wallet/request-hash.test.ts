// The request hash tells a retry (same command) from a different command reusing an idempotency key.
import { describe, expect, it } from 'vitest';
import { requestHash } from '../../../server/wallet';
import { toCanonicalJson } from '../../../server/wallet/request-hash';

const player = '3f0c2a4e-8d1b-4c55-9a6e-0b7d2f1e9c11';
const base = {
  kind: 'bet',
  playerId: player,
  lines: [
    { account: { player, kind: 'cash' as const }, amount: -500n },
    { account: { house: 'house:game' as const }, amount: 500n },
  ],
  meta: { round: 'r-1', game: { id: 7, provider: 'demo' } },
};

describe('requestHash', () => {
  it('is a hex sha-256 that ignores line order, meta key order and undefined members', () => {
    const hash = requestHash(base);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      requestHash({
        ...base,
        lines: [...base.lines].reverse(),
        meta: { game: { provider: 'demo', id: 7 }, round: 'r-1', note: undefined },
      }),
    ).toBe(hash);
  });

  it('changes with every part of the command', () => {
    const hash = requestHash(base);
    const variants = [
      { ...base, kind: 'win' },
      { ...base, playerId: undefined },
      { ...base, lines: [{ ...base.lines[0], amount: -501n }, { ...base.lines[1], amount: 501n }] },
      { ...base, lines: [{ account: { player, kind: 'bonus' as const }, amount: -500n }, base.lines[1]] },
      { ...base, meta: { ...base.meta, round: 'r-2' } },
      { ...base, meta: undefined },
    ];
    for (const variant of variants) expect(requestHash(variant)).not.toBe(hash);
  });

  it('keeps bigints exact in meta and refuses values JSON cannot carry', () => {
    expect(toCanonicalJson({ b: 2n ** 70n, a: [1, null, new Date(0)] })).toEqual({
      a: [1, null, '1970-01-01T00:00:00.000Z'],
      b: '1180591620717411303424',
    });
    expect(() => toCanonicalJson({ f: () => 1 })).toThrow(TypeError);
    expect(() => toCanonicalJson({ n: Number.POSITIVE_INFINITY })).toThrow(TypeError);
  });
});
