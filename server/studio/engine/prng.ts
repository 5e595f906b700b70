// A fast seeded PRNG (xoshiro128**, seeded through splitmix32) for simulations and benchmarks only: it lets
// millions of rounds run through the real game code without an HMAC per draw. Never used for real rounds,
// whose randomness always comes from the provably fair stream in fairness.ts.
import { TWO_POW_52, uniformInt, type RandomSource } from './random-source';

export class SimulationRng implements RandomSource {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seed: number) {
    let x = seed >>> 0;
    const splitmix32 = () => {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.s0 = splitmix32();
    this.s1 = splitmix32();
    this.s2 = splitmix32();
    this.s3 = splitmix32();
  }

  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  nextInt(n: number): number {
    return uniformInt(this, n);
  }

  nextUint52(): number {
    return (this.nextUint32() >>> 12) * 0x1_0000_0000 + this.nextUint32();
  }

  nextFloat(): number {
    return this.nextUint52() / TWO_POW_52;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
