// The one interface every game draws its randomness through, and the unbiased scaling rules shared by the
// provably fair stream (real rounds) and the seeded simulator PRNG (benchmarks), so both scale identically.

export interface RandomSource {
  /** Uniform integer in [0, n), 1 ≤ n ≤ 2^32, without modulo bias. */
  nextInt(n: number): number;
  /** Uniform integer in [0, 2^52): a 52-bit draw, exact in a double. */
  nextUint52(): number;
  /** Uniform float in [0, 1) on the 2^-52 grid: nextUint52() / 2^52. */
  nextFloat(): number;
}

export const TWO_POW_32 = 0x1_0000_0000;
export const TWO_POW_52 = 2 ** 52;

export interface Uint32Source {
  /** Uniform 32-bit unsigned integer. */
  nextUint32(): number;
}

/**
 * Rejection sampling: a 32-bit word w is accepted only below the largest multiple of n that fits in 2^32,
 * so every residue w mod n has exactly the same number of preimages. The rejection chance is below n / 2^32
 * (under 1e-7 for any n a game uses), so the expected number of words per draw is 1. n = 1 draws nothing.
 */
export function uniformInt(source: Uint32Source, n: number): number {
  if (!(n >= 1 && n <= TWO_POW_32) || n !== Math.floor(n)) throw new RangeError(`cannot draw from [0, ${n})`);
  if (n === 1) return 0;
  const limit = TWO_POW_32 - remainder(TWO_POW_32, n);
  for (;;) {
    const word = source.nextUint32();
    if (word < limit) return remainder(word, n);
  }
}

/**
 * a mod n for integers 0 <= a <= 2^32, 1 <= n <= 2^32, exact: floor(a / n) * n stays below 2^34, and a quotient
 * rounded one off is corrected. (Floating `%` is fmod, several times slower on this hot path.)
 */
function remainder(a: number, n: number): number {
  const r = a - Math.floor(a / n) * n;
  return r < 0 ? r + n : r >= n ? r - n : r;
}
