// multipleOf as a person reads it: the expected answers are written from decimal arithmetic by hand
// (7.77 = 777 hundredths; 7.771 = 7771 thousandths, not a whole number of hundredths), including the
// values a float division gets wrong (7.77 / 0.01 = 776.9999999999999 in IEEE 754).
import { describe, expect, it } from 'vitest';
import { decimalsOfStep, isMultipleOf } from '../../../common/rules/decimal';

describe('isMultipleOf', () => {
  it.each([
    [7.77, 0.01],
    [19.99, 0.01],
    [4.35, 0.01],
    [1.15, 0.01],
    [0.07, 0.01],
    [0.29, 0.01],
    [-1.15, 0.01],
    [100000000, 0.01],
    [0.3, 0.1],
    [10, 2.5],
    [1e21, 0.01],
    [0, 0.01],
    [12, 3],
  ])('%s is a multiple of %s', (value, step) => {
    expect(7.77 / 0.01 === 777).toBe(false); // why this exists: the float division is off
    expect(isMultipleOf(value, step)).toBe(true);
  });

  it.each([
    [7.771, 0.01],
    [891413.0800000001, 0.01],
    [0.001, 0.01],
    [10.1, 2.5],
    [13, 3],
    [1e-7, 0.01],
    [Number.NaN, 0.01],
    [Number.POSITIVE_INFINITY, 0.01],
    [5, 0],
    [5, -1],
  ])('%s is not a multiple of %s', (value, step) => {
    expect(isMultipleOf(value, step)).toBe(false);
  });

  it('names the decimals of a power-of-ten step only', () => {
    expect(decimalsOfStep(0.01)).toBe(2);
    expect(decimalsOfStep(0.1)).toBe(1);
    expect(decimalsOfStep(0.001)).toBe(3);
    expect(decimalsOfStep(0.05)).toBeUndefined();
    expect(decimalsOfStep(1)).toBeUndefined();
    expect(decimalsOfStep(2.5)).toBeUndefined();
  });
});
