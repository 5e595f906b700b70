// The fuzzer's only source of randomness: a small seeded generator (sfc32 seeded through splitmix32), so a
// run is a pure function of its seed and a failure reproduces with the seed it prints.
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: number) {
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i += 1) this.uint32();
  }

  /** A uniformly distributed 32-bit unsigned integer. */
  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.uint32() / 2 ** 32;
  }

  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` characters drawn from `alphabet`. */
  string(alphabet: string, count: number): string {
    const chars = [...alphabet];
    let out = '';
    for (let i = 0; i < count; i += 1) out += chars[Math.floor(this.next() * chars.length)];
    return out;
  }

  hex(count: number): string {
    return this.string('0123456789abcdef', count);
  }

  uuid(): string {
    const h = this.hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }

  /** A generator for request `index` of a run: requests can be regenerated one by one from (seed, index). */
  fork(index: number): Prng {
    return new Prng((Math.imul(this.seed ^ 0x5bd1e995, 0x01000193) + Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  }
}
