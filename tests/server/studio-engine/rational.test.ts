// Exact fractions behind the declared RTPs.
import { describe, expect, it } from 'vitest';
import { Rational } from '../../../server/studio/engine/rational';

describe('Rational', () => {
  it('keeps fractions in lowest terms with a positive denominator', () => {
    expect(Rational.of(6, 8).toString()).toBe('3/4');
    expect(Rational.of(3, -9).toString()).toBe('-1/3');
    expect(Rational.of(0, 5).toString()).toBe('0/1');
    expect(() => Rational.of(1, 0)).toThrow(RangeError);
  });

  it('adds, subtracts, multiplies, divides and compares exactly', () => {
    const a = Rational.of(1, 3);
    const b = Rational.of(1, 6);
    expect(a.add(b).toString()).toBe('1/2');
    expect(a.sub(b).toString()).toBe('1/6');
    expect(a.mul(b).toString()).toBe('1/18');
    expect(a.div(b).toString()).toBe('2/1');
    expect(a.compare(b)).toBe(1);
    expect(b.compare(a)).toBe(-1);
    expect(a.compare(Rational.of(2, 6))).toBe(0);
    expect(a.equals(Rational.of(2, 6))).toBe(true);
  });

  it('prints truncated decimals and converts to the nearest double', () => {
    expect(Rational.of(36, 37).toDecimal(6)).toBe('0.972972');
    expect(Rational.of(2, 3).toDecimal(3)).toBe('0.666');
    expect(Rational.of(-1, 8).toDecimal(4)).toBe('-0.1250');
    expect(Rational.of(5, 1).toDecimal(0)).toBe('5');
    expect(Rational.of(1, 3).toNumber()).toBe(1 / 3);
  });
});
