// The provably fair scheme: commitments, the HMAC outcome stream, unbiased scaling and seed rotation.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  assertClientSeed,
  commitmentOf,
  createRoundStream,
  createSeedPair,
  FairStream,
  generateServerSeed,
  hashServerSeed,
  outcomeBlock,
  rotateSeeds,
  takeRound,
  verifyCommitment,
  type RoundSeeds,
} from '../../../server/studio/engine/fairness';
import { SimulationRng } from '../../../server/studio/engine/prng';
import { uniformInt, type Uint32Source } from '../../../server/studio/engine/random-source';
import { sha256Hex, toHex } from '../../../server/studio/engine/sha256';

// sha256Hex('studio test server seed'): a fixed, well-formed server seed for pinned vectors.
const SERVER_SEED = 'e8a120361419b5b562a0551f45b4a60d4c72851139adebb9491b23fcfb2c0833';
const SEEDS: RoundSeeds = { serverSeed: SERVER_SEED, clientSeed: 'player-seed', nonce: 7 };

function scripted(words: number[]): Uint32Source {
  let i = 0;
  return { nextUint32: () => words[i++] };
}

function chiSquare(counts: number[], expected: number): number {
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('commitment', () => {
  it('is SHA-256 of the server seed hex text, verifiable with any tool', () => {
    expect(SERVER_SEED).toBe(sha256Hex('studio test server seed'));
    expect(hashServerSeed(SERVER_SEED)).toBe('364bc62063b7bf70dfae866561ffc8013d22205007faabd0344c971a9735b709');
    expect(hashServerSeed(SERVER_SEED)).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
    expect(verifyCommitment(SERVER_SEED, hashServerSeed(SERVER_SEED))).toBe(true);
    expect(verifyCommitment(SERVER_SEED, hashServerSeed(SERVER_SEED).toUpperCase())).toBe(true);
    expect(verifyCommitment(generateServerSeed(), hashServerSeed(SERVER_SEED))).toBe(false);
    expect(verifyCommitment('not-a-seed', hashServerSeed(SERVER_SEED))).toBe(false);
  });

  it('generates 32-byte lowercase hex server seeds that differ', () => {
    const a = generateServerSeed();
    const b = generateServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(() => hashServerSeed('ABC')).toThrow(RangeError);
  });
});

describe('outcome stream', () => {
  it('is HMAC-SHA256(server seed, "clientSeed:nonce:cursor"), pinned', () => {
    expect(toHex(outcomeBlock(SEEDS, 0))).toBe('e7f9db2b3d37348368bbe2815bd91516e44ed2b29fcdf409777ead9f9bf46ab4');
    expect(toHex(outcomeBlock(SEEDS, 1))).toBe('12f80b7a12fa25a2eb68aafcb75a581efb72f93cce9bba4d3a99dbe63f6ff632');
    expect(toHex(outcomeBlock(SEEDS, 1))).toBe(
      createHmac('sha256', SERVER_SEED).update('player-seed:7:1').digest('hex'),
    );
  });

  it('reads the blocks as one byte stream, cursor after cursor', () => {
    const stream = new FairStream(SEEDS);
    const bytes = Uint8Array.from({ length: 96 }, () => stream.nextByte());
    expect(toHex(bytes)).toBe(
      toHex(outcomeBlock(SEEDS, 0)) + toHex(outcomeBlock(SEEDS, 1)) + toHex(outcomeBlock(SEEDS, 2)),
    );
    expect(stream.bytesUsed).toBe(96);
  });

  it('is deterministic and changes with every input', () => {
    const draw = (seeds: RoundSeeds) => {
      const stream = createRoundStream(seeds);
      return Array.from({ length: 20 }, () => stream.nextInt(1000));
    };
    expect(draw(SEEDS)).toEqual(draw({ ...SEEDS }));
    expect(draw({ ...SEEDS, nonce: 8 })).not.toEqual(draw(SEEDS));
    expect(draw({ ...SEEDS, clientSeed: 'player-seed2' })).not.toEqual(draw(SEEDS));
    expect(draw({ ...SEEDS, serverSeed: sha256Hex('other') })).not.toEqual(draw(SEEDS));
  });

  it('pins integers, 32-bit words (big-endian), 52-bit integers and floats', () => {
    let stream = new FairStream(SEEDS);
    expect(Array.from({ length: 8 }, () => stream.nextInt(37))).toEqual([15, 7, 28, 10, 14, 11, 3, 19]);
    stream = new FairStream(SEEDS);
    expect([stream.nextUint32(), stream.nextUint32(), stream.nextUint32()]).toEqual([
      3891911467, 1027028099, 1757143681,
    ]);
    expect(3891911467).toBe(0xe7f9db2b);
    // Bytes 12..18 of block 0: 5b d9 15 16 e4 4e d2 -> top 52 bits.
    expect(stream.nextUint52()).toBe(0x5bd91516e44ed);
    expect(stream.nextFloat()).toBe(0.6977509232324033);
  });

  it('makes floats from the top 52 bits of 7 bytes, in [0, 1)', () => {
    const stream = new FairStream(SEEDS);
    for (let i = 0; i < 2000; i++) {
      const value = stream.nextFloat();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      expect(Number.isInteger(value * 2 ** 52)).toBe(true);
    }
  });
});

describe('unbiased scaling', () => {
  it('rejects the words above the largest multiple of n (no modulo bias)', () => {
    const n = 3 * 2 ** 30; // 2^32 mod n = 2^30, so words from 3 * 2^30 up are rejected
    expect(uniformInt(scripted([n + 5, n, 7]), n)).toBe(7);
    expect(uniformInt(scripted([n - 1]), n)).toBe(n - 1);
    expect(uniformInt(scripted([2 ** 32 - 1, 2 ** 32 - 2, 4]), 3)).toBe(2); // 2^32 - 1 rejected, (2^32 - 2) mod 3 = 2
    expect(uniformInt(scripted([]), 1)).toBe(0);
    expect(() => uniformInt(scripted([1]), 0)).toThrow(RangeError);
    expect(() => uniformInt(scripted([1]), 2.5)).toThrow(RangeError);
    expect(() => uniformInt(scripted([1]), 2 ** 32 + 1)).toThrow(RangeError);
  });

  it('computes residues exactly for every size of n', () => {
    const rng = new SimulationRng(5);
    for (let i = 0; i < 5000; i++) {
      const n = 2 + rng.nextInt(2 ** 32 - 2);
      const word = rng.nextUint32();
      const limit = 2 ** 32 - Number(2n ** 32n % BigInt(n));
      const expected = word < limit ? Number(BigInt(word) % BigInt(n)) : null;
      if (expected !== null) expect(uniformInt(scripted([word]), n)).toBe(expected);
    }
  });

  it('draws a range of 3 x 2^30 uniformly where modulo would favour the low third twice over', () => {
    const stream = new FairStream(SEEDS);
    const draws = 30000;
    let low = 0;
    for (let i = 0; i < draws; i++) if (stream.nextInt(3 * 2 ** 30) < 2 ** 30) low++;
    // Unbiased: 1/3 (sd 0.0027); plain modulo: 1/2.
    expect(Math.abs(low / draws - 1 / 3)).toBeLessThan(0.012);
  });

  it('passes a chi-square test on 37 pockets and 6 faces (fixed seeds, deterministic)', () => {
    for (const n of [37, 6]) {
      const stream = new FairStream({ ...SEEDS, nonce: n });
      const counts = new Array<number>(n).fill(0);
      const draws = 1000 * n;
      for (let i = 0; i < draws; i++) counts[stream.nextInt(n)] += 1;
      const statistic = chiSquare(counts, 1000);
      // Between the 0.1% and 99.9% quantiles: neither biased nor suspiciously even.
      const [lower, upper] = n === 37 ? [16.27, 67.99] : [0.21, 20.52];
      expect(statistic).toBeGreaterThan(lower);
      expect(statistic).toBeLessThan(upper);
    }
  });

  it('the simulator PRNG scales the same way and passes the same test', () => {
    const rng = new SimulationRng(99);
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < 37000; i++) counts[rng.nextInt(37)] += 1;
    const statistic = chiSquare(counts, 1000);
    expect(statistic).toBeGreaterThan(16.27);
    expect(statistic).toBeLessThan(67.99);
    expect(new SimulationRng(99).nextUint32()).toBe(new SimulationRng(99).nextUint32());
  });
});

describe('seed pairs and rotation', () => {
  it('commits before play and counts nonces up from 0', () => {
    const pair = createSeedPair('my seed', SERVER_SEED);
    expect(commitmentOf(pair)).toEqual({
      serverSeedHash: hashServerSeed(SERVER_SEED),
      clientSeed: 'my seed',
      nonce: 0,
    });
    expect(JSON.stringify(commitmentOf(pair))).not.toContain(SERVER_SEED);
    const first = takeRound(pair);
    expect(first.round).toEqual({ serverSeed: SERVER_SEED, clientSeed: 'my seed', nonce: 0 });
    const second = takeRound(first.next);
    expect(second.round.nonce).toBe(1);
    expect(second.next.nonce).toBe(2);
    expect(pair.nonce).toBe(0);
  });

  it('reveals the old server seed, commits a new one and restarts the nonce', () => {
    let pair = createSeedPair('before', SERVER_SEED);
    for (let i = 0; i < 3; i++) pair = takeRound(pair).next;
    const { revealed, next } = rotateSeeds(pair, { clientSeed: 'after' });
    expect(revealed).toEqual({
      serverSeed: SERVER_SEED,
      serverSeedHash: hashServerSeed(SERVER_SEED),
      clientSeed: 'before',
      roundsPlayed: 3,
    });
    expect(verifyCommitment(revealed.serverSeed, revealed.serverSeedHash)).toBe(true);
    expect(next.serverSeed).not.toBe(SERVER_SEED);
    expect(next.serverSeedHash).toBe(hashServerSeed(next.serverSeed));
    expect(next.clientSeed).toBe('after');
    expect(next.nonce).toBe(0);
    expect(rotateSeeds(next).next.clientSeed).toBe('after');
    expect(() => rotateSeeds(next, { serverSeed: next.serverSeed })).toThrow();
  });

  it('accepts client seeds of 1 to 64 printable characters', () => {
    expect(() => assertClientSeed('a')).not.toThrow();
    expect(() => assertClientSeed('şans:123 🍀')).not.toThrow();
    expect(() => assertClientSeed('x'.repeat(64))).not.toThrow();
    expect(() => assertClientSeed('')).toThrow(RangeError);
    expect(() => assertClientSeed('x'.repeat(65))).toThrow(RangeError);
    // Code points, as the contract's maxLength counts them: 64 emoji (128 UTF-16 units) pass, 65 do not.
    expect(() => assertClientSeed('\u{1F340}'.repeat(64))).not.toThrow();
    expect(() => assertClientSeed('\u{1F340}'.repeat(65))).toThrow(RangeError);
    expect(() => assertClientSeed('a\nb')).toThrow(RangeError);
    expect(() => new FairStream({ ...SEEDS, nonce: -1 })).toThrow(RangeError);
    expect(() => new FairStream({ ...SEEDS, nonce: 1.5 })).toThrow(RangeError);
  });
});
