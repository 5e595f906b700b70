// Exact non-negative-denominator fractions over bigint, for the declared RTP of each game: a pay table is
// pinned by its exact value, never by a rounded float.

export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  constructor(num: bigint, den: bigint = 1n) {
    if (den === 0n) throw new RangeError('zero denominator');
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = gcd(num < 0n ? -num : num, den);
    this.num = g > 1n ? num / g : num;
    this.den = g > 1n ? den / g : den;
  }

  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    return new Rational(BigInt(num), BigInt(den));
  }

  add(other: Rational): Rational {
    return new Rational(this.num * other.den + other.num * this.den, this.den * other.den);
  }

  sub(other: Rational): Rational {
    return new Rational(this.num * other.den - other.num * this.den, this.den * other.den);
  }

  mul(other: Rational): Rational {
    return new Rational(this.num * other.num, this.den * other.den);
  }

  div(other: Rational): Rational {
    return new Rational(this.num * other.den, this.den * other.num);
  }

  compare(other: Rational): number {
    const left = this.num * other.den;
    const right = other.num * this.den;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  equals(other: Rational): boolean {
    return this.num === other.num && this.den === other.den;
  }

  /** Decimal expansion truncated (toward zero) to `digits` places. */
  toDecimal(digits: number): string {
    const negative = this.num < 0n;
    const abs = negative ? -this.num : this.num;
    const scaled = (abs * 10n ** BigInt(digits)) / this.den;
    const text = scaled.toString().padStart(digits + 1, '0');
    const whole = text.slice(0, text.length - digits);
    const fraction = text.slice(text.length - digits);
    return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
  }

  /** Nearest double (for printing and comparisons with simulations, never for money). */
  toNumber(): number {
    return Number(this.toDecimal(20));
  }

  toString(): string {
    return `${this.num}/${this.den}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
